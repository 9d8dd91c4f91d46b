import {
  type FeedAttachmentType,
  type FeedComment,
  type FeedPost,
  buildPath,
  feedAttachmentRoute,
} from '@bright/contracts';
import type { AttachmentRow, CommentRow, PersonRow, PostDetails, PostRow } from './class-feed.queries';

export interface FeedViewer {
  userId: string;
  /** The viewer teaches the class (or administers its institute): may delete anyone's post or comment. */
  teaches: boolean;
}

const COMMENTS_SHOWN = 100;

const personRef = (people: Map<string, PersonRow>, id: string | null) => {
  const person = id ? people.get(id) : undefined;
  return person ? { id: person.id, first_name: person.firstName, last_name: person.lastName } : null;
};

export const toFeedAttachment = (row: AttachmentRow) => ({
  id: row.id,
  name: row.fileName,
  type: row.contentType as FeedAttachmentType,
  size: row.size,
  url: buildPath(feedAttachmentRoute.path, { id: row.id }),
});

export const toFeedComment = (row: CommentRow, people: Map<string, PersonRow>, viewer: FeedViewer): FeedComment => ({
  id: row.id,
  postId: row.postId,
  author: personRef(people, row.authorId),
  text: row.text,
  createdAt: row.createdAt.toISOString(),
  abilities: { canDelete: viewer.teaches || (row.authorId !== null && row.authorId === viewer.userId) },
});

/** The only shape a post leaves the server in, with the viewer's abilities on it. */
export function toFeedPost(
  post: PostRow,
  details: PostDetails,
  people: Map<string, PersonRow>,
  viewer: FeedViewer,
): FeedPost {
  const isAuthor = post.authorId !== null && post.authorId === viewer.userId;
  const comments = details.comments.filter((row) => row.postId === post.id);
  return {
    id: post.id,
    classId: post.classId,
    author: personRef(people, post.authorId),
    authorIsTeacher: post.authorIsTeacher,
    text: post.text,
    edited: post.edited,
    attachments: details.attachments.filter((row) => row.postId === post.id).map(toFeedAttachment),
    comments: comments.slice(-COMMENTS_SHOWN).map((row) => toFeedComment(row, people, viewer)),
    commentCount: details.counts.find((row) => row.postId === post.id)?.n ?? 0,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    abilities: { canEdit: isAuthor, canDelete: viewer.teaches || isAuthor, canComment: true },
  };
}
