import {
  FEED_ATTACHMENTS,
  type FeedPage,
  type FeedPost,
  type UpdatePostBody,
  createCommentRoute,
  createPostRoute,
  deleteCommentRoute,
  deletePostRoute,
  fetchFeedRoute,
  updatePostRoute,
} from '@bright/contracts';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { i18n } from '../../../lib/i18n';
import { useAuthedFile } from '../../../lib/authed-file';
import { uploadForm } from '../../../lib/upload';
import { showSnackbar } from '../../../lib/ui-store';

export const FEED_PAGE_SIZE = 10;
const feedKey = (classId: string) => queryKeyFor(fetchFeedRoute, { query: { classId } });

export const feedQueryOptions = (classId: string) =>
  infiniteQueryOptions({
    queryKey: feedKey(classId),
    queryFn: ({ pageParam }) =>
      callApi(fetchFeedRoute, { query: { classId, skip: pageParam, limit: FEED_PAGE_SIZE } }, { loader: false }),
    initialPageParam: 0,
    getNextPageParam: (last: FeedPage) =>
      last.skip + last.posts.length < last.total ? last.skip + last.posts.length : undefined,
    enabled: Boolean(classId),
  });

export const useFeed = (classId: string) => useInfiniteQuery(feedQueryOptions(classId));

/** The problem of a chosen file before it is sent: an i18n key, or undefined when it may go. */
export function fileProblem(file: File): string | undefined {
  if (!(FEED_ATTACHMENTS.types as readonly string[]).includes(file.type)) return 'classFeed.errors.type';
  if (file.size > FEED_ATTACHMENTS.maxBytes) return 'classFeed.errors.size';
  return undefined;
}

/** multipart/form-data (fields classId and text, files in "files"), with progress. */
async function sendPost(classId: string, text: string, files: File[], onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('classId', classId);
  form.append('text', text);
  for (const file of files) form.append(FEED_ATTACHMENTS.field, file);
  const { data } = await uploadForm(createPostRoute, form, {
    onProgress,
    failureMessage: i18n.t('classFeed.errors.post'),
  });
  return data;
}

export function useCreatePost(classId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ text, files }: { text: string; files: File[] }) => {
      setProgress(0);
      return sendPost(classId, text, files, setProgress);
    },
    onSuccess: () => {
      setProgress(100);
      return queryClient.invalidateQueries({ queryKey: feedKey(classId) });
    },
    onError: () => setProgress(0),
  });
  return { ...mutation, progress };
}

/** Replaces one post in the cached pages (after an edit or a comment). */
function usePatchPost(classId: string) {
  const queryClient = useQueryClient();
  return (postId: string, patch: (post: FeedPost) => FeedPost) =>
    queryClient.setQueryData<InfiniteData<FeedPage, number>>(feedKey(classId), (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              posts: page.posts.map((post) => (post.id === postId ? patch(post) : post)),
            })),
          }
        : data,
    );
}

export function useUpdatePost(classId: string) {
  const patch = usePatchPost(classId);
  return useMutation({
    mutationFn: (body: UpdatePostBody) => callApi(updatePostRoute, { body }, { silent: true }),
    onSuccess: (post) => patch(post.id, () => post),
  });
}

export function useDeletePost(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) =>
      callApi(deletePostRoute, { body: { postId } }, { onMessage: (m) => showSnackbar(m, 'success') }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKey(classId) }),
  });
}

export function useCreateComment(classId: string) {
  const patch = usePatchPost(classId);
  return useMutation({
    mutationFn: (body: { postId: string; text: string }) => callApi(createCommentRoute, { body }),
    onSuccess: (comment) =>
      patch(comment.postId, (post) => ({
        ...post,
        comments: [...post.comments, comment],
        commentCount: post.commentCount + 1,
      })),
  });
}

export function useDeleteComment(classId: string) {
  const patch = usePatchPost(classId);
  return useMutation({
    mutationFn: (commentId: string) => callApi(deleteCommentRoute, { body: { commentId } }),
    onSuccess: ({ commentId, postId }) =>
      patch(postId, (post) => ({
        ...post,
        comments: post.comments.filter((c) => c.id !== commentId),
        commentCount: post.commentCount - 1,
      })),
  });
}

/** Files need the session token: images are fetched and shown as data URLs. */
export const useAttachmentImage = (url: string) => useAuthedFile(url);
