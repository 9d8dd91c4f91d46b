import type { RealtimeMaps, RealtimeNamespace, RoomRef } from '@bright/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { RouteQueryKey } from './query-keys';
import { useSessionStore } from './session-store';
import { getSocket } from './socket';

type ServerEvents<N extends RealtimeNamespace> = RealtimeMaps[N]['server'];
type EventName<N extends RealtimeNamespace> = keyof ServerEvents<N> & string;
type PayloadOf<N extends RealtimeNamespace, E extends EventName<N>> = ServerEvents<N>[E] extends (
  payload: infer P,
) => void
  ? P
  : never;

/** Rooms this tab asked for, counted, so two components on one room do not leave it for each other. */
const joined = new Map<string, number>();

/**
 * Applies a server event to the TanStack Query cache while the component is mounted. Each time the
 * connection comes up (events may have been missed before it) the queries of the `resync` keys are refetched.
 */
export function useRealtimeCache<N extends RealtimeNamespace, E extends EventName<N>>(
  namespace: N,
  event: E,
  apply: (payload: PayloadOf<N, E>, queryClient: QueryClient) => void,
  options: { resync?: readonly RouteQueryKey[] } = {},
) {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.session?.token);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  const resyncKey = JSON.stringify(options.resync ?? null);
  useEffect(() => {
    const socket = getSocket(namespace);
    if (!socket) return;
    const resync = JSON.parse(resyncKey) as RouteQueryKey[] | null;
    const listener = (payload: PayloadOf<N, E>) => applyRef.current(payload, queryClient);
    // Whatever was pushed before this connection (first or renewed) came up is fetched instead.
    const onConnect = () => {
      for (const queryKey of resync ?? []) void queryClient.invalidateQueries({ queryKey });
    };
    const untyped = socket as unknown as {
      on: (e: string, l: (p: never) => void) => void;
      off: (e: string, l: (p: never) => void) => void;
    };
    untyped.on(event, listener);
    socket.on('connect', onConnect);
    return () => {
      untyped.off(event, listener);
      socket.off('connect', onConnect);
    };
  }, [namespace, event, queryClient, token, resyncKey]);
}

/** Joins a room while mounted (again after each reconnection); says whether the server let the tab in. */
export function useSocketRoom(namespace: RealtimeNamespace, room: RoomRef | null) {
  const token = useSessionStore((state) => state.session?.token);
  const [admitted, setAdmitted] = useState(false);
  const scope = room?.scope;
  const id = room?.id;
  useEffect(() => {
    const socket = getSocket(namespace);
    if (!socket || !scope || !id) return;
    const ref = { scope, id } as RoomRef;
    const key = `${namespace} ${scope}:${id}`;
    joined.set(key, (joined.get(key) ?? 0) + 1);
    const join = () =>
      socket.emit('room:join', ref, (answer) => {
        setAdmitted(answer.ok);
      });
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      const left = (joined.get(key) ?? 1) - 1;
      if (left > 0) return void joined.set(key, left);
      joined.delete(key);
      if (socket.connected) socket.emit('room:leave', ref, () => undefined);
      setAdmitted(false);
    };
  }, [namespace, scope, id, token]);
  return admitted;
}
