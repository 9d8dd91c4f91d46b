import type { MyFileDetail, MyFileItem } from '@bright/contracts';
import { Alert, Box, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { downloadFile } from '../../../lib/download';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { QueryState } from '../../../lib/ui/query-state';
import { myFileContentRoute } from '@bright/contracts';
import { myFileQueryOptions, useDeleteFile, useMoveLessonToContent, useMyFiles } from '../api/my-files';
import { useUploadQueue } from '../api/upload-queue';
import { type DeckKind, DeckEditorDialog } from './deck-editor-dialog';
import type { FileAction } from './file-actions';
import { FileItems } from './file-items';
import { MyFilesToolbar, type ToolbarState } from './my-files-toolbar';
import { PreviewDialog } from './preview-dialog';
import { RenameDialog } from './rename-dialog';
import { UploadList } from './upload-list';

type Open =
  | { dialog: 'rename' | 'preview' | 'delete'; item: MyFileItem }
  | { dialog: 'deck'; kind: DeckKind; existing: MyFileDetail | null }
  | null;

/** Where a deck or quiz-card set opens: the flashcard viewer page. */
export const flashcardViewerPath = (fileId: string) => `/flashcards/${encodeURIComponent(fileId)}`;

/**
 * A teacher's My Files: uploads with per-file progress (cancel, retry), flashcard decks and quiz cards,
 * Content lessons moved here; list or grid, search, kind and order; rename, delete with a confirmation,
 * a preview of pictures and PDFs. `folderId` shows one folder of My Files (the top without it).
 */
export function MyFilesPanel({ folderId }: { folderId?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ToolbarState>({ search: '', sort: 'LAST_MODIFIED', kind: '', view: 'list' });
  const [open, setOpen] = useState<Open>(null);
  const [dropProblem, setDropProblem] = useState(false);
  const files = useMyFiles({
    folderId,
    sort: state.sort,
    search: state.search,
    ...(state.kind ? { kind: state.kind } : {}),
  });
  const uploads = useUploadQueue(folderId);
  const remove = useDeleteFile();
  const moveToContent = useMoveLessonToContent();
  const close = () => setOpen(null);

  const addFiles = (chosen: File[]) => {
    setDropProblem(chosen.length === 0);
    if (chosen.length > 0) uploads.add(chosen);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    addFiles(Array.from(event.dataTransfer.files));
  };
  const onAction = async (item: MyFileItem, action: FileAction) => {
    if (action === 'open' && item.kind !== 'FILE') return navigate(flashcardViewerPath(item.id));
    if (action === 'open') return setOpen({ dialog: 'preview', item });
    if (action === 'download') return void downloadFile(myFileContentRoute, { params: { id: item.id } }, item.name);
    if (action === 'moveToContent') return moveToContent.mutate(item.id);
    if (action === 'editCards') {
      const existing = await queryClient.fetchQuery(myFileQueryOptions(item.id)).catch(() => null);
      if (existing)
        setOpen({ dialog: 'deck', kind: existing.kind === 'QUIZCARD' ? 'QUIZCARD' : 'FLASHCARD', existing });
      return undefined;
    }
    return setOpen({ dialog: action, item });
  };

  return (
    <Stack spacing={2} data-testid="my-files-panel" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
      <MyFilesToolbar
        state={state}
        onChange={(change) => setState((current) => ({ ...current, ...change }))}
        onFiles={addFiles}
        onNewDeck={(kind) => setOpen({ dialog: 'deck', kind, existing: null })}
      />
      {dropProblem && (
        <Alert severity="warning" onClose={() => setDropProblem(false)}>
          {t('myFiles.upload.selectFile')}
        </Alert>
      )}
      <UploadList
        entries={uploads.entries}
        onCancel={uploads.cancel}
        onRetry={uploads.retry}
        onDismiss={uploads.dismiss}
        onClearDone={uploads.clearDone}
      />
      <Box>
        <QueryState
          query={files}
          errorText={t('myFiles.loadFailed')}
          empty={state.search || state.kind ? t('myFiles.noMatch') : t('myFiles.empty')}
          loadingHeight={240}
        >
          {(items) => (
            <FileItems items={items} view={state.view} onAction={(item, action) => void onAction(item, action)} />
          )}
        </QueryState>
      </Box>
      {open?.dialog === 'rename' && <RenameDialog item={open.item} onClose={close} />}
      {open?.dialog === 'preview' && <PreviewDialog item={open.item} onClose={close} />}
      {open?.dialog === 'deck' && (
        <DeckEditorDialog kind={open.kind} existing={open.existing} folderId={folderId} onClose={close} />
      )}
      {open?.dialog === 'delete' && (
        <ConfirmDialog
          open
          danger
          title={t('myFiles.delete.title', { name: open.item.name })}
          body={t(open.item.kind === 'FILE' ? 'myFiles.delete.bodyFile' : 'myFiles.delete.bodyCards')}
          confirmLabel={t('myFiles.delete.confirm')}
          cancelLabel={t('myFiles.cancel')}
          busy={remove.isPending}
          onClose={close}
          onConfirm={() => remove.mutate(open.item.id, { onSuccess: close })}
          confirmTestId="delete-confirm"
        />
      )}
    </Stack>
  );
}
