import type { TeacherCreditUse } from '@bright/contracts';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useCreditUse } from '../api/bright-tools';

/** The admin's view of AI credit use per teacher over the last 30 days (failed runs were refunded). */
export function CreditUseTable() {
  const { t, i18n } = useTranslation();
  const usage = useCreditUse();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <QueryState query={usage} errorText={t('brightAiHub.usageError')} empty={t('brightAiHub.usageEmpty')}>
      {(rows: TeacherCreditUse[]) => (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('brightAiHub.usageTitle')} data-testid="credit-use">
            <TableHead>
              <TableRow>
                <TableCell>{t('brightAiHub.teacher')}</TableCell>
                <TableCell align="right">{t('brightAiHub.runs')}</TableCell>
                <TableCell align="right">{t('brightAiHub.failed')}</TableCell>
                <TableCell align="right">{t('brightAiHub.credits')}</TableCell>
                <TableCell align="right">{t('brightAiHub.tokens')}</TableCell>
                <TableCell>{t('brightAiHub.lastRun')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.userId ?? 'none'} data-testid="credit-use-row">
                  <TableCell>
                    <UserText>{row.name}</UserText>
                  </TableCell>
                  <TableCell align="right">{number.format(row.runs)}</TableCell>
                  <TableCell align="right">{number.format(row.failed)}</TableCell>
                  <TableCell align="right">{number.format(row.credits)}</TableCell>
                  <TableCell align="right">{number.format(row.tokens)}</TableCell>
                  <TableCell>{formatDateTime(row.lastRunAt, i18n.language)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryState>
  );
}
