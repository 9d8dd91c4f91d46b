import { z } from 'zod';
import { access } from './access';
import { PageQuery, PersonRef } from './behaviour';
import { ClassId } from './classes';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const FEED_MESSAGES = defineMessages('feed', {
  created: 'Post created',
  updated: 'Post updated',
  deleted: 'Post deleted',
  commentAdded: 'Comment added',
  commentDeleted: 'Comment deleted',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  attachmentNotFound: 'Attachment not found',
  emptyPost: 'Please provide: text',
  textTooLong: 'text must be at most 5000 characters',
  commentTooLong: 'A comment must be at most 1000 characters',
  fileType: 'Only images (PNG, JPEG, WebP, GIF) and PDF files can be attached',
  fileTooLarge: 'Each file must be at most 10 MB',
  tooManyFiles: 'At most 5 files can be attached to a post',
  onlyAuthorEdits: 'Only the author can edit a post',
  unknownField: 'Unknown field',
} as const);

/** Attachments: multipart file field "files", checked by their magic bytes, not by name or declared type. */
export const FEED_ATTACHMENTS = {
  field: 'files',
  maxFiles: 5,
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf'],
} as const;
export type FeedAttachmentType = (typeof FEED_ATTACHMENTS.types)[number];

export const FEED_TEXT_MAX = 5000;
export const FEED_COMMENT_MAX = 1000;

export const PostText = z
  .string({ error: provideMessage('text') })
  .trim()
  .max(FEED_TEXT_MAX, { error: FEED_MESSAGES.textTooLong });

export const CommentText = z
  .string({ error: provideMessage('text') })
  .trim()
  .min(1, { error: provideMessage('text') })
  .max(FEED_COMMENT_MAX, { error: FEED_MESSAGES.commentTooLong });

export const FeedAttachment = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(FEED_ATTACHMENTS.types),
  size: z.number().int(),
  /** GET with the session token (the attachment route). */
  url: z.string(),
});
export type FeedAttachment = z.infer<typeof FeedAttachment>;

export const FeedComment = z.object({
  id: z.string(),
  postId: z.string(),
  author: PersonRef.nullable(),
  text: z.string(),
  createdAt: z.string(),
  abilities: z.object({ canDelete: z.boolean() }),
});
export type FeedComment = z.infer<typeof FeedComment>;

export const FeedPost = z
  .object({
    id: z.string(),
    classId: z.string(),
    author: PersonRef.nullable(),
    /** The author's place in the class when they posted, for a 'Teacher' label. */
    authorIsTeacher: z.boolean(),
    text: z.string(),
    /** SPEC §4: an edited post has edited=true. */
    edited: z.boolean(),
    attachments: z.array(FeedAttachment),
    /** Oldest first; the latest 100. */
    comments: z.array(FeedComment),
    commentCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    abilities: z.object({ canEdit: z.boolean(), canDelete: z.boolean(), canComment: z.boolean() }),
  })
  .meta({ id: 'FeedPost' });
export type FeedPost = z.infer<typeof FeedPost>;

/** The fields of a new post: JSON, or multipart/form-data with these fields and up to 5 files. */
export const CreatePostFields = z.strictObject({ classId: ClassId, text: PostText.default('') });
export type CreatePostFields = z.input<typeof CreatePostFields>;

export const createPostRoute = defineRoute({
  method: 'POST',
  path: '/api/classFeed/post/create',
  summary:
    'Post to a class feed (its members): JSON {classId, text}, or multipart/form-data with the fields classId and text and up to 5 files in the field "files" (PNG, JPEG, WebP, GIF or PDF, at most 10 MB each); members are notified',
  tags: ['class feed'],
  access: access.signedIn,
  response: envelope(FeedPost),
  media: { multipart: { files: [FEED_ATTACHMENTS.field], required: false, fields: CreatePostFields } },
});

export const FeedPage = z
  .object({
    classId: z.string(),
    posts: z.array(FeedPost),
    total: z.number().int(),
    skip: z.number().int(),
    limit: z.number().int(),
    abilities: z.object({ canPost: z.boolean() }),
  })
  .meta({ id: 'FeedPage' });
export type FeedPage = z.infer<typeof FeedPage>;

export const fetchFeedRoute = defineRoute({
  method: 'GET',
  path: '/api/classFeed/fetch',
  summary:
    "A class's feed, newest first, paginated by skip (default 0) and limit (default 20, at most 100): its members and admins",
  tags: ['class feed'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, ...PageQuery }),
  response: envelope(FeedPage),
});

export const UpdatePostBody = z.strictObject({
  postId: EntityId,
  text: PostText,
  /** Attachments to drop from the post. */
  removeAttachmentIds: z.array(EntityId).max(FEED_ATTACHMENTS.maxFiles).optional(),
});
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

export const updatePostRoute = defineRoute({
  method: 'POST',
  path: '/api/classFeed/post/update',
  summary: "Edit one's own post (its text, or drop attachments); the post is then marked edited=true",
  tags: ['class feed'],
  access: access.signedIn,
  body: UpdatePostBody,
  response: envelope(FeedPost),
});

export const deletePostRoute = defineRoute({
  method: 'POST',
  path: '/api/classFeed/post/delete',
  summary: "Delete a post with its comments and files: its author, the class's teachers or the admins",
  tags: ['class feed'],
  access: access.signedIn,
  body: z.strictObject({ postId: EntityId }),
  response: envelope(z.object({ postId: z.string() })),
});

export const createCommentRoute = defineRoute({
  method: 'POST',
  path: '/api/classFeed/comment/create',
  summary: "Comment on a post (the class's members); the post's author is notified",
  tags: ['class feed'],
  access: access.signedIn,
  body: z.strictObject({ postId: EntityId, text: CommentText }),
  response: envelope(FeedComment),
});

export const deleteCommentRoute = defineRoute({
  method: 'POST',
  path: '/api/classFeed/comment/delete',
  summary: "Delete a comment: its author, the class's teachers or the admins",
  tags: ['class feed'],
  access: access.signedIn,
  body: z.strictObject({ commentId: EntityId }),
  response: envelope(z.object({ commentId: z.string(), postId: z.string() })),
});

export const feedAttachmentRoute = defineRoute({
  method: 'GET',
  path: '/api/classFeed/attachment/:id',
  summary: "A post's file (image or PDF bytes): the class's members and admins",
  tags: ['class feed'],
  access: access.signedIn,
  params: z.object({ id: EntityId }),
  response: z.unknown().meta({ description: 'The file (an image or application/pdf)' }),
  media: { produces: FEED_ATTACHMENTS.types },
});

/** Notification types the feed stores (table notifications) and pushes on /notifications. */
export const FEED_NOTIFICATION_TYPES = { post: 'CLASS_FEED_POST', comment: 'CLASS_FEED_COMMENT' } as const;
