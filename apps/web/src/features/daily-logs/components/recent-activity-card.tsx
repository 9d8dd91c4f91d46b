import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import { List, ListItem, ListItemText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { SummaryCard, summaryStatus } from '../../../lib/ui/summary-card';
import { useDailyLogs } from '../api/daily-logs';

const SHOWN = 4;

/** A teacher's dashboard: what they did, day by day, over the last week. */
export function RecentActivityCard() {
  const { t, i18n } = useTranslation();
  const logs = useDailyLogs('LAST_7_DAYS', undefined);
  const days = [...(logs.data?.days ?? [])].sort((a, b) => b.date.localeCompare(a.date)).slice(0, SHOWN);
  return (
    <SummaryCard
      title={t('dashboard.activity.title')}
      icon={<HistoryOutlinedIcon aria-hidden />}
      status={summaryStatus(logs, days.length)}
      emptyText={t('dashboard.activity.empty')}
      to="/daily-logs"
      testId="dashboard-activity"
    >
      <List dense disablePadding>
        {days.map((day) => (
          <ListItem key={day.date} disableGutters data-testid="dashboard-activity-item">
            <ListItemText
              primary={formatDay(day.date, i18n.language)}
              secondary={[
                t('dailyLogs.classes', { count: day.classes.length }),
                day.attendanceTaken > 0 && t('dailyLogs.taken', { count: day.attendanceTaken }),
                day.feedbackGiven > 0 && t('dailyLogs.feedback', { count: day.feedbackGiven }),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </SummaryCard>
  );
}
