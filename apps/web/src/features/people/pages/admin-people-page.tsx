import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Card, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isAdmin, useSessionStore } from '../../../lib/session-store';
import type { PeopleTab } from '../api/people';
import { InstituteSettingsCard } from '../components/institute-settings-card';
import { PeoplePanel } from '../components/people-panel';
import { PendingRequestsCard } from '../components/pending-requests-card';
import { ReferralCard } from '../components/referral-card';

function NotAllowed() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      data-testid="people-forbidden"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <LockOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t('people.forbidden.title')}
        </Typography>
        <Typography color="text.secondary">{t('people.forbidden.body')}</Typography>
        <Button component={RouterLink} to="/dashboard/create" variant="contained">
          {t('notAvailable.backToDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /admin/people: the active institute's teachers and students, its details and its join requests. */
export function AdminPeoplePage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const [tab, setTab] = useState<PeopleTab>('teachers');
  const instituteId = session?.instituteId;
  if (!session || !instituteId || !isAdmin(session)) return <NotAllowed />;
  return (
    <Stack spacing={3} data-testid="admin-people-page">
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('people.title')}
        </Typography>
        <Typography color="text.secondary">{t('people.subtitle')}</Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <Tabs
            value={tab}
            onChange={(_event, value: PeopleTab) => setTab(value)}
            variant="fullWidth"
            sx={{ borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value="teachers" label={t('people.tabs.teachers')} data-testid="tab-teachers" />
            <Tab value="students" label={t('people.tabs.students')} data-testid="tab-students" />
          </Tabs>
          <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
            <PeoplePanel key={`${instituteId}-${tab}`} instituteId={instituteId} tab={tab} />
          </Box>
        </Card>
        <Stack spacing={3}>
          <PendingRequestsCard instituteId={instituteId} />
          <InstituteSettingsCard instituteId={instituteId} />
          <ReferralCard instituteId={instituteId} />
        </Stack>
      </Box>
    </Stack>
  );
}
