import {
  Alert,
  Box,
  Button,
  Chip,
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, personName } from '../../../lib/format';
import { useResponses } from '../api/assessments';
import { responsePath, resultsPath } from '../lib/paths';
import { UserText } from '../../../lib/ui/user-text';

const STATUS_COLOR: Record<string, 'default' | 'info' | 'success' | 'warning'> = {
  NOT_STARTED: 'default',
  IN_PROGRESS: 'info',
  SUBMITTED: 'warning',
  GRADED: 'success',
};

/** Who has started and submitted, with links to grading (W2's pages). */
export function ResponsesTab({ assessmentId }: { assessmentId: string }) {
  const { t, i18n } = useTranslation();
  const responses = useResponses(assessmentId, true);
  if (responses.isPending) return <Skeleton variant="rounded" height={200} />;
  if (responses.isError) return <Alert severity="error">{responses.error.message}</Alert>;
  const rows = responses.data.rows;
  return (
    <Stack spacing={2} data-testid="responses-tab">
      <Box>
        <Button component={RouterLink} to={resultsPath(assessmentId)} variant="outlined" data-testid="open-results">
          {t('assessments.responses.results')}
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('assessments.responses.empty')}</Typography>
        </Paper>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('assessments.responses.student')}</TableCell>
                <TableCell>{t('assessments.responses.status')}</TableCell>
                <TableCell>{t('assessments.responses.score')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('assessments.responses.submittedAt')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.student.id} data-testid="response-row">
                  <TableCell>
                    {row.assessmentResponseId ? (
                      <Link component={RouterLink} to={responsePath(assessmentId, row.assessmentResponseId)}>
                        <UserText>{personName(row.student)}</UserText>
                      </Link>
                    ) : (
                      personName(row.student)
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLOR[row.status] ?? 'default'}
                      label={t(`assessments.responses.state.${row.status}`, { defaultValue: row.status })}
                    />
                    {row.late && (
                      <Chip
                        size="small"
                        color="warning"
                        variant="outlined"
                        label={t('assessments.responses.late')}
                        sx={{ ml: 0.5 }}
                      />
                    )}
                  </TableCell>
                  <TableCell>{row.score === null ? '—' : `${row.score} / ${row.maxScore}`}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {row.submittedAt ? formatDateTime(row.submittedAt, i18n.language) : '—'}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
