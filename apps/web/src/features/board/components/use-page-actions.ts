import type { BoardInfo, PageBackground } from '@bright/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../../lib/error-text';
import { getSocket } from '../../../lib/socket';
import { showSnackbar } from '../../../lib/ui-store';
import {
  fetchPageState,
  uploadBoardFile,
  useAddPages,
  useClearPage,
  useDeletePage,
  useDuplicatePage,
  useReorderPages,
  useSetBackground,
} from '../api/board-api';
import { openPdf } from '../render/backgrounds';
import type { ProviderSocket } from '../sync/board-provider';
import { writePageState } from '../sync/restore-page';

export interface DeletedPage {
  index: number;
  background: PageBackground | null;
  state: Uint8Array;
}

/** Page calls of the editor: add, duplicate, reorder, clear, delete (restorable), backgrounds. */
export function usePageActions(info: BoardInfo, currentId: string | null, open: (pageId: string) => void) {
  const { t } = useTranslation();
  const lessonId = info.lessonId;
  const add = useAddPages();
  const reorder = useReorderPages();
  const duplicate = useDuplicatePage();
  const remove = useDeletePage();
  const clear = useClearPage();
  const setBackground = useSetBackground();
  const [deleted, setDeleted] = useState<DeletedPage | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const index = info.pages.findIndex((page) => page.id === currentId);
  const fail = (error: unknown) => showSnackbar(errorText(t, shownError(error)), 'error');
  const newPageOf = (before: string[], after: { pages: Array<{ id: string }> }) =>
    after.pages.find((page) => !before.includes(page.id))?.id;

  const addPage = async (backgrounds?: PageBackground[]) => {
    const before = info.pages.map((page) => page.id);
    const pages = await add.mutateAsync({
      lessonId,
      ...(currentId ? { afterPageId: currentId } : {}),
      ...(backgrounds ? { backgrounds } : {}),
    });
    const created = newPageOf(before, pages);
    if (created) open(created);
  };

  const move = async (by: -1 | 1) => {
    const ids = info.pages.map((page) => page.id);
    const target = index + by;
    if (index < 0 || target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    await reorder.mutateAsync({ lessonId, pageIds: ids });
  };

  const deletePage = async () => {
    const page = info.pages[index];
    if (!page) return;
    // Kept in memory so that Undo can put the page back with its ink.
    const state = await fetchPageState(lessonId, page.id);
    const pages = await remove.mutateAsync({ lessonId, pageId: page.id });
    setDeleted({ index, background: page.background, state });
    open(pages.pages[Math.min(index, pages.pages.length - 1)]!.id);
  };

  const undoDelete = async () => {
    const gone = deleted;
    if (!gone) return;
    setDeleted(null);
    const before = info.pages.map((page) => page.id);
    const afterPageId = before[gone.index - 1];
    const pages = await add.mutateAsync({
      lessonId,
      ...(afterPageId ? { afterPageId } : {}),
      ...(gone.background ? { backgrounds: [gone.background] } : {}),
    });
    let restored = newPageOf(before, pages);
    if (!restored) return;
    if (gone.index === 0) {
      const order = [restored, ...pages.pages.map((page) => page.id).filter((id) => id !== restored)];
      await reorder.mutateAsync({ lessonId, pageIds: order });
    }
    const socket = getSocket('/board') as unknown as ProviderSocket;
    await writePageState(socket, lessonId, restored, 0, gone.state);
    open(restored);
    restored = undefined;
    showSnackbar(t('board.pageRestored'), 'success');
  };

  const upload = async (file: File) => {
    setUploading(0);
    try {
      const { data } = await uploadBoardFile(lessonId, file, t('board.uploadFailed'), setUploading);
      if (data.kind === 'image' && currentId) {
        await setBackground.mutateAsync({
          lessonId,
          pageId: currentId,
          background: { kind: 'image', fileId: data.fileId },
        });
      } else if (data.kind === 'pdf') {
        const pdf = await openPdf(new Uint8Array(await file.arrayBuffer()));
        const count = Math.min(pdf.numPages, 200 - info.pages.length);
        await addPage(
          Array.from({ length: count }, (_, n) => ({ kind: 'pdf' as const, fileId: data.fileId, pdfPage: n + 1 })),
        );
      }
    } finally {
      setUploading(null);
    }
  };

  const guard = (action: () => Promise<unknown>) => () => void action().catch(fail);
  return {
    index,
    deleted,
    uploading,
    dismissDeleted: () => setDeleted(null),
    addPage: guard(() => addPage()),
    duplicate: guard(
      async () =>
        currentId &&
        open(
          newPageOf(
            info.pages.map((p) => p.id),
            await duplicate.mutateAsync({ lessonId, pageId: currentId }),
          ) ?? currentId,
        ),
    ),
    moveEarlier: guard(() => move(-1)),
    moveLater: guard(() => move(1)),
    clear: guard(async () => currentId && (await clear.mutateAsync({ lessonId, pageId: currentId }))),
    deletePage: guard(deletePage),
    undoDelete: guard(undoDelete),
    upload: (file: File) => void upload(file).catch(fail),
    removeBackground: guard(
      async () => currentId && (await setBackground.mutateAsync({ lessonId, pageId: currentId, background: null })),
    ),
  };
}
