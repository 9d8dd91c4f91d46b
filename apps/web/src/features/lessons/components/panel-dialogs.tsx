import type { FolderItem, LessonItem, LessonSpace } from '@bright/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { lessonErrorText } from '../api/lesson-error';
import {
  useCreateFolder,
  useDeleteFolder,
  useMoveFolder,
  useRenameFolder,
  useSimpleLessonCall,
} from '../api/lesson-mutations';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { NewLessonDialog } from './new-lesson-dialog';
import { PublishDialog } from './publish-dialog';
import type { useGuardedAction } from './use-guarded-action';

export type OpenDialog =
  | { kind: 'newLesson' | 'newFolder' }
  | { kind: 'renameLesson' | 'moveLesson' | 'publish' | 'deleteLesson'; lesson: LessonItem }
  | { kind: 'renameFolder' | 'moveFolder' | 'deleteFolder'; folder: FolderItem }
  | null;

interface Props {
  open: OpenDialog;
  space: LessonSpace;
  folderId: string | null;
  guarded: ReturnType<typeof useGuardedAction>;
  onClose: () => void;
  /** A deleted folder that was open: the list goes back up. */
  onFolderGone: (folder: FolderItem) => void;
}

/** The dialogs of a lessons panel: lessons' changes through `guarded` (the name-clash choice), folders'. */
export function PanelDialogs(props: Props) {
  const { open } = props;
  if (!open) return null;
  if (open.kind === 'newLesson' || open.kind === 'renameLesson' || open.kind === 'moveLesson')
    return <LessonChangeDialogs {...props} open={open} />;
  if (open.kind === 'publish') return <PublishDialog lesson={open.lesson} onClose={props.onClose} />;
  if (open.kind === 'deleteLesson') return <DeleteLessonDialog lesson={open.lesson} onClose={props.onClose} />;
  return <FolderDialogs {...props} open={open} />;
}

function LessonChangeDialogs({ open, space, folderId, guarded, onClose }: Props & { open: NonNullable<OpenDialog> }) {
  const { t } = useTranslation();
  if (open.kind === 'newLesson')
    return (
      <NewLessonDialog
        initialType={space === 'CONTENT' ? 'CONTENT' : 'teach'}
        error={guarded.error}
        busy={guarded.busy}
        onClose={onClose}
        onSubmit={(name, lessonType) => {
          // A lesson of the other kind belongs to the other tab: it goes to that tab's top level.
          const sameSpace = (lessonType === 'CONTENT') === (space === 'CONTENT');
          guarded.run({ action: 'create', name, lessonType, parentId: sameSpace ? folderId : null }, name, onClose);
        }}
      />
    );
  if (open.kind === 'renameLesson')
    return (
      <NameDialog
        title={t('lessons.rename.title')}
        label={t('lessons.newLesson.name')}
        initial={open.lesson.name}
        emptyText={t('lessons.codes.lesson.nameRequired')}
        error={guarded.error}
        busy={guarded.busy}
        onClose={onClose}
        onSubmit={(name) => guarded.run({ action: 'rename', flow_id: open.lesson.id, name }, name, onClose)}
        testId="rename-lesson"
      />
    );
  if (open.kind !== 'moveLesson') return null;
  return (
    <MoveDialog
      space={space}
      name={open.lesson.name}
      currentParentId={open.lesson.folderId}
      error={guarded.error}
      busy={guarded.busy}
      onClose={onClose}
      onMove={(parentId) =>
        guarded.run({ action: 'move', flow_id: open.lesson.id, parentId }, open.lesson.name, onClose)
      }
    />
  );
}

function DeleteLessonDialog({ lesson, onClose }: { lesson: LessonItem; onClose: () => void }) {
  const { t } = useTranslation();
  const call = useSimpleLessonCall();
  return (
    <ConfirmDialog
      open
      danger
      title={t('lessons.delete.title', { name: lesson.name })}
      body={t(lesson.publishedTo.length > 0 ? 'lessons.delete.bodyPublished' : 'lessons.delete.body')}
      confirmLabel={t('lessons.delete.confirm')}
      cancelLabel={t('lessons.cancel')}
      busy={call.isPending}
      onClose={onClose}
      onConfirm={() => call.mutate({ what: 'remove', flowId: lesson.id }, { onSuccess: onClose })}
      confirmTestId="lesson-delete-confirm"
    />
  );
}

function FolderDialogs({ open, space, folderId, onClose, onFolderGone }: Props & { open: NonNullable<OpenDialog> }) {
  const { t } = useTranslation();
  const create = useCreateFolder();
  const rename = useRenameFolder();
  const move = useMoveFolder();
  const remove = useDeleteFolder();
  const errorOf = (error: Error | null) => (error ? lessonErrorText(t, error) : null);
  if (open.kind === 'newFolder' || open.kind === 'renameFolder') {
    const renaming = open.kind === 'renameFolder' ? open.folder : null;
    const mutation = renaming ? rename : create;
    return (
      <NameDialog
        title={t(renaming ? 'lessons.renameFolder.title' : 'lessons.newFolder.title')}
        label={t('lessons.newFolder.name')}
        initial={renaming?.name ?? ''}
        emptyText={t('lessons.codes.lessonFolder.nameRequired')}
        error={errorOf(mutation.error)}
        busy={mutation.isPending}
        onClose={onClose}
        onSubmit={(name) =>
          renaming
            ? rename.mutate({ id: renaming.id, name }, { onSuccess: onClose })
            : create.mutate({ name, space, parentId: folderId }, { onSuccess: onClose })
        }
        testId="folder-name"
      />
    );
  }
  if (open.kind === 'moveFolder')
    return (
      <MoveDialog
        space={space}
        name={open.folder.name}
        folderId={open.folder.id}
        currentParentId={open.folder.parentId}
        error={errorOf(move.error)}
        busy={move.isPending}
        onClose={onClose}
        onMove={(parentId) => move.mutate({ folder_id: open.folder.id, parentId }, { onSuccess: onClose })}
      />
    );
  if (open.kind !== 'deleteFolder') return null;
  const { folder } = open;
  return (
    <ConfirmDialog
      open
      danger
      title={t('lessons.deleteFolder.title', { name: folder.name })}
      body={
        folder.lessonCount + folder.folderCount === 0
          ? t('lessons.deleteFolder.bodyEmpty')
          : t('lessons.deleteFolder.body', {
              lessons: t('lessons.lessonCount', { count: folder.lessonCount }),
              folders: t('lessons.subfolderCount', { count: folder.folderCount }),
            })
      }
      confirmLabel={t('lessons.deleteFolder.confirm')}
      cancelLabel={t('lessons.cancel')}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(folder.id, {
          onSuccess: () => {
            onFolderGone(folder);
            onClose();
          },
        })
      }
      confirmTestId="folder-delete-confirm"
    />
  );
}
