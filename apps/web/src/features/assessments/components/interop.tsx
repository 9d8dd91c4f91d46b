import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import { IMPORT_LIMITS, type ImportOutcome, exportQtiRoute, importQuestionsRoute } from '@bright/contracts';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../../lib/download';
import { i18n } from '../../../lib/i18n';
import { showSnackbar } from '../../../lib/ui-store';
import { uploadForm } from '../../../lib/upload';
import { invalidateAssessment } from '../api/assessments';
import { questionsKey } from '../api/questions';

const sendImport = (assessmentId: string, file: File, dryRun: boolean, onProgress: (p: number) => void) => {
  const form = new FormData();
  form.append('assessmentId', assessmentId);
  form.append('dryRun', String(dryRun));
  form.append(IMPORT_LIMITS.field, file);
  return uploadForm(importQuestionsRoute, form, { onProgress, failureMessage: i18n.t('assessments.import.failed') });
};

/** Import QTI, GIFT or Aiken: a dry run first (the questions and every problem), then the real import. */
export function ImportButton({ assessmentId, disabled }: { assessmentId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState(0);

  const run = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const { data, message } = await sendImport(assessmentId, chosen, dryRun, setProgress);
      if (dryRun) return setPreview(data);
      showSnackbar(message || t('assessments.import.done', { count: data.imported }), 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: questionsKey(assessmentId) }),
        invalidateAssessment(queryClient, assessmentId),
      ]);
      close();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const close = () => {
    setFile(null);
    setPreview(null);
    setError(null);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept=".zip,.xml,.gift,.txt"
        data-testid="import-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          if (!chosen) return;
          setFile(chosen);
          void run(chosen, true);
        }}
      />
      <Button
        variant="outlined"
        startIcon={<FileUploadOutlinedIcon />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        data-testid="import-open"
      >
        {t('assessments.import.open')}
      </Button>
      <Dialog
        open={Boolean(file)}
        onClose={busy ? undefined : close}
        fullWidth
        maxWidth="md"
        aria-labelledby="import-title"
      >
        <DialogTitle id="import-title">{t('assessments.import.title', { file: file?.name ?? '' })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {busy && <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} />}
            {error && (
              <Alert severity="error" data-testid="import-error">
                {error}
              </Alert>
            )}
            {preview && (
              <>
                <Typography>
                  {t('assessments.import.summary', {
                    count: preview.questions.length,
                    format: preview.format.toUpperCase(),
                  })}
                </Typography>
                {preview.problems.length > 0 && (
                  <Alert severity="warning" data-testid="import-problems">
                    {t('assessments.import.problems', { count: preview.problems.length })}
                    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                      {preview.problems.map((p, i) => (
                        <li key={i}>
                          {p.item}
                          {p.line !== null ? ` (${t('assessments.import.line', { line: p.line })})` : ''}: {p.reason}
                          {p.skipped ? ` — ${t('assessments.import.skipped')}` : ''}
                        </li>
                      ))}
                    </ul>
                  </Alert>
                )}
                <List dense data-testid="import-questions">
                  {preview.questions.map((q, i) => (
                    <ListItem key={i} disableGutters>
                      <ListItemText
                        primary={`${i + 1}. ${q.description || t('assessments.question.untitled')}`}
                        secondary={
                          <Chip component="span" size="small" label={t(`assessments.questionType.${q.type}`)} />
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            {t('assessments.common.cancel')}
          </Button>
          <Button
            variant="contained"
            disabled={busy || !preview || preview.questions.length === 0}
            onClick={() => file && void run(file, false)}
            data-testid="import-confirm"
          >
            {t('assessments.import.confirm', { count: preview?.questions.length ?? 0 })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The assessment as a QTI 3.0 package. */
export function ExportButton({ assessmentId, name }: { assessmentId: string; name: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlinedIcon />}
      disabled={busy}
      data-testid="export-qti"
      onClick={() => {
        setBusy(true);
        void downloadFile(
          exportQtiRoute,
          { query: { assessmentId } },
          `${name.replace(/[^\w.-]+/g, '_')}-qti3.zip`,
        ).finally(() => setBusy(false));
      }}
    >
      {t('assessments.export.qti')}
    </Button>
  );
}
