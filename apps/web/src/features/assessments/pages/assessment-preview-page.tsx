import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, Skeleton, Stack, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { useExistingAssessment } from '../api/assessments';
import { AssessmentPreview, type RenderPreviewQuestion } from '../components/preview';
import { PREVIEW_PATH, editorPath } from '../lib/paths';
import { readPreview, storePreview } from '../lib/preview';

/**
 * /dashboard/assessment/preview: the stored assessment as a student sees it. The close button is
 * hidden when the preview entry stored showClose false (SPEC §2).
 */
export function AssessmentPreviewPage({ renderQuestion }: { renderQuestion?: RenderPreviewQuestion }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const stored = readPreview(localStorage);
  const { exists, detail: assessment } = useExistingAssessment(stored?.assessmentId ?? '');
  const missing = exists.data?.isAssessmentExists === false || exists.isError;
  if (!stored)
    return (
      <Alert severity="info" data-testid="preview-none">
        {t('assessments.preview.none')}
      </Alert>
    );
  if (!missing && assessment.isPending) return <Skeleton variant="rounded" height={240} />;
  if (missing || assessment.isError || !assessment.data)
    return (
      <Alert severity="error" data-testid="preview-error">
        {t('assessments.editor.notFound')}
      </Alert>
    );
  const detail = assessment.data;
  return (
    <Stack spacing={1}>
      {stored.showClose && (
        <Box sx={{ alignSelf: 'flex-end' }}>
          <Tooltip title={t('assessments.preview.close')}>
            <IconButton
              aria-label={t('assessments.preview.close')}
              onClick={() => void navigate(editorPath(detail.id))}
              data-testid="preview-close"
            >
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Box>
      )}
      <AssessmentPreview
        assessmentId={detail.id}
        name={detail.name}
        description={detail.settings.description}
        timeLimit={detail.settings.timeLimit}
        renderQuestion={renderQuestion}
      />
    </Stack>
  );
}

/** /webview/assessment/preview/:assessmentId (after the token sign-in): store the id with showClose false, then go. */
export function AssessmentPreviewEntry() {
  const { assessmentId = '' } = useRouteParams<'assessmentId'>('/webview/assessment/preview/:assessmentId');
  // Writing the same value again is harmless, so it is done before the redirect renders.
  if (assessmentId) storePreview(localStorage, { assessmentId, showClose: false });
  return <Navigate to={PREVIEW_PATH} replace />;
}
