import { createHmac } from 'node:crypto';
import {
  LIVE_CLASS_MESSAGES as M,
  LIVE_MAX_PUBLISHERS,
  LIVE_PROTOCOL_VERSION as v,
  LIVE_TEACHER_GRACE_MS,
  type LiveIceServer,
  type LiveJoined,
  liveCursorEvent,
  liveJoinEvent,
  liveLeaveEvent,
  liveMediaEvent,
  livePenEvent,
  liveSignalEvent,
  liveViewEvent,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { Config } from '../../config';
import { badRequest } from '../../lib/app-error';
import { addSocketHandler } from '../../lib/socket-route';
import { CursorBatcher, type LiveNamespace, liveRoom, participantsOf, socketsOfUser } from './live-presence';
import * as live from './live-classes.service';
import * as q from './live-classes.queries';

/** Time-limited TURN credentials (coturn's use-auth-secret / TURN REST scheme): valid for a school day. */
export function iceServersFor(config: Config['live'], userId: string, now = Date.now()): LiveIceServer[] {
  const servers: LiveIceServer[] = [];
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls });
  if (config.turnUrls.length && config.turnSecret) {
    const username = `${Math.floor(now / 1000) + 12 * 3600}:${userId}`;
    const credential = createHmac('sha1', config.turnSecret).update(username).digest('base64');
    servers.push({ urls: config.turnUrls, username, credential });
  }
  return servers;
}

/** The session a socket sits in, or 400 when it has not joined this one. */
function seatOf(socket: Socket, liveClassId: string) {
  const seat = (socket.data as { live?: { liveClassId: string; participant: { userId: string; userTag: string } } })
    .live;
  if (!seat || seat.liveClassId !== liveClassId) throw badRequest(M.notJoined);
  return seat;
}

/**
 * The `/live` namespace: joining a session, the teacher's view and pen grants, cursors, WebRTC signalling
 * and media state; and the end of a session, when the teacher exits or does not come back in time.
 */
export function registerLiveSockets(app: FastifyInstance, config: Config) {
  const nsp: LiveNamespace = app.realtime.of('/live');
  const graceMs = config.live.teacherGraceMs ?? LIVE_TEACHER_GRACE_MS;
  const graceTimers = new Map<string, NodeJS.Timeout>();
  const cursors = new CursorBatcher((liveClassId, entries) =>
    nsp.to(liveRoom(liveClassId)).volatile.emit('live:cursors', { v, liveClassId, cursors: entries }),
  );

  const announcePresence = async (liveClassId: string) => {
    const row = await q.findDetail(app.db, liveClassId);
    if (!row || row.live.status !== 'LIVE') return;
    const participants = await participantsOf(nsp, liveClassId, row.live.penHolders);
    nsp.to(liveRoom(liveClassId)).emit('live:presence', { v, liveClassId, participants });
    return participants;
  };

  /** After commit: everyone in the session sees 'Live Session Ended' and leaves its room, on every process. */
  const ended = (liveClassId: string) => {
    clearTimeout(graceTimers.get(liveClassId));
    graceTimers.delete(liveClassId);
    nsp.to(liveRoom(liveClassId)).emit('live:ended', { v, liveClassId, message: M.ended });
    nsp.in(liveRoom(liveClassId)).socketsLeave(liveRoom(liveClassId));
  };

  const teacherGone = async (liveClassId: string, teacherId: string) => {
    if ((await socketsOfUser(nsp, liveClassId, teacherId)).length > 0) return;
    nsp.to(liveRoom(liveClassId)).emit('live:teacher', { v, liveClassId, online: false, graceMs });
    clearTimeout(graceTimers.get(liveClassId));
    const timer = setTimeout(async () => {
      graceTimers.delete(liveClassId);
      try {
        if ((await socketsOfUser(nsp, liveClassId, teacherId)).length > 0) return;
        if (await live.endUnattended(app.db, liveClassId)) ended(liveClassId);
      } catch (error) {
        app.log.error({ err: error, liveClassId }, 'ending an unattended live class failed');
      }
    }, graceMs);
    timer.unref();
    graceTimers.set(liveClassId, timer);
  };

  const leave = async (socket: Socket) => {
    const seat = socket.data.live as LiveJoinedSeat | undefined;
    if (!seat) return;
    socket.data.live = undefined;
    cursors.forget(socket.id);
    await socket.leave(liveRoom(seat.liveClassId));
    await announcePresence(seat.liveClassId);
    if (seat.participant.role === 'teacher') await teacherGone(seat.liveClassId, seat.participant.userId);
  };

  // Leaves still announcing presence when the server closes: Redis must outlive them, or the adapter's
  // publish rejects after the realtime plugin has quit its clients.
  const leaving = new Set<Promise<void>>();
  nsp.on('connection', (socket) => {
    socket.on('disconnect', () => {
      const done = leave(socket as unknown as Socket)
        .catch((error) => app.log.error({ err: error }, 'live leave failed'))
        .finally(() => leaving.delete(done));
      leaving.add(done);
    });
  });
  app.addHook('onClose', async () => {
    cursors.close();
    for (const timer of graceTimers.values()) clearTimeout(timer);
    await Promise.all(leaving);
  });

  addSocketHandler(app, liveJoinEvent, async ({ payload, actor, socket }): Promise<LiveJoined> => {
    const { detail, role } = await live.loadRunningFor(app.db, actor, payload.liveClassId, 'join');
    const current = socket.data.live as LiveJoinedSeat | undefined;
    if (current && current.liveClassId !== detail.live.id) await leave(socket);
    const userTag = await q.userName(app.db, actor.userId);
    const media = { publishing: false, audio: false, video: false, speaking: false };
    socket.data.live = {
      liveClassId: detail.live.id,
      participant: { userId: actor.userId, userTag, role, pen: false, media },
    };
    await socket.join(liveRoom(detail.live.id));
    if (role === 'teacher') {
      clearTimeout(graceTimers.get(detail.live.id));
      graceTimers.delete(detail.live.id);
      nsp.to(liveRoom(detail.live.id)).emit('live:teacher', { v, liveClassId: detail.live.id, online: true, graceMs });
    }
    const participants = (await announcePresence(detail.live.id)) ?? [];
    return {
      liveClass: await live.read(app.db, actor, detail.live.id),
      role,
      pen: detail.live.penHolders.includes(actor.userId),
      participants,
      iceServers: iceServersFor(config.live, actor.userId),
    };
  });

  addSocketHandler(app, liveLeaveEvent, async ({ payload, socket }) => {
    seatOf(socket, payload.liveClassId);
    await leave(socket);
    return null;
  });

  addSocketHandler(app, liveViewEvent, async ({ payload, actor }) => {
    const { liveClassId, pageId, scale, x, y } = payload;
    const view = await live.setView(app.db, actor, liveClassId, { pageId, scale, x, y });
    nsp.to(liveRoom(liveClassId)).emit('live:view', { v, liveClassId, ...view });
    return view;
  });

  addSocketHandler(app, livePenEvent, async ({ payload, actor }) => {
    const penHolders = await live.grantPen(app.db, actor, payload.liveClassId, payload.userId, payload.granted);
    nsp.to(liveRoom(payload.liveClassId)).emit('live:pen', { v, liveClassId: payload.liveClassId, penHolders });
    await announcePresence(payload.liveClassId);
    return { penHolders };
  });

  addSocketHandler(app, liveCursorEvent, async ({ payload, socket }) => {
    const seat = seatOf(socket, payload.liveClassId);
    const { userId, userTag } = seat.participant;
    const accepted = cursors.push(socket.id, payload.liveClassId, {
      userId,
      userTag,
      pageId: payload.pageId,
      x: payload.x,
      y: payload.y,
    });
    return { accepted };
  });

  addSocketHandler(app, liveSignalEvent, async ({ payload, socket }) => {
    const seat = seatOf(socket, payload.liveClassId);
    const targets = await socketsOfUser(nsp, payload.liveClassId, payload.to);
    if (targets.length === 0 || payload.to === seat.participant.userId) throw badRequest(M.notParticipant);
    const { liveClassId, kind, data } = payload;
    nsp
      .to(targets.map((target) => target.id))
      .emit('live:signal', { v, liveClassId, from: seat.participant.userId, kind, data });
    return null;
  });

  addSocketHandler(app, liveMediaEvent, async ({ payload, socket }) => {
    const seat = seatOf(socket, payload.liveClassId) as LiveJoinedSeat;
    const { publishing, audio, video, speaking } = payload;
    if (publishing && !seat.participant.media.publishing) {
      const row = await q.findDetail(app.db, payload.liveClassId);
      const others = await participantsOf(nsp, payload.liveClassId, row?.live.penHolders ?? []);
      const publishers = others.filter((p) => p.media.publishing && p.userId !== seat.participant.userId);
      if (publishers.length >= LIVE_MAX_PUBLISHERS) throw badRequest(M.publishersFull);
    }
    seat.participant.media = {
      publishing,
      audio: publishing && audio,
      video: publishing && video,
      speaking: publishing && audio && speaking,
    };
    await announcePresence(payload.liveClassId);
    return null;
  });

  return { ended, announcePresence };
}

type LiveJoinedSeat = NonNullable<import('@bright/contracts').LiveSocketData['live']>;
