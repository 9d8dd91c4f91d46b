/**
 * The Content-Disposition header of a file the server sends (RFC 6266): an ASCII fallback name for old
 * clients, without quotes or backslashes, and the UTF-8 name for the rest.
 */
export const contentDisposition = (kind: 'inline' | 'attachment', name: string) =>
  `${kind}; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
