import { QUICK_ACTIONS, type QuickAction, type ThreadMessage } from '@bright/contracts';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText, shownError } from '../../../lib/error-text';
import { QueryState } from '../../../lib/ui/query-state';
import { useRefreshNotebooks, useThread } from '../api/notebooks';
import { type ChatEvent, streamChat } from '../api/chat-stream';
import { useNotebookPaths } from '../paths';
import { MessageView } from './message-view';
import { SourceDialog, type SourceTarget } from './source-dialog';

interface Pending {
  question: ThreadMessage;
  answer: string;
}

const asked = (question: string, action?: QuickAction): ThreadMessage => ({
  id: 'pending',
  role: 'user',
  content: question,
  action: action ?? null,
  citations: [],
  status: 'complete',
  engine: null,
  createdAt: new Date().toISOString(),
});

/** The conversation of a thread (or a new one), the question box and the four quick actions. */
export function ChatPanel({ notebookId, threadId }: { notebookId: string; threadId?: string }) {
  const { t } = useTranslation();
  const thread = useThread(threadId ?? '');
  const refresh = useRefreshNotebooks();
  const navigate = useNavigate();
  const paths = useNotebookPaths();
  const [question, setQuestion] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [source, setSource] = useState<SourceTarget | null>(null);
  const stop = useRef<AbortController | null>(null);
  useEffect(() => () => stop.current?.abort(), []);

  async function ask(text: string, action?: QuickAction) {
    if (pending || (!text.trim() && !action)) return;
    setFailure(null);
    setPending({ question: asked(text.trim(), action), answer: '' });
    const controller = new AbortController();
    stop.current = controller;
    let newThread: string | null = null;
    const onEvent = (event: ChatEvent) => {
      if (event.event === 'meta') newThread = event.data.thread.id;
      if (event.event === 'delta') setPending((now) => now && { ...now, answer: now.answer + event.data.text });
      if (event.event === 'error') setFailure(errorText(t, event.data));
    };
    try {
      await streamChat({ notebookId, threadId, question: text.trim(), action }, onEvent, controller.signal);
      setQuestion('');
    } catch (error) {
      if (!controller.signal.aborted) setFailure(errorText(t, shownError(error)));
    }
    await refresh();
    setPending(null);
    if (newThread && newThread !== threadId) navigate(paths.thread(notebookId, newThread), { replace: !threadId });
  }

  const messages = thread.data?.messages ?? [];
  return (
    <Stack spacing={2} data-testid="chat-panel">
      {threadId ? (
        <QueryState query={thread} errorText={t('notebooks.loadFailed')} empty={null} isEmpty={() => false}>
          {() => messages.map((message) => <MessageView key={message.id} message={message} onOpen={setSource} />)}
        </QueryState>
      ) : (
        !pending && (
          <Typography color="text.secondary" data-testid="chat-empty">
            {t('notebooks.askFirst')}
          </Typography>
        )
      )}
      {pending && (
        <>
          <MessageView message={pending.question} onOpen={setSource} />
          <Box role="status" aria-live="polite" data-testid="streaming-answer" sx={{ whiteSpace: 'pre-wrap' }}>
            {pending.answer || t('notebooks.thinking')}
          </Box>
        </>
      )}
      {failure && (
        <Alert severity="error" data-testid="chat-error">
          {failure}
        </Alert>
      )}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('notebooks.quickActions')}>
        {QUICK_ACTIONS.map((action) => (
          <Button
            key={action}
            size="small"
            variant="outlined"
            disabled={Boolean(pending)}
            onClick={() => void ask('', action)}
            data-testid={`action-${action}`}
          >
            {t(`notebooks.actions.${action}`)}
          </Button>
        ))}
      </Stack>
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void ask(question);
        }}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
      >
        <TextField
          label={t('notebooks.question')}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          fullWidth
          multiline
          maxRows={6}
          slotProps={{ htmlInput: { maxLength: 4000, 'data-testid': 'question-input', dir: 'auto' } }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void ask(question);
            }
          }}
        />
        <Button
          type="submit"
          variant="contained"
          endIcon={<SendIcon />}
          disabled={Boolean(pending) || !question.trim()}
          data-testid="ask"
        >
          {t('notebooks.ask')}
        </Button>
      </Box>
      <SourceDialog target={source} onClose={() => setSource(null)} />
    </Stack>
  );
}
