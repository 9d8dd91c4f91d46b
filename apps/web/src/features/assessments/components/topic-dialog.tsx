import HistoryIcon from '@mui/icons-material/History';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { SearchField } from '../../../lib/ui/search-field';
import { flattenTopics, useTopicTree } from '../api/banks';
import { type RecentTopic, readRecentTopics, rememberTopic } from '../lib/recent-topics';

const SHOWN = 50;

/** SPEC §2 topic search dialog: recent topics (3, newest first) and the whole tree, searchable. */
export function TopicDialog(props: { open: boolean; onClose: () => void; onChoose: (topic: RecentTopic) => void }) {
  const { t } = useTranslation();
  const session = useSessionStore((s) => s.session);
  const userId = session?.userId ?? '';
  const tree = useTopicTree(session?.instituteId ?? '', props.open);
  const [search, setSearch] = useState('');
  const [recent, setRecent] = useState(() => readRecentTopics(localStorage, userId));
  const all = useMemo(() => flattenTopics(tree.data ?? []), [tree.data]);
  const needle = search.trim().toLowerCase();
  const found = needle ? all.filter((topic) => topic.hierarchy.toLowerCase().includes(needle)) : all;

  const choose = (topic: RecentTopic) => {
    setRecent(rememberTopic(localStorage, userId, topic));
    props.onChoose(topic);
    props.onClose();
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="topic-dialog-title">
      <DialogTitle id="topic-dialog-title">{t('assessments.topic.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SearchField
            label={t('assessments.topic.search')}
            value={search}
            onChange={setSearch}
            testId="topic-search"
          />
          {recent.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="subtitle2">{t('assessments.topic.recent')}</Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="recent-topics">
                {recent.map((topic) => (
                  <Chip
                    key={topic.topicId}
                    icon={<HistoryIcon />}
                    label={topic.topicName}
                    onClick={() => choose(topic)}
                  />
                ))}
              </Stack>
            </Stack>
          )}
          {tree.isPending && <Skeleton variant="rounded" height={160} />}
          {tree.isError && <Alert severity="error">{tree.error.message}</Alert>}
          {tree.data && found.length === 0 && (
            <Typography color="text.secondary">{t('assessments.topic.none')}</Typography>
          )}
          {found.length > 0 && (
            <List dense sx={{ maxHeight: 320, overflow: 'auto' }} data-testid="topic-list">
              {found.slice(0, SHOWN).map((topic) => (
                <ListItemButton
                  key={topic.topicId}
                  onClick={() => choose({ topicId: topic.topicId, topicName: topic.topicName })}
                >
                  <ListItemText primary={topic.topicName} secondary={topic.hierarchy} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('assessments.common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
