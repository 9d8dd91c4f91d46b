import AddIcon from '@mui/icons-material/Add';
import { CLASS_SORTS, isStaff } from '@bright/contracts';
import { Box, Button, Stack, Typography } from '@mui/material';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { SortSelect } from '../../../lib/ui/sort-select';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { showSnackbar } from '../../../lib/ui-store';
import { useClassList, useCreateClass } from '../api/classes';
import { ClassCard } from '../components/class-card';
import { ClassNameDialog } from '../components/class-name-dialog';

type Sort = `${(typeof CLASS_SORTS)[number]}:${'asc' | 'desc'}`;
const SORTS: Sort[] = ['name:asc', 'name:desc', 'created:desc', 'created:asc'];

/** The staff's shortcuts to the pages around classes. */
function Shortcuts({ admin }: { admin: boolean }) {
  const { t } = useTranslation();
  const links = [
    { to: '/my-students', label: t('classes.links.myStudents') },
    ...(admin ? [{ to: '/students', label: t('classes.links.students') }] : []),
    { to: '/pendingRequests', label: t('classes.links.requests') },
    { to: '/daily-logs', label: t('classes.links.dailyLogs') },
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {links.map((link) => (
        <Button key={link.to} component={RouterLink} to={link.to} size="small" variant="outlined">
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}

/** /classes (and /class): the caller's classes; teachers and admins create them here. */
export function ClassesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSessionStore((state) => state.session);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name:asc');
  const [creating, setCreating] = useState(false);
  const deferred = useDeferredValue(search.trim());
  const [sortBy, order] = sort.split(':') as [(typeof CLASS_SORTS)[number], 'asc' | 'desc'];
  const classes = useClassList({ search: deferred, sort: sortBy, order });
  const staff = isStaff(session?.roles ?? []);
  const create = useCreateClass({
    instituteKneuraId: session?.instituteKneuraId ?? '',
    instituteId: session?.instituteId ?? '',
  });
  const closeCreate = () => {
    setCreating(false);
    create.reset();
  };
  const submitCreate = (name: string) =>
    create.mutate(
      { name },
      {
        onSuccess: (klass) => {
          showSnackbar(t('classes.create.done', { name: klass.name }), 'success');
          closeCreate();
          void navigate(`/classes/${klass.classId}`);
        },
      },
    );

  return (
    <Stack spacing={3} data-testid="classes-page">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('classes.title')}
          </Typography>
          <Typography color="text.secondary">
            {staff ? t('classes.subtitleStaff') : t('classes.subtitleStudent')}
          </Typography>
        </Box>
        {staff && session?.instituteId && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setCreating(true)}
            data-testid="create-class"
            sx={{ alignSelf: { xs: 'stretch', sm: 'center' } }}
          >
            {t('classes.create.button')}
          </Button>
        )}
      </Stack>
      {staff && <Shortcuts admin={session?.roles.includes('admin') ?? false} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <SearchField label={t('classes.search')} value={search} onChange={setSearch} testId="classes-search" />
        <SortSelect
          label={t('classes.sort.label')}
          value={sort}
          options={SORTS}
          labelOf={(value) => t(`classes.sort.${value.replace(':', '_')}`)}
          onChange={setSort}
          minWidth={200}
        />
      </Stack>
      <QueryState
        query={classes}
        errorText={t('classes.loadFailed')}
        empty={deferred ? t('classes.noMatch') : staff ? t('classes.emptyStaff') : t('classes.emptyStudent')}
        loadingHeight={160}
        emptyPadding={6}
      >
        {(list) => (
          <Box
            data-testid="class-list"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                md: 'repeat(3, minmax(0, 1fr))',
              },
              opacity: classes.isPlaceholderData ? 0.6 : 1,
            }}
          >
            {list.map((klass) => (
              <ClassCard key={klass.classId} klass={klass} />
            ))}
          </Box>
        )}
      </QueryState>
      {creating && (
        <ClassNameDialog
          open
          title={t('classes.create.title')}
          submitLabel={t('classes.create.submit')}
          busy={create.isPending}
          serverError={create.error instanceof ApiError ? create.error.message : undefined}
          onSubmit={submitCreate}
          onClose={closeCreate}
        />
      )}
    </Stack>
  );
}
