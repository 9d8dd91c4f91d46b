import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type SummaryStatus = 'pending' | 'error' | 'empty' | 'ready';

interface Props {
  title: string;
  icon: ReactNode;
  status: SummaryStatus;
  /** Shown when there is nothing to list. */
  emptyText: string;
  /** The page with everything, when there is one. */
  to?: string;
  testId: string;
  children?: ReactNode;
}

/** A dashboard card: a heading, then a short list, or its loading, empty or error state. */
export function SummaryCard({ title, icon, status, emptyText, to, testId, children }: Props) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId} data-status={status}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5, color: 'primary.main' }}>
          {icon}
          <Typography variant="h6" component="h2" color="text.primary" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {to && (
            <Button
              component={RouterLink}
              to={to}
              size="small"
              sx={{ flexShrink: 0 }}
              aria-label={`${t('dashboard.seeAll')}: ${title}`}
            >
              {t('dashboard.seeAll')}
            </Button>
          )}
        </Stack>
        {status === 'pending' && <Skeleton variant="rounded" height={72} />}
        {status === 'error' && <Alert severity="error">{t('dashboard.loadFailed')}</Alert>}
        {status === 'empty' && (
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {emptyText}
          </Typography>
        )}
        {status === 'ready' && <Box>{children}</Box>}
      </CardContent>
    </Card>
  );
}

/** The status of a list query, for SummaryCard. */
export function summaryStatus(query: { isPending: boolean; isError: boolean }, count: number): SummaryStatus {
  if (query.isError) return 'error';
  if (query.isPending) return 'pending';
  return count === 0 ? 'empty' : 'ready';
}
