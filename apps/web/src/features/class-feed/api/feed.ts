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
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { i18n } from '../../../lib/i18n';
import { navigateTo } from '../../../lib/navigation';
import { clearSession, readStoredSession } from '../../../lib/session-store';
import { showSnackbar } from '../../../lib/ui-store';

export const FEED_PAGE_SIZE = 10;
const feedKey = (classId: string) => ['classFeed', classId] as const;

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

const authHeaders = (): Record<string, string> => {
  const token = readStoredSession()?.token;
  return token ? { access_token: token, authorization: `Bearer ${token}` } : {};
};

/** The problem of a chosen file before it is sent: an i18n key, or undefined when it may go. */
export function fileProblem(file: File): string | undefined {
  if (!(FEED_ATTACHMENTS.types as readonly string[]).includes(file.type)) return 'classFeed.errors.type';
  if (file.size > FEED_ATTACHMENTS.maxBytes) return 'classFeed.errors.size';
  return undefined;
}

export class PostError extends Error {}

/** multipart/form-data (fields classId and text, files in "files") through XHR, so progress shows. */
function sendPost(classId: string, text: string, files: File[], onProgress: (percent: number) => void) {
  return new Promise<FeedPost>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', createPostRoute.path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; data?: FeedPost } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's error page: the status says enough.
      }
      if (xhr.status === 401) {
        clearSession();
        showSnackbar(i18n.t('errors.sessionExpired'), 'error');
        navigateTo('/login', { replace: true });
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
      else reject(new PostError(body.message ?? i18n.t('classFeed.errors.post')));
    };
    xhr.onerror = () => reject(new PostError(i18n.t('errors.noResponse')));
    const form = new FormData();
    form.append('classId', classId);
    form.append('text', text);
    for (const file of files) form.append(FEED_ATTACHMENTS.field, file);
    xhr.send(form);
  });
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

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(blob);
  });

/** Files need the session token: images are fetched and shown as data URLs (the CSP allows data:). */
export const useAttachmentImage = (url: string) =>
  useQuery({
    queryKey: ['classFeed', 'file', url],
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    queryFn: async () => {
      const response = await fetch(url, { headers: authHeaders() });
      if (!response.ok) throw new Error(`File answered ${response.status}`);
      return toDataUrl(await response.blob());
    },
  });
