import {
  ATTENDANCE_STATUSES,
  type AttendanceLog,
  type AttendanceStatus,
  type ClassSummary,
  DEFAULT_ATTENDANCE_STATUS,
  nextAttendanceStatus,
} from '@bright/contracts';
import {
  Alert,
  Avatar,
  Box,
  Button,
  ButtonBase,
  Paper,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClassMembers } from '../../../lib/class-queries';
import { initials, personName } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { useTakeAttendance } from '../api/attendance';
import { ConfirmAttendanceDialog } from './confirm-attendance-dialog';
import { STATUS_COLOR, StatusChip } from './status-chip';
import { UserText } from '../../../lib/ui/user-text';

export type Marks = Record<string, AttendanceStatus>;

/** The request body's lists from the marks: PRESENT and ABSENT always, LATE and EXCUSED when used. */
export function listsOf(marks: Marks, studentIds: string[]) {
  const lists: Record<AttendanceStatus, string[]> = { PRESENT: [], ABSENT: [], LATE: [], EXCUSED: [] };
  for (const id of studentIds) lists[marks[id] ?? DEFAULT_ATTENDANCE_STATUS].push(id);
  return lists;
}

const ATTENDANCE_HINT_ID = 'attendance-hint';

function StudentRow(props: {
  student: { id: string; first_name: string; last_name: string | null };
  status: AttendanceStatus;
  onChange: (status: AttendanceStatus) => void;
}) {
  const { t } = useTranslation();
  const name = personName(props.student);
  const color = STATUS_COLOR[props.status];
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{
        alignItems: 'center',
        py: 0.75,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: (theme) => (props.status === 'PRESENT' ? 'transparent' : alpha(theme.palette[color].main, 0.1)),
      }}
      data-testid="attendance-row"
      data-status={props.status}
    >
      {/* One tap (or Space/Enter) toggles the spec's pair: PRESENT ⇄ ABSENT. */}
      <ButtonBase
        onClick={() => props.onChange(nextAttendanceStatus(props.status))}
        // Named by what it shows (the name and the status); the sheet's hint says what a press does.
        aria-describedby={ATTENDANCE_HINT_ID}
        aria-pressed={props.status !== 'PRESENT'}
        sx={{
          flexGrow: 1,
          minWidth: 0,
          justifyContent: 'flex-start',
          borderRadius: 1,
          p: 0.5,
          textAlign: 'start',
          '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
        }}
        data-testid="attendance-toggle"
      >
        <Avatar sx={{ width: 36, height: 36, fontSize: '0.9rem', bgcolor: `${color}.main`, mr: 1.5 }} aria-hidden>
          {initials(props.student)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            <UserText>{name}</UserText>
          </Typography>
          <Typography variant="body2" sx={{ color: `${color}.main`, fontWeight: 600 }}>
            {t(`attendance.status.${props.status}`)}
          </Typography>
        </Box>
      </ButtonBase>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.status}
        onChange={(_event, value: AttendanceStatus | null) => value && props.onChange(value)}
        aria-label={t('attendance.take.statusOf', { name })}
      >
        {ATTENDANCE_STATUSES.map((status) => (
          <ToggleButton
            key={status}
            value={status}
            color={STATUS_COLOR[status]}
            aria-label={t(`attendance.status.${status}`)}
            title={t(`attendance.status.${status}`)}
            sx={{ px: { xs: 1, sm: 1.25 }, fontWeight: 700, minWidth: 36 }}
          >
            {t(`attendance.letter.${status}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}

/**
 * Take Attendance (SPEC §4): every student PRESENT on load, one tap toggles, LATE and EXCUSED on the
 * side, a confirmation, then the server's message in the snackbar.
 */
export function AttendanceSheet({ klass, onDone }: { klass: ClassSummary; onDone: (log: AttendanceLog) => void }) {
  const { t } = useTranslation();
  const userId = useSessionStore((state) => state.session?.userId ?? '');
  const students = useClassMembers(klass.classId, 'learner', { sort: 'name' });
  const take = useTakeAttendance(klass.classId);
  const [marks, setMarks] = useState<Marks>({});
  const [confirming, setConfirming] = useState(false);
  const list = students.data ?? [];
  const ids = list.map((student) => student.id);
  const lists = listsOf(marks, ids);

  if (students.isPending) return <Skeleton variant="rounded" height={280} />;
  if (students.isError) return <Alert severity="error">{t('attendance.loadFailed')}</Alert>;
  if (list.length === 0) return <Alert severity="info">{t('attendance.take.noStudents')}</Alert>;

  const submit = () =>
    take.mutate(
      {
        classId: klass.classId,
        instituteId: klass.instituteId,
        teacherId: userId,
        present: lists.PRESENT,
        absent: lists.ABSENT,
        late: lists.LATE,
        excused: lists.EXCUSED,
      },
      {
        onSuccess: (log) => {
          setConfirming(false);
          onDone(log);
        },
      },
    );

  return (
    <Stack spacing={1.5} data-testid="attendance-sheet">
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {ATTENDANCE_STATUSES.map((status) => (
          <StatusChip key={status} status={status} count={lists[status].length} />
        ))}
        <Box sx={{ flexGrow: 1 }} />
        <Button size="small" onClick={() => setMarks({})} disabled={Object.keys(marks).length === 0}>
          {t('attendance.take.allPresent')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" id={ATTENDANCE_HINT_ID}>
        {t('attendance.take.hint')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {list.map((student) => (
          <StudentRow
            key={student.id}
            student={student}
            status={marks[student.id] ?? DEFAULT_ATTENDANCE_STATUS}
            onChange={(status) => setMarks((current) => ({ ...current, [student.id]: status }))}
          />
        ))}
      </Paper>
      <Paper
        elevation={3}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          p: 1.5,
          display: 'flex',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
          zIndex: 1,
        }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('attendance.take.summary', { present: lists.PRESENT.length + lists.LATE.length, total: ids.length })}
        </Typography>
        <Button variant="contained" onClick={() => setConfirming(true)} data-testid="attendance-submit">
          {t('attendance.take.submit')}
        </Button>
      </Paper>
      <ConfirmAttendanceDialog
        open={confirming}
        className={klass.name}
        lists={lists}
        names={Object.fromEntries(list.map((student) => [student.id, personName(student)]))}
        busy={take.isPending}
        onConfirm={submit}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
