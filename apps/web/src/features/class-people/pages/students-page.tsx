import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { SearchField } from '../../../lib/ui/search-field';
import { SelectField } from '../../../lib/ui/select-field';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { useStudentList } from '../api/class-people';
import { type MemberSort, MemberSortSelect, StudentListState, memberSortQuery } from '../components/student-list-parts';
import { PersonLine } from '../components/person-line';
import { UserText } from '../../../lib/ui/user-text';

/** Students (the institute's) and My Students (those of the caller's classes), with search and sorting. */
export function StudentsPage({ scope }: { scope: 'institute' | 'mine' }) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const staff = session?.roles.some((role) => role === 'admin' || role === 'instructor') ?? false;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MemberSort>('name:asc');
  const [classId, setClassId] = useState('');
  const deferred = useDeferredValue(search.trim());
  const classes = useMyClasses();
  const students = useStudentList(
    { scope, search: deferred, ...memberSortQuery(sort), classId: classId || undefined },
    staff,
  );
  const teachable = (classes.data ?? []).filter((klass) => klass.abilities.canTeach);

  if (!staff) {
    return <Alert severity="info">{t('classPeople.staffOnly')}</Alert>;
  }
  return (
    <Stack spacing={2.5} data-testid={`students-page-${scope}`}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {scope === 'mine' ? t('classPeople.myStudents') : t('classPeople.allStudents')}
          </Typography>
          <Typography color="text.secondary">
            {scope === 'mine' ? t('classPeople.mySubtitle') : t('classPeople.allSubtitle')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={scope === 'mine' ? '/students' : '/my-students'} variant="outlined">
            {scope === 'mine' ? t('classPeople.allStudents') : t('classPeople.myStudents')}
          </Button>
          {session?.roles.includes('admin') && (
            <Button
              component={RouterLink}
              to="/students/import"
              variant="contained"
              startIcon={<UploadFileOutlinedIcon />}
            >
              {t('classPeople.import')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 1.5 }}>
          <SearchField label={t('classPeople.search')} value={search} onChange={setSearch} testId="students-search" />
          <SelectField
            label={t('classPeople.filterClass')}
            value={classId}
            emptyLabel={t('classPeople.allClasses')}
            options={teachable.map((klass) => ({ value: klass.classId, label: klass.name }))}
            onChange={setClassId}
            minWidth={200}
          />
          <MemberSortSelect value={sort} onChange={setSort} />
        </Stack>
        <StudentListState query={students} searching={Boolean(deferred)} loadingHeight={200} emptyPadding={4}>
          {(list) => (
            <>
              <Box data-testid="students-list" sx={{ opacity: students.isPlaceholderData ? 0.6 : 1 }}>
                {list.map((student) => (
                  <PersonLine
                    key={student.id}
                    person={student}
                    testId="student-row"
                    extra={
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                        {student.classes.map((klass) => (
                          <Chip
                            key={klass.classId}
                            size="small"
                            variant="outlined"
                            label={<UserText>{klass.name}</UserText>}
                            component={RouterLink}
                            to={`/classes/${klass.classId}`}
                            clickable
                          />
                        ))}
                        {student.guardianName && (
                          <Typography variant="caption" color="text.secondary">
                            {t('classPeople.guardian', {
                              name: student.guardianName,
                              phone: student.guardianContactNumber,
                            })}
                          </Typography>
                        )}
                      </Stack>
                    }
                  />
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                {t('classPeople.count', { count: list.length })}
              </Typography>
            </>
          )}
        </StudentListState>
      </Paper>
    </Stack>
  );
}
