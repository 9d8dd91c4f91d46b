import type { AssessmentResult } from '@bright/contracts';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDuration, formatPercent } from '../lib/chart-data';

/** The result summary (SPEC §3): submitted of total, response rate, average time, percentage, accuracy. */
export function SummaryCards({ result }: { result: AssessmentResult }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'submitted', value: `${result.submittedResponses} / ${result.totalResponses}` },
    { key: 'responseRate', value: formatPercent(result.responseRate) },
    { key: 'averageTime', value: formatDuration(result.averageCompletionTime) },
    { key: 'averagePercentage', value: formatPercent(result.averagePercentage) },
    { key: 'averageAccuracy', value: formatPercent(result.averageAccuracy) },
  ];
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 1.5,
        m: 0,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
      }}
      data-testid="result-summary"
    >
      {cards.map((card) => (
        <Paper key={card.key} variant="outlined" sx={{ p: 2 }} data-testid={`summary-${card.key}`}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`assessmentResults.summary.${card.key}`)}
          </Typography>
          <Typography
            component="dd"
            variant="h5"
            sx={{ m: 0, fontWeight: 800 }}
            dir="ltr"
            data-testid={`summary-${card.key}-value`}
          >
            {card.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
