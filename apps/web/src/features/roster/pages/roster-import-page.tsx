import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ROSTER_COLUMNS, type RosterPreview, rosterExampleRoute } from '@bright/contracts';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useClassSummary } from '../../../lib/class-queries';
import { downloadFile } from '../../../lib/download';
import { ApiError } from '../../../lib/api-client';
import { fileProblem, useImportRoster, usePreviewRoster } from '../api/roster';
import { RosterPreviewTable } from '../components/roster-preview-table';
import { useRouteParams } from '../../../lib/route-params';

function Summary({ preview }: { preview: RosterPreview }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="roster-summary">
      <Chip label={t('roster.preview.total', { count: preview.total })} />
      <Chip color="success" variant="outlined" label={t('roster.preview.valid', { count: preview.valid })} />
      <Chip
        color={preview.invalid > 0 ? 'error' : 'default'}
        label={t('roster.preview.invalid', { count: preview.invalid })}
        data-testid="roster-invalid-count"
      />
    </Stack>
  );
}

/**
 * /classes/:classId/import and /students/import: choose a CSV, see every row and every problem before
 * anything is written, then import all of it or nothing.
 */
export function RosterImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { classId } = useRouteParams<'classId'>('/classes/:classId');
  const klass = useClassSummary(classId ?? '');
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string>();
  const preview = usePreviewRoster(classId);
  const importing = useImportRoster(classId);
  const back = classId ? `/classes/${classId}?tab=people` : '/students';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const found = fileProblem(chosen);
    setProblem(found ? t(found) : undefined);
    setFile(found ? null : chosen);
    preview.reset();
    importing.reset();
    if (!found)
      preview.mutate(chosen, {
        onError: (error) => setProblem(error instanceof ApiError ? error.message : t('roster.file.failed')),
      });
  };
  const runImport = () =>
    file &&
    importing.mutate(file, {
      onSuccess: () => void navigate(back),
      onError: (error) => setProblem(error instanceof ApiError ? error.message : t('roster.file.failed')),
    });
  const ready = preview.data && preview.data.invalid === 0;

  return (
    <Stack spacing={2.5} data-testid="roster-import-page">
      <Button
        component={RouterLink}
        to={back}
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {classId ? t('roster.backToClass') : t('roster.backToStudents')}
      </Button>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('roster.title')}
        </Typography>
        <Typography color="text.secondary">
          {classId && klass.data ? t('roster.intoClass', { name: klass.data.name }) : t('roster.intoInstitute')}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography>{t('roster.howTo')}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            {ROSTER_COLUMNS.map((column) => (
              <Chip key={column} size="small" variant="outlined" label={column} sx={{ fontFamily: 'monospace' }} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('roster.rules')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void downloadFile(rosterExampleRoute, {}, 'students-example.csv')}
              data-testid="roster-example"
            >
              {t('roster.example')}
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadFileIcon />}
              onClick={() => input.current?.click()}
              disabled={preview.isPending || importing.isPending}
              data-testid="roster-choose"
            >
              {file ? t('roster.chooseAgain') : t('roster.choose')}
            </Button>
            <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={choose} data-testid="roster-file" />
          </Stack>
          {file && <Typography variant="body2">{t('roster.chosen', { name: file.name })}</Typography>}
          {problem && (
            <Alert severity="error" data-testid="roster-error">
              {problem}
            </Alert>
          )}
        </Stack>
      </Paper>
      {preview.isPending && <Alert severity="info">{t('roster.checking')}</Alert>}
      {preview.data && (
        <Stack spacing={2} data-testid="roster-preview">
          <Summary preview={preview.data} />
          {preview.data.invalid > 0 ? (
            <Alert severity="warning" data-testid="roster-fix">
              {t('roster.preview.fix', { count: preview.data.invalid })}
            </Alert>
          ) : (
            <Alert severity="success">{t('roster.preview.allGood', { count: preview.data.total })}</Alert>
          )}
          <RosterPreviewTable rows={preview.data.rows} />
          <Box>
            <Button
              variant="contained"
              size="large"
              disabled={!ready || importing.isPending}
              onClick={runImport}
              data-testid="roster-import"
            >
              {t('roster.import', { count: preview.data.valid })}
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
