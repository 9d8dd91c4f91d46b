import RateReviewOutlinedIcon from '@mui/icons-material/RateReviewOutlined';
import { Chip, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { SummaryCard, summaryStatus } from '../../../lib/ui/summary-card';
import { useToGrade } from '../api/to-grade';
import { MetaLine } from '../../../lib/ui/user-text';

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
          <ListItem key={item.assessmentId} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={`/dashboard/assessment/${encodeURIComponent(item.assessmentId)}/results`}
              data-testid="dashboard-to-grade-item"
              sx={{ borderRadius: 1, gap: 1 }}
            >
              <ListItemText
                primary={<span dir="auto">{item.name}</span>}
                secondary={
                  <MetaLine
                    parts={[
                      item.className,
                      t('dashboard.grade.since', { date: formatDateTime(item.oldestSubmittedAt, i18n.language) }),
                    ]}
                  />
                }
              />
              <Chip size="small" color="warning" label={t('dashboard.grade.waiting', { count: item.waitingCount })} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </SummaryCard>
  );
}
