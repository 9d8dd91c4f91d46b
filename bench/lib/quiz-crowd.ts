// The simulated players of the live quiz benchmark, in a process of their own (the benchmark starts
// two): each player a socket.io client that joins by code and nickname, answers each question once at a
// random moment, sometimes taps twice, and keeps what it sent and what the server told it. The parent
// drives it over IPC: `settle` after each reveal, `finish` at the end.
import {
  type LiveQuizOwnResult,
  type LiveQuizPlayerSnapshot,
  type LiveQuizQuestionView,
  REALTIME_PROTOCOL_VERSION,
  type SocketAck,
} from '@bright/contracts';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { type Socket, io } from 'socket.io-client';

export interface CrowdInput {
  code: string;
  gameId: string;
  players: Array<{ nickname: string; url: string; optionId: string }>;
  answerSpreadMs: number;
  duplicateShare: number;
}

export type ToCrowd = { type: 'settle'; index: number } | { type: 'finish' };
export type FromCrowd =
  | { type: 'joined' }
  | { type: 'settled'; index: number }
  | { type: 'finished'; report: CrowdReport }
  | { type: 'failed'; error: string };

/** What one player sent (the answers the server acknowledged) and the results it was told, per question. */
export interface PlayerRecord {
  playerId: string;
  sent: Record<number, string[]>;
  /** The points of each `liveQuiz:result` received: one per question is right. */
  results: Record<number, number[]>;
}

export interface CrowdReport {
  players: PlayerRecord[];
  /** Question emit (server clock) to arrival here, ms. */
  broadcastMs: number[];
  /** First answers: sent to acknowledged, ms. */
  ackMs: number[];
  /** First answers the server refused, with why (each a lost answer). */
  refusals: string[];
  duplicatesSent: number;
  duplicatesRefused: number;
  /** This process's own event loop delay p99, ms: how much of the latencies is the load generator's. */
  loopDelayP99Ms: number;
}

const input = JSON.parse(process.argv[2]!) as CrowdInput;
const send = (message: FromCrowd) => new Promise<void>((resolve) => process.send!(message, () => resolve()));

const connect = (url: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = io(`${url}/live-quiz`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      timeout: 60_000,
      auth: { protocol: REALTIME_PROTOCOL_VERSION, guest: true },
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const ask = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(60_000).emitWithAck(event, payload) as Promise<SocketAck<T>>;

/** Runs `work` over `items`, `width` at a time: a loaded machine must not time a whole crowd out at once. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += width) {
    results.push(...(await Promise.all(items.slice(at, at + width).map((item, n) => work(item, at + n)))));
  }
  return results;
}

const report: CrowdReport = {
  players: [],
  broadcastMs: [],
  ackMs: [],
  refusals: [],
  duplicatesSent: 0,
  duplicatesRefused: 0,
  loopDelayP99Ms: 0,
};
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
const pending = new Map<number, Promise<void>[]>();

async function answer(socket: Socket, record: PlayerRecord, optionId: string, question: LiveQuizQuestionView) {
  const payload = { gameId: input.gameId, questionIndex: question.index, optionIds: [optionId] };
  const sentAt = performance.now();
  const ack = await ask(socket, 'liveQuiz:answer', payload);
  report.ackMs.push(performance.now() - sentAt);
  if (!ack.ok) return void report.refusals.push(ack.message);
  record.sent[question.index] = payload.optionIds;
  if (Math.random() >= input.duplicateShare) return;
  report.duplicatesSent += 1;
  // Refused as a second answer, or because the question closed once everyone had answered.
  if (!(await ask(socket, 'liveQuiz:answer', payload)).ok) report.duplicatesRefused += 1;
}

function play(socket: Socket, record: PlayerRecord, optionId: string) {
  socket.on('liveQuiz:question', (question: LiveQuizQuestionView) => {
    report.broadcastMs.push(Date.now() - question.serverNow);
    const wait = new Promise((resolve) => setTimeout(resolve, Math.random() * input.answerSpreadMs));
    const list = pending.get(question.index) ?? [];
    const answered = wait.then(() => answer(socket, record, optionId, question));
    list.push(answered.catch((error: unknown) => void report.refusals.push(String(error))));
    pending.set(question.index, list);
  });
  socket.on('liveQuiz:result', (result: LiveQuizOwnResult) => {
    (record.results[result.index] ??= []).push(result.points);
  });
}

/** Every answer acknowledged and every player's result in (or 20 s gone: a missing result is reported). */
async function settle(index: number) {
  await Promise.all(pending.get(index) ?? []);
  const deadline = Date.now() + 20_000;
  while (report.players.some((player) => !player.results[index]) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function main() {
  const sockets = await inBatches(input.players, 100, (player) => connect(player.url));
  // Joined 200 at a time: each join writes its player row.
  await inBatches(sockets, 200, async (socket, n) => {
    const joined = await ask<LiveQuizPlayerSnapshot>(socket, 'liveQuiz:join', {
      code: input.code,
      nickname: input.players[n]!.nickname,
    });
    if (!joined.ok) throw new Error(`join of ${input.players[n]!.nickname} refused: ${joined.message}`);
    const record: PlayerRecord = { playerId: joined.data.playerId, sent: {}, results: {} };
    report.players.push(record);
    play(socket, record, input.players[n]!.optionId);
  });
  process.on('message', (message: ToCrowd) => {
    if (message.type === 'settle') {
      void settle(message.index).then(() => send({ type: 'settled', index: message.index }));
      return;
    }
    for (const socket of sockets) socket.disconnect();
    report.loopDelayP99Ms = loopDelay.percentile(99) / 1e6;
    void send({ type: 'finished', report }).then(() => process.exit(0));
  });
  loopDelay.enable();
  await send({ type: 'joined' });
}

main().catch(async (error: unknown) => {
  await send({ type: 'failed', error: String((error as Error)?.stack ?? error) });
  process.exit(1);
});
