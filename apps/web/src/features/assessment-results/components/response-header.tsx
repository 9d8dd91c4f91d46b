import type { ResponseDetail } from '@bright/contracts';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { downloadReportPdf } from '../api/results';
import { formatPercent } from '../lib/chart-data';
import { UserText } from '../../../lib/ui/user-text';

/** Whose response, its status, total and the PDF of the report. */
export function ResponseHeader({ detail }: { detail: ResponseDetail }) {
  const { t } = useTranslation();
  const { response, student, assessment } = detail;
  const pending = (response.pendingScore ?? 0) > 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
      <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
          data-testid="report-student"
        >
          <UserText>{personName(student)}</UserText>
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <UserText>{assessment.name}</UserText> · <UserText>{assessment.className}</UserText>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip
            size="small"
            label={t(`assessmentResults.statusLabel.${response.status}`)}
            data-testid="report-status"
          />
          {response.late && <Chip size="small" color="error" variant="outlined" label={t('assessmentResults.late')} />}
          <Typography sx={{ fontWeight: 700 }} dir="ltr" data-testid="report-total">
            {response.score === null ? '–' : `${response.score} / ${response.maxScore ?? assessment.maxScore}`}
            {response.percentage !== null && !pending && ` (${formatPercent(response.percentage)})`}
          </Typography>
          {pending && response.percentage !== null && (
            <Typography color="text.secondary" data-testid="report-graded-percent">
              {t('assessmentPending.percentOfGraded', { percent: formatPercent(response.percentage) })}
            </Typography>
          )}
          {(response.waitingCount ?? 0) > 0 && (
            <Typography color="warning.main">
              {t('assessmentResults.waitingCount', { count: response.waitingCount ?? 0 })}
            </Typography>
          )}
        </Stack>
      </Stack>
      <Button
        startIcon={<PictureAsPdfIcon />}
        variant="outlined"
        onClick={() => void downloadReportPdf(response.assessmentResponseId)}
        data-testid="report-pdf"
      >
        {t('assessmentResults.pdf')}
      </Button>
    </Stack>
  );
}
