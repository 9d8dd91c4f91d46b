import {
  type Flashcard,
  type MyFileDetail,
  type MyFileItem,
  type MyFileSort,
  type QuizCard,
  type UpdateMyFileBody,
  addFlashcardRoute,
  addQuizcardRoute,
  deleteMyFileRoute,
  fetchMyFilesRoute,
  getMyFileRoute,
  moveLessonToContentRoute,
  renameMyFileRoute,
  updateMyFileRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

export interface ListFilter {
  folderId?: string | undefined;
  all?: boolean;
  kind?: MyFileItem['kind'];
  search?: string;
  sort: MyFileSort;
}

const listQuery = (filter: ListFilter) => ({
  ...(filter.folderId ? { folderId: filter.folderId } : {}),
  ...(filter.all ? { all: true } : {}),
  ...(filter.kind ? { kind: filter.kind } : {}),
  ...(filter.search?.trim() ? { search: filter.search.trim() } : {}),
  sort: filter.sort,
});

export const myFilesQueryOptions = (filter: ListFilter) => {
  const query = listQuery(filter);
  return queryOptions({
    queryKey: queryKeyFor(fetchMyFilesRoute, { query }),
    queryFn: () => callApi(fetchMyFilesRoute, { query }, { loader: false, silent: true }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
};

export const useMyFiles = (filter: ListFilter) => useQuery(myFilesQueryOptions(filter));

export const myFileQueryOptions = (fileId: string) =>
  queryOptions({
    queryKey: queryKeyFor(getMyFileRoute, { query: { fileId } }),
    queryFn: () => callApi(getMyFileRoute, { query: { fileId } }, { loader: false, silent: true }),
    enabled: Boolean(fileId),
  });

export const useMyFile = (fileId: string) => useQuery(myFileQueryOptions(fileId));

/** After any change: every list and the changed file are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (fileId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyFor(fetchMyFilesRoute) }),
      fileId ? queryClient.invalidateQueries({ queryKey: queryKeyFor(getMyFileRoute, { query: { fileId } }) }) : null,
    ]);
}

const toast = (message: string) => showSnackbar(message, 'success');

export function useRenameFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { fileId: string; name: string }) => callApi(renameMyFileRoute, { body }, { silent: true }),
    onSuccess: (item) => refresh(item.id),
  });
}

export function useDeleteFile() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (fileId: string) => callApi(deleteMyFileRoute, { body: { fileId } }, { onMessage: toast }),
    onSuccess: () => refresh(),
  });
}

export function useMoveLessonToContent() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (lessonId: string) => callApi(moveLessonToContentRoute, { body: { lessonId } }, { onMessage: toast }),
    onSuccess: () => refresh(),
  });
}

export type DeckInput =
  | { kind: 'FLASHCARD'; name: string; cards: Flashcard[]; folderId?: string | undefined }
  | { kind: 'QUIZCARD'; name: string; cards: QuizCard[]; folderId?: string | undefined };

/** A new deck (add-flashcard, add-quizcard), or new cards and name for one (update). */
export function useSaveDeck(existing: MyFileDetail | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DeckInput) => {
      const options = { silent: true, onMessage: toast };
      if (existing) {
        const setData: UpdateMyFileBody['setData'] =
          input.kind === 'FLASHCARD'
            ? { name: input.name, flashcards: input.cards }
            : { name: input.name, quizcards: input.cards };
        return callApi(updateMyFileRoute, { body: { fileId: existing.id, setData } }, options);
      }
      const body = { name: input.name, cards: input.cards, ...(input.folderId ? { folderId: input.folderId } : {}) };
      return input.kind === 'FLASHCARD'
        ? callApi(addFlashcardRoute, { body: { ...body, cards: input.cards } }, options)
        : callApi(addQuizcardRoute, { body: { ...body, cards: input.cards } }, options);
    },
    onSuccess: (saved) => refresh(saved.id),
  });
}
