import { PROFILE_PICTURE, uploadProfilePictureRoute } from '@bright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { i18n } from '../../../lib/i18n';
import { useAuthedFile } from '../../../lib/authed-file';
import { uploadForm } from '../../../lib/upload';
import { profileQueryOptions } from './profile';

/** Pictures need the session token, so they are fetched and shown as data URLs. */
export const usePicture = (url: string | null | undefined) => useAuthedFile(url);

/** The problem of a chosen file before it is sent: an i18n key, or undefined when it may go. */
export function pictureProblem(file: File): string | undefined {
  if (!(PROFILE_PICTURE.types as readonly string[]).includes(file.type)) return 'profile.picture.wrongType';
  if (file.size > PROFILE_PICTURE.maxBytes) return 'profile.picture.tooLarge';
  return undefined;
}

/** multipart/form-data with the file field "photo", with progress. */
async function sendPicture(file: File, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append(PROFILE_PICTURE.field, file);
  const { data } = await uploadForm(uploadProfilePictureRoute, form, {
    onProgress,
    failureMessage: i18n.t('profile.picture.failed'),
  });
  return data;
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
