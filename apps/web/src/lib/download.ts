import { buildPath, type RouteContract } from '@bright/contracts';
import { i18n } from './i18n';
import { authHeaders } from './session-store';
import { showSnackbar } from './ui-store';

/** The file name a Content-Disposition header gives (RFC 5987 form first), or undefined. */
export function filenameFrom(header: string | null): string | undefined {
  if (!header) return undefined;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1];
}

/**
 * Downloads a file route (CSV exports) with the session token: fetched, then saved through a blob link,
 * since a plain link cannot carry the token header.
 */
export async function downloadFile(
  route: RouteContract,
  input: { params?: Record<string, string>; query?: Record<string, string | undefined> },
  fallbackName: string,
) {
  const url = new URL(buildPath(route.path, input.params), window.location.origin);
  for (const [key, value] of Object.entries(input.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, value);
  const response = await fetch(url, { headers: authHeaders() }).catch(() => undefined);
  if (!response?.ok) {
    const body = (await response?.json().catch(() => ({}))) as { message?: string } | undefined;
    showSnackbar(body?.message ?? i18n.t('errors.noResponse'), 'error');
    return false;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = filenameFrom(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  return true;
}
