import {
  FEED_ATTACHMENTS,
  FEED_MESSAGES,
  MESSAGES,
  createCommentRoute,
  createPostRoute,
  deleteCommentRoute,
  deletePostRoute,
  feedAttachmentRoute,
  fetchFeedRoute,
  updatePostRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { addRoute } from '../../lib/route';
import { notificationPusher } from '../notifications';
import * as feed from './class-feed.service';
import { readPostRequest } from './feed-multipart';
import { createFeedFiles } from './feed-files';

/** RFC 6266: an ASCII fallback name and the UTF-8 one. */
export async function classFeedRoutes(app: FastifyInstance) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, {
    limits: {
      fileSize: FEED_ATTACHMENTS.maxBytes,
      files: FEED_ATTACHMENTS.maxFiles + 1,
      fields: 4,
      parts: 10,
      headerPairs: 100,
    },
  });
  const files = createFeedFiles(app.config.dataDir);
  const push = notificationPusher(app);
  const context = (log: FastifyInstance['log']): feed.FeedContext => ({ db: app.db, files, push, log });

  addRoute(app, createPostRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readPostRequest(request);
    return { message: FEED_MESSAGES.created, data: await feed.createPost(context(request.log), caller, input) };
  });

  addRoute(app, fetchFeedRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await feed.fetchFeed(app.db, actor(), query),
  }));

  addRoute(app, updatePostRoute, async ({ actor, body, request }) => ({
    message: FEED_MESSAGES.updated,
    data: await feed.updatePost(context(request.log), actor(), body),
  }));

  addRoute(app, deletePostRoute, async ({ actor, body, request }) => ({
    message: FEED_MESSAGES.deleted,
    data: await feed.deletePost(context(request.log), actor(), body.postId),
  }));

  addRoute(app, createCommentRoute, async ({ actor, body, request }) => ({
    message: FEED_MESSAGES.commentAdded,
    data: await feed.createComment(context(request.log), actor(), body),
  }));

  addRoute(app, deleteCommentRoute, async ({ actor, body }) => ({
    message: FEED_MESSAGES.commentDeleted,
    data: await feed.deleteComment(app.db, actor(), body.commentId),
  }));

  addRoute(app, feedAttachmentRoute, async ({ actor, params, reply, request }) => {
    const file = await feed.readAttachment(context(request.log), actor(), params.id);
    return reply
      .type(file.type)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        contentDisposition(file.type.startsWith('image/') ? 'inline' : 'attachment', file.name),
      )
      .send(file.bytes);
  });
}
