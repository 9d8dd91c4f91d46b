import { roomJoinEvent, roomLeaveEvent, roomName } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addSocketHandler } from '../../lib/socket-route';
import { classRoomRule, instituteRoomRule } from './rooms.policy';

/**
 * Joining and leaving the rooms clients may ask for, on every namespace. Each scope's rule decides; a
 * later scope (a lesson, a quiz) adds its own with app.realtime.rooms.define.
 */
export async function roomHandlers(app: FastifyInstance) {
  app.realtime.rooms.define('class', classRoomRule(app.db));
  app.realtime.rooms.define('institute', instituteRoomRule);

  addSocketHandler(app, roomJoinEvent, async ({ payload, actor, socket }) => {
    await app.realtime.rooms.admit(actor, payload);
    const room = roomName(payload);
    await socket.join(room);
    return { room };
  });

  addSocketHandler(app, roomLeaveEvent, async ({ payload, socket }) => {
    const room = roomName(payload);
    await socket.leave(room);
    return { room };
  });
}
