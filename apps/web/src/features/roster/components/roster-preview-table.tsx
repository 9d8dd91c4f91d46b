import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { ROSTER_COLUMNS, type RosterRow } from '@bright/contracts';
import {
  alpha,
  Box,
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

/** Every row of the file; the refused ones first, each with why. */
export function RosterPreviewTable({ rows }: { rows: RosterRow[] }) {
  const { t } = useTranslation();
  const ordered = [...rows].sort(
    (a, b) => Number(b.problems.length > 0) - Number(a.problems.length > 0) || a.line - b.line,
  );
  return (
    <TableContainer sx={{ maxHeight: 480, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" stickyHeader aria-label={t('roster.preview.table')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('roster.preview.line')}</TableCell>
            {ROSTER_COLUMNS.map((column) => (
              <TableCell key={column} sx={{ whiteSpace: 'nowrap' }}>
                {t(`roster.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {ordered.map((row) => {
            const bad = row.problems.length > 0;
            return [
              <TableRow
                key={row.line}
                data-testid={bad ? 'roster-bad-row' : 'roster-row'}
                sx={
                  bad
                    ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1), '& td': { borderBottom: 0 } }
                    : undefined
                }
              >
                <TableCell>{row.line}</TableCell>
                {ROSTER_COLUMNS.map((column) => (
                  <TableCell
                    key={column}
                    sx={{
                      whiteSpace: 'nowrap',
                      fontWeight: row.problems.some((p) => p.field === column) ? 800 : undefined,
                    }}
                  >
                    {row[column] || '—'}
                  </TableCell>
                ))}
              </TableRow>,
              bad && (
                <TableRow key={`${row.line}-why`}>
                  <TableCell
                    colSpan={ROSTER_COLUMNS.length + 1}
                    sx={{ bgcolor: (theme) => alpha(theme.palette.error.main, 0.1) }}
                  >
                    <Stack spacing={0.5} data-testid="roster-problems">
                      {row.problems.map((problem, index) => (
                        <Stack key={index} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <ErrorOutlineIcon color="error" fontSize="small" aria-hidden />
                          <Typography variant="body2">
                            <Box component="span" sx={{ fontWeight: 700 }}>
                              {problem.field ? t(`roster.columns.${problem.field}`) : t('roster.preview.row')}
                            </Box>
                            {': '}
                            {t(`roster.problems.${problem.code}`)}
                            {problem.code === 'duplicateInFile' &&
                              ` ${t('roster.problems.alsoOn', { lines: (problem.message.match(/\d+/g) ?? []).join(', ') })}`}
                          </Typography>
                        </Stack>
                      ))}
                    </Stack>
                  </TableCell>
                </TableRow>
              ),
            ];
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
