// The load generator of the live class benchmark, in processes of their own (one core cannot both draw for
// 50 teachers and read 60,000 relayed batches a second without measuring its own queue): shard 0 holds every
// room's teacher socket, which draws live ink at `hz` updates a second and commits a stroke every second;
// every shard holds its share of the `socketsPerRoom - 1` followers of each room, which time each ink
// update's arrival on the machine's clock (performance.timeOrigin + now, the same clock in every process).
// The parent steps the shards through the same phases over stdin/stdout, one JSON line each:
//   shard → {phase:'ready'} after connecting; parent → 'go'; shard 0 → {phase:'drawn', ...} when its strokes
//   are answered; parent → 'check'; every shard → {phase:'result', ...} after comparing its boards.
import { createInterface } from 'node:readline';
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
  shard: number;
  shards: number;
}

export interface LiveLoadDrawn {
  phase: 'drawn';
  sent: number;
  strokes: number;
  /** Stored strokes whose answer did not come within 10 s. */
  unacknowledged: number;
}

export interface LiveLoadShardResult {
  phase: 'result';
  sockets: number;
  received: number;
  /** Every arrival's latency in ms, to 0.1 ms. */
  latencies: number[];
  boardsEqual: number;
  boards: number;
}

const clock = () => performance.timeOrigin + performance.now();

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

const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This shard's followers of one room: every shard-th of them, so the shards share each room evenly. */
const followerIndexes = (input: LiveLoadInput) =>
  Array.from({ length: input.socketsPerRoom - 1 }, (_, index) => index).filter(
    (index) => index % input.shards === input.shard,
  );

async function connectRooms(input: LiveLoadInput) {
  return inBatches(input.rooms, 5, async (room) => {
    const teacher = input.shard === 0 ? await open(input.urls[0]!, input.teacherToken, room) : undefined;
    const followers = await inBatches(followerIndexes(input), 13, (index) =>
      open(input.urls[index % input.urls.length]!, input.studentTokens[index % input.studentTokens.length]!, room),
    );
    return { room, teacher, followers, sent: 0, strokes: 0 };
  });
}

type RoomState = Awaited<ReturnType<typeof connectRooms>>[number];

/** The teachers draw: live ink at hz, a stroke stored each second (the pen lifted). */
async function draw(rooms: RoomState[], input: LiveLoadInput): Promise<LiveLoadDrawn> {
  const ink = setInterval(() => {
    for (const state of rooms) {
      state.sent += 1;
      const id = `${state.sent}:${clock().toFixed(2)}`;
      state.teacher!.socket.emit(
        'wb:live',
        { v, pageId: state.room.pageId, entries: [{ id, points: [10, 20, 0.5] }] },
        () => undefined,
      );
    }
  }, 1000 / input.hz);
  const strokes = setInterval(() => {
    for (const state of rooms) {
      state.strokes += 1;
      state.teacher!.draw(stroke(`s-${state.strokes}`, 20, state.strokes));
    }
  }, 1000);
  await sleep(input.seconds * 1000);
  clearInterval(ink);
  clearInterval(strokes);
  // A stroke whose answer did not come (the server too busy) is counted, not fatal: the boards say the rest.
  const deadline = Date.now() + 60_000;
  while (rooms.some(({ teacher }) => teacher!.inFlight > 0) && Date.now() < deadline) await sleep(100);
  return {
    phase: 'drawn',
    sent: rooms.reduce((sum, state) => sum + state.sent, 0),
    strokes: rooms.reduce((sum, state) => sum + state.strokes, 0),
    unacknowledged: rooms.reduce((sum, { teacher }) => sum + teacher!.answers.filter((a) => !a.ok).length, 0),
  };
}

/** This shard's boards (its followers, and the teachers on shard 0) against the server's, read afresh. */
async function compareBoards(rooms: RoomState[], input: LiveLoadInput) {
  let boardsEqual = 0;
  let boards = 0;
  for (const state of rooms) {
    const server = await open(input.urls[0]!, input.teacherToken, state.room);
    const truth = Buffer.from(Y.encodeStateAsUpdate(server.doc)).length;
    const vector = Buffer.from(Y.encodeStateVector(server.doc));
    for (const board of [...(state.teacher ? [state.teacher] : []), ...state.followers]) {
      boards += 1;
      const same = Buffer.from(Y.encodeStateVector(board.doc)).equals(vector) && board.items.size === server.items.size;
      if (same && truth > 0) boardsEqual += 1;
    }
    server.socket.disconnect();
  }
  return { boardsEqual, boards };
}

async function main() {
  const input = JSON.parse(process.argv[2]!) as LiveLoadInput;
  const commands = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const next = async () => String((await commands.next()).value ?? '').trim();
  const latencies: number[] = [];
  const rooms = await connectRooms(input);
  for (const { followers } of rooms) {
    for (const follower of followers) {
      follower.socket.on('wb:live', (batch: LiveBatch) => {
        const now = clock();
        for (const entry of batch.entries) {
          const sentAt = Number(entry.id.split(':')[1]);
          if (Number.isFinite(sentAt)) latencies.push(Math.round((now - sentAt) * 10) / 10);
        }
      });
    }
  }
  say({ phase: 'ready' });
  if ((await next()) !== 'go') throw new Error('expected go');
  if (input.shard === 0) say(await draw(rooms, input));
  if ((await next()) !== 'check') throw new Error('expected check');
  await sleep(3_000);
  const compared = await compareBoards(rooms, input);
  for (const state of rooms) {
    for (const board of [...(state.teacher ? [state.teacher] : []), ...state.followers]) board.socket.disconnect();
  }
  const sockets = rooms.reduce((sum, state) => sum + state.followers.length + (state.teacher ? 1 : 0), 0);
  const result: LiveLoadShardResult = { phase: 'result', sockets, received: latencies.length, latencies, ...compared };
  // A pipe takes a large line in several writes: exit once it is all written.
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
