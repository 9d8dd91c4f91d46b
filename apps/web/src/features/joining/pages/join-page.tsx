import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineRounded';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, Box, Button, CircularProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { AuthCard } from '../../../lib/ui/auth-card';
import { useJoinInfo, useSendJoinRequest } from '../api/joining';
import { JoinSignIn } from '../components/join-sign-in';
import { useRouteParams } from '../../../lib/route-params';

/** /join/{code}/by-students: a student follows the class's link, asks to join, and waits to be added. */
export function JoinPage() {
  const { t } = useTranslation();
  const { code = '' } = useRouteParams<'code'>('/join/:code/by-students');
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const info = useJoinInfo(code, signedIn);
  const send = useSendJoinRequest(code);

  if (!signedIn) {
    return (
      <AuthCard
        title={t('joining.page.title')}
        subtitle={t('joining.page.codeLine', { code: code.toUpperCase() })}
        testId="join-page"
      >
        <JoinSignIn />
      </AuthCard>
    );
  }
  const data = info.data;
  return (
    <AuthCard
      title={data ? data.className : t('joining.page.title')}
      subtitle={data ? t('joining.page.at', { institute: data.instituteName }) : undefined}
      testId="join-page"
    >
      {info.isPending && <Skeleton variant="rounded" height={120} />}
      {info.isError && (
        <Alert severity="error" data-testid="join-error">
          {info.error instanceof ApiError && info.error.status === 404
            ? t('joining.page.badLink')
            : t('joining.page.failed')}
        </Alert>
      )}
      {data && (
        <Stack spacing={2} data-testid={`join-state-${data.state}`}>
          {data.teachers.length > 0 && (
            <Typography color="text.secondary">
              {t('joining.page.teachers', { names: data.teachers.join(', ') })}
            </Typography>
          )}
          {data.state === 'member' && (
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Alert icon={<CheckCircleOutlineIcon />} severity="success">
                {t('joining.page.member')}
              </Alert>
              <Button component={RouterLink} to="/classes" variant="contained">
                {t('joining.page.openClasses')}
              </Button>
            </Stack>
          )}
          {data.state === 'PENDING' && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
              <HourglassTopIcon color="primary" aria-hidden />
              <Box sx={{ flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{t('joining.page.waiting')}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('joining.page.waitingBody')}
                </Typography>
              </Box>
              <CircularProgress size={22} aria-hidden />
            </Stack>
          )}
          {data.state === 'DECLINED' && <Alert severity="warning">{t('joining.page.declined')}</Alert>}
          {(data.state === 'none' || data.state === 'DECLINED') &&
            (data.canRequest ? (
              <Button
                variant="contained"
                size="large"
                disabled={send.isPending}
                onClick={() => send.mutate()}
                data-testid="join-request"
              >
                {data.state === 'DECLINED' ? t('joining.page.askAgain') : t('joining.page.ask')}
              </Button>
            ) : (
              <Alert severity="info">{t('joining.page.staff')}</Alert>
            ))}
        </Stack>
      )}
    </AuthCard>
  );
}
