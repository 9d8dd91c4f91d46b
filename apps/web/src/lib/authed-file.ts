import { queryOptions, useQuery } from '@tanstack/react-query';
import { authHeaders } from './session-store';

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(blob);
  });

/**
 * Stored files (pictures, attachments) need the session token, which an <img src> cannot send:
 * they are fetched with it and shown as data URLs (the CSP allows data:).
 */
export const authedFileQueryOptions = (url: string | null | undefined) =>
  queryOptions({
    queryKey: ['authedFile', url],
    enabled: Boolean(url),
    staleTime: Infinity,
    gcTime: 10 * 60_000,
    queryFn: async () => {
      const response = await fetch(url!, { headers: authHeaders() });
      if (!response.ok) throw new Error(`File answered ${response.status}`);
      return toDataUrl(await response.blob());
    },
  });

/** A stored file as a data URL, for <img src>. */
export const useAuthedFile = (url: string | null | undefined) => useQuery(authedFileQueryOptions(url));
