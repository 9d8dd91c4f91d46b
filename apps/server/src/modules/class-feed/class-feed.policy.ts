import type { Verdict } from '../../lib/authorize';
import { type Caller, type ClassMembership, type ClassRef, canReadClass, canTeachClass } from '../../lib/class-access';

/** Reading a feed, posting and commenting: the class's members and the institute's admins. */
export const canUseFeed = canReadClass;

/** Editing a post: its author only (a teacher may delete a post, not put words in a student's mouth). */
export function canEditPost(actor: Caller, post: { authorId: string | null }): Verdict {
  return post.authorId !== null && post.authorId === actor.userId ? 'ok' : 'forbidden';
}

/** Deleting a post or a comment: its author, the class's teachers and the institute's admins. */
export function canDeleteFeedItem(
  actor: Caller,
  klass: ClassRef,
  membership: ClassMembership,
  item: { authorId: string | null },
): Verdict {
  const teach = canTeachClass(actor, klass, membership);
  if (teach !== 'forbidden') return teach;
  return item.authorId !== null && item.authorId === actor.userId ? 'ok' : 'forbidden';
}

/** Who a new post notifies: every member of the class but its author. */
export const postRecipients = (memberIds: readonly string[], authorId: string) =>
  [...new Set(memberIds)].filter((id) => id !== authorId);

/** Who a new comment notifies: the post's author, unless they wrote the comment (or are gone). */
export const commentRecipients = (postAuthorId: string | null, commenterId: string) =>
  postAuthorId && postAuthorId !== commenterId ? [postAuthorId] : [];

/** A short excerpt for a notification's body. */
export function excerpt(text: string, length = 140) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1)}…`;
}
