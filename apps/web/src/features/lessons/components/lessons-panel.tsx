import { LESSON_PAGE_SIZE, type FolderItem, type LessonItem, type LessonSpace } from '@bright/contracts';
import { Alert, Box, Pagination, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../lib/ui/query-state';
import { lessonErrorText } from '../api/lesson-error';
import { useMoveFolder, useMoveToFiles, useSimpleLessonCall } from '../api/lesson-mutations';
import { lessonPath, useFolderContents, useLessons } from '../api/lessons';
import type { Dragged } from './drag';
import { FolderCrumbs } from './folder-crumbs';
import { LessonItems } from './lesson-items';
import type { FolderAction, LessonAction } from './lesson-menu';
import { LessonsToolbar, type ToolbarState } from './lessons-toolbar';
import { type OpenDialog, PanelDialogs } from './panel-dialogs';
import { useGuardedAction } from './use-guarded-action';

/**
 * My Lessons (Teach lessons) or My Content (Content lessons): folders with breadcrumbs, the open folder's
 * lessons a page at a time in the chosen order, a search across every folder, list or grid; lessons
 * open on the board, and move by their menu or by dragging onto a folder or a breadcrumb.
 */
export function LessonsPanel({ space }: { space: Exclude<LessonSpace, 'FILES'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [folderId, setFolderId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [state, setState] = useState<ToolbarState>({ search: '', sort: 'LAST_MODIFIED', view: 'list' });
  const [open, setOpen] = useState<OpenDialog>(null);
  const searching = state.search.trim() !== '';
  const contents = useFolderContents(space, folderId);
  const lessons = useLessons({ space, folderId, search: state.search, sort: state.sort, page });
  const guarded = useGuardedAction();
  const simple = useSimpleLessonCall();
  const folderMove = useMoveFolder();
  const toFiles = useMoveToFiles();
  const close = () => {
    setOpen(null);
    guarded.reset();
  };
  const otherError = folderMove.error ?? toFiles.error;
  const shownError = guarded.error ?? (otherError ? lessonErrorText(t, otherError) : null);
  const openFolder = (id: string | null) => {
    setFolderId(id);
    setPage(0);
  };
  /** A lesson or a folder dropped on a folder or a breadcrumb: moved there (a folder onto itself stays). */
  const moveInto = (dragged: Dragged, parentId: string | null) => {
    if (dragged.kind === 'folder') {
      if (dragged.id !== parentId) folderMove.mutate({ folder_id: dragged.id, parentId });
      return;
    }
    const name = lessons.data?.items.find((lesson) => lesson.id === dragged.id)?.name ?? '';
    guarded.run({ action: 'move', flow_id: dragged.id, parentId }, name, () => undefined);
  };
  const onLesson = (lesson: LessonItem, action: LessonAction) => {
    if (action === 'open' || action === 'present') return navigate(lessonPath(lesson.id, action === 'present'));
    if (action === 'duplicate') return simple.mutate({ what: 'duplicate', flowId: lesson.id });
    if (action === 'toFiles') return toFiles.mutate([lesson.id]);
    if (action === 'type') {
      const lessonType = lesson.lessonType === 'CONTENT' ? 'teach' : 'CONTENT';
      return guarded.run({ action: 'type', flow_id: lesson.id, lessonType }, lesson.name, () => undefined);
    }
    const kinds = { rename: 'renameLesson', move: 'moveLesson', publish: 'publish', delete: 'deleteLesson' } as const;
    return setOpen({ kind: kinds[action], lesson });
  };
  const onFolder = (folder: FolderItem, action: FolderAction) => {
    if (action === 'open') return openFolder(folder.id);
    const kinds = { rename: 'renameFolder', move: 'moveFolder', delete: 'deleteFolder' } as const;
    return setOpen({ kind: kinds[action], folder });
  };
  const folders = searching ? [] : (contents.data?.folders ?? []);
  const total = lessons.data?.total ?? 0;

  return (
    <Stack spacing={2} data-testid={`lessons-panel-${space}`}>
      <LessonsToolbar
        state={state}
        onChange={(change) => {
          setState((current) => ({ ...current, ...change }));
          if (change.search !== undefined || change.sort) setPage(0);
        }}
        onNewLesson={() => setOpen({ kind: 'newLesson' })}
        onNewFolder={() => setOpen({ kind: 'newFolder' })}
      />
      {searching ? (
        <Typography variant="subtitle1" component="h2" data-testid="search-heading">
          {t('lessons.searchResults', { count: total })}
        </Typography>
      ) : (
        <FolderCrumbs space={space} trail={contents.data?.breadcrumbs ?? []} onOpen={openFolder} onDrop={moveInto} />
      )}
      {shownError && !open && (
        <Alert
          severity="error"
          onClose={() => {
            guarded.reset();
            folderMove.reset();
            toFiles.reset();
          }}
          data-testid="lessons-error"
        >
          {shownError}
        </Alert>
      )}
      <Box>
        <QueryState
          query={lessons}
          errorText={t('lessons.loadFailed')}
          empty={searching ? t('lessons.noMatch') : t(folderId ? 'lessons.emptyFolder' : `lessons.empty.${space}`)}
          isEmpty={(data) => data.items.length === 0 && folders.length === 0}
          loadingHeight={240}
        >
          {(data) => (
            <LessonItems
              folders={folders}
              lessons={data.items}
              view={state.view}
              onFolder={onFolder}
              onLesson={onLesson}
              onDropInto={moveInto}
            />
          )}
        </QueryState>
      </Box>
      {total > LESSON_PAGE_SIZE && (
        <Pagination
          count={Math.ceil(total / LESSON_PAGE_SIZE)}
          page={page + 1}
          onChange={(_, next) => setPage(next - 1)}
          sx={{ alignSelf: 'center' }}
          data-testid="lessons-pages"
        />
      )}
      <PanelDialogs
        open={open}
        space={space}
        folderId={folderId}
        guarded={guarded}
        onClose={close}
        onFolderGone={(folder) => {
          if (folder.id === folderId) openFolder(folder.parentId);
        }}
      />
      {guarded.dialog}
    </Stack>
  );
}
