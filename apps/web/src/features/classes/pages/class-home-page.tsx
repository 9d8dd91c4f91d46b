import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ConstructionIcon from '@mui/icons-material/Construction';
import type { ClassSummary } from '@bright/contracts';
import { Alert, Box, Button, Card, Chip, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useClassSummary } from '../../../lib/class-queries';
import { personName } from '../../../lib/format';
import { ClassActions } from '../components/class-actions';
import { useRouteParams } from '../../../lib/route-params';
import { UserText } from '../../../lib/ui/user-text';

export const CLASS_TABS = ['people', 'attendance', 'behaviour', 'feed', 'schedule', 'tests'] as const;
export type ClassTab = (typeof CLASS_TABS)[number];

/** What each tab shows, composed by the app (features do not import one another); null: not built yet. */
export type ClassPanels = (klass: ClassSummary) => Partial<Record<ClassTab, ReactNode>>;

function NotYet({ tab }: { tab: ClassTab }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }} data-testid={`class-tab-${tab}-soon`}>
      <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {t(`classes.tabs.${tab}`)}
      </Typography>
      <Typography color="text.secondary">{t('classes.home.notYet')}</Typography>
    </Paper>
  );
}

/** /classes/:classId: the class's name, teachers and tabs (People, Attendance, Behaviour, Feed, Schedule). */
export function ClassHomePage({ panels }: { panels: ClassPanels }) {
  const { t } = useTranslation();
  const { classId = '' } = useRouteParams<'classId'>('/classes/:classId');
  const [params, setParams] = useSearchParams();
  const klass = useClassSummary(classId);
  const tab = (CLASS_TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as ClassTab)
    : 'people';

  if (klass.isPending) return <Skeleton variant="rounded" height={240} />;
  if (klass.isError || !klass.data) {
    const notFound = klass.error instanceof ApiError && klass.error.status === 404;
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" data-testid="class-error">
          {notFound
            ? t('classes.home.notFound')
            : klass.error instanceof ApiError
              ? klass.error.message
              : t('classes.loadFailed')}
        </Alert>
        <Button component={RouterLink} to="/classes" startIcon={<ArrowBackIcon />}>
          {t('classes.home.back')}
        </Button>
      </Stack>
    );
  }
  const data = klass.data;
  const content = panels(data)[tab];
  return (
    <Stack spacing={2.5} data-testid="class-home">
      <Button
        component={RouterLink}
        to="/classes"
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('classes.home.back')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}
            data-testid="class-name"
          >
            <UserText>{data.name}</UserText>
          </Typography>
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" color="primary" variant="outlined" label={t(`classes.relation.${data.relation}`)} />
            <Chip size="small" label={t('classes.card.students', { count: data.studentCount })} />
            {data.teachers.length > 0 && (
              <Chip
                size="small"
                label={t('classes.card.teachers', { names: data.teachers.map(personName).join(', ') })}
              />
            )}
          </Stack>
        </Box>
        {data.abilities.canManage && <ClassActions klass={data} />}
      </Stack>
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: ClassTab) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {CLASS_TABS.map((key) => (
            <Tab key={key} value={key} label={t(`classes.tabs.${key}`)} data-testid={`class-tab-${key}`} />
          ))}
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>{content ?? <NotYet tab={tab} />}</Box>
      </Card>
    </Stack>
  );
}
