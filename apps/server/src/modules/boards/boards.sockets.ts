import { randomBytes } from 'node:crypto';
import {
  BOARD_MESSAGES,
  BOARD_PROTOCOL_VERSION,
  type BoardJoined,
  type BoardSyncMessage,
  PartAssembler,
  boardRooms,
  splitMessage,
  wbJoinEvent,
  wbLeaveEvent,
  wbLiveEvent,
  wbSyncEvent,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Socket } from 'socket.io';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error';
import { addSocketHandler } from '../../lib/socket-route';
import type { BoardDocs, PageDocument } from './board-docs';
import type { LiveBatcher } from './board-live';
import { seatOnBoard } from './board-seats';
import { loadBoardLesson } from './boards.access';
import * as q from './boards.queries';

interface JoinedPage {
  lessonId: string;
  /** The lesson's owner; anyone else writes only while a seat rule (a live class's pen) says so. */
  owner: boolean;
  readOnly: boolean;
  entry: PageDocument;
}

interface SocketBoard {
  pages: Map<string, JoinedPage>;
  parts: PartAssembler;
}

const boards = new WeakMap<Socket, SocketBoard>();
const boardOf = (socket: Socket) => {
  let state = boards.get(socket);
  if (!state) {
    state = { pages: new Map(), parts: new PartAssembler() };
    boards.set(socket, state);
  }
  return state;
};

const newPartId = () => randomBytes(8).toString('hex');

/** A sync message as `wb:y` events, in parts under 1 MiB when it is large. */
export function syncEvents(pageId: string, generation: number, bytes: Uint8Array): BoardSyncMessage[] {
  return splitMessage(bytes, newPartId).map((piece) => ({
    v: BOARD_PROTOCOL_VERSION,
    pageId,
    generation,
    data: piece.data,
    ...(piece.part ? { part: piece.part } : {}),
  }));
}

const encoded = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/** A newcomer (empty state vector) gets the page's whole state as already encoded; others their difference. */
function writeStep2(encoder: encoding.Encoder, entry: PageDocument, stateVector: Uint8Array) {
  const empty = Y.decodeStateVector(stateVector).size === 0;
  if (!empty) return sync.writeSyncStep2(encoder, entry.doc, stateVector);
  encoding.writeVarUint(encoder, sync.messageYjsSyncStep2);
  encoding.writeVarUint8Array(encoder, entry.state());
}

export interface BoardSocketDeps {
  docs: BoardDocs;
  live: LiveBatcher;
}

/** The `/board` namespace: join and leave pages, sync their documents, relay strokes in progress. */
export function registerBoardSockets(app: FastifyInstance, { docs, live }: BoardSocketDeps) {
  const nsp = app.realtime.io.of('/board');

  const leavePage = async (socket: Socket, pageId: string) => {
    const state = boardOf(socket);
    const joined = state.pages.get(pageId);
    if (!joined) return;
    state.pages.delete(pageId);
    await socket.leave(boardRooms.page(joined.lessonId, pageId));
    const stillInLesson = [...state.pages.values()].some((page) => page.lessonId === joined.lessonId);
    if (!stillInLesson) await socket.leave(boardRooms.lesson(joined.lessonId));
    await docs.detach(pageId, socket.id);
  };

  nsp.on('connection', (socket) => {
    socket.on('disconnect', () => {
      const state = boards.get(socket);
      if (!state) return;
      for (const [pageId] of state.pages) void docs.detach(pageId, socket.id);
      state.pages.clear();
      state.parts.clear();
    });
  });

  addSocketHandler(app, wbJoinEvent, async ({ payload, actor, socket }): Promise<BoardJoined> => {
    const { lesson, access } = await loadBoardLesson(app.db, actor, payload.lessonId, 'read');
    const page = await q.findPage(app.db, lesson.id, payload.pageId);
    if (!page) throw notFound(BOARD_MESSAGES.pageNotFound);
    await leavePage(socket, page.id);
    const entry = await docs.open({ id: page.id, lessonId: lesson.id, generation: page.generation });
    docs.attach(entry, socket.id);
    const owner = access === 'owner';
    const readOnly = !owner && (await seatOnBoard(app.db, actor, lesson.id)) !== 'writer';
    boardOf(socket).pages.set(page.id, { lessonId: lesson.id, owner, readOnly, entry });
    await socket.join([boardRooms.page(lesson.id, page.id), boardRooms.lesson(lesson.id)]);
    return { pageId: page.id, generation: page.generation, readOnly, currentPageId: lesson.currentPageId };
  });

  addSocketHandler(app, wbLeaveEvent, async ({ payload, socket }) => {
    await leavePage(socket, payload.pageId);
    return { pageId: payload.pageId };
  });

  addSocketHandler(app, wbSyncEvent, async ({ payload, socket }) => {
    const state = boardOf(socket);
    const joined = state.pages.get(payload.pageId);
    if (!joined) throw badRequest(BOARD_MESSAGES.notJoined);
    const { entry } = joined;
    if (entry.discarded || payload.generation !== entry.page.generation) {
      await leavePage(socket, payload.pageId);
      throw badRequest(BOARD_MESSAGES.staleGeneration);
    }
    const assembled = state.parts.add({ data: payload.data, ...(payload.part ? { part: payload.part } : {}) });
    if ('refused' in assembled) {
      throw new AppError(
        'BAD_REQUEST',
        assembled.refused === 'tooLarge' ? BOARD_MESSAGES.messageTooLarge : BOARD_MESSAGES.badPart,
      );
    }
    if ('waiting' in assembled) return { stored: false };
    return { stored: await handleSync(socket, joined, assembled.done) };
  });

  /** One whole y-protocols message: a state vector is answered; an update is applied, relayed and stored. */
  async function handleSync(socket: Socket, joined: JoinedPage, message: Uint8Array) {
    const { entry } = joined;
    const { id: pageId, generation } = entry.page;
    let type: number;
    let body: Uint8Array;
    try {
      const decoder = decoding.createDecoder(message);
      type = decoding.readVarUint(decoder);
      body = decoding.readVarUint8Array(decoder);
    } catch {
      throw badRequest(BOARD_MESSAGES.badUpdate);
    }
    if (type === sync.messageYjsSyncStep1) {
      const reply = encoded((encoder) => writeStep2(encoder, entry, body));
      for (const event of syncEvents(pageId, generation, reply)) socket.emit('wb:y', event);
      // An editor may hold changes made offline: ask for them with the server's own state vector.
      if (!joined.readOnly) {
        const ask = encoded((encoder) => sync.writeSyncStep1(encoder, entry.doc));
        for (const event of syncEvents(pageId, generation, ask)) socket.emit('wb:y', event);
      }
      return false;
    }
    if (type !== sync.messageYjsSyncStep2 && type !== sync.messageYjsUpdate) throw badRequest(BOARD_MESSAGES.badUpdate);
    if (!(await mayWrite(socket, joined))) throw forbidden(BOARD_MESSAGES.readOnly);
    if (!docs.apply(entry, body, socket.id)) return true;
    const update = encoded((encoder) => sync.writeUpdate(encoder, body));
    const room = nsp.to(boardRooms.page(joined.lessonId, pageId)).except(socket.id);
    for (const event of syncEvents(pageId, generation, update)) room.emit('wb:y', event);
    return docs.store(entry, body);
  }

  /** Checked for every write: a pen given after the join counts, a pen taken back stops the next stroke. */
  async function mayWrite(socket: Socket, joined: JoinedPage) {
    if (joined.owner) return true;
    const actor = (socket.data as { actor: Actor }).actor;
    joined.readOnly = (await seatOnBoard(app.db, actor, joined.lessonId)) !== 'writer';
    return !joined.readOnly;
  }

  addSocketHandler(app, wbLiveEvent, async ({ payload, socket }) => {
    const joined = boardOf(socket).pages.get(payload.pageId);
    if (!joined) throw badRequest(BOARD_MESSAGES.notJoined);
    if (!(await mayWrite(socket, joined))) throw forbidden(BOARD_MESSAGES.readOnly);
    live.push(boardRooms.page(joined.lessonId, payload.pageId), payload.pageId, socket.id, payload.entries);
    return null;
  });
}
