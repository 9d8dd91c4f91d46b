// The load generator of the live class benchmark, in a process of its own: per room, a teacher socket that
// draws live ink at `hz` updates a second and commits a stroke every second, and `socketsPerRoom - 1`
// followers that time each ink update's arrival; at the end every follower's board is compared with the
// server's. Prints one JSON line of results.
import { BOARD_PROTOCOL_VERSION as v, type LiveBatch, REALTIME_PROTOCOL_VERSION } from '@bright/contracts';
import { type Socket, io } from 'socket.io-client';
import * as Y from 'yjs';
import { BoardTestClient, stroke } from '../../apps/server/test/board-test-client';

export interface LiveLoadInput {
  /** The teacher joins the first; followers alternate between them (two processes behind Redis). */
  urls: string[];
  rooms: Array<{ lessonId: string; pageId: string }>;
  teacherToken: string;
  studentTokens: string[];
  socketsPerRoom: number;
  seconds: number;
  hz: number;
}

export interface LiveLoadResult {
  sockets: number;
  sent: number;
  expected: number;
  received: number;
  p50: number;
  p99: number;
  max: number;
  boardsEqual: number;
  boards: number;
  strokes: number;
  /** Stored strokes whose answer did not come within 10 s. */
  unacknowledged: number;
}

const connect = (url: string, token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(`${url}/board`, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token, protocol: REALTIME_PROTOCOL_VERSION },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

async function open(url: string, token: string, room: LiveLoadInput['rooms'][number]) {
  const board = new BoardTestClient(await connect(url, token), room.lessonId, room.pageId);
  const answer = await board.join();
  if (!answer.ok) throw new Error(`join refused: ${answer.message}`);
  return board;
}

/** Runs `work` over `items`, `width` at a time (2,000 joins at once would only measure the queue). */
async function inBatches<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += width) {
    results.push(...(await Promise.all(items.slice(index, index + width).map(work))));
  }
  return results;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

async function main() {
  const input = JSON.parse(process.argv[2]!) as LiveLoadInput;
  const latencies: number[] = [];
  const rooms = await inBatches(input.rooms, 5, async (room) => {
    const teacher = await open(input.urls[0]!, input.teacherToken, room);
    const followers = await inBatches(
      Array.from({ length: input.socketsPerRoom - 1 }, (_, index) => index),
      13,
      (index) =>
        open(input.urls[index % input.urls.length]!, input.studentTokens[index % input.studentTokens.length]!, room),
    );
    return { room, teacher, followers, sent: 0, strokes: 0 };
  });
  const sockets = rooms.length * input.socketsPerRoom;
  let received = 0;
  for (const { followers } of rooms) {
    for (const follower of followers) {
      follower.socket.on('wb:live', (batch: LiveBatch) => {
        const now = performance.now();
        for (const entry of batch.entries) {
          const sentAt = Number(entry.id.split(':')[1]);
          if (!Number.isFinite(sentAt)) continue;
          received += 1;
          latencies.push(now - sentAt);
        }
      });
    }
  }

  // The teachers draw: live ink at hz, a stroke stored each second (the pen lifted).
  const started = performance.now();
  const ink = setInterval(() => {
    for (const state of rooms) {
      state.sent += 1;
      const id = `${state.sent}:${performance.now().toFixed(2)}`;
      state.teacher.socket.emit(
        'wb:live',
        { v, pageId: state.room.pageId, entries: [{ id, points: [10, 20, 0.5] }] },
        () => undefined,
      );
    }
  }, 1000 / input.hz);
  const strokes = setInterval(() => {
    for (const state of rooms) {
      state.strokes += 1;
      state.teacher.draw(stroke(`s-${state.strokes}`, 20, state.strokes));
    }
  }, 1000);
  await new Promise((resolve) => setTimeout(resolve, input.seconds * 1000));
  clearInterval(ink);
  clearInterval(strokes);
  const elapsed = (performance.now() - started) / 1000;
  // A stroke whose answer did not come (the server too busy) is counted, not fatal: the boards say the rest.
  const deadline = Date.now() + 60_000;
  while (rooms.some(({ teacher }) => teacher.inFlight > 0) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const unacknowledged = rooms.reduce((sum, { teacher }) => sum + teacher.answers.filter((a) => !a.ok).length, 0);
  await new Promise((resolve) => setTimeout(resolve, 3_000));

  // Every follower's board against the server's, read by a fresh socket.
  let boardsEqual = 0;
  for (const state of rooms) {
    const server = await open(input.urls[0]!, input.teacherToken, state.room);
    const truth = Buffer.from(Y.encodeStateAsUpdate(server.doc)).length;
    const vector = Buffer.from(Y.encodeStateVector(server.doc));
    for (const follower of [state.teacher, ...state.followers]) {
      const same =
        Buffer.from(Y.encodeStateVector(follower.doc)).equals(vector) && follower.items.size === server.items.size;
      if (same && truth > 0) boardsEqual += 1;
    }
    server.socket.disconnect();
  }
  for (const state of rooms) for (const board of [state.teacher, ...state.followers]) board.socket.disconnect();

  const sorted = latencies.sort((a, b) => a - b);
  const sent = rooms.reduce((sum, state) => sum + state.sent, 0);
  const result: LiveLoadResult = {
    sockets,
    sent,
    expected: sent * (input.socketsPerRoom - 1),
    received,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    boardsEqual,
    boards: sockets,
    strokes: rooms.reduce((sum, state) => sum + state.strokes, 0),
    unacknowledged,
  };
  process.stdout.write(`${JSON.stringify({ ...result, elapsed })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
