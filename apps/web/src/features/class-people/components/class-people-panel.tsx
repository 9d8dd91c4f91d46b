import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { ClassMember, ClassSummary } from '@bright/contracts';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { SearchField } from '../../../lib/ui/search-field';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useClassMembers } from '../../../lib/class-queries';
import { personName } from '../../../lib/format';
import { useChangeMembers } from '../api/class-people';
import { AddStudentsDialog } from './add-students-dialog';
import { InviteStudentDialog } from './invite-student-dialog';
import { PersonLine } from './person-line';
import { RemoveMemberDialog } from './remove-member-dialog';
import { type MemberSort, MemberSortSelect, StudentListState, memberSortQuery } from './student-list-parts';

/** The person-remove icon with its tooltip; `label` names the person for screen readers. */
function RemoveButton({ title, label, onClick }: { title: string; label: string; onClick: () => void }) {
  return (
    <Tooltip title={title}>
      <IconButton aria-label={label} onClick={onClick}>
        <PersonRemoveOutlinedIcon />
      </IconButton>
    </Tooltip>
  );
}

function Teachers({ klass }: { klass: ClassSummary }) {
  const { t } = useTranslation();
  const teachers = useClassMembers(klass.classId, 'instructor');
  const remove = useChangeMembers(klass.classId, 'instructor', 'remove');
  const [removing, setRemoving] = useState<ClassMember | null>(null);
  const canRemove = klass.abilities.canManage && (teachers.data?.length ?? 0) > 1;
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('classPeople.teachers')}
      </Typography>
      {teachers.data?.map((teacher) => (
        <PersonLine
          key={teacher.id}
          person={teacher}
          action={
            canRemove && (
              <RemoveButton
                title={t('classPeople.remove.teacher')}
                label={t('classPeople.remove.teacherNamed', { name: personName(teacher) })}
                onClick={() => setRemoving(teacher)}
              />
            )
          }
        />
      ))}
      <RemoveMemberDialog
        name={removing ? personName(removing) : null}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate([removing.id], { onSettled: () => setRemoving(null) })}
      />
    </Box>
  );
}

/** One student of the class: guardian, attendance link and remove button. */
function StudentLine({
  classId,
  student,
  onRemove,
}: {
  classId: string;
  student: ClassMember;
  onRemove: (student: ClassMember) => void;
}) {
  const { t } = useTranslation();
  return (
    <PersonLine
      person={student}
      testId="class-student"
      extra={
        student.guardianName && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {t('classPeople.guardian', {
              name: student.guardianName,
              phone: student.guardianContactNumber,
            })}
          </Typography>
        )
      }
      action={
        <Stack direction="row">
          <Button
            size="small"
            component={RouterLink}
            to={`/classes/${classId}/students/${student.id}/attendance`}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          >
            {t('classPeople.attendance')}
          </Button>
          <Tooltip title={t('classPeople.attendance')}>
            <IconButton
              component={RouterLink}
              to={`/classes/${classId}/students/${student.id}/attendance`}
              aria-label={t('classPeople.attendanceOf', { name: personName(student) })}
              sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
            >
              <EventAvailableOutlinedIcon />
            </IconButton>
          </Tooltip>
          <RemoveButton
            title={t('classPeople.remove.student')}
            label={t('classPeople.remove.studentNamed', { name: personName(student) })}
            onClick={() => onRemove(student)}
          />
        </Stack>
      }
    />
  );
}

/** The People tab: teachers, then (for who teaches) students with search, sorting, adding and removing. */
export function ClassPeoplePanel({ klass, extras }: { klass: ClassSummary; extras?: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MemberSort>('name:asc');
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ClassMember | null>(null);
  const deferred = useDeferredValue(search.trim());
  const teach = klass.abilities.canTeach;
  const students = useClassMembers(teach ? klass.classId : '', 'learner', {
    search: deferred,
    ...memberSortQuery(sort),
  });
  const remove = useChangeMembers(klass.classId, 'learner', 'remove');

  return (
    <Stack spacing={3} data-testid="class-people">
      {extras}
      <Teachers klass={klass} />
      {teach && (
        <Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between', mb: 1.5 }}
          >
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
              {t('classPeople.students', { count: klass.studentCount })}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              <Button
                startIcon={<UploadFileOutlinedIcon />}
                component={RouterLink}
                to={`/classes/${klass.classId}/import`}
                data-testid="import-students"
              >
                {t('classPeople.import')}
              </Button>
              <Button
                startIcon={<ForwardToInboxOutlinedIcon />}
                onClick={() => setInviting(true)}
                data-testid="invite-student"
              >
                {t('classInvite.button')}
              </Button>
              <Button
                variant="contained"
                startIcon={<PersonAddAlt1OutlinedIcon />}
                onClick={() => setAdding(true)}
                data-testid="add-students"
              >
                {t('classPeople.add.button')}
              </Button>
            </Stack>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 1 }}>
            <SearchField
              label={t('classPeople.search')}
              value={search}
              onChange={setSearch}
              testId="class-students-search"
            />
            <MemberSortSelect value={sort} onChange={setSort} />
          </Stack>
          <StudentListState query={students} searching={Boolean(deferred)}>
            {(list) => (
              <Box data-testid="class-students" sx={{ opacity: students.isPlaceholderData ? 0.6 : 1 }}>
                {list.map((student) => (
                  <StudentLine key={student.id} classId={klass.classId} student={student} onRemove={setRemoving} />
                ))}
              </Box>
            )}
          </StudentListState>
          {adding && <AddStudentsDialog classId={klass.classId} open onClose={() => setAdding(false)} />}
          {inviting && <InviteStudentDialog classId={klass.classId} onClose={() => setInviting(false)} />}
          <RemoveMemberDialog
            name={removing ? personName(removing) : null}
            busy={remove.isPending}
            onClose={() => setRemoving(null)}
            onConfirm={() => removing && remove.mutate([removing.id], { onSettled: () => setRemoving(null) })}
          />
        </Box>
      )}
    </Stack>
  );
}
