import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import ForwardToInboxOutlinedIcon from '@mui/icons-material/ForwardToInboxOutlined';
import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonRemoveOutlinedIcon from '@mui/icons-material/PersonRemoveOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { CLASS_MEMBER_SORTS, type ClassMember, type ClassSummary } from '@bright/contracts';
import { Alert, Box, Button, IconButton, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import { SearchField } from '../../../lib/ui/search-field';
import { SortSelect } from '../../../lib/ui/sort-select';
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

type Sort = `${(typeof CLASS_MEMBER_SORTS)[number]}:${'asc' | 'desc'}`;
export const MEMBER_SORTS: Sort[] = ['name:asc', 'name:desc', 'email:asc', 'joined:desc', 'joined:asc'];

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
              <Tooltip title={t('classPeople.remove.teacher')}>
                <IconButton
                  aria-label={t('classPeople.remove.teacherNamed', { name: personName(teacher) })}
                  onClick={() => setRemoving(teacher)}
                >
                  <PersonRemoveOutlinedIcon />
                </IconButton>
              </Tooltip>
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

/** The People tab: teachers, then (for who teaches) students with search, sorting, adding and removing. */
export function ClassPeoplePanel({ klass, extras }: { klass: ClassSummary; extras?: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name:asc');
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<ClassMember | null>(null);
  const deferred = useDeferredValue(search.trim());
  const [sortBy, order] = sort.split(':') as [(typeof CLASS_MEMBER_SORTS)[number], 'asc' | 'desc'];
  const teach = klass.abilities.canTeach;
  const students = useClassMembers(teach ? klass.classId : '', 'learner', { search: deferred, sort: sortBy, order });
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
            <SortSelect
              label={t('classPeople.sort.label')}
              value={sort}
              options={MEMBER_SORTS}
              labelOf={(value) => t(`classPeople.sort.${value.replace(':', '_')}`)}
              onChange={setSort}
              minWidth={190}
            />
          </Stack>
          {students.isPending && <Skeleton variant="rounded" height={120} />}
          {students.isError && <Alert severity="error">{t('classPeople.loadFailed')}</Alert>}
          {students.data?.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
              {deferred ? t('classPeople.noMatch') : t('classPeople.noStudents')}
            </Typography>
          )}
          <Box data-testid="class-students" sx={{ opacity: students.isPlaceholderData ? 0.6 : 1 }}>
            {students.data?.map((student) => (
              <PersonLine
                key={student.id}
                person={student}
                testId="class-student"
                extra={
                  student.guardianName && (
                    <Typography variant="caption" color="text.secondary" noWrap component="div">
                      {t('classPeople.guardian', { name: student.guardianName, phone: student.guardianContactNumber })}
                    </Typography>
                  )
                }
                action={
                  <Stack direction="row">
                    <Button
                      size="small"
                      component={RouterLink}
                      to={`/classes/${klass.classId}/students/${student.id}/attendance`}
                      sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
                    >
                      {t('classPeople.attendance')}
                    </Button>
                    <Tooltip title={t('classPeople.attendance')}>
                      <IconButton
                        component={RouterLink}
                        to={`/classes/${klass.classId}/students/${student.id}/attendance`}
                        aria-label={t('classPeople.attendanceOf', { name: personName(student) })}
                        sx={{ display: { xs: 'inline-flex', sm: 'none' } }}
                      >
                        <EventAvailableOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('classPeople.remove.student')}>
                      <IconButton
                        aria-label={t('classPeople.remove.studentNamed', { name: personName(student) })}
                        onClick={() => setRemoving(student)}
                      >
                        <PersonRemoveOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                }
              />
            ))}
          </Box>
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
