import LibraryBooksOutlinedIcon from '@mui/icons-material/LibraryBooksOutlined';
import type { QuestionContent } from '@bright/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  MenuItem,
  Skeleton,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import {
  flattenTopics,
  useAddFromBanks,
  useBankQuestions,
  useCuratedQuestions,
  useCuratedTopics,
  useTopicTree,
} from '../api/banks';

type Source = 'curated' | 'bank';
type Item = QuestionContent & { id: string };

function PickList({ items, chosen, onToggle }: { items: Item[]; chosen: Set<string>; onToggle: (id: string) => void }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Typography color="text.secondary">{t('assessments.banks.noQuestions')}</Typography>;
  return (
    <List dense sx={{ maxHeight: 320, overflow: 'auto' }} data-testid="bank-questions">
      {items.map((item) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton onClick={() => onToggle(item.id)} dense>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Checkbox
                edge="start"
                checked={chosen.has(item.id)}
                tabIndex={-1}
                disableRipple
                slotProps={{ input: { 'aria-label': item.description } }}
              />
            </ListItemIcon>
            <ListItemText
              primary={item.description || t('assessments.question.untitled')}
              secondary={<Chip component="span" size="small" label={t(`assessments.questionType.${item.type}`)} />}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function TopicSelect({
  value,
  onChange,
  topics,
}: {
  value: string;
  onChange: (id: string) => void;
  topics: { topicId: string; hierarchy: string; count?: number }[];
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('assessments.banks.topic')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': 'bank-topic' } }}
    >
      {topics.map((topic) => (
        <MenuItem key={topic.topicId} value={topic.topicId}>
          {topic.hierarchy}
          {topic.count !== undefined ? ` (${topic.count})` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}

function BankDialog({ assessmentId, onClose }: { assessmentId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const instituteId = useSessionStore((s) => s.session?.instituteId ?? '');
  const [source, setSource] = useState<Source>('curated');
  const [topicId, setTopicId] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const curatedTopics = useCuratedTopics(source === 'curated');
  const tree = useTopicTree(instituteId, source === 'bank');
  const curated = useCuratedQuestions(source === 'curated' ? topicId : '');
  const bank = useBankQuestions(source === 'bank' ? topicId : '');
  const add = useAddFromBanks(assessmentId);
  const topics = useMemo(
    () =>
      source === 'curated'
        ? (curatedTopics.data ?? [])
            .filter((c) => c.questions.length > 0)
            .map((c) => ({ topicId: c.topicId, hierarchy: c.hierarchy, count: c.questions.length }))
        : flattenTopics(tree.data ?? []).map((n) => ({ topicId: n.topicId, hierarchy: n.hierarchy })),
    [source, curatedTopics.data, tree.data],
  );
  const items = source === 'curated' ? curated : bank;
  const loadingTopics = source === 'curated' ? curatedTopics.isPending : tree.isPending;
  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="bank-title">
      <DialogTitle id="bank-title">{t('assessments.banks.title')}</DialogTitle>
      <DialogContent>
        <Tabs
          value={source}
          onChange={(_, value: Source) => {
            setSource(value);
            setTopicId('');
            setChosen(new Set());
          }}
          sx={{ mb: 2 }}
        >
          <Tab value="curated" label={t('assessments.banks.curated')} data-testid="bank-source-curated" />
          <Tab value="bank" label={t('assessments.banks.institute')} data-testid="bank-source-bank" />
        </Tabs>
        <Stack spacing={2}>
          {loadingTopics ? (
            <Skeleton variant="rounded" height={40} />
          ) : (
            <TopicSelect
              value={topicId}
              onChange={(id) => {
                setTopicId(id);
                setChosen(new Set());
              }}
              topics={topics}
            />
          )}
          {topicId && items.isPending && <Skeleton variant="rounded" height={120} />}
          {items.isError && <Alert severity="error">{items.error.message}</Alert>}
          {topicId && items.data && <PickList items={items.data} chosen={chosen} onToggle={toggle} />}
          {add.error && <Alert severity="error">{add.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assessments.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={chosen.size === 0 || add.isPending}
          data-testid="bank-add"
          onClick={() => add.mutate({ source, ids: [...chosen] }, { onSuccess: onClose })}
        >
          {t('assessments.banks.add', { count: chosen.size })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Add from banks": curated topics' questions or the institute's bank. */
export function BankDialogButton({ assessmentId, disabled }: { assessmentId: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LibraryBooksOutlinedIcon />}
        onClick={() => setOpen(true)}
        disabled={disabled}
        data-testid="bank-open"
      >
        {t('assessments.banks.open')}
      </Button>
      {open && <BankDialog assessmentId={assessmentId} onClose={() => setOpen(false)} />}
    </>
  );
}
