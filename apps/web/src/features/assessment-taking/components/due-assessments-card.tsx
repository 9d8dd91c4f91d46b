import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import type { MyAssessment } from '@bright/contracts';
import { Chip, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { SummaryCard, summaryStatus } from '../../../lib/ui/summary-card';
import { useMyAssessments } from '../api/taking';
import { MetaLine } from '../../../lib/ui/user-text';

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
          <ListItem key={item.assessmentId} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/assessment/take/${item.assessmentId}`}
              data-testid="dashboard-due-item"
              data-state={item.state}
              sx={{ borderRadius: 1, gap: 1 }}
            >
              <ListItemText
                primary={<span dir="auto">{item.name}</span>}
                secondary={
                  <MetaLine
                    parts={[
                      item.className,
                      item.dueOn
                        ? t('assessmentTaking.dueOn', { date: formatDateTime(item.dueOn, i18n.language) })
                        : t('dashboard.due.noDate'),
                    ]}
                  />
                }
              />
              <Chip
                size="small"
                label={t(`assessmentTaking.state.${item.state}`)}
                color={item.state === 'OVERDUE' ? 'error' : item.state === 'IN_PROGRESS' ? 'info' : 'default'}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SummaryCard>
  );
}
