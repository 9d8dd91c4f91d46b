import { type NotebookDetail, TEACHER_MODES, type TeacherMode } from '@bright/contracts';
import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useNotebook, useNotebookActions, useThreads } from '../api/notebooks';
import { ChatPanel } from '../components/chat-panel';
import { HistoryList } from '../components/history-list';
import { ShareDialog } from '../components/share-dialog';
import { SourcesPanel } from '../components/sources-panel';
import { useNotebookPaths } from '../paths';

function OwnerTools({ notebook }: { notebook: NotebookDetail }) {
  const { t } = useTranslation();
  const actions = useNotebookActions();
  const navigate = useNavigate();
  const paths = useNotebookPaths();
  const [sharing, setSharing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('notebooks.mode')}
        value={notebook.mode}
        onChange={(event) =>
          actions.update.mutate({ notebookId: notebook.id, mode: event.target.value as TeacherMode })
        }
        sx={{ minWidth: 200 }}
        slotProps={{ select: { inputProps: { 'data-testid': 'mode-select' } } }}
      >
        {TEACHER_MODES.map((mode) => (
          <MenuItem key={mode} value={mode}>
            {t(`notebooks.modes.${mode}`)}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={() => setSharing(true)} data-testid="share">
        {t('notebooks.share')}
      </Button>
      <Button color="error" onClick={() => setDeleting(true)}>
        {t('notebooks.delete')}
      </Button>
      {sharing && <ShareDialog notebook={notebook} onClose={() => setSharing(false)} />}
      <ConfirmDialog
        open={deleting}
        title={t('notebooks.deleteTitle')}
        body={t('notebooks.deleteBody', { name: notebook.name })}
        confirmLabel={t('notebooks.delete')}
        cancelLabel={t('notebooks.cancel')}
        danger
        onClose={() => setDeleting(false)}
        onConfirm={() => void actions.remove.mutateAsync(notebook.id).then(() => navigate(paths.list))}
      />
    </Stack>
  );
}

function Workspace({ notebook, threadId }: { notebook: NotebookDetail; threadId?: string }) {
  const { t } = useTranslation();
  const paths = useNotebookPaths();
  const mine = useThreads(notebook.id);
  const students = useThreads(notebook.canEdit ? notebook.id : undefined, notebook.canEdit);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.list} startIcon={<ArrowBackIcon />}>
          {t('notebooks.title')}
        </Button>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800, flexGrow: 1 }} data-testid="notebook-name">
          <UserText>{notebook.name}</UserText>
        </Typography>
        {notebook.canEdit ? (
          <OwnerTools notebook={notebook} />
        ) : (
          <Typography color="text.secondary">{t(`notebooks.modes.${notebook.mode}`)}</Typography>
        )}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <SourcesPanel notebook={notebook} />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="history-title">
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography id="history-title" variant="h6" component="h2">
                {t('notebooks.threadsTitle')}
              </Typography>
              <Button
                size="small"
                startIcon={<AddCommentOutlinedIcon />}
                component={RouterLink}
                to={paths.notebook(notebook.id)}
                data-testid="new-thread"
              >
                {t('notebooks.newThread')}
              </Button>
            </Stack>
            <QueryState
              query={mine}
              errorText={t('notebooks.loadFailed')}
              empty={t('notebooks.noThreads')}
              isEmpty={(data) => data.threads.length === 0}
            >
              {(data) => <HistoryList threads={data.threads} selected={threadId} />}
            </QueryState>
          </Paper>
          {notebook.canEdit && notebook.sharedWith.length > 0 && (
            <Paper
              variant="outlined"
              sx={{ p: 2 }}
              component="section"
              aria-labelledby="asked-title"
              data-testid="students-questions"
            >
              <Typography id="asked-title" variant="h6" component="h2">
                {t('notebooks.studentsAsked')}
              </Typography>
              <QueryState
                query={students}
                errorText={t('notebooks.loadFailed')}
                empty={t('notebooks.noStudentThreads')}
                isEmpty={(data) => data.threads.length === 0}
              >
                {(data) => <HistoryList threads={data.threads} selected={threadId} showAsker />}
              </QueryState>
            </Paper>
          )}
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('notebooks.chat')}>
          <ChatPanel key={threadId ?? 'new'} notebookId={notebook.id} threadId={threadId} />
        </Paper>
      </Box>
    </Stack>
  );
}

/** A notebook: its sources, its threads by history group, and the chat (a thread or a new one). */
export function NotebookPage() {
  const { t } = useTranslation();
  const inThread = useRouteParams<'notebookId' | 'threadId'>('/dashboard/notebooks/:notebookId/threads/:threadId');
  const { notebookId = '' } = useRouteParams<'notebookId'>('/dashboard/notebooks/:notebookId');
  const threadId = inThread.threadId;
  const notebook = useNotebook(notebookId);
  return (
    <Box data-testid="notebook-page">
      <QueryState
        query={notebook}
        errorText={t('notebooks.notFound')}
        empty={null}
        isEmpty={() => false}
        loadingHeight={400}
      >
        {(data) => <Workspace notebook={data} threadId={threadId} />}
      </QueryState>
    </Box>
  );
}
