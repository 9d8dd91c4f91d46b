import type { BoardInfo, BoardItem } from '@bright/contracts';
import { Alert, Box, Button, Snackbar } from '@mui/material';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRealtimeCache } from '../../../lib/use-socket';
import { showSnackbar } from '../../../lib/ui-store';
import { applyPages, presentPage } from '../api/board-api';
import { exportBoardPdf, pdfName, saveBlob } from '../export/pdf-export';
import { setSelected, setTool } from '../model/editor-store';
import { liveEntryOf } from '../sync/remote-ink';
import { usePageDoc } from '../sync/use-page-doc';
import { BoardCanvas, type CanvasHandle } from './board-canvas';
import type { BoardCursor } from './remote-cursors';
import type { SharedView } from './view-control';
import { BoardHeader } from './board-header';
import { BoardToolbar } from './board-toolbar';
import { PageActionsBar } from './page-actions-bar';
import { PageStrip } from './page-strip';
import { useBackground } from './use-background';
import { useBoardKeys } from './use-board-keys';
import { usePageActions } from './use-page-actions';

function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const changed = () => setOn(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.().catch(() => undefined);
  };
  return [on, toggle] as const;
}

/**
 * A live class drives the board: the page to show (the teacher's, while following), whether this user
 * writes (the owner, or a student holding the pen), and where the user went on their own.
 */
export interface LiveBoardControl {
  pageId: string | null;
  readOnly: boolean;
  onPageShown?: (pageId: string) => void;
  /** The teacher's zoom and position to show (while following). */
  view?: SharedView | null;
  onViewShown?: (view: SharedView, byUser: boolean) => void;
  /** Others' pointers, on any page (those of the page shown are drawn). */
  cursors?: Array<BoardCursor & { pageId: string }>;
  onPointer?: (pageId: string, x: number, y: number) => void;
}

/** The whiteboard: pages, canvas, tools; an owner edits, a reader follows the presenter's page. */
export function BoardEditor({
  info,
  live,
  ownerAction,
}: {
  info: BoardInfo;
  live?: LiveBoardControl;
  /** Shown to the lesson's owner outside a live class (the route table gives "Start live class"). */
  ownerAction?: (lessonId: string) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const readOnly = live ? live.readOnly : !info.abilities.edit;
  const [search, setSearch] = useSearchParams();
  const present = search.get('present') === '1';
  const [chosen, setChosen] = useState<string | null>(live?.pageId ?? info.currentPageId ?? info.pages[0]?.id ?? null);
  const page = info.pages.find((entry) => entry.id === chosen) ?? info.pages[0] ?? null;
  // A pen given or taken back joins the page again: the server then asks a new writer for what it lacks.
  const doc = usePageDoc(info.lessonId, page?.id ?? null, page?.generation ?? 0, undefined, readOnly);
  useEffect(() => {
    if (live?.pageId) setChosen(live.pageId);
  }, [live?.pageId]);
  const onPageShown = live?.onPageShown;
  useEffect(() => {
    if (page?.id) onPageShown?.(page.id);
  }, [page?.id, onPageShown]);
  const background = useBackground(info.lessonId, page?.background);
  const pointer = live?.onPointer;
  const pageId = page?.id;
  const onPointer = useMemo(
    () => (pointer && pageId ? (x: number, y: number) => pointer(pageId, x, y) : undefined),
    [pointer, pageId],
  );
  const handle = useRef<CanvasHandle | null>(null);
  // Points of each local stroke already sent as live ink.
  const sentLive = useRef(new Map<string, number>());
  const provider = doc.provider;
  const sendLive = useCallback(
    (item: BoardItem, end: boolean) => {
      const entry = liveEntryOf(item, end, sentLive.current);
      if (entry) provider?.sendLive(entry);
    },
    [provider],
  );
  const root = useRef<HTMLDivElement>(null);
  const [fullscreen, toggleFullscreen] = useFullscreen(root);
  const [exporting, setExporting] = useState<string | null>(null);
  const open = useCallback((pageId: string) => {
    setSelected([]);
    setChosen(pageId);
  }, []);
  const actions = usePageActions(info, page?.id ?? null, open);

  useEffect(() => setTool(readOnly ? 'pan' : 'pen'), [readOnly]);
  useRealtimeCache('/board', 'wb:pages', (event, queryClient) => applyPages(queryClient, event));
  // Readers follow the page the teacher presents.
  useRealtimeCache(
    '/board',
    'wb:presenter',
    (event) => !live && readOnly && event.lessonId === info.lessonId && setChosen(event.pageId),
  );
  useEffect(() => {
    if (present && !readOnly && page) void presentPage(info.lessonId, page.id).catch(() => undefined);
  }, [present, readOnly, page?.id, info.lessonId]); // eslint-disable-line react-hooks/exhaustive-deps

  const step = (by: number) => {
    const index = info.pages.findIndex((entry) => entry.id === page?.id);
    const next = info.pages[index + by];
    if (next) open(next.id);
  };
  const keys = useMemo(
    () => ({
      handle: () => handle.current,
      readOnly,
      undo: () => doc.model?.undo.undo(),
      redo: () => doc.model?.undo.redo(),
      previousPage: () => step(-1),
      nextPage: () => step(1),
    }),
    [doc.model, readOnly, info.pages, page?.id], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useBoardKeys(keys);

  const download = async () => {
    setExporting(t('board.exporting', { done: 0, total: info.pages.length }));
    try {
      const blob = await exportBoardPdf(info, (done, total) => setExporting(t('board.exporting', { done, total })));
      saveBlob(blob, pdfName(info.name));
    } catch {
      showSnackbar(t('board.exportFailed'), 'error');
    } finally {
      setExporting(null);
    }
  };
  const togglePresent = () => {
    const next = new URLSearchParams(search);
    if (present) next.delete('present');
    else next.set('present', '1');
    setSearch(next, { replace: true });
  };

  return (
    <Box
      ref={root}
      component="main"
      data-testid="board"
      data-page-id={page?.id}
      data-synced={doc.synced ? 'true' : 'false'}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: live ? '100%' : '100dvh',
        bgcolor: 'background.default',
        ...(present ? { position: 'fixed', inset: 0, zIndex: (theme) => theme.zIndex.modal - 1 } : {}),
      }}
    >
      <BoardHeader
        name={info.name}
        readOnly={readOnly}
        present={present}
        fullscreen={fullscreen}
        exporting={exporting}
        onUndo={keys.undo}
        onRedo={keys.redo}
        onZoom={(factor) => handle.current?.zoom(factor)}
        onFit={() => handle.current?.fit()}
        onFullscreen={toggleFullscreen}
        onPresent={togglePresent}
        onDownload={() => void download()}
      />
      {!present && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', px: 1, pb: 0.5 }}>
          <BoardToolbar readOnly={readOnly} />
          {info.abilities.edit && !readOnly && <PageActionsBar actions={actions} pageCount={info.pages.length} />}
          {/* The owner's buttons load their own code: the board must not wait for them to open its page. */}
          {info.abilities.edit && !live && <Suspense fallback={null}>{ownerAction?.(info.lessonId)}</Suspense>}
        </Box>
      )}
      {doc.refused && <Alert severity="warning">{doc.refused}</Alert>}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flex: 1, minHeight: 0 }}>
        {!present && (
          <PageStrip
            lessonId={info.lessonId}
            pages={info.pages}
            currentId={page?.id ?? null}
            model={doc.model}
            onOpen={open}
          />
        )}
        <BoardCanvas
          model={doc.model}
          background={background}
          readOnly={readOnly}
          handleRef={handle}
          onLive={sendLive}
          remote={doc.remote}
          followView={live?.view ?? null}
          onViewChange={live?.onViewShown}
          cursors={live?.cursors?.filter((cursor) => cursor.pageId === page?.id)}
          onPointer={onPointer}
        />
      </Box>
      <Snackbar
        open={actions.deleted !== null}
        autoHideDuration={10_000}
        onClose={(_event, reason) => reason !== 'clickaway' && actions.dismissDeleted()}
        message={t('board.pageDeleted')}
        action={
          <Button color="inherit" size="small" onClick={actions.undoDelete} data-testid="board-undo-delete">
            {t('board.undo')}
          </Button>
        }
      />
    </Box>
  );
}
