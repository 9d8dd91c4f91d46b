import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import type { MyAssessment } from '@bright/contracts';
import { Chip, List } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { SummaryCard, summaryStatus } from '../../../lib/ui/summary-card';
import { useMyAssessments } from '../api/taking';
import { LinkRow } from '../../../lib/ui/link-row';

const OPEN_STATES = new Set<MyAssessment['state']>(['OVERDUE', 'IN_PROGRESS', 'DUE']);
const SHOWN = 5;
const RANK: Record<MyAssessment['state'], number> = { OVERDUE: 0, IN_PROGRESS: 1, DUE: 2, DONE: 3 };

/** A student's dashboard: what is overdue, started or due, soonest first. */
export function DueAssessmentsCard() {
  const { t, i18n } = useTranslation();
  const mine = useMyAssessments();
  const open = (mine.data?.items ?? [])
    .filter((item) => OPEN_STATES.has(item.state))
    .sort((a, b) => RANK[a.state] - RANK[b.state]);
  return (
    <SummaryCard
      title={t('dashboard.due.title')}
      icon={<AssignmentLateOutlinedIcon aria-hidden />}
      status={summaryStatus(mine, open.length)}
      emptyText={t('dashboard.due.empty')}
      to="/dashboard/my-assessments"
      testId="dashboard-due"
    >
      <List dense disablePadding>
        {open.slice(0, SHOWN).map((item) => (
          <LinkRow
            key={item.assessmentId}
            to={`/assessment/take/${item.assessmentId}`}
            name={item.name}
            meta={[
              item.className,
              item.dueOn
                ? t('assessmentTaking.dueOn', { date: formatDateTime(item.dueOn, i18n.language) })
                : t('dashboard.due.noDate'),
            ]}
            end={
              <Chip
                size="small"
                label={t(`assessmentTaking.state.${item.state}`)}
                color={item.state === 'OVERDUE' ? 'error' : item.state === 'IN_PROGRESS' ? 'info' : 'default'}
              />
            }
            testId="dashboard-due-item"
            state={item.state}
          />
        ))}
      </List>
    </SummaryCard>
  );
}
