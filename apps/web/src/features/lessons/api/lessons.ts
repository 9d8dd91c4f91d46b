import {
  type ConflictActionBody,
  type LessonItem,
  type LessonSearchItem,
  type LessonSort,
  type LessonSpace,
  LESSON_PAGE_SIZE,
  folderContentsRoute,
  folderHierarchyRoute,
  getWhiteBoardPaginatedRoute,
  getWhiteBoardRoute,
  searchLessonsRoute,
} from '@bright/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

/** Where the board editor opens a lesson (built by the board feature; linked to, never imported). */
export const lessonPath = (lessonId: string, present = false) =>
  `/dashboard/lesson/${encodeURIComponent(lessonId)}${present ? '?present=1' : ''}`;

export interface ListState {
  space: LessonSpace;
  folderId: string | null;
  search: string;
  sort: LessonSort;
  page: number;
}

const quiet = { loader: false, silent: true } as const;

/** A folder's subfolders and breadcrumbs (its lessons come a page at a time from the paginated call). */
export const useFolderContents = (space: LessonSpace, folderId: string | null) => {
  const query = { space, ...(folderId ? { id: folderId } : {}) };
  return useQuery({
    queryKey: queryKeyFor(folderContentsRoute, { query }),
    queryFn: () => callApi(folderContentsRoute, { query }, quiet),
    placeholderData: keepPreviousData,
  });
};

/** A page of lessons: a search's hits carry the folders that lead to each. */
export interface LessonsPageData {
  items: (LessonItem | LessonSearchItem)[];
  total: number;
}

/** One page of the folder's lessons, sorted; or, while a search is typed, one page of the hits anywhere. */
export function useLessons(state: ListState) {
  const paging = { sort: state.sort, skip: state.page * LESSON_PAGE_SIZE, limit: LESSON_PAGE_SIZE };
  const search = state.search.trim();
  const searchQuery = { ...paging, query: search, space: state.space };
  const pageQuery = { ...paging, space: state.space, ...(state.folderId ? { folderId: state.folderId } : {}) };
  return useQuery<LessonsPageData>({
    queryKey: search
      ? queryKeyFor(searchLessonsRoute, { query: searchQuery })
      : queryKeyFor(getWhiteBoardPaginatedRoute, { query: pageQuery }),
    queryFn: () =>
      search
        ? callApi(searchLessonsRoute, { query: searchQuery }, quiet)
        : callApi(getWhiteBoardPaginatedRoute, { query: pageQuery }, quiet),
    placeholderData: keepPreviousData,
  });
}

/** Every folder of a space as a tree: the "Move to" choices. */
export const useFolderTree = (space: LessonSpace, enabled = true) =>
  useQuery({
    queryKey: queryKeyFor(folderHierarchyRoute, { query: { space } }),
    queryFn: () => callApi(folderHierarchyRoute, { query: { space } }, quiet),
    enabled,
  });

/** The caller's own lessons (flow/getWhiteBoard), or with a class, those published to it (read-only). */
export const useWhiteBoards = (classId?: string) => {
  const query = classId ? { class_id: classId } : {};
  return useQuery({
    queryKey: queryKeyFor(getWhiteBoardRoute, { query }),
    queryFn: () => callApi(getWhiteBoardRoute, { query }, quiet),
  });
};

/** After any change every list, folder and tree is read again. */
export function useRefreshLessons() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [
        folderContentsRoute,
        getWhiteBoardPaginatedRoute,
        searchLessonsRoute,
        folderHierarchyRoute,
        getWhiteBoardRoute,
      ].map((route) => client.invalidateQueries({ queryKey: queryKeyFor(route) })),
    );
}

/** What a name clash interrupted, to be sent again to replace or keep-both. */
export type PendingAction = ConflictActionBody;
