import TodayOutlinedIcon from '@mui/icons-material/TodayOutlined';
import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SummaryCard, summaryStatus } from '../../../lib/ui/summary-card';
import { useToday } from '../api/scheduler';

const time = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));

/** Today's schedule of every class of the user, in start order (a teacher: today's classes). */
export function TodayCard() {
  const { t, i18n } = useTranslation();
  const today = useToday();
  const occurrences = today.data?.occurrences ?? [];
  return (
    <SummaryCard
      title={t('dashboard.today.title')}
      icon={<TodayOutlinedIcon aria-hidden />}
      status={summaryStatus(today, occurrences.length)}
      emptyText={t('dashboard.today.empty')}
      to="/scheduler"
      testId="dashboard-today"
    >
      <List dense disablePadding>
        {occurrences.map((occurrence) => (
          <ListItem key={occurrence.occurrenceId} disableGutters data-testid="dashboard-today-item" sx={{ gap: 1.5 }}>
            <Typography
              variant="body2"
              sx={{ fontWeight: 700, minWidth: 96, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
            >
              <bdi>
                {time(occurrence.start, i18n.language)}–{time(occurrence.end, i18n.language)}
              </bdi>
            </Typography>
            <ListItemText
              primary={<span dir="auto">{occurrence.title}</span>}
              secondary={
                <Box component="span">
                  <Link component={RouterLink} to={`/classes/${occurrence.classId}?tab=schedule`}>
                    {occurrence.className}
                  </Link>
                </Box>
              }
            />
          </ListItem>
        ))}
      </List>
    </SummaryCard>
  );
}
