import type { BoardJoined } from '@bright/contracts';
import { useEffect, useState } from 'react';
import { getSocket } from '../../../lib/socket';
import { setSave } from '../model/editor-store';
import { PageModel } from '../model/page-model';
import { BoardProvider, type ProviderSocket } from './board-provider';
import { RemoteInk } from './remote-ink';

export interface PageDoc {
  model: PageModel | null;
  /** Others' strokes in progress on this page. */
  remote: RemoteInk | null;
  provider: BoardProvider | null;
  synced: boolean;
  refused: string | null;
}

/**
 * The open page's document: a provider and a model per page and generation. A cleared page (new
 * generation) drops its document and opens the new one. performance marks time the open for benchmarks.
 */
export function usePageDoc(
  lessonId: string,
  pageId: string | null,
  generation: number,
  onJoined?: (joined: BoardJoined) => void,
  /** Joins again when it changes (a live class's pen given or taken back). */
  readOnly?: boolean,
): PageDoc {
  const [state, setState] = useState<PageDoc>({
    model: null,
    remote: null,
    provider: null,
    synced: false,
    refused: null,
  });
  const [liveGeneration, setLiveGeneration] = useState(generation);
  useEffect(() => setLiveGeneration(generation), [generation, pageId]);

  useEffect(() => {
    const socket = getSocket('/board') as unknown as ProviderSocket | null;
    if (!socket || !pageId) return;
    performance.mark('board:open-start');
    let model: PageModel | null = null;
    const remote = new RemoteInk();
    const provider = new BoardProvider(socket, lessonId, pageId, liveGeneration, {
      onSave: setSave,
      onJoined: (joined) => {
        performance.mark('board:open-joined');
        onJoined?.(joined);
      },
      onReset: setLiveGeneration,
      onLive: (entries) => remote.apply(entries),
      onRefused: (_code, message) => setState((old) => ({ ...old, refused: message })),
      onSynced: () => {
        model = new PageModel(provider.doc);
        performance.mark('board:open-synced');
        setState({ model, remote, provider, synced: true, refused: null });
      },
    });
    setState({ model: null, remote, provider, synced: false, refused: null });
    return () => {
      provider.destroy();
      model?.destroy();
      provider.doc.destroy();
    };
    // onJoined is read at join time only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lessonId, pageId, liveGeneration, readOnly]);
  return state;
}
