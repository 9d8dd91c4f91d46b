import {
  type BoardInfo,
  type BoardPages,
  type PageBackground,
  addPagesRoute,
  boardFileRoute,
  buildPath,
  clearPageRoute,
  deletePageRoute,
  duplicatePageRoute,
  pageStateRoute,
  presentPageRoute,
  reorderPagesRoute,
  setBackgroundRoute,
  uploadBoardFileRoute,
} from '@bright/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardQueryOptions } from './board-query';
import { callApi } from '../../../lib/api-client';
import { authHeaders } from '../../../lib/session-store';
import { uploadForm } from '../../../lib/upload';

export const useBoard = (lessonId: string) => useQuery(boardQueryOptions(lessonId));

/** A new page list (from a call or a `wb:pages` event) replaces the cached one. */
export function applyPages(queryClient: QueryClient, pages: BoardPages) {
  queryClient.setQueryData<BoardInfo>(boardQueryOptions(pages.lessonId).queryKey, (old) =>
    old ? { ...old, currentPageId: pages.currentPageId, pages: pages.pages } : old,
  );
}

function usePagesCall<Input>(call: (input: Input) => Promise<BoardPages>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: (pages) => applyPages(queryClient, pages) });
}

export const useAddPages = () =>
  usePagesCall((body: { lessonId: string; afterPageId?: string; backgrounds?: PageBackground[] }) =>
    callApi(addPagesRoute, { body }, { silent: true }),
  );
export const useReorderPages = () =>
  usePagesCall((body: { lessonId: string; pageIds: string[] }) =>
    callApi(reorderPagesRoute, { body }, { silent: true }),
  );
export const useDuplicatePage = () =>
  usePagesCall((body: { lessonId: string; pageId: string }) => callApi(duplicatePageRoute, { body }, { silent: true }));
export const useDeletePage = () =>
  usePagesCall((body: { lessonId: string; pageId: string }) => callApi(deletePageRoute, { body }, { silent: true }));

export function useClearPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { lessonId: string; pageId: string }) => callApi(clearPageRoute, { body }, { silent: true }),
    onSuccess: (_page, body) => queryClient.invalidateQueries({ queryKey: boardQueryOptions(body.lessonId).queryKey }),
  });
}

export function useSetBackground() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { lessonId: string; pageId: string; background: PageBackground | null }) =>
      callApi(setBackgroundRoute, { body }, { silent: true }),
    onSuccess: (_page, body) => queryClient.invalidateQueries({ queryKey: boardQueryOptions(body.lessonId).queryKey }),
  });
}

export const presentPage = (lessonId: string, pageId: string) =>
  callApi(presentPageRoute, { body: { lessonId, pageId } }, { loader: false, silent: true });

/** Uploads a picture or PDF for backgrounds (kept in My Files). */
export function uploadBoardFile(
  lessonId: string,
  file: File,
  failureMessage: string,
  onProgress?: (p: number) => void,
) {
  const form = new FormData();
  form.append('lessonId', lessonId);
  form.append('file', file);
  return uploadForm(uploadBoardFileRoute, form, { failureMessage, ...(onProgress ? { onProgress } : {}) });
}

async function fetchBytes(url: string) {
  const response = await fetch(url, { headers: authHeaders() });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A background file's bytes. */
export const fetchBoardFile = (lessonId: string, fileId: string) =>
  fetchBytes(buildPath(boardFileRoute.path, { lessonId, fileId }));

/** A page's whole Yjs state, for thumbnails, the PDF download and restoring a deleted page. */
export const fetchPageState = (lessonId: string, pageId: string) =>
  fetchBytes(buildPath(pageStateRoute.path, { lessonId, pageId }));

export const pageStateQueryOptions = (lessonId: string, pageId: string, stamp: string) =>
  queryOptions({
    queryKey: ['boardPageState', lessonId, pageId, stamp],
    queryFn: () => fetchPageState(lessonId, pageId),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
