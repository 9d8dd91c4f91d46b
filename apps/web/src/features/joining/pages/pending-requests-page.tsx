import type { ClassRequest } from '@bright/contracts';
import { Alert, Box, Button, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, personName } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { useDecideRequest, usePendingRequests } from '../api/joining';
import { UserText } from '../../../lib/ui/user-text';

function RequestRow({ request }: { request: ClassRequest }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideRequest();
  const busy = decide.isPending;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
      data-testid="class-request"
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          <UserText>{personName(request)}</UserText>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {request.email}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('joining.pending.asked', { time: formatDateTime(request.createdAt, i18n.language) })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          onClick={() => decide.mutate({ requestId: request.requestId, approve: false })}
          data-testid="decline-request"
        >
          {t('joining.pending.decline')}
        </Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => decide.mutate({ requestId: request.requestId, approve: true })}
          data-testid="approve-request"
        >
          {t('joining.pending.approve')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** /pendingRequests: students waiting to join the caller's classes, grouped by class, to approve or decline. */
export function PendingRequestsPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const staff = session?.roles.some((role) => role === 'admin' || role === 'instructor') ?? false;
  const requests = usePendingRequests();
  if (!staff) return <Alert severity="info">{t('joining.pending.staffOnly')}</Alert>;
  const byClass = new Map<string, ClassRequest[]>();
  for (const request of requests.data ?? [])
    byClass.set(request.classId, [...(byClass.get(request.classId) ?? []), request]);
  return (
    <Stack spacing={2.5} data-testid="pending-requests-page">
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('joining.pending.title')}
        </Typography>
        <Typography color="text.secondary">{t('joining.pending.subtitle')}</Typography>
      </Box>
      {requests.isPending && <Skeleton variant="rounded" height={160} />}
      {requests.isError && <Alert severity="error">{t('joining.pending.failed')}</Alert>}
      {requests.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('joining.pending.none')}</Typography>
        </Paper>
      )}
      {[...byClass.entries()].map(([classId, list]) => (
        <Paper key={classId} variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          <Typography variant="h6" component="h2">
            {list[0]!.className}
          </Typography>
          {list.map((request) => (
            <RequestRow key={request.requestId} request={request} />
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
