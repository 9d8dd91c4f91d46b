import {
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useUsageReport } from '../api/licences';

/** Admins: AI credits used this month, per teacher (and any student who spent some). */
export function UsageCard() {
  const { t, i18n } = useTranslation();
  const report = useUsageReport(true);
  const month = report.data
    ? new Date(report.data.periodStart).toLocaleDateString(i18n.language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : '';
  return (
    <Card variant="outlined" data-testid="usage-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('licences.usage.title')}
        </Typography>
        {report.data && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {report.data.limit === null
              ? t('licences.usage.totalUnlimited', { month, total: report.data.total })
              : t('licences.usage.total', { month, total: report.data.total, limit: report.data.limit })}
          </Typography>
        )}
        {report.isPending && <Skeleton variant="rounded" height={80} />}
        {report.data && (
          <Table size="small" aria-label={t('licences.usage.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('licences.usage.person')}</TableCell>
                <TableCell align="right">{t('licences.usage.credits')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.data.perUser.map((row) => (
                <TableRow key={row.userId} data-testid="usage-row">
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {[row.first_name, row.last_name].filter(Boolean).join(' ')}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {row.email}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{row.credits}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
