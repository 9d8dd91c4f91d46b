import {
  ROSTER_LIMITS,
  classUsersRoute,
  getClassRoute,
  rosterImportRoute,
  rosterPreviewRoute,
  studentListRoute,
  userClassesRoute,
  userClassesWithInstituteRoute,
} from '@bright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { invalidateRoutes } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';
import { uploadForm } from '../../../lib/upload';

/** The problem of a chosen file before it is sent: an i18n key, or undefined when it may go. */
export function fileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return 'roster.file.notCsv';
  if (file.size > ROSTER_LIMITS.maxBytes) return 'roster.file.tooLarge';
  if (file.size === 0) return 'roster.file.empty';
  return undefined;
}

/** multipart/form-data: the optional classId first, then the file in the field "csv". */
function send<R extends typeof rosterPreviewRoute | typeof rosterImportRoute>(route: R, file: File, classId?: string) {
  const form = new FormData();
  if (classId) form.append('classId', classId);
  form.append(ROSTER_LIMITS.field, file);
  return uploadForm(route, form, { failureMessage: i18n.t('roster.file.failed') });
}

export const usePreviewRoster = (classId?: string) =>
  useMutation({
    mutationFn: (file: File) => send(rosterPreviewRoute, file, classId).then((r) => r.data),
  });

export function useImportRoster(classId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => send(rosterImportRoute, file, classId),
    onSuccess: ({ message }) => {
      showSnackbar(message, 'success');
      return invalidateRoutes(queryClient, [
        userClassesRoute,
        userClassesWithInstituteRoute,
        getClassRoute,
        classUsersRoute,
        studentListRoute,
      ]);
    },
  });
}
