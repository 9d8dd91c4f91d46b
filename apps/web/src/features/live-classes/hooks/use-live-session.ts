import {
  LIVE_PROTOCOL_VERSION as v,
  type LiveClass,
  type LiveCursorEntry,
  type LiveIceServer,
  type LiveParticipant,
  type LivePresenter,
  type LiveRole,
  type SocketAck,
} from '@bright/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  /** The others' pointers, as last sent. */
  cursors: LiveCursorEntry[];
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
  cursors: [],
  joins: 0,
};

const VIEW_EVERY_MS = 150;
/** A pointer not moved for this long is no longer drawn. */
const CURSOR_STALE_MS = 5_000;

/** The latest pointer of each other person, stamped when it arrived; old ones fade out. */
function mergeCursors(old: LiveCursorEntry[], fresh: LiveCursorEntry[], selfId: string | null) {
  const now = Date.now();
  const byUser = new Map(
    old.filter((cursor) => now - (cursor as Stamped).at < CURSOR_STALE_MS).map((c) => [c.userId, c]),
  );
  for (const cursor of fresh)
    if (cursor.userId !== selfId) byUser.set(cursor.userId, { ...cursor, at: now } as Stamped);
  return [...byUser.values()];
}
type Stamped = LiveCursorEntry & { at: number };

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
    const onCursors = mine<{ liveClassId: string; cursors: LiveCursorEntry[] }>((event) =>
      setState((old) => ({ ...old, cursors: mergeCursors(old.cursors, event.cursors, userId) })),
    );
    socket.on('connect', join);
    socket.on('live:presence', onPresence);
    socket.on('live:view', onView);
    socket.on('live:pen', onPen);
    socket.on('live:teacher', onTeacher);
    socket.on('live:ended', onEnded);
    socket.on('live:cursors', onCursors);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('live:presence', onPresence);
      socket.off('live:view', onView);
      socket.off('live:pen', onPen);
      socket.off('live:teacher', onTeacher);
      socket.off('live:ended', onEnded);
      socket.off('live:cursors', onCursors);
      if (socket.connected) socket.emit('live:leave', { v, liveClassId: live.id }, () => undefined);
    };
  }, [socket, live.id, userId]);

  const ask = useCallback(
    <T>(send: (ack: (answer: SocketAck<T>) => void) => void) => new Promise<SocketAck<T>>((resolve) => send(resolve)),
    [],
  );
  // The teacher's page and view, sent together; a zoom or a pan sends at most one view per VIEW_EVERY_MS.
  const shown = useRef({ pageId: '', scale: 1, x: 0, y: 0 });
  const viewTimer = useRef<number | undefined>(undefined);
  const sendView = useCallback(() => {
    window.clearTimeout(viewTimer.current);
    viewTimer.current = undefined;
    if (!socket || !shown.current.pageId) return;
    socket.emit('live:view', { v, liveClassId: live.id, ...shown.current }, () => undefined);
  }, [socket, live.id]);
  const showPage = useCallback(
    (pageId: string) => {
      shown.current = { ...shown.current, pageId };
      sendView();
    },
    [sendView],
  );
  const showView = useCallback(
    (view: { scale: number; x: number; y: number }) => {
      shown.current = { ...shown.current, ...view };
      viewTimer.current ??= window.setTimeout(sendView, VIEW_EVERY_MS);
    },
    [sendView],
  );
  useEffect(() => () => window.clearTimeout(viewTimer.current), []);
  const pointAt = useCallback(
    (pageId: string, x: number, y: number) => {
      socket?.emit('live:cursor', { v, liveClassId: live.id, pageId, x, y }, () => undefined);
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
  return { state, socket, showPage, showView, pointAt, grantPen };
}
