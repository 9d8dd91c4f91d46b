import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { CLASS_MEMBER_SORTS } from '@bright/contracts';
import { Alert, Box, Button, Chip, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { SearchField } from '../../../lib/ui/search-field';
import { SortSelect } from '../../../lib/ui/sort-select';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { useStudentList } from '../api/class-people';
import { MEMBER_SORTS } from '../components/class-people-panel';
import { PersonLine } from '../components/person-line';
import { UserText } from '../../../lib/ui/user-text';

type Sort = (typeof MEMBER_SORTS)[number];

/** Students (the institute's) and My Students (those of the caller's classes), with search and sorting. */
export function StudentsPage({ scope }: { scope: 'institute' | 'mine' }) {
  const { t } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const staff = session?.roles.some((role) => role === 'admin' || role === 'instructor') ?? false;
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name:asc');
  const [classId, setClassId] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [sortBy, order] = sort.split(':') as [(typeof CLASS_MEMBER_SORTS)[number], 'asc' | 'desc'];
  const classes = useMyClasses();
  const students = useStudentList(
    { scope, search: deferred, sort: sortBy, order, classId: classId || undefined },
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
          <TextField
            select
            size="small"
            label={t('classPeople.filterClass')}
            value={classId}
            onChange={(event) => setClassId(event.target.value)}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('classPeople.allClasses')}</MenuItem>
            {teachable.map((klass) => (
              <MenuItem key={klass.classId} value={klass.classId}>
                <UserText>{klass.name}</UserText>
              </MenuItem>
            ))}
          </TextField>
          <SortSelect
            label={t('classPeople.sort.label')}
            value={sort}
            options={MEMBER_SORTS}
            labelOf={(value) => t(`classPeople.sort.${value.replace(':', '_')}`)}
            onChange={setSort}
            minWidth={190}
          />
        </Stack>
        {students.isPending && <Skeleton variant="rounded" height={200} />}
        {students.isError && <Alert severity="error">{t('classPeople.loadFailed')}</Alert>}
        {students.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {deferred ? t('classPeople.noMatch') : t('classPeople.noStudents')}
          </Typography>
        )}
        <Box data-testid="students-list" sx={{ opacity: students.isPlaceholderData ? 0.6 : 1 }}>
          {students.data?.map((student) => (
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
                      label={klass.name}
                      component={RouterLink}
                      to={`/classes/${klass.classId}`}
                      clickable
                    />
                  ))}
                  {student.guardianName && (
                    <Typography variant="caption" color="text.secondary">
                      {t('classPeople.guardian', { name: student.guardianName, phone: student.guardianContactNumber })}
                    </Typography>
                  )}
                </Stack>
              }
            />
          ))}
        </Box>
        {students.data && students.data.length > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {t('classPeople.count', { count: students.data.length })}
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
