import type { BloomReport } from '@bright/contracts';
import {
  Box,
  Chip,
  LinearProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../lib/chart-data';
import { BloomInfoButton } from './bloom-info-dialog';

/**
 * The Bloom's taxonomy report (SPEC §3, §9): per level A to F and Uncategorised, the score achieved of
 * the total, the percentage achieved and the class average; the overall percentage on top.
 * `student`: one student's report (the class average is shown beside theirs). Answers still waiting for
 * the teacher are pending: the server leaves them out of every number, and they are shown as such.
 */
export function BloomReportView({ report, student = false }: { report: BloomReport; student?: boolean }) {
  const { t } = useTranslation();
  const averages = new Map(report.taxonomyaverages.map((row) => [row.letter ?? 'U', row]));
  const label = (level: string | null) =>
    level ? t(`assessmentResults.bloom.label.${level}`) : t('assessmentResults.bloom.uncategorised');
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="bloom-report">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('assessmentResults.bloom.title')}
        </Typography>
        <BloomInfoButton />
      </Stack>
      <Typography sx={{ mb: 1 }} data-testid="bloom-achieved">
        {t('assessmentResults.bloom.achieved', { percent: formatPercent(report.achievedPercentage) })}
        {!student && ` · ${t('assessmentResults.bloom.responses', { count: report.responses })}`}
        {report.pendingCount > 0 && (
          <Typography component="span" color="warning.main" data-testid="bloom-pending">
            {` · ${t('assessmentPending.bloomPending', { count: report.pendingCount })}`}
          </Typography>
        )}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('assessmentResults.bloom.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('assessmentResults.bloom.level')}</TableCell>
              <TableCell align="right">{t('assessmentResults.bloom.questions')}</TableCell>
              <TableCell align="right">{t('assessmentResults.bloom.score')}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>{t('assessmentResults.bloom.achievedColumn')}</TableCell>
              <TableCell align="right">{t('assessmentResults.bloom.classAverage')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.blooms.map((row) => {
              const average = averages.get(row.letter ?? 'U');
              const achieved = average?.achieved ?? 0;
              const tested = row.questionCount > 0;
              const onlyPending = tested && row.totalScore === 0 && row.pendingCount > 0;
              return (
                <TableRow
                  key={row.letter ?? 'U'}
                  data-testid={`bloom-row-${row.letter ?? 'U'}`}
                  // Untested levels are muted by colour, not opacity, so their text keeps AA contrast.
                  sx={tested ? undefined : { '& td': { color: 'text.secondary' } }}
                >
                  <TableCell>
                    <strong>{row.letter ?? '–'}</strong> {label(row.level)}
                  </TableCell>
                  <TableCell align="right">{row.questionCount}</TableCell>
                  <TableCell align="right" dir="ltr" data-testid="bloom-score">
                    {tested && !onlyPending && `${row.scoreAchieved} / ${row.totalScore}`}
                    {!tested && '–'}
                    {row.pendingCount > 0 && (
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        sx={{ ml: onlyPending ? 0 : 1 }}
                        label={t('assessmentPending.pendingCount', { count: row.pendingCount })}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {onlyPending && (
                      <Typography variant="body2" color="text.secondary" data-testid="bloom-percent">
                        {t('assessmentPending.notYet')}
                      </Typography>
                    )}
                    {tested && !onlyPending && (
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(100, achieved)}
                          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
                          aria-hidden
                        />
                        <Typography variant="body2" dir="ltr" data-testid="bloom-percent">
                          {formatPercent(achieved)}
                        </Typography>
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell align="right" dir="ltr" data-testid="bloom-average">
                    {tested ? formatPercent(average?.averagePercentage) : '–'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Paper>
  );
}
