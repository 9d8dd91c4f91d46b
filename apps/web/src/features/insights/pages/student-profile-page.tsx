import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../../lib/format';
import { useRouteParams } from '../../../lib/route-params';
import { useSessionStore } from '../../../lib/session-store';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { type InsightsRange, downloadStudentPdf, useStudentProfile } from '../api/insights';
import { BloomBars } from '../components/bloom-bars';
import { formatPercent } from '../components/format';
import { LearningPath } from '../components/learning-path';
import { RangeSelect } from '../components/range-select';
import { Section, StatCard } from '../components/stat-card';
import { TrendChart, shortDay } from '../components/trend-chart';

/** /insights/:classId/students/:studentId: one student's profile and Learning Path. */
export function StudentProfilePage() {
  const { t, i18n } = useTranslation();
  const { classId = '', studentId = '' } = useRouteParams<'classId' | 'studentId'>(
    '/insights/:classId/students/:studentId',
  );
  const self = useSessionStore((state) => state.session?.userId === studentId);
  const [range, setRange] = useState<InsightsRange>('YEAR');
  const profile = useStudentProfile(classId, studentId, range);
  return (
    <Stack spacing={2.5} data-testid="student-insights-page">
      {!self && (
        <Button
          component={RouterLink}
          to={`/insights/${classId}`}
          startIcon={
            <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('insights.backToClass')}
        </Button>
      )}
      <QueryState query={profile} errorText={t('insights.loadError')} empty={null}>
        {(data) => (
          <Stack spacing={2.5}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
                  <UserText>{personName(data.student)}</UserText>
                </Typography>
                <Typography color="text.secondary">
                  <UserText>{data.className}</UserText>
                </Typography>
              </Box>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
                <RangeSelect value={range} onChange={setRange} />
                <Button
                  variant="outlined"
                  startIcon={<PictureAsPdfIcon />}
                  onClick={() => void downloadStudentPdf(classId, studentId, range)}
                >
                  {t('insights.exportPdf')}
                </Button>
              </Stack>
            </Stack>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <StatCard
                testId="profile-attendance"
                label={t('insights.attendanceRate')}
                value={formatPercent(data.attendance.rate, i18n.language)}
              />
              <StatCard
                testId="profile-behaviour"
                ltr
                label={t('insights.behaviourBalance')}
                value={t('insights.behaviourValue', {
                  positive: data.behaviour.positive,
                  negative: data.behaviour.negative,
                })}
              />
              <StatCard
                testId="profile-study"
                label={t('insights.studyMinutes')}
                value={String(Math.round(data.studyMinutes))}
              />
            </Stack>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
              <Section title={t('insights.scoresTitle')}>
                <TrendChart
                  testId="profile-scores"
                  title={t('insights.average')}
                  points={data.scores.map((score) => ({
                    label: `${shortDay(score.submittedAt, i18n.language)} ${score.assessmentName}`,
                    value: score.percentage,
                  }))}
                />
              </Section>
              <Section title={t('insights.bloomTitle')}>
                <BloomBars levels={data.blooms} testId="profile-bloom" />
              </Section>
            </Box>
            <Section title={t('insights.topicsTitle')}>
              {data.topics.length === 0 ? (
                <Typography color="text.secondary">{t('insights.noTopics')}</Typography>
              ) : (
                <List dense data-testid="profile-topics">
                  {data.topics.map((topic) => (
                    <ListItem
                      key={topic.key}
                      disableGutters
                      data-testid={`profile-topic-${topic.key}`}
                      data-percentage={topic.percentage ?? ''}
                    >
                      <ListItemText
                        primary={<UserText>{topic.label}</UserText>}
                        secondary={formatPercent(topic.percentage, i18n.language)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>
            <Section title={t('insights.badgesTitle')}>
              {data.badges.length === 0 ? (
                <Typography color="text.secondary">{t('insights.noBadges')}</Typography>
              ) : (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {data.badges.map((badge) => (
                    <Chip key={badge.badgeType} label={`${badge.badgeType} × ${badge.count}`} />
                  ))}
                </Stack>
              )}
            </Section>
            <Section title={t('insights.path.title')}>
              <LearningPath classId={classId} studentId={studentId} canAssign={!self} />
            </Section>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
