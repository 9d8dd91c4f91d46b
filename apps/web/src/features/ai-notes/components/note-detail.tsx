import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { AiNote } from '@bright/contracts';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { MetaLine, UserText, userTextBlock } from '../../../lib/ui/user-text';
import { type NoteRun, useDeleteNote, useNoteRun } from '../api/ai-notes';
import { formatTimer } from '../hooks/use-chunk-recorder';
import { AnalysisView } from './analysis-view';
import { languageLabel } from './language-names';

/** Which engine answered, in the UI language (the server's label is English). */
function useEngineLabel() {
  const { t } = useTranslation();
  return (info: { engine: string; model: string | null }) =>
    info.engine === 'model' ? t('aiNotes.engineModel', { model: info.model }) : t('aiNotes.engineBuiltin');
}

function Section(props: { title: string; label?: string; children: React.ReactNode; testId: string }) {
  return (
    <Box component="section" data-testid={props.testId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {props.title}
        </Typography>
        {props.label && <Chip size="small" variant="outlined" label={props.label} />}
      </Stack>
      {props.children}
    </Box>
  );
}

/** One note: its transcript (private to its teacher), then summary, questions and teaching analysis. */
export function NoteDetail({ note, onDeleted }: { note: AiNote; onDeleted: () => void }) {
  const { t, i18n } = useTranslation();
  const run = useNoteRun(note.id);
  const engine = useEngineLabel();
  const remove = useDeleteNote();
  const [confirm, setConfirm] = useState(false);
  const runs: NoteRun[] = ['summary', 'questions', 'analysis'];
  const noText = !note.transcript;
  return (
    <Card variant="outlined" data-testid="ai-note-detail">
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="h2">
              <UserText>{note.title || t('aiNotes.untitled')}</UserText>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <MetaLine
                parts={[
                  formatDateTime(note.startDate, i18n.language),
                  note.elapsedSeconds !== null && formatTimer(note.elapsedSeconds),
                  languageLabel(note.language, i18n.language),
                  note.status === 'RECORDING' && t('aiNotes.recording'),
                ]}
              />
            </Typography>
          </Box>
          {note.waitingChunks > 0 && (
            <Alert severity="warning" data-testid="ai-note-waiting">
              {note.transcribes ? t('aiNotes.someFailed', { count: note.waitingChunks }) : t('aiNotes.waitingForModel')}
            </Alert>
          )}
          <Section title={t('aiNotes.transcript')} testId="ai-note-transcript">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} {...userTextBlock}>
              {note.transcript || t('aiNotes.noTranscript')}
            </Typography>
          </Section>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {runs.map((kind) => (
              <Button
                key={kind}
                variant="outlined"
                disabled={run.isPending || (noText && kind !== 'analysis') || note.chunkCount === 0}
                onClick={() => run.mutate(kind)}
                data-testid={`ai-note-run-${kind}`}
              >
                {t(`aiNotes.run.${kind}`)}
              </Button>
            ))}
            <Button
              color="error"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirm(true)}
              data-testid="ai-note-delete"
            >
              {t('aiNotes.delete')}
            </Button>
          </Stack>
          {note.summary && (
            <>
              <Divider />
              <Section title={t('aiNotes.summary')} label={engine(note.summary)} testId="ai-note-summary">
                <Stack component="ul" spacing={0.5} sx={{ m: 0, ps: 3 }}>
                  {note.summary.summary.summary.map((line, index) => (
                    <Typography component="li" variant="body2" key={index} {...userTextBlock}>
                      {line}
                    </Typography>
                  ))}
                </Stack>
              </Section>
            </>
          )}
          {note.questions && (
            <>
              <Divider />
              <Section title={t('aiNotes.questions')} label={engine(note.questions)} testId="ai-note-questions">
                <Stack component="ol" spacing={0.5} sx={{ m: 0, ps: 3 }}>
                  {note.questions.quiz.questions.map((question, index) => (
                    <Typography component="li" variant="body2" key={index} {...userTextBlock}>
                      {question.question}
                    </Typography>
                  ))}
                </Stack>
              </Section>
            </>
          )}
          {note.analysis && (
            <>
              <Divider />
              <Section
                title={t('aiNotes.analysisTitle')}
                label={engine(note.analysis)}
                testId="ai-note-analysis-section"
              >
                <AnalysisView analysis={note.analysis} />
              </Section>
            </>
          )}
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirm}
        title={t('aiNotes.deleteTitle')}
        body={t('aiNotes.deleteBody')}
        confirmLabel={t('aiNotes.delete')}
        cancelLabel={t('aiNotes.cancel')}
        danger
        busy={remove.isPending}
        confirmTestId="ai-note-delete-confirm"
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          remove.mutate(note.id, {
            onSuccess: () => {
              setConfirm(false);
              onDeleted();
            },
          })
        }
      />
    </Card>
  );
}
