import { MY_FILES_UPLOAD, type UploadStatus, fetchMyFilesRoute, uploadMyFileRoute } from '@bright/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type ShownError, shownError } from '../../../lib/error-text';
import { i18n } from '../../../lib/i18n';
import { queryKeyFor } from '../../../lib/query-keys';
import { uploadForm } from '../../../lib/upload';

/** SPEC §3 "Upload file progress": id, file, progress, status (and why it failed). */
export interface UploadEntry {
  id: string;
  file: File;
  progress: number;
  status: UploadStatus;
  error: ShownError | null;
}

let nextId = 0;

/** A file the server would refuse for its size: failed before a byte is sent. */
const tooLarge = (file: File): ShownError | null =>
  file.size > MY_FILES_UPLOAD.maxBytes
    ? { message: i18n.t('myFiles.upload.tooLarge'), code: 'myFiles.tooLarge' }
    : null;

/**
 * Uploads to My Files, one request per file, each with its own progress: IN_PROGRESS, then SUCCESS or
 * FAILED (SPEC §4: a failure puts progress back to 0). A running upload can be cancelled (it fails as
 * cancelled) and a failed one retried.
 */
export function useUploadQueue(folderId?: string) {
  const queryClient = useQueryClient();
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const patch = useCallback(
    (id: string, change: Partial<UploadEntry>) =>
      setEntries((all) => all.map((entry) => (entry.id === id ? { ...entry, ...change } : entry))),
    [],
  );

  const send = useCallback(
    (id: string, file: File) => {
      const refused = tooLarge(file);
      if (refused) return patch(id, { status: 'FAILED', progress: 0, error: refused });
      const controller = new AbortController();
      controllers.current.set(id, controller);
      const form = new FormData();
      if (folderId) form.append('folderId', folderId);
      form.append(MY_FILES_UPLOAD.field, file);
      patch(id, { status: 'IN_PROGRESS', progress: 0, error: null });
      uploadForm(uploadMyFileRoute, form, {
        onProgress: (progress) => patch(id, { progress }),
        failureMessage: i18n.t('myFiles.upload.failed'),
        signal: controller.signal,
      }).then(
        () => {
          patch(id, { status: 'SUCCESS', progress: 100 });
          void queryClient.invalidateQueries({ queryKey: queryKeyFor(fetchMyFilesRoute) });
        },
        (error: unknown) => {
          const cancelled = error instanceof DOMException && error.name === 'AbortError';
          const shown = cancelled ? { message: i18n.t('myFiles.upload.cancelled') } : shownError(error);
          patch(id, { status: 'FAILED', progress: 0, error: shown });
        },
      );
      return undefined;
    },
    [folderId, patch, queryClient],
  );

  const add = useCallback(
    (files: File[]) => {
      const added = files.map((file) => ({
        id: `upload-${(nextId += 1)}`,
        file,
        progress: 0,
        status: 'IN_PROGRESS' as const,
        error: null,
      }));
      setEntries((all) => [...added, ...all]);
      for (const entry of added) send(entry.id, entry.file);
    },
    [send],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);
  const retry = useCallback(
    (id: string) => {
      const entry = entries.find((each) => each.id === id);
      if (entry) send(id, entry.file);
    },
    [entries, send],
  );
  const dismiss = useCallback((id: string) => setEntries((all) => all.filter((entry) => entry.id !== id)), []);
  const clearDone = useCallback(() => setEntries((all) => all.filter((entry) => entry.status !== 'SUCCESS')), []);

  return { entries, add, cancel, retry, dismiss, clearDone };
}
