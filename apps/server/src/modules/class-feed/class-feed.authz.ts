import { type AuthzContext, defineAuthzCases, pngBytes } from '../../../test/authz';
import { feedAttachments, feedComments, feedPosts } from '../../db/schema';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { createFeedFiles } from './feed-files';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/** A post in a class the caller is in (or administers): by the caller, or by another student. */
async function postIn(ctx: AuthzContext, by: 'caller' | 'student') {
  const built = await classForCaller(ctx, 1);
  const authorId = by === 'caller' ? ctx.caller.user.id : built.students.at(-1)!.id;
  const [post] = await ctx.db
    .insert(feedPosts)
    .values({ classId: built.klass.id, authorId, text: 'Hello class' })
    .returning();
  return { ...built, post: post! };
}

async function commentOn(ctx: AuthzContext, by: 'caller' | 'student') {
  const { post, students } = await postIn(ctx, 'student');
  const authorId = by === 'caller' ? ctx.caller.user.id : students.at(-1)!.id;
  const [comment] = await ctx.db.insert(feedComments).values({ postId: post.id, authorId, text: 'Nice' }).returning();
  return comment!;
}

export const authzCases = defineAuthzCases([
  {
    // Members post; the admins too (they may address any class of their institute).
    route: 'POST /api/classFeed/post/create',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/post/create',
      payload: { classId: (await classForCaller(ctx)).klass.id, text: 'Homework is on page 12' },
    }),
  },
  {
    route: 'GET /api/classFeed/fetch',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/classFeed/fetch?classId=${(await postIn(ctx, 'student')).klass.id}`,
    }),
  },
  {
    route: 'POST /api/classFeed/post/update',
    name: 'own post',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/post/update',
      payload: { postId: (await postIn(ctx, 'caller')).post.id, text: 'Edited' },
    }),
  },
  {
    // Only the author edits a post, whoever else may delete it.
    route: 'POST /api/classFeed/post/update',
    name: "another's post",
    scope: 'institute',
    allowed: [],
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/post/update',
      payload: { postId: (await postIn(ctx, 'student')).post.id, text: 'Edited' },
    }),
  },
  {
    route: 'POST /api/classFeed/post/delete',
    name: 'own post',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/post/delete',
      payload: { postId: (await postIn(ctx, 'caller')).post.id },
    }),
  },
  {
    // The class's teachers and the admins delete anyone's post; a student only their own.
    route: 'POST /api/classFeed/post/delete',
    name: "another's post",
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/post/delete',
      payload: { postId: (await postIn(ctx, 'student')).post.id },
    }),
  },
  {
    route: 'POST /api/classFeed/comment/create',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/comment/create',
      payload: { postId: (await postIn(ctx, 'student')).post.id, text: 'Thanks!' },
    }),
  },
  {
    route: 'POST /api/classFeed/comment/delete',
    name: 'own comment',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/comment/delete',
      payload: { commentId: (await commentOn(ctx, 'caller')).id },
    }),
  },
  {
    route: 'POST /api/classFeed/comment/delete',
    name: "another's comment",
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/classFeed/comment/delete',
      payload: { commentId: (await commentOn(ctx, 'student')).id },
    }),
  },
  {
    route: 'GET /api/classFeed/attachment/:id',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      const { post } = await postIn(ctx, 'student');
      const storedName = await createFeedFiles(ctx.app.config.dataDir).save(pngBytes(), 'image/png');
      const [row] = await ctx.db
        .insert(feedAttachments)
        .values({ postId: post.id, storedName, fileName: 'picture.png', contentType: 'image/png', size: 100 })
        .returning();
      return { method: 'GET', url: `/api/classFeed/attachment/${row!.id}` };
    },
  },
]);
