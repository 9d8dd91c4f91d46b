import { FEED_ATTACHMENTS, type FeedAttachmentType } from '@bright/contracts';
import { cleanFileName as cleanName, createFileStore, sniffFileType } from '../../lib/file-store';

/** A file's type by its magic bytes, whatever its name or declared type say; null if not one the feed keeps. */
export function sniffAttachmentType(bytes: Buffer): FeedAttachmentType | null {
  const type = sniffFileType(bytes);
  return type && (FEED_ATTACHMENTS.types as readonly string[]).includes(type) ? (type as FeedAttachmentType) : null;
}

/** A file name safe to show and to send back in Content-Disposition: no paths, no control characters. */
export const cleanFileName = (name: string | undefined, type: FeedAttachmentType) => cleanName(name, type);

/** Class feed files on local disk, under DATA_DIR/files/feed (stored names `feed/<hex>.<ext>`). */
export function createFeedFiles(dataDir: string) {
  const store = createFileStore(dataDir, 'feed');
  return {
    save: (bytes: Buffer, type: FeedAttachmentType) => store.save(bytes, type),
    read: store.read,
    remove: store.remove,
  };
}

export type FeedFiles = ReturnType<typeof createFeedFiles>;
