import type { PageBackground } from '@bright/contracts';
import { useEffect, useState } from 'react';
import { loadBackground } from '../render/backgrounds';

/** The open page's background as a drawable image, null while loading or when there is none. */
export function useBackground(lessonId: string, background: PageBackground | null | undefined) {
  const [source, setSource] = useState<CanvasImageSource | null>(null);
  const key = background ? `${background.fileId}#${background.pdfPage ?? 0}` : '';
  useEffect(() => {
    setSource(null);
    if (!background) return;
    let cancelled = false;
    loadBackground(lessonId, background)
      .then((loaded) => !cancelled && setSource(loaded))
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // The key stands for the background's fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonId, key]);
  return source;
}
