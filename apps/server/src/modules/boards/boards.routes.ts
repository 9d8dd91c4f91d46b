import {
  BOARD_FILE,
  BOARD_MESSAGES,
  BOARD_PROTOCOL_VERSION,
  MESSAGES,
  SOCKET_ERROR_CODES,
  type BoardPages,
  addPagesRoute,
  boardFileRoute,
  boardInfoRoute,
  boardRooms,
  clearPageRoute,
  deletePageRoute,
  duplicatePageRoute,
  pageStateRoute,
  presentPageRoute,
  recentBoardsRoute,
  reorderPagesRoute,
  setBackgroundRoute,
  uploadBoardFileRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type Config, redisTargetOf } from '../../config';
import { contentDisposition } from '../../lib/content-disposition';
import { createFileStore } from '../../lib/file-store';
import { addRoute } from '../../lib/route';
import { BoardDocs, DEFAULT_TIMINGS } from './board-docs';
import { LiveBatcher } from './board-live';
import { redisRelay, singleProcessRelay } from './board-relay';
import { readBoardFile, uploadBoardFile } from './boards.files';
import * as boards from './boards.service';
import { registerBoardSockets } from './boards.sockets';
import { toPagesEvent } from './boards.presenter';

/** The open page documents of each app (tests look into them), found by its realtime server. */
const docsByApp = new WeakMap<object, BoardDocs>();
export const boardDocsOf = (app: FastifyInstance) => docsByApp.get(app.realtime);

export interface BoardRoutesOptions {
  config: Config;
}

/** The whiteboard: REST calls for a lesson's pages and files, and the `/board` socket namespace. */
export async function boardRoutes(app: FastifyInstance, options: BoardRoutesOptions) {
  const db = app.db;
  const nsp = app.realtime.io.of('/board');
  const docs = new BoardDocs(db, app.log, singleProcessRelay, DEFAULT_TIMINGS);
  const redis = redisTargetOf(options.config);
  if (redis) {
    const relay = await redisRelay(
      redis,
      nsp,
      {
        onUpdate: (message) => docs.applyRelayed(message),
        onDiscard: (pageId) => docs.discard(pageId),
      },
      app.log,
    );
    docs.useRelay(relay);
    app.addHook('onClose', () => relay.close());
  }
  const live = new LiveBatcher((room, batch) => nsp.to(room).volatile.emit('wb:live', batch));
  docsByApp.set(app.realtime, docs);
  app.addHook('onClose', async () => {
    live.close();
    await docs.closeAll();
  });
  registerBoardSockets(app, { docs, live });

  const ctx = { db, docs };
  const files = { db, store: createFileStore(options.config.dataDir, 'my-files') };
  // Committed: every open board of the lesson follows the new page list.
  const pagesChanged = ({ lessonId, currentPageId, pages }: BoardPages) =>
    nsp.to(boardRooms.lesson(lessonId)).emit('wb:pages', toPagesEvent({ lessonId, currentPageId, pages }));

  await app.register(multipart, { limits: { fileSize: BOARD_FILE.maxBytes, files: 1, fields: 2, parts: 3 } });

  addRoute(app, recentBoardsRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await boards.recentBoards(db, actor()),
  }));

  addRoute(app, boardInfoRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await boards.boardInfo(db, actor(), params.lessonId),
  }));

  addRoute(app, addPagesRoute, async ({ actor, body }) => {
    const pages = await boards.addPages(ctx, actor(), body);
    pagesChanged(pages);
    return { message: BOARD_MESSAGES.pageAdded, data: pages };
  });

  addRoute(app, reorderPagesRoute, async ({ actor, body }) => {
    const pages = await boards.reorderPages(ctx, actor(), body);
    pagesChanged(pages);
    return { message: BOARD_MESSAGES.pagesReordered, data: pages };
  });

  addRoute(app, duplicatePageRoute, async ({ actor, body }) => {
    const pages = await boards.duplicatePage(ctx, actor(), body);
    pagesChanged(pages);
    return { message: BOARD_MESSAGES.pageDuplicated, data: pages };
  });

  addRoute(app, deletePageRoute, async ({ actor, body }) => {
    const pages = await boards.deletePage(ctx, actor(), body);
    const pageRoom = boardRooms.page(body.lessonId, body.pageId);
    nsp.to(pageRoom).emit('wb:refused', {
      v: BOARD_PROTOCOL_VERSION,
      pageId: body.pageId,
      code: SOCKET_ERROR_CODES.notFound,
      message: BOARD_MESSAGES.pageDeleted,
    });
    nsp.in(pageRoom).socketsLeave(pageRoom);
    pagesChanged(pages);
    return { message: BOARD_MESSAGES.pageDeletedDone, data: pages };
  });

  addRoute(app, clearPageRoute, async ({ actor, body }) => {
    const page = await boards.clearPage(ctx, actor(), body);
    nsp.to(boardRooms.page(body.lessonId, page.id)).emit('wb:reset', {
      v: BOARD_PROTOCOL_VERSION,
      lessonId: body.lessonId,
      pageId: page.id,
      generation: page.generation,
    });
    pagesChanged(await boards.boardInfo(db, actor(), body.lessonId));
    return { message: BOARD_MESSAGES.pageCleared, data: page };
  });

  addRoute(app, setBackgroundRoute, async ({ actor, body }) => {
    const page = await boards.setBackground(ctx, actor(), body);
    pagesChanged(await boards.boardInfo(db, actor(), body.lessonId));
    return { message: BOARD_MESSAGES.backgroundSet, data: page };
  });

  addRoute(app, presentPageRoute, async ({ actor, body }) => {
    const shown = await boards.presentPage(ctx, actor(), body);
    nsp
      .to(boardRooms.lesson(shown.lessonId))
      .emit('wb:presenter', { v: BOARD_PROTOCOL_VERSION, lessonId: shown.lessonId, pageId: shown.currentPageId });
    return { message: BOARD_MESSAGES.presenting, data: shown };
  });

  addRoute(app, uploadBoardFileRoute, async ({ actor, request }) => ({
    message: BOARD_MESSAGES.fileUploaded,
    data: await uploadBoardFile(files, actor(), request),
  }));

  addRoute(app, boardFileRoute, async ({ actor, params, reply }) => {
    const file = await readBoardFile(files, actor(), params.lessonId, params.fileId);
    return reply
      .type(file.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('content-disposition', contentDisposition('inline', file.name))
      .send(file.bytes);
  });

  addRoute(app, pageStateRoute, async ({ actor, params, reply }) => {
    const state = await boards.pageState(ctx, actor(), params.lessonId, params.pageId);
    return reply.type('application/octet-stream').header('cache-control', 'no-store').send(Buffer.from(state));
  });
}
