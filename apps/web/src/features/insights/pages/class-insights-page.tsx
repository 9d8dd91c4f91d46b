import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../../../lib/route-params';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import {
  type InsightsRange,
  downloadClassPdf,
  useClassInsights,
  useStudentsPerformance,
  useTopicsProficiency,
} from '../api/insights';
import { AttentionList } from '../components/attention-list';
import { BloomBars } from '../components/bloom-bars';
import { performanceCsv, saveText } from '../components/csv-export';
import { formatPercent } from '../components/format';
import { RangeSelect } from '../components/range-select';
import { Section, StatCard } from '../components/stat-card';
import { StudentsTable } from '../components/students-table';
import { TopicHeatMap } from '../components/topic-heat-map';
import { TrendChart, shortDay } from '../components/trend-chart';

/** /insights/:classId: the class's proficiency by Bloom level and topic, trends, and who needs attention. */
export function ClassInsightsPage() {
  const { t, i18n } = useTranslation();
  const { classId = '' } = useRouteParams<'classId'>('/insights/:classId');
  const [range, setRange] = useState<InsightsRange>('YEAR');
  const summary = useClassInsights(classId, range);
  const students = useStudentsPerformance(classId, range);
  const topics = useTopicsProficiency(classId, range);
  const exportCsv = () => {
    if (!students.data) return;
    const headers = ['student', 'average', 'submitted', 'assigned', 'attendance', 'behaviour', 'badges'].map((key) =>
      t(`insights.csv.${key}`),
    );
    saveText(performanceCsv(students.data, headers), `insights-${summary.data?.className ?? classId}.csv`);
  };
  return (
    <Stack spacing={2.5} data-testid="class-insights-page">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            {t('insights.title')}
          </Typography>
          <Typography color="text.secondary">
            <UserText>{summary.data?.className ?? ' '}</UserText>
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <RangeSelect value={range} onChange={setRange} />
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportCsv} disabled={!students.data}>
            {t('insights.exportCsv')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<PictureAsPdfIcon />}
            onClick={() => void downloadClassPdf(classId, range)}
            disabled={!summary.data}
          >
            {t('insights.exportPdf')}
          </Button>
        </Stack>
      </Stack>
      <QueryState query={summary} errorText={t('insights.loadError')} empty={null}>
        {(data) => (
          <Stack spacing={2.5}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <StatCard
                testId="stat-average"
                label={t('insights.average')}
                value={formatPercent(data.averagePercentage, i18n.language)}
              />
              <StatCard
                testId="stat-response"
                label={t('insights.responseRate')}
                value={formatPercent(data.responseRate, i18n.language)}
              />
              <StatCard
                testId="stat-attendance"
                label={t('insights.attendanceRate')}
                value={formatPercent(data.attendanceRate, i18n.language)}
              />
              <StatCard
                testId="stat-behaviour"
                ltr
                label={t('insights.behaviourBalance')}
                value={t('insights.behaviourValue', {
                  positive: data.behaviour.positive,
                  negative: data.behaviour.negative,
                })}
              />
            </Stack>
            <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '1fr 1fr' } }}>
              <Section title={t('insights.bloomTitle')}>
                <BloomBars levels={data.blooms} testId="class-bloom" />
              </Section>
              <Section title={t('insights.trendTitle')}>
                <TrendChart
                  testId="class-trend"
                  title={t('insights.average')}
                  points={data.trend.map((point) => ({
                    label: shortDay(point.week, i18n.language),
                    value: point.averagePercentage,
                  }))}
                />
              </Section>
            </Box>
            <Section title={t('insights.attentionTitle')}>
              <AttentionList classId={data.classId} rows={data.attention} />
            </Section>
          </Stack>
        )}
      </QueryState>
      <Section title={t('insights.heatMap')}>
        <QueryState query={topics} errorText={t('insights.loadError')} empty={null}>
          {(data) => <TopicHeatMap data={data} />}
        </QueryState>
      </Section>
      <Section title={t('insights.students')}>
        <QueryState query={students} errorText={t('insights.loadError')} empty={null}>
          {(data) => <StudentsTable data={data} />}
        </QueryState>
      </Section>
    </Stack>
  );
}
