import type { AssessmentStats } from '@bright/contracts';
import { Box, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

const STATS = ['questionCount', 'totalPoints', 'assignedCount', 'startedCount', 'submittedCount'] as const;

/** The editor's key stats: questions, total points, assigned, started, submitted. */
export function KeyStats({ stats }: { stats: AssessmentStats }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' } }}
      data-testid="key-stats"
    >
      {STATS.map((key) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.25, textAlign: 'center' }} data-testid={`stat-${key}`}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800, lineHeight: 1.2 }}>
            {stats[key]}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`assessments.stats.${key}`)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
