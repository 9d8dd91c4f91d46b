import { BLOOM_REPORT_LETTERS, type StudentsPerformance } from '@bright/contracts';
import { Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../../lib/format';
import { UserText } from '../../../lib/ui/user-text';
import { formatPercent, heatColour } from './format';

/** Each student's average, attendance, behaviour and Bloom proficiency (A to F), linking to their profile. */
export function StudentsTable({ data }: { data: StudentsPerformance }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={t('insights.students')} data-testid="insights-students">
        <TableHead>
          <TableRow>
            <TableCell>{t('insights.student')}</TableCell>
            <TableCell align="center">{t('insights.average')}</TableCell>
            <TableCell align="center">{t('insights.submitted')}</TableCell>
            <TableCell align="center">{t('insights.attendance')}</TableCell>
            <TableCell align="center">{t('insights.behaviour')}</TableCell>
            {BLOOM_REPORT_LETTERS.map((level) => (
              <TableCell key={level.level} align="center">
                <Tooltip title={t(`insights.bloom.${level.level}`)}>
                  <abbr title={t(`insights.bloom.${level.level}`)}>{level.letter}</abbr>
                </Tooltip>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.students.map((row) => (
            <TableRow key={row.student.id} data-testid={`insights-student-${row.student.id}`}>
              <TableCell component="th" scope="row">
                <Link component={RouterLink} to={`/insights/${data.classId}/students/${row.student.id}`}>
                  <UserText>{personName(row.student)}</UserText>
                </Link>
              </TableCell>
              <TableCell align="center">{formatPercent(row.averagePercentage, i18n.language)}</TableCell>
              <TableCell align="center">{`${row.submitted}/${row.assigned}`}</TableCell>
              <TableCell align="center">{formatPercent(row.attendanceRate, i18n.language)}</TableCell>
              <TableCell align="center">{row.behaviourPoints}</TableCell>
              {BLOOM_REPORT_LETTERS.map((level) => {
                const cell = row.blooms.find((item) => item.key === level.level);
                const colour = heatColour(cell?.percentage ?? null);
                return (
                  <TableCell
                    key={level.level}
                    align="center"
                    data-testid={`bloom-${row.student.id}-${level.level}`}
                    data-percentage={cell?.percentage ?? ''}
                    sx={{ bgcolor: colour.bg, color: colour.fg }}
                  >
                    {formatPercent(cell?.percentage, i18n.language)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
