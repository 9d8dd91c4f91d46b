import {
  LIVE_PROTOCOL_VERSION as v,
  type LiveClass,
  type LiveIceServer,
  type LiveParticipant,
  type LivePresenter,
  type LiveRole,
  type SocketAck,
} from '@bright/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getSocket } from '../../../lib/socket';

export interface LiveSession {
  status: 'connecting' | 'live' | 'ended' | 'refused';
  refusal: string | null;
  role: LiveRole | null;
  pen: boolean;
  participants: LiveParticipant[];
  presenter: LivePresenter | null;
  teacherAway: boolean;
  iceServers: LiveIceServer[];
  /** Counts the joins: a rejoin after a dropped connection sends this user's media state again. */
  joins: number;
}

const initial: LiveSession = {
  status: 'connecting',
  refusal: null,
  role: null,
  pen: false,
  participants: [],
  presenter: null,
  teacherAway: false,
  iceServers: [],
  joins: 0,
};

/**
 * One live class over `/live`: joins on every (re)connection, so a dropped connection comes back to the same
 * session, page and role; follows presence, the teacher's view, pen grants and the end of the session.
 */
export function useLiveSession(live: LiveClass, userId: string | null) {
  const [state, setState] = useState<LiveSession>(initial);
  const socket = getSocket('/live', { flowID: live.lessonId, device: 'WEB' });

  useEffect(() => {
    if (!socket) return;
    const join = () =>
      socket.emit('live:join', { v, liveClassId: live.id }, (answer) => {
        if (!answer.ok) {
          const ended = answer.code === 'error.badRequest';
          setState((old) => ({ ...old, status: ended ? 'ended' : 'refused', refusal: answer.message }));
          return;
        }
        const { role, pen, participants, liveClass, iceServers } = answer.data;
        const presenter = liveClass.presenter;
        setState((old) => ({
          ...initial,
          status: 'live',
          role,
          pen,
          participants,
          presenter,
          iceServers,
          joins: old.joins + 1,
        }));
      });
    const mine =
      <T extends { liveClassId: string }>(handler: (event: T) => void) =>
      (event: T) => {
        if (event.liveClassId === live.id) handler(event);
      };
    const onPresence = mine<{ liveClassId: string; participants: LiveParticipant[] }>((event) =>
      setState((old) => ({ ...old, participants: event.participants })),
    );
    const onView = mine<{ liveClassId: string } & LivePresenter>(({ pageId, scale, x, y }) =>
      setState((old) => ({ ...old, presenter: { pageId, scale, x, y } })),
    );
    const onPen = mine<{ liveClassId: string; penHolders: string[] }>((event) =>
      setState((old) => ({ ...old, pen: userId !== null && event.penHolders.includes(userId) })),
    );
    const onTeacher = mine<{ liveClassId: string; online: boolean }>((event) =>
      setState((old) => ({ ...old, teacherAway: !event.online })),
    );
    const onEnded = mine<{ liveClassId: string }>(() => setState((old) => ({ ...old, status: 'ended' })));
    socket.on('connect', join);
    socket.on('live:presence', onPresence);
    socket.on('live:view', onView);
    socket.on('live:pen', onPen);
    socket.on('live:teacher', onTeacher);
    socket.on('live:ended', onEnded);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('live:presence', onPresence);
      socket.off('live:view', onView);
      socket.off('live:pen', onPen);
      socket.off('live:teacher', onTeacher);
      socket.off('live:ended', onEnded);
      if (socket.connected) socket.emit('live:leave', { v, liveClassId: live.id }, () => undefined);
    };
  }, [socket, live.id, userId]);

  const ask = useCallback(
    <T>(send: (ack: (answer: SocketAck<T>) => void) => void) => new Promise<SocketAck<T>>((resolve) => send(resolve)),
    [],
  );
  const showPage = useCallback(
    (pageId: string) => {
      if (!socket) return;
      socket.emit('live:view', { v, liveClassId: live.id, pageId, scale: 1, x: 0, y: 0 }, () => undefined);
    },
    [socket, live.id],
  );
  const grantPen = useCallback(
    (studentId: string, granted: boolean) =>
      ask<{ penHolders: string[] }>((ack) =>
        socket?.emit('live:pen', { v, liveClassId: live.id, userId: studentId, granted }, ack),
      ),
    [socket, live.id, ask],
  );
  return { state, socket, showPage, grantPen };
}
