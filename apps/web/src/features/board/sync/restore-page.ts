import * as Y from 'yjs';
import { BoardProvider, type ProviderSocket } from './board-provider';

/**
 * Writes a saved page state into a (new, empty) page: a provider whose document already holds the
 * state joins, and the server's sync step 1 is answered with everything. Resolves once stored.
 */
export function writePageState(
  socket: ProviderSocket,
  lessonId: string,
  pageId: string,
  generation: number,
  state: Uint8Array,
  timeoutMs = 20_000,
) {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  return new Promise<void>((resolve, reject) => {
    let provider: BoardProvider | null = null;
    const finish = (error?: Error) => {
      clearInterval(poll);
      clearTimeout(timer);
      provider?.destroy();
      doc.destroy();
      if (error) reject(error);
      else resolve();
    };
    const timer = setTimeout(() => finish(new Error('The page could not be restored in time')), timeoutMs);
    // Saved once the sync is done and nothing is waiting for an answer.
    const poll = setInterval(() => {
      if (provider?.synced && provider.saved && provider.everSent) finish();
    }, 50);
    provider = new BoardProvider(
      socket,
      lessonId,
      pageId,
      generation,
      {
        onRefused: (_code, message) => finish(new Error(message)),
      },
      doc,
    );
  });
}
