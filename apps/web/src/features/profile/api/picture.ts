import { PROFILE_PICTURE, type Profile, uploadProfilePictureRoute } from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { i18n } from '../../../lib/i18n';
import { navigateTo } from '../../../lib/navigation';
import { clearSession, readStoredSession } from '../../../lib/session-store';
import { showSnackbar } from '../../../lib/ui-store';
import { profileQueryOptions } from './profile';

const authHeaders = (): Record<string, string> => {
  const token = readStoredSession()?.token;
  return token ? { access_token: token, authorization: `Bearer ${token}` } : {};
};

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the picture'));
    reader.readAsDataURL(blob);
  });

/** Pictures need the session token, so they are fetched and shown as data URLs (the CSP allows data:). */
export const pictureQueryOptions = (url: string | null | undefined) =>
  queryOptions({
    queryKey: ['picture', url],
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    queryFn: async () => {
      const response = await fetch(url!, { headers: authHeaders() });
      if (!response.ok) throw new Error(`Picture answered ${response.status}`);
      return toDataUrl(await response.blob());
    },
  });

export const usePicture = (url: string | null | undefined) => useQuery(pictureQueryOptions(url));

/** The problem of a chosen file before it is sent: an i18n key, or undefined when it may go. */
export function pictureProblem(file: File): string | undefined {
  if (!(PROFILE_PICTURE.types as readonly string[]).includes(file.type)) return 'profile.picture.wrongType';
  if (file.size > PROFILE_PICTURE.maxBytes) return 'profile.picture.tooLarge';
  return undefined;
}

export class UploadError extends Error {}

/** multipart/form-data with the file field "photo", through XHR so the progress can be shown. */
function sendPicture(file: File, onProgress: (percent: number) => void) {
  return new Promise<Profile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadProfilePictureRoute.path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; data?: Profile } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status === 401) {
        clearSession();
        showSnackbar(i18n.t('errors.sessionExpired'), 'error');
        navigateTo('/login', { replace: true });
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
      else reject(new UploadError(body.message ?? i18n.t('profile.picture.failed')));
    };
    xhr.onerror = () => reject(new UploadError(i18n.t('errors.noResponse')));
    const form = new FormData();
    form.append(PROFILE_PICTURE.field, file);
    xhr.send(form);
  });
}

/** Upload state (SPEC §4): IN_PROGRESS to SUCCESS or FAILED; on failure the progress resets to 0. */
export function useUploadPicture() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return sendPicture(file, setProgress);
    },
    onSuccess: (profile) => {
      setProgress(100);
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
    },
    onError: () => setProgress(0),
  });
  return { ...mutation, progress };
}
