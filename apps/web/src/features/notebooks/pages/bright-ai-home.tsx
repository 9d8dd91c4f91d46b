import AddCommentOutlinedIcon from '@mui/icons-material/AddCommentOutlined';
import { Button, Card, CardActionArea, List, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useNotebook, useNotebooks, useThreads } from '../api/notebooks';
import { ChatPanel } from '../components/chat-panel';
import { HistoryList } from '../components/history-list';
import { useNotebookPaths } from '../paths';

/** /webview/bright-ai and /webview/self-learn/bright-ai: every thread of the caller by history group. */
export function BrightAiHome() {
  const { t } = useTranslation();
  const paths = useNotebookPaths();
  const threads = useThreads();
  return (
    <Stack spacing={2} data-testid="bright-ai-home">
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, flexGrow: 1 }}>
          {t('notebooks.threadsTitle')}
        </Typography>
        <Button component={RouterLink} to={paths.list}>
          {t('notebooks.title')}
        </Button>
        <Button
          variant="contained"
          startIcon={<AddCommentOutlinedIcon />}
          component={RouterLink}
          to={paths.newThread}
          data-testid="new-thread"
        >
          {t('notebooks.newThread')}
        </Button>
      </Stack>
      <QueryState
        query={threads}
        errorText={t('notebooks.loadFailed')}
        empty={t('notebooks.noThreads')}
        isEmpty={(data) => data.threads.length === 0}
      >
        {(data) => <HistoryList threads={data.threads} showNotebook />}
      </QueryState>
    </Stack>
  );
}

/** /webview/bright-ai/new-thread: which notebook the new thread asks. */
export function NewThreadPicker() {
  const { t } = useTranslation();
  const paths = useNotebookPaths();
  const list = useNotebooks();
  return (
    <Stack spacing={2} data-testid="new-thread-picker">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('notebooks.pickNotebook')}
      </Typography>
      <QueryState
        query={list}
        errorText={t('notebooks.loadFailed')}
        empty={t('notebooks.emptyShared')}
        isEmpty={(data) => data.notebooks.length === 0}
      >
        {(data) => (
          <List sx={{ display: 'grid', gap: 1 }}>
            {data.notebooks.map((notebook) => (
              <Card key={notebook.id} variant="outlined" component="li" sx={{ listStyle: 'none' }}>
                <CardActionArea
                  component={RouterLink}
                  to={paths.notebook(notebook.id)}
                  sx={{ p: 2 }}
                  data-testid="notebook-card"
                >
                  <UserText>{notebook.name}</UserText>
                </CardActionArea>
              </Card>
            ))}
          </List>
        )}
      </QueryState>
    </Stack>
  );
}

/** /webview/bright-ai/new-thread/{notebookId} and /webview/bright-ai/{notebookId}/{threadId}: the chat alone. */
export function ThreadWebview() {
  const { t } = useTranslation();
  const fresh = useRouteParams<'notebookId'>('/webview/bright-ai/new-thread/:notebookId');
  const inThread = useRouteParams<'notebookId' | 'threadId'>('/webview/bright-ai/:notebookId/:threadId');
  const notebookId = fresh.notebookId ?? inThread.notebookId ?? '';
  const threadId = fresh.notebookId ? undefined : inThread.threadId;
  const paths = useNotebookPaths();
  const notebook = useNotebook(notebookId);
  return (
    <Stack spacing={2} data-testid="thread-webview">
      <QueryState query={notebook} errorText={t('notebooks.notFound')} empty={null} isEmpty={() => false}>
        {(data) => (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800, flexGrow: 1 }}>
              <UserText>{data.name}</UserText>
            </Typography>
            <Button component={RouterLink} to={paths.home}>
              {t('notebooks.threadsTitle')}
            </Button>
          </Stack>
        )}
      </QueryState>
      {notebook.data && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ChatPanel key={threadId ?? 'new'} notebookId={notebookId} threadId={threadId} />
        </Paper>
      )}
    </Stack>
  );
}
