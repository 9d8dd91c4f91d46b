import type { RosterRow } from '../api/results';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, personName } from '../../../lib/format';
import { formatPercent } from '../lib/chart-data';
import { visuallyHidden } from '../../../lib/ui/visually-hidden';
import { UserText } from '../../../lib/ui/user-text';

const STATUS_COLOR = { NOT_STARTED: 'default', IN_PROGRESS: 'info', SUBMITTED: 'warning', GRADED: 'success' } as const;

/** Every assigned student with status, score and a link to their response. */
export function RosterTable({ rows, responseLink }: { rows: RosterRow[]; responseLink: (row: RosterRow) => string }) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Typography color="text.secondary">{t('assessmentResults.noStudents')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" data-testid="roster">
        <TableHead>
          <TableRow>
            <TableCell>{t('assessmentResults.student')}</TableCell>
            <TableCell>{t('assessmentResults.status')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {t('assessmentResults.submittedAt')}
            </TableCell>
            <TableCell align="right">{t('assessmentResults.scoreColumn')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('a11y.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.student.id} data-testid="roster-row" data-status={row.status}>
              <TableCell sx={{ minWidth: 110, overflowWrap: 'break-word' }}>
                <UserText>{personName(row.student)}</UserText>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  color={STATUS_COLOR[row.status]}
                  label={t(`assessmentResults.statusLabel.${row.status}`)}
                />
                {row.late && (
                  <Chip
                    size="small"
                    color="error"
                    variant="outlined"
                    sx={{ ml: 0.5 }}
                    label={t('assessmentResults.late')}
                  />
                )}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {row.submittedAt ? formatDateTime(row.submittedAt, i18n.language) : '–'}
              </TableCell>
              <TableCell align="right" dir="ltr" data-testid="roster-score">
                {row.score === null ? '–' : `${row.score} / ${row.maxScore} (${formatPercent(row.percentage)})`}
                {row.score !== null && row.pendingScore > 0 && (
                  <Typography variant="caption" component="div" color="warning.main" dir="auto">
                    {t('assessmentPending.pendingPoints', { count: row.pendingScore })}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {row.assessmentResponseId && row.status !== 'IN_PROGRESS' && (
                  <Button size="small" component={RouterLink} to={responseLink(row)} data-testid="roster-open">
                    {row.waitingCount > 0 ? t('assessmentResults.grade') : t('assessmentResults.view')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
