import {
  type TextSourceBody,
  addTextSourceRoute,
  createNotebookFolderRoute,
  createNotebookRoute,
  deleteNotebookFolderRoute,
  deleteNotebookRoute,
  deleteSourceRoute,
  deleteThreadRoute,
  listNotebooksRoute,
  listThreadsRoute,
  readNotebookRoute,
  readSourceRoute,
  readThreadRoute,
  searchNotebooksRoute,
  shareNotebookRoute,
  updateNotebookRoute,
  uploadSourceRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { uploadForm } from '../../../lib/upload';

export const useNotebooks = () =>
  useQuery({
    queryKey: queryKeyFor(listNotebooksRoute),
    queryFn: () => callApi(listNotebooksRoute, {}, { loader: false }),
  });

export const notebookQueryOptions = (notebookId: string) =>
  queryOptions({
    queryKey: queryKeyFor(readNotebookRoute, { query: { notebookId } }),
    queryFn: () => callApi(readNotebookRoute, { query: { notebookId } }, { loader: false }),
    enabled: Boolean(notebookId),
  });
export const useNotebook = (notebookId: string) => useQuery(notebookQueryOptions(notebookId));

export const useSource = (sourceId: string | null) =>
  useQuery({
    queryKey: queryKeyFor(readSourceRoute, { query: { sourceId: sourceId ?? '' } }),
    queryFn: () => callApi(readSourceRoute, { query: { sourceId: sourceId! } }, { loader: false }),
    enabled: Boolean(sourceId),
  });

export const useThreads = (notebookId?: string, students = false) =>
  useQuery({
    queryKey: queryKeyFor(listThreadsRoute, { query: { notebookId, students } }),
    queryFn: () =>
      callApi(
        listThreadsRoute,
        { query: { ...(notebookId ? { notebookId } : {}), ...(students ? { students: 'true' } : {}) } },
        { loader: false },
      ),
  });

export const threadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: queryKeyFor(readThreadRoute, { query: { threadId } }),
    queryFn: () => callApi(readThreadRoute, { query: { threadId } }, { loader: false }),
    enabled: Boolean(threadId),
  });
export const useThread = (threadId: string) => useQuery(threadQueryOptions(threadId));

export const useSearch = (q: string) =>
  useQuery({
    queryKey: queryKeyFor(searchNotebooksRoute, { query: { q } }),
    queryFn: () => callApi(searchNotebooksRoute, { query: { q } }, { loader: false }),
    enabled: q.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/** Every notebook query refreshes after a change (lists, details, threads). */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [listNotebooksRoute, readNotebookRoute, listThreadsRoute, readThreadRoute].map((route) =>
        client.invalidateQueries({ queryKey: queryKeyFor(route) }),
      ),
    );
}

export function useNotebookActions() {
  const refresh = useRefresh();
  const after = { onSuccess: refresh };
  return {
    create: useMutation({
      mutationFn: (body: { name: string; folderId?: string }) => callApi(createNotebookRoute, { body }),
      ...after,
    }),
    update: useMutation({
      mutationFn: (body: {
        notebookId: string;
        name?: string;
        folderId?: string | null;
        mode?: 'GENERAL' | 'LESSON_PLAN_CREATOR' | 'QUIZ_MASTER';
      }) => callApi(updateNotebookRoute, { body }),
      ...after,
    }),
    remove: useMutation({
      mutationFn: (notebookId: string) => callApi(deleteNotebookRoute, { body: { notebookId } }),
      ...after,
    }),
    createFolder: useMutation({
      mutationFn: (name: string) => callApi(createNotebookFolderRoute, { body: { name } }),
      ...after,
    }),
    removeFolder: useMutation({
      mutationFn: (folderId: string) => callApi(deleteNotebookFolderRoute, { body: { folderId } }),
      ...after,
    }),
    share: useMutation({
      mutationFn: (body: { notebookId: string; classIds: string[] }) => callApi(shareNotebookRoute, { body }),
      ...after,
    }),
    addText: useMutation({
      mutationFn: (body: TextSourceBody) => callApi(addTextSourceRoute, { body }, { silent: true }),
      ...after,
    }),
    upload: useMutation({
      mutationFn: (input: { notebookId: string; file: File; failureMessage: string }) => {
        const form = new FormData();
        form.set('notebookId', input.notebookId);
        form.set('file', input.file);
        return uploadForm(uploadSourceRoute, form, { failureMessage: input.failureMessage });
      },
      ...after,
    }),
    removeSource: useMutation({
      mutationFn: (sourceId: string) => callApi(deleteSourceRoute, { body: { sourceId } }),
      ...after,
    }),
    removeThread: useMutation({
      mutationFn: (threadId: string) => callApi(deleteThreadRoute, { body: { threadId } }),
      ...after,
    }),
  };
}

export { useRefresh as useRefreshNotebooks };
