import {
  type GiveClassFeedbackBody,
  type GiveFeedbackBody,
  behaviourDataRoute,
  behaviourSettingsRoute,
  giveClassFeedbackRoute,
  giveFeedbackRoute,
  remarksListRoute,
  updateBehaviourSettingsRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { browserTimeZone } from '../../../lib/class-queries';
import { showSnackbar } from '../../../lib/ui-store';

export const remarksListQueryOptions = (classId: string, limit: number) =>
  queryOptions({
    queryKey: queryKeyFor(remarksListRoute, { query: { classId, skip: 0, limit } }),
    queryFn: () => callApi(remarksListRoute, { query: { classId, skip: 0, limit } }),
    placeholderData: keepPreviousData,
    enabled: Boolean(classId),
  });

export const useRemarksList = (classId: string, limit = 10) => useQuery(remarksListQueryOptions(classId, limit));

/** A student's points over time, their days in the browser's zone. */
export const useBehaviourData = (classId: string, studentId?: string) =>
  useQuery({
    queryKey: queryKeyFor(behaviourDataRoute, { query: { classId, studentId } }),
    queryFn: () => callApi(behaviourDataRoute, { query: { classId, studentId, timeZone: browserTimeZone() } }),
    enabled: Boolean(classId),
  });

export type FeedbackTarget = { kind: 'student'; studentId: string } | { kind: 'class'; studentIds?: string[] };

/** Gives feedback; the server's message goes to the snackbar and the class's behaviour refreshes. */
export function useGiveFeedback(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      target,
      remarks,
      behaviorPoints,
    }: {
      target: FeedbackTarget;
      remarks: string;
      behaviorPoints: number;
    }): Promise<void> => {
      const onMessage = (message: string) => showSnackbar(message, 'success');
      if (target.kind === 'student') {
        const body: GiveFeedbackBody = { classId, studentId: target.studentId, remarks, behaviorPoints };
        await callApi(giveFeedbackRoute, { body }, { onMessage, silent: true });
        return;
      }
      const body: GiveClassFeedbackBody = { remarks, behaviorPoints, studentIds: target.studentIds };
      await callApi(giveClassFeedbackRoute, { params: { id: classId }, body }, { onMessage, silent: true });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyFor(remarksListRoute, { query: { classId } }) }),
        queryClient.invalidateQueries({ queryKey: queryKeyFor(behaviourDataRoute, { query: { classId } }) }),
      ]),
  });
}

export const useBehaviourSettings = (enabled = true) =>
  useQuery({
    queryKey: queryKeyFor(behaviourSettingsRoute),
    queryFn: () => callApi(behaviourSettingsRoute, {}, { loader: false }),
    enabled,
  });

export function useUpdateBehaviourSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retentionDays: number | null) =>
      callApi(
        updateBehaviourSettingsRoute,
        { body: { retentionDays } },
        { silent: true, onMessage: (m) => showSnackbar(m, 'success') },
      ),
    onSuccess: () => invalidateRoutes(queryClient, [remarksListRoute, behaviourDataRoute, behaviourSettingsRoute]),
  });
}
