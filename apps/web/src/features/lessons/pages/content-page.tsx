import type { Role } from '@bright/contracts';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { ClassLessons } from '../components/class-lessons';
import { LessonsPanel } from '../components/lessons-panel';

const TABS = ['lessons', 'content', 'files'] as const;
type ContentTab = (typeof TABS)[number];
const NO_ROLES: Role[] = [];

const tabOf = (value: string | null): ContentTab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as ContentTab) : 'lessons';

/**
 * /dashboard/content: a teacher's My Lessons (Teach lessons), My Content (Content lessons) and My Files
 * (given by the route table, which composes features), one tab each, the tab kept in the address. A
 * student gets the lessons published to their classes.
 */
export function ContentPage({ filesPanel }: { filesPanel: ReactNode }) {
  const { t } = useTranslation();
  const roles = useSessionStore((state) => state.session?.roles) ?? NO_ROLES;
  const [params, setParams] = useSearchParams();
  const staff = roles.includes('instructor') || roles.includes('admin');
  const tab = tabOf(params.get('tab'));
  return (
    <Stack spacing={2} data-testid="content-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t(staff ? 'lessons.title' : 'lessons.student.title')}
      </Typography>
      {staff ? (
        <>
          <Tabs
            value={tab}
            onChange={(_, next: ContentTab) => setParams(next === 'lessons' ? {} : { tab: next }, { replace: true })}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={t('lessons.title')}
          >
            {TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                label={t(`lessons.tabs.${value}`)}
                id={`content-tab-${value}`}
                aria-controls={`content-tabpanel-${value}`}
                data-testid={`content-tab-${value}`}
              />
            ))}
          </Tabs>
          <Box role="tabpanel" id={`content-tabpanel-${tab}`} aria-labelledby={`content-tab-${tab}`}>
            {tab === 'lessons' && <LessonsPanel key="lessons" space="LESSONS" />}
            {tab === 'content' && <LessonsPanel key="content" space="CONTENT" />}
            {tab === 'files' && filesPanel}
          </Box>
        </>
      ) : (
        <ClassLessons />
      )}
    </Stack>
  );
}
