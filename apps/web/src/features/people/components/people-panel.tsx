import PersonAddAlt1OutlinedIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { type InstitutePerson, PEOPLE_SORTS } from '@bright/contracts';
import { Button, List, Stack } from '@mui/material';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { QueryState } from '../../../lib/ui/query-state';
import { SearchField } from '../../../lib/ui/search-field';
import { SortSelect } from '../../../lib/ui/sort-select';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { type PeopleTab, usePeople, useRemovePerson, useSetAdmin } from '../api/people';
import { AddPersonDialog } from './add-person-dialog';
import { type PersonAction, PersonRow } from './person-row';

type Sort = `${(typeof PEOPLE_SORTS)[number]}:${'asc' | 'desc'}`;
const SORTS: Sort[] = ['name:asc', 'name:desc', 'email:asc', 'joined:desc', 'joined:asc'];

/** One tab of the People page: search, sort, the list, adding and the admin's actions. */
export function PeoplePanel({ instituteId, tab }: { instituteId: string; tab: PeopleTab }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name:asc');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<InstitutePerson | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const [sortBy, order] = sort.split(':') as [(typeof PEOPLE_SORTS)[number], 'asc' | 'desc'];
  const people = usePeople(instituteId, tab, { search: deferredSearch, sort: sortBy, order });
  const remove = useRemovePerson(instituteId, tab);
  const setAdmin = useSetAdmin(instituteId);
  const staff = tab === 'teachers';

  const onAction = (person: InstitutePerson, action: PersonAction) => {
    if (action === 'remove') return setRemoving(person);
    setAdmin.mutate(
      { userId: person.id, makeAdmin: action === 'makeAdmin' },
      {
        onSuccess: () =>
          showSnackbar(t(action === 'makeAdmin' ? 'people.adminGranted' : 'people.adminRevoked'), 'success'),
      },
    );
  };
  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => showSnackbar(t('people.removed'), 'success'),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Stack spacing={2} data-testid={`people-panel-${tab}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <SearchField label={t('people.search')} value={search} onChange={setSearch} testId="people-search" />
        <SortSelect
          label={t('people.sort.label')}
          value={sort}
          options={SORTS}
          labelOf={(value) => t(`people.sort.${value.replace(':', '_')}`)}
          onChange={setSort}
          minWidth={190}
          testId="people-sort"
        />
        <Button
          variant="contained"
          startIcon={<PersonAddAlt1OutlinedIcon />}
          onClick={() => setAdding(true)}
          data-testid={`add-${tab}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {staff ? t('people.add.teacher') : t('people.add.student')}
        </Button>
      </Stack>
      <QueryState
        query={people}
        errorText={t('people.loadFailed')}
        empty={deferredSearch ? t('people.noMatch') : staff ? t('people.noTeachers') : t('people.noStudents')}
        loadingHeight={200}
        emptyPadding={6}
      >
        {(list) => (
          <List disablePadding data-testid="people-list" sx={{ opacity: people.isPlaceholderData ? 0.6 : 1 }}>
            {list.map((person) => (
              <PersonRow
                key={person.id}
                person={person}
                staff={staff}
                onAction={(action) => onAction(person, action)}
              />
            ))}
          </List>
        )}
      </QueryState>
      <AddPersonDialog open={adding} onClose={() => setAdding(false)} instituteId={instituteId} tab={tab} />
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('people.confirmRemove.title')}
        body={t(removing?.isSelf ? 'people.confirmRemove.self' : 'people.confirmRemove.body', {
          name: [removing?.first_name, removing?.last_name].filter(Boolean).join(' '),
        })}
        confirmLabel={t('people.actions.remove')}
        cancelLabel={t('people.cancel')}
        danger
        confirmTestId="confirm-button"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Stack>
  );
}
