import {
  type DisplayCommand,
  type DisplayState,
  type DeviceMessageType,
  deviceCommandRoute,
  deviceStateRoute,
  getPairDeviceStatusRoute,
  getWhiteBoardRoute,
  listDevicesRoute,
  pairDeviceRoute,
  sendMessageToDeviceRoute,
  unpairDeviceRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { readStoredSession } from '../../../lib/session-store';

export const pairStatusQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(getPairDeviceStatusRoute),
    queryFn: () => callApi(getPairDeviceStatusRoute, { query: {} }, { loader: false, silent: true }),
  });

export const devicesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(listDevicesRoute),
    queryFn: async () => (await callApi(listDevicesRoute, {}, { loader: false })).devices,
  });
export const useDevices = () => useQuery(devicesQueryOptions());

export const deviceStateQueryOptions = (deviceId: string) =>
  queryOptions({
    queryKey: queryKeyFor(deviceStateRoute, { query: { deviceId } }),
    queryFn: () => callApi(deviceStateRoute, { query: { deviceId } }, { loader: false, silent: true }),
    retry: false,
  });
export const useDeviceState = (deviceId: string) => useQuery(deviceStateQueryOptions(deviceId));

export const useMyLessons = () =>
  useQuery({
    queryKey: queryKeyFor(getWhiteBoardRoute, { query: {} }),
    queryFn: () => callApi(getWhiteBoardRoute, { query: {} }, { loader: false }),
  });

const refreshDevices = (queryClient: ReturnType<typeof useQueryClient>) =>
  invalidateRoutes(queryClient, [listDevicesRoute, getPairDeviceStatusRoute]);

/** SPEC §8: a refused pair shows the server's message (the caller clears the typed id). */
export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceCode: string) => callApi(pairDeviceRoute, { body: { deviceCode } }, { loader: false }),
    onSettled: () => refreshDevices(queryClient),
  });
}

export function useUnpairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceId?: string) =>
      callApi(unpairDeviceRoute, { body: deviceId ? { deviceId } : {} }, { loader: false }),
    onSettled: () => refreshDevices(queryClient),
  });
}

export function useDeviceCommand(deviceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: DisplayCommand) =>
      callApi(deviceCommandRoute, { body: { deviceId, command } }, { loader: false }),
    onSuccess: (state: DisplayState) => queryClient.setQueryData(deviceStateQueryOptions(deviceId).queryKey, state),
  });
}

/** SPEC §7 send-message-to-device, with the caller's own ids from the stored session. */
export function useSendDeviceMessage(deviceId: string) {
  return useMutation({
    mutationFn: (input: { type: DeviceMessageType; message?: string }) => {
      const session = readStoredSession();
      return callApi(
        sendMessageToDeviceRoute,
        {
          body: {
            userKneuraId: session?.kneuraId ?? '',
            instituteKneuraId: session?.instituteKneuraId ?? '',
            type: input.type,
            message: input.message ?? '',
            deviceId,
          },
        },
        { loader: false },
      );
    },
  });
}
