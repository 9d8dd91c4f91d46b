import {
  FEED_ATTACHMENTS,
  FEED_MESSAGES,
  FEED_NOTIFICATION_TYPES,
  type FeedAttachmentType,
  type FeedPage,
  type UpdatePostBody,
} from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { type LoadedClass, loadClassFor, canTeachClass } from '../../lib/class-access';
import { enforce } from '../../lib/authorize';
import { type PushNotifications, insertNotifications } from '../notifications';
import { chargeStorage, releaseStorage } from '../licences';
import { type FeedFiles, cleanFileName, sniffAttachmentType } from './feed-files';
import { canDeleteFeedItem, canEditPost, commentRecipients, excerpt, postRecipients } from './class-feed.policy';
import { type FeedViewer, toFeedComment, toFeedPost } from './class-feed.presenter';
import * as q from './class-feed.queries';

export interface FeedContext {
  db: Db;
  files: FeedFiles;
  push: PushNotifications;
  log: FastifyBaseLogger;
}

export interface UploadedFile {
  filename: string | undefined;
  bytes: Buffer;
}

const viewerOf = (actor: Actor, loaded: LoadedClass): FeedViewer => ({
  userId: actor.userId,
  teaches: canTeachClass(actor, loaded.klass, loaded.membership) === 'ok',
});

/** Loads the class of a feed item; another institute's item is 'not found' under the item's own name. */
async function loadFeedClass(db: Db, actor: Actor, classId: string, missing: string) {
  try {
    return await loadClassFor(db, actor, classId, 'read');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(missing);
    throw error;
  }
}

async function presentPosts(db: Db, posts: q.PostRow[], viewer: FeedViewer) {
  const details = await q.postDetails(
    db,
    posts.map((post) => post.id),
  );
  const ids = [...posts.map((post) => post.authorId), ...details.comments.map((row) => row.authorId)];
  const people = new Map(
    (await q.peopleByIds(db, [...new Set(ids.filter((id): id is string => Boolean(id)))])).map((p) => [p.id, p]),
  );
  return posts.map((post) => toFeedPost(post, details, people, viewer));
}

async function removeFiles(ctx: FeedContext, stored: string[]) {
  await Promise.all(
    stored.map((name) =>
      ctx.files.remove(name).catch((error) => ctx.log.warn({ err: error }, 'feed file not removed')),
    ),
  );
}

/** Checks the files by their magic bytes (415 for any other type) before anything is written. */
function typedFiles(files: UploadedFile[]) {
  if (files.length > FEED_ATTACHMENTS.maxFiles) throw badRequest(FEED_MESSAGES.tooManyFiles);
  return files.map((file) => {
    const type = sniffAttachmentType(file.bytes);
    if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FEED_MESSAGES.fileType);
    return { ...file, type, name: cleanFileName(file.filename, type) };
  });
}

/**
 * A new post: the files are written first, then the post, its files' rows and the members'
 * notifications in one transaction; a failure removes the files again. Members are told after commit.
 * The files' bytes count against the licence's storage (406 'Data Limit Reached' past it).
 */
export async function createPost(
  ctx: FeedContext,
  actor: Actor,
  input: { classId: string; text: string; files: UploadedFile[] },
) {
  const loaded = await loadClassFor(ctx.db, actor, input.classId, 'read');
  const files = typedFiles(input.files);
  if (!input.text && files.length === 0) throw badRequest(FEED_MESSAGES.emptyPost);
  const stored: string[] = [];
  let result: { post: q.PostRow; pushed: Awaited<ReturnType<typeof insertNotifications>> };
  try {
    for (const file of files) stored.push(await ctx.files.save(file.bytes, file.type as FeedAttachmentType));
    result = await ctx.db.transaction(async (tx) => {
      const bytes = files.reduce((sum, file) => sum + file.bytes.length, 0);
      await chargeStorage(tx, { instituteId: loaded.klass.instituteId, userId: actor.userId }, bytes);
      const post = await q.insertPost(tx, {
        classId: loaded.klass.id,
        authorId: actor.userId,
        authorIsTeacher: loaded.membership === 'instructor',
        text: input.text,
      });
      await q.insertAttachments(
        tx,
        files.map((file, index) => ({
          postId: post.id,
          storedName: stored[index]!,
          fileName: file.name,
          contentType: file.type,
          size: file.bytes.length,
          position: index,
        })),
      );
      const recipients = postRecipients(await q.memberIds(tx, loaded.klass.id), actor.userId);
      const pushed = await insertNotifications(
        tx,
        recipients.map((userId) => ({
          userId,
          type: FEED_NOTIFICATION_TYPES.post,
          title: `New post in ${loaded.klass.name}`,
          body: excerpt(input.text) || `${files.length} file(s)`,
          data: { classId: loaded.klass.id, postId: post.id },
        })),
      );
      return { post, pushed };
    });
  } catch (error) {
    await removeFiles(ctx, stored);
    throw error;
  }
  ctx.push(result.pushed);
  const [presented] = await presentPosts(ctx.db, [result.post], viewerOf(actor, loaded));
  return presented!;
}

/** A class's feed, newest first, one page at a time: its members and the admins. */
export async function fetchFeed(
  db: Db,
  actor: Actor,
  query: { classId: string; skip: number; limit: number },
): Promise<FeedPage> {
  const loaded = await loadClassFor(db, actor, query.classId, 'read');
  const [posts, total] = await Promise.all([
    q.listPosts(db, loaded.klass.id, query),
    q.countPosts(db, loaded.klass.id),
  ]);
  return {
    classId: loaded.klass.id,
    posts: await presentPosts(db, posts, viewerOf(actor, loaded)),
    total,
    skip: query.skip,
    limit: query.limit,
    abilities: { canPost: true },
  };
}

async function loadPost(db: Db, actor: Actor, postId: string) {
  const post = await q.findPost(db, postId);
  if (!post) throw notFound(FEED_MESSAGES.postNotFound);
  return { post, loaded: await loadFeedClass(db, actor, post.classId, FEED_MESSAGES.postNotFound) };
}

/** Editing one's own post: new text and maybe fewer files; it is then edited=true (SPEC §4). */
export async function updatePost(ctx: FeedContext, actor: Actor, body: UpdatePostBody) {
  const { post, loaded } = await loadPost(ctx.db, actor, body.postId);
  enforce(canEditPost(actor, post), FEED_MESSAGES.postNotFound, FEED_MESSAGES.onlyAuthorEdits);
  const { updated, removed } = await ctx.db.transaction(async (tx) => {
    if (!(await q.lockPost(tx, post.id))) throw notFound(FEED_MESSAGES.postNotFound);
    const removed = await q.deleteAttachments(tx, post.id, [...new Set(body.removeAttachmentIds ?? [])]);
    if ((body.removeAttachmentIds?.length ?? 0) > removed.length) throw badRequest(FEED_MESSAGES.attachmentNotFound);
    const remaining = (await q.postDetails(tx, [post.id])).attachments.length;
    const text = body.text.trim();
    if (!text && remaining === 0) throw badRequest(FEED_MESSAGES.emptyPost);
    const freed = removed.reduce((sum, row) => sum + row.size, 0);
    await releaseStorage(tx, loaded.klass.instituteId, freed);
    return { updated: await q.updatePost(tx, post.id, text), removed };
  });
  await removeFiles(
    ctx,
    removed.map((row) => row.storedName),
  );
  const [presented] = await presentPosts(ctx.db, [updated], viewerOf(actor, loaded));
  return presented!;
}

/** Deleting a post with its comments and files: its author, the class's teachers, the admins. */
export async function deletePost(ctx: FeedContext, actor: Actor, postId: string) {
  const { post, loaded } = await loadPost(ctx.db, actor, postId);
  enforce(canDeleteFeedItem(actor, loaded.klass, loaded.membership, post), FEED_MESSAGES.postNotFound);
  const stored = await ctx.db.transaction(async (tx) => {
    const files = await q.deletePost(tx, post.id);
    if (files)
      await releaseStorage(
        tx,
        loaded.klass.instituteId,
        files.reduce((sum, file) => sum + file.size, 0),
      );
    return files;
  });
  if (!stored) throw notFound(FEED_MESSAGES.postNotFound);
  await removeFiles(
    ctx,
    stored.map((file) => file.storedName),
  );
  return { postId: post.id };
}

/** A comment by a member of the class; the post's author is told after the commit. */
export async function createComment(ctx: FeedContext, actor: Actor, body: { postId: string; text: string }) {
  const { post, loaded } = await loadPost(ctx.db, actor, body.postId);
  const { comment, pushed } = await ctx.db.transaction(async (tx) => {
    if (!(await q.lockPost(tx, post.id))) throw notFound(FEED_MESSAGES.postNotFound);
    const comment = await q.insertComment(tx, { postId: post.id, authorId: actor.userId, text: body.text });
    const [me] = await q.peopleByIds(tx, [actor.userId]);
    const pushed = await insertNotifications(
      tx,
      commentRecipients(post.authorId, actor.userId).map((userId) => ({
        userId,
        type: FEED_NOTIFICATION_TYPES.comment,
        title: `${me?.firstName ?? 'Someone'} commented on your post in ${loaded.klass.name}`,
        body: excerpt(body.text),
        data: { classId: loaded.klass.id, postId: post.id, commentId: comment.id },
      })),
    );
    return { comment, pushed };
  });
  ctx.push(pushed);
  const people = new Map((await q.peopleByIds(ctx.db, [actor.userId])).map((p) => [p.id, p]));
  return toFeedComment(comment, people, viewerOf(actor, loaded));
}

export async function deleteComment(db: Db, actor: Actor, commentId: string) {
  const found = await q.findComment(db, commentId);
  if (!found) throw notFound(FEED_MESSAGES.commentNotFound);
  const loaded = await loadFeedClass(db, actor, found.post.classId, FEED_MESSAGES.commentNotFound);
  enforce(canDeleteFeedItem(actor, loaded.klass, loaded.membership, found.comment), FEED_MESSAGES.commentNotFound);
  if (!(await db.transaction((tx) => q.deleteComment(tx, commentId)))) throw notFound(FEED_MESSAGES.commentNotFound);
  return { commentId, postId: found.post.id };
}

/** A post's file, for the class's members and the admins. */
export async function readAttachment(ctx: FeedContext, actor: Actor, attachmentId: string) {
  const found = await q.findAttachment(ctx.db, attachmentId);
  if (!found) throw notFound(FEED_MESSAGES.attachmentNotFound);
  await loadFeedClass(ctx.db, actor, found.classId, FEED_MESSAGES.attachmentNotFound);
  const bytes = await ctx.files.read(found.attachment.storedName);
  if (!bytes) throw notFound(FEED_MESSAGES.attachmentNotFound);
  return { bytes, type: found.attachment.contentType, name: found.attachment.fileName };
}
