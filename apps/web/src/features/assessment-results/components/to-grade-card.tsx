import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Chip, List } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { SummaryCard, summaryStatus } from '../../../lib/ui/summary-card';
import { useToGrade } from '../api/to-grade';
import { LinkRow } from '../../../lib/ui/link-row';

/** A teacher's dashboard: the assessments whose answers wait for their grade, longest waiting first. */
export function ToGradeCard() {
  const { t, i18n } = useTranslation();
  const toGrade = useToGrade();
  const items = toGrade.data?.items ?? [];
  return (
    <SummaryCard
      title={t('dashboard.grade.title')}
      icon={<RateReviewOutlinedIcon aria-hidden />}
      status={summaryStatus(toGrade, items.length)}
      emptyText={t('dashboard.grade.empty')}
      to="/dashboard/tests"
      testId="dashboard-to-grade"
    >
      <List dense disablePadding>
        {items.map((item) => (
          <LinkRow
            key={item.assessmentId}
            to={`/dashboard/assessment/${encodeURIComponent(item.assessmentId)}/results`}
            name={item.name}
            meta={[
              item.className,
              t('dashboard.grade.since', { date: formatDateTime(item.oldestSubmittedAt, i18n.language) }),
            ]}
            end={
              <Chip size="small" color="warning" label={t('dashboard.grade.waiting', { count: item.waitingCount })} />
            }
            testId="dashboard-to-grade-item"
          />
        ))}
      </List>
    </SummaryCard>
  );
}
