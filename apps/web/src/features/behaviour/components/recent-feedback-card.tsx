import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import type { BehaviourEntry } from '@bright/contracts';
import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime, personName } from '../../../lib/format';
import { SummaryCard } from '../../../lib/ui/summary-card';
import { remarksListQueryOptions } from '../api/behaviour';
import { MetaLine } from '../../../lib/ui/user-text';

const SHOWN = 5;

/**
 * A student's newest feedback over their classes (each class's list holds only their own);
 * `classes` undefined: still loading.
 */
export function RecentFeedbackCard({ classes }: { classes: Array<{ classId: string; name: string }> | undefined }) {
  const { t, i18n } = useTranslation();
  const lists = useQueries({
    queries: (classes ?? []).map((klass) => remarksListQueryOptions(klass.classId, SHOWN)),
  });
  const className = new Map((classes ?? []).map((klass) => [klass.classId, klass.name]));
  const entries: BehaviourEntry[] = lists
    .flatMap((list) => list.data?.entries ?? [])
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, SHOWN);
  const status = lists.some((list) => list.isError)
    ? 'error'
    : !classes || lists.some((list) => list.isPending)
      ? 'pending'
      : entries.length === 0
        ? 'empty'
        : 'ready';
  return (
    <SummaryCard
      title={t('dashboard.feedback.title')}
      icon={<EmojiEventsOutlinedIcon aria-hidden />}
      status={status}
      emptyText={t('dashboard.feedback.empty')}
      to="/progress"
      testId="dashboard-feedback"
    >
      <List dense disablePadding>
        {entries.map((entry) => (
          <ListItem key={entry.id} disableGutters data-testid="dashboard-feedback-item" sx={{ gap: 1 }}>
            <Chip
              size="small"
              color={entry.behaviorPoints > 0 ? 'success' : entry.behaviorPoints < 0 ? 'warning' : 'default'}
              label={<span dir="ltr">{`${entry.behaviorPoints > 0 ? '+' : ''}${entry.behaviorPoints}`}</span>}
              sx={{ minWidth: 44 }}
            />
            <ListItemText
              primary={<span dir="auto">{entry.remarks}</span>}
              secondary={
                <MetaLine
                  parts={[
                    className.get(entry.classId),
                    entry.teacher ? personName(entry.teacher) : null,
                    formatDateTime(entry.createdAt, i18n.language),
                  ]}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </SummaryCard>
  );
}
