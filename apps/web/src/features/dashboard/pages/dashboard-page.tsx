import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import LiveTvIcon from '@mui/icons-material/LiveTv';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { Box, Card, CardActionArea, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { useSessionState } from '../../../lib/session-query';

const AREAS: Array<{ key: string; icon: ReactNode }> = [
  { key: 'classes', icon: <GroupsIcon /> },
  { key: 'lessons', icon: <MenuBookIcon /> },
  { key: 'tests', icon: <AssignmentIcon /> },
  { key: 'insights', icon: <InsightsIcon /> },
  { key: 'brightAi', icon: <AutoAwesomeIcon /> },
  { key: 'live', icon: <LiveTvIcon /> },
  { key: 'scheduler', icon: <CalendarMonthIcon /> },
];

/** Classes are built: the card opens them and says how many there are. */
function ClassesCard({ icon }: { icon: ReactNode }) {
  const { t } = useTranslation();
  const classes = useMyClasses();
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to="/classes" sx={{ height: '100%' }} data-testid="dashboard-classes">
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
            {icon}
            <Typography variant="h6" component="h2" color="text.primary">
              {t('dashboard.areas.classes.title')}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('dashboard.areas.classes.body')}
          </Typography>
          <Chip
            size="small"
            color="primary"
            label={
              classes.data ? t('classes.dashboard.count', { count: classes.data.length }) : t('classes.dashboard.open')
            }
          />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const state = useSessionState();

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('dashboard.welcome', { name: session?.userName ?? '' })}
        </Typography>
        {state.isPending ? (
          <Skeleton width={240} />
        ) : (
          <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} data-testid="dashboard-roles">
            {(state.data?.roles ?? []).map((role) => (
              <Chip key={role} label={t(`roles.${role}`)} color="primary" variant="outlined" size="small" />
            ))}
          </Stack>
        )}
      </Box>
      <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {AREAS.map((area) =>
          area.key === 'classes' ? (
            <ClassesCard key={area.key} icon={area.icon} />
          ) : (
            <Card key={area.key} variant="outlined">
              <CardContent>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1, color: 'primary.main' }}>
                  {area.icon}
                  <Typography variant="h6" component="h2" color="text.primary">
                    {t(`dashboard.areas.${area.key}.title`)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t(`dashboard.areas.${area.key}.body`)}
                </Typography>
                <Chip size="small" label={t('dashboard.comingSoon')} />
              </CardContent>
            </Card>
          ),
        )}
      </Box>
    </Stack>
  );
}
