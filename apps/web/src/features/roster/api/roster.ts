import {
  ROSTER_LIMITS,
  type RosterImported,
  type RosterPreview,
  rosterImportRoute,
  rosterPreviewRoute,
} from '@bright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { classKeys } from '../../../lib/class-queries';
import { navigateTo } from '../../../lib/navigation';
import { clearSession, readStoredSession } from '../../../lib/session-store';
import { showSnackbar } from '../../../lib/ui-store';

export class RosterError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The problem of a chosen file before it is sent: an i18n key, or undefined when it may go. */
export function fileProblem(file: File): string | undefined {
  if (!/\.csv$/i.test(file.name)) return 'roster.file.notCsv';
  if (file.size > ROSTER_LIMITS.maxBytes) return 'roster.file.tooLarge';
  if (file.size === 0) return 'roster.file.empty';
  return undefined;
}

/** multipart/form-data: the optional classId first, then the file in the field "csv". */
async function send<T>(path: string, file: File, classId: string | undefined): Promise<{ message: string; data: T }> {
  const token = readStoredSession()?.token;
  const form = new FormData();
  if (classId) form.append('classId', classId);
  form.append(ROSTER_LIMITS.field, file);
  const response = await fetch(path, {
    method: 'POST',
    body: form,
    headers: {
      accept: 'application/json',
      ...(token ? { access_token: token, authorization: `Bearer ${token}` } : {}),
    },
  }).catch(() => undefined);
  if (!response) throw new RosterError(0, i18n.t('errors.noResponse'));
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
  if (response.status === 401) {
    clearSession();
    showSnackbar(i18n.t('errors.sessionExpired'), 'error');
    navigateTo('/login', { replace: true });
  }
  if (!response.ok || body.data === undefined)
    throw new RosterError(response.status, body.message ?? i18n.t('roster.file.failed'));
  return { message: body.message ?? '', data: body.data };
}

export const usePreviewRoster = (classId?: string) =>
  useMutation({
    mutationFn: (file: File) => send<RosterPreview>(rosterPreviewRoute.path, file, classId).then((r) => r.data),
  });

export function useImportRoster(classId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => send<RosterImported>(rosterImportRoute.path, file, classId),
    onSuccess: ({ message }) => {
      showSnackbar(message, 'success');
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['students'] }),
      ]);
    },
  });
}
