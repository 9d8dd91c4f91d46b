import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PublishIcon from '@mui/icons-material/Publish';
import UnpublishedOutlinedIcon from '@mui/icons-material/UnpublishedOutlined';
import type { AssessmentDetail } from '@bright/contracts';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useRouteParams } from '../../../lib/route-params';
import { useAssessment, useRenameAssessment, useUnpublish } from '../api/assessments';
import { BankDialogButton } from '../components/bank-dialog';
import { ExtraTime } from '../components/extra-time';
import { ImportButton, ExportButton } from '../components/interop';
import { KeyStats } from '../components/key-stats';
import { AssessmentPreview, type RenderPreviewQuestion } from '../components/preview';
import { PublishDialog } from '../components/publish-dialog';
import { QuestionsTab } from '../components/questions-tab';
import { ResponsesTab } from '../components/responses-tab';
import { SaveStatusLine } from '../components/save-status';
import { SettingsTab } from '../components/settings-tab';
import { SaveBoardContext, useAutosave, useSaveBoard } from '../hooks/use-autosave';
import { PREVIEW_PATH, liveQuizHostPath } from '../lib/paths';
import { storePreview } from '../lib/preview';
import { UserText } from '../../../lib/ui/user-text';

const TABS = ['questions', 'settings', 'preview', 'responses'] as const;
type EditorTab = (typeof TABS)[number];

function Header({ assessment, onPublish }: { assessment: AssessmentDetail; onPublish: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unpublish = useUnpublish(assessment.id);
  return (
    <Stack spacing={1.5}>
      <Box>
        <Button
          component={RouterLink}
          to={assessment.category === 'TEST' ? '/dashboard/tests' : '/dashboard/assignments'}
          startIcon={<ArrowBackIcon sx={{ transform: (th) => (th.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
          size="small"
        >
          {t(assessment.category === 'TEST' ? 'assessments.pages.tests' : 'assessments.pages.assignments')}
        </Button>
      </Box>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}
            data-testid="assessment-name"
          >
            <UserText>{assessment.name}</UserText>
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}>
            <Chip
              size="small"
              color={assessment.published ? 'success' : 'default'}
              label={t(assessment.published ? 'assessments.status.published' : 'assessments.status.draft')}
              data-testid="editor-status"
            />
            <Typography variant="body2" color="text.secondary">
              <UserText>{assessment.className}</UserText> · {t(`assessments.type.${assessment.type}`)}
            </Typography>
          </Stack>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<OpenInNewIcon />}
            onClick={() => {
              storePreview(localStorage, { assessmentId: assessment.id, showClose: true });
              void navigate(PREVIEW_PATH);
            }}
            data-testid="open-preview"
          >
            {t('assessments.preview.open')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => void navigate(liveQuizHostPath(assessment.id))}
            data-testid="host-live-quiz"
          >
            {t('liveQuiz.hostAction')}
          </Button>
          {assessment.published && (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<UnpublishedOutlinedIcon />}
              onClick={() => unpublish.mutate()}
              disabled={unpublish.isPending}
              data-testid="unpublish"
            >
              {t('assessments.publish.unpublish')}
            </Button>
          )}
          <Button variant="contained" startIcon={<PublishIcon />} onClick={onPublish} data-testid="publish">
            {t(assessment.published ? 'assessments.publish.assign' : 'assessments.publish.open')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}

function Editor({
  assessment,
  renderPreviewQuestion,
}: {
  assessment: AssessmentDetail;
  renderPreviewQuestion?: RenderPreviewQuestion;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as EditorTab)
    : 'questions';
  const [publishing, setPublishing] = useState(false);
  const board = useContext(SaveBoardContext)!;
  const rename = useRenameAssessment(assessment.id);
  const name = useAutosave(`name:${assessment.id}`, (patch) => rename.mutateAsync(String(patch.name)));
  const editorAssessment = { id: assessment.id, instituteId: assessment.instituteId, classId: assessment.classId };
  const canEditQuestions = !assessment.published;

  return (
    <Stack spacing={2}>
      <Header assessment={assessment} onPublish={() => setPublishing(true)} />
      {assessment.stats && <KeyStats stats={assessment.stats} />}
      <Stack
        direction="row"
        sx={{
          justifyContent: 'space-between',
          alignItems: 'center',
          borderBottom: 1,
          borderColor: 'divider',
          flexWrap: 'wrap',
        }}
      >
        <Tabs
          value={tab}
          onChange={(_, value: EditorTab) =>
            setParams(
              (p) => {
                p.set('tab', value);
                return p;
              },
              { replace: true },
            )
          }
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('assessments.editor.tabs')}
        >
          {TABS.map((key) => (
            <Tab key={key} value={key} label={t(`assessments.editor.${key}`)} data-testid={`editor-tab-${key}`} />
          ))}
        </Tabs>
        <Box sx={{ py: { xs: 0.5, sm: 1 } }}>
          <SaveStatusLine board={board} />
        </Box>
      </Stack>
      {tab === 'questions' && (
        <QuestionsTab
          assessment={editorAssessment}
          toolbar={
            <>
              <BankDialogButton assessmentId={assessment.id} disabled={!canEditQuestions} />
              <ImportButton assessmentId={assessment.id} disabled={!canEditQuestions} />
              <ExportButton assessmentId={assessment.id} name={assessment.name} />
            </>
          }
        />
      )}
      {tab === 'settings' && (
        <Stack spacing={2}>
          <SettingsTab assessment={assessment} onRename={(value) => name.edit({ name: value })} />
          <ExtraTime assessment={assessment} />
        </Stack>
      )}
      {tab === 'preview' && (
        <AssessmentPreview
          assessmentId={assessment.id}
          name={assessment.name}
          description={assessment.settings.description}
          timeLimit={assessment.settings.timeLimit}
          renderQuestion={renderPreviewQuestion}
        />
      )}
      {tab === 'responses' && <ResponsesTab assessmentId={assessment.id} />}
      {publishing && <PublishDialog assessment={assessment} onClose={() => setPublishing(false)} />}
    </Stack>
  );
}

/** /dashboard/assessment/:assessmentId: the editor (Questions, Settings, Preview, Responses, key stats). */
export function AssessmentEditorPage({ renderPreviewQuestion }: { renderPreviewQuestion?: RenderPreviewQuestion }) {
  const { t } = useTranslation();
  const { assessmentId = '' } = useRouteParams<'assessmentId'>('/dashboard/assessment/:assessmentId');
  const assessment = useAssessment(assessmentId);
  const board = useSaveBoard();
  if (assessment.isPending)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  if (assessment.isError) {
    const missing = assessment.error instanceof ApiError && [403, 404].includes(assessment.error.status);
    return (
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Alert severity="error" data-testid="editor-error">
          {missing ? t('assessments.editor.notFound') : assessment.error.message}
        </Alert>
      </Paper>
    );
  }
  if (!assessment.data.abilities.canEdit) return <Alert severity="warning">{t('assessments.editor.notFound')}</Alert>;
  return (
    <SaveBoardContext.Provider value={board}>
      <Editor assessment={assessment.data} renderPreviewQuestion={renderPreviewQuestion} />
    </SaveBoardContext.Provider>
  );
}
