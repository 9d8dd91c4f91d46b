import GroupsIcon from '@mui/icons-material/Groups';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import type { ClassSummary, RemarksList, StudentPoints } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { personName } from '../../../lib/format';
import { isAdmin, useSessionStore } from '../../../lib/session-store';
import type { FeedbackTarget } from '../api/behaviour';
import { useRemarksList } from '../api/behaviour';
import { BehaviourSettingsDialog } from './behaviour-settings-dialog';
import { FeedbackDialog } from './feedback-dialog';
import { FeedbackList } from './feedback-list';
import { PointsChip } from './points-chip';
import { StudentBehaviour } from './student-behaviour';
import { UserText } from '../../../lib/ui/user-text';

type Giving = { heading: string; target: FeedbackTarget } | null;

function StudentRow(props: {
  row: StudentPoints;
  selected: boolean;
  onSelect: (on: boolean) => void;
  onGive: () => void;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const name = personName(props.row.student);
  return (
    <ListItem divider disablePadding data-testid="behaviour-student" sx={{ gap: 0.5, paddingInlineEnd: 1 }}>
      <Checkbox
        checked={props.selected}
        onChange={(event) => props.onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': t('behaviour.select', { name }) } }}
      />
      <ListItemButton onClick={props.onOpen} sx={{ minWidth: 0, borderRadius: 1 }}>
        <ListItemText
          primary={name}
          secondary={t('behaviour.entries', { count: props.row.entries })}
          slotProps={{ primary: { noWrap: true } }}
        />
      </ListItemButton>
      <PointsChip points={props.row.totalPoints} />
      <Button size="small" onClick={props.onGive} data-testid="behaviour-give-one" sx={{ flexShrink: 0 }}>
        {t('behaviour.give.short')}
      </Button>
    </ListItem>
  );
}

function TeacherView({ klass, list, extra }: { klass: ClassSummary; list: RemarksList; extra?: ReactNode }) {
  const { t } = useTranslation();
  const admin = useSessionStore((state) => isAdmin(state.session));
  const [selected, setSelected] = useState<string[]>([]);
  const [giving, setGiving] = useState<Giving>(null);
  const [open, setOpen] = useState<StudentPoints | null>(null);
  const [settings, setSettings] = useState(false);
  const everyone = list.students.length > 0 && selected.length === list.students.length;
  const giveToSelection = () =>
    setGiving(
      selected.length === 0 || everyone
        ? { heading: t('behaviour.wholeClass'), target: { kind: 'class' } }
        : {
            heading: t('behaviour.selected', { count: selected.length }),
            target: { kind: 'class', studentIds: selected },
          },
    );
  return (
    <Stack spacing={2.5} data-testid="behaviour-panel">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('behaviour.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            startIcon={<GroupsIcon />}
            onClick={giveToSelection}
            disabled={list.students.length === 0}
            data-testid="behaviour-give-class"
          >
            {selected.length === 0 || everyone
              ? t('behaviour.give.class')
              : t('behaviour.give.selected', { count: selected.length })}
          </Button>
          {admin && (
            <IconButton
              aria-label={t('behaviour.retention.title')}
              onClick={() => setSettings(true)}
              data-testid="behaviour-settings"
            >
              <SettingsIcon />
            </IconButton>
          )}
        </Stack>
      </Stack>
      {list.students.length === 0 ? (
        <Alert severity="info">{t('behaviour.noStudents')}</Alert>
      ) : (
        <List disablePadding data-testid="behaviour-students">
          {list.students.map((row) => (
            <StudentRow
              key={row.studentId}
              row={row}
              selected={selected.includes(row.studentId)}
              onSelect={(on) =>
                setSelected((ids) => (on ? [...ids, row.studentId] : ids.filter((id) => id !== row.studentId)))
              }
              onGive={() =>
                setGiving({ heading: personName(row.student), target: { kind: 'student', studentId: row.studentId } })
              }
              onOpen={() => setOpen(row)}
            />
          ))}
        </List>
      )}
      {extra}
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('behaviour.recent')}
        </Typography>
        <FeedbackList entries={list.entries} showStudent />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {list.retentionDays
          ? t('behaviour.retention.kept', { count: list.retentionDays })
          : t('behaviour.retention.forever')}{' '}
        {t('behaviour.private')}
      </Typography>
      {giving && (
        <FeedbackDialog
          classId={klass.classId}
          heading={giving.heading}
          target={giving.target}
          presets={list.presets}
          onClose={() => {
            setGiving(null);
            setSelected([]);
          }}
        />
      )}
      {open && (
        <Dialog open onClose={() => setOpen(null)} fullWidth maxWidth="sm">
          <DialogTitle>
            <UserText>{personName(open.student)}</UserText>
          </DialogTitle>
          <DialogContent>
            <StudentBehaviour classId={klass.classId} studentId={open.studentId} />
          </DialogContent>
        </Dialog>
      )}
      {settings && <BehaviourSettingsDialog retentionDays={list.retentionDays} onClose={() => setSettings(false)} />}
    </Stack>
  );
}

/**
 * A class's Behaviour tab: teachers and admins give feedback to students, groups or the whole class;
 * a student sees their own points and feedback only. `extra` is what the app composes in (badges).
 */
export function BehaviourPanel({ klass, extra }: { klass: ClassSummary; extra?: ReactNode }) {
  const { t } = useTranslation();
  const list = useRemarksList(klass.classId, 20);
  if (list.isPending) return <Skeleton variant="rounded" height={240} />;
  if (list.isError) return <Alert severity="error">{t('behaviour.failed')}</Alert>;
  if (!list.data.abilities.canGive) {
    return (
      <Stack spacing={3} data-testid="behaviour-panel">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('behaviour.mine')}
          </Typography>
          <Button component={RouterLink} to="/progress" size="small" data-testid="my-progress-link">
            {t('progress.link')}
          </Button>
        </Stack>
        <StudentBehaviour classId={klass.classId} />
        {extra}
      </Stack>
    );
  }
  return <TeacherView klass={klass} list={list.data} extra={extra} />;
}
