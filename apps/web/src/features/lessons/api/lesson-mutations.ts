import {
  type CreateFolderBody,
  type NameConflictBody,
  type PublishIwbBody,
  addIwbRoute,
  createFolderRoute,
  deleteFolderRoute,
  fetchMyFilesRoute,
  duplicateIwbRoute,
  keepBothRoute,
  moveContentLessonsToMyFilesRoute,
  moveToFolderRoute,
  publishIwbRoute,
  removeIwbRoute,
  renameFolderRoute,
  renameIwbRoute,
  replaceLessonRoute,
  updateLessonTypeRoute,
} from '@bright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';
import { type PendingAction, useRefreshLessons } from './lessons';

const toast = (message: string) => showSnackbar(message, 'success');
/** Refusals are shown in the dialog that caused them; successes as the server words them. */
const shown = { silent: true, onMessage: toast } as const;

/** The 409 of a lesson name already taken where it was going: the choice of replace or keep both. */
export function lessonConflictOf(error: unknown): NameConflictBody | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as Partial<NameConflictBody>;
  if (body.conflictKind !== 'lesson' || typeof body.conflictId !== 'string') return null;
  return body as NameConflictBody;
}

/** Sends a create, rename, move or type change by its own call; a 409 is then resolved with the same body. */
function sendAction(action: PendingAction): Promise<unknown> {
  switch (action.action) {
    case 'create': {
      const { action: _create, ...body } = action;
      return callApi(addIwbRoute, { body }, shown);
    }
    case 'rename':
      return callApi(renameIwbRoute, { body: { flow_id: action.flow_id, name: action.name } }, shown);
    case 'move':
      return callApi(moveToFolderRoute, { body: { flow_id: action.flow_id, parentId: action.parentId } }, shown);
    case 'type':
      return callApi(
        updateLessonTypeRoute,
        { body: { flow_id: action.flow_id, lessonType: action.lessonType } },
        shown,
      );
  }
}

/** A lesson change that may meet a taken name (lessonConflictOf tells); the caller offers the choice. */
export function useLessonAction() {
  const refresh = useRefreshLessons();
  return useMutation({ mutationFn: sendAction, onSuccess: () => refresh() });
}

/** The two answers to a clash: delete the other lesson, or save this one under the next free name. */
export function useResolveConflict() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: ({ how, body }: { how: 'replace' | 'keepBoth'; body: PendingAction }): Promise<unknown> =>
      how === 'replace' ? callApi(replaceLessonRoute, { body }, shown) : callApi(keepBothRoute, { body }, shown),
    onSuccess: () => refresh(),
  });
}

export function useSimpleLessonCall() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: ({ what, flowId }: { what: 'duplicate' | 'remove'; flowId: string }) =>
      callApi(
        what === 'duplicate' ? duplicateIwbRoute : removeIwbRoute,
        { body: { flow_id: flowId } },
        {
          onMessage: toast,
        },
      ),
    onSuccess: () => refresh(),
  });
}

export function usePublish() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: (body: PublishIwbBody) => callApi(publishIwbRoute, { body }, shown),
    onSuccess: () => refresh(),
  });
}

export function useCreateFolder() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: (body: CreateFolderBody) => callApi(createFolderRoute, { body }, shown),
    onSuccess: () => refresh(),
  });
}

export function useRenameFolder() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: (body: { id: string; name: string }) => callApi(renameFolderRoute, { body }, shown),
    onSuccess: () => refresh(),
  });
}

export function useMoveFolder() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: (body: { folder_id: string; parentId: string | null }) => callApi(moveToFolderRoute, { body }, shown),
    onSuccess: () => refresh(),
  });
}

export function useDeleteFolder() {
  const refresh = useRefreshLessons();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteFolderRoute, { params: { id } }, { onMessage: toast }),
    onSuccess: () => refresh(),
  });
}

/** Content lessons into My Files (its top level); the server words the success. */
export function useMoveToFiles() {
  const refresh = useRefreshLessons();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (flowIds: string[]) =>
      callApi(moveContentLessonsToMyFilesRoute, { body: { flow_ids: flowIds } }, shown),
    // My Files lists them now: its list is read again too.
    onSuccess: () => Promise.all([refresh(), client.invalidateQueries({ queryKey: queryKeyFor(fetchMyFilesRoute) })]),
  });
}
