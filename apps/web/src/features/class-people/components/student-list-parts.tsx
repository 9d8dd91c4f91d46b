import { CLASS_MEMBER_SORTS, type ClassMembersQuery } from '@bright/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryLike, QueryState } from '../../../lib/ui/query-state';
import { SortSelect } from '../../../lib/ui/sort-select';

export type MemberSort = `${(typeof CLASS_MEMBER_SORTS)[number]}:${'asc' | 'desc'}`;
export const MEMBER_SORTS: MemberSort[] = ['name:asc', 'name:desc', 'email:asc', 'joined:desc', 'joined:asc'];

/** The sort and order a member sort stands for, as the list queries take them. */
export const memberSortQuery = (sort: MemberSort) => {
  const [sortBy, order] = sort.split(':') as [NonNullable<ClassMembersQuery['sort']>, 'asc' | 'desc'];
  return { sort: sortBy, order };
};

/** How a list of students is sorted (the class's People tab and the Students pages). */
export function MemberSortSelect({ value, onChange }: { value: MemberSort; onChange: (sort: MemberSort) => void }) {
  const { t } = useTranslation();
  return (
    <SortSelect
      label={t('classPeople.sort.label')}
      value={value}
      options={MEMBER_SORTS}
      labelOf={(sort) => t(`classPeople.sort.${sort.replace(':', '_')}`)}
      onChange={onChange}
      minWidth={190}
    />
  );
}

/** A student list's loading, error and empty states ("No match" while searching). */
export function StudentListState<T extends unknown[]>(props: {
  query: QueryLike<T>;
  searching: boolean;
  loadingHeight?: number;
  emptyPadding?: number;
  children: (list: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <QueryState
      query={props.query}
      errorText={t('classPeople.loadFailed')}
      empty={props.searching ? t('classPeople.noMatch') : t('classPeople.noStudents')}
      loadingHeight={props.loadingHeight}
      emptyPadding={props.emptyPadding}
    >
      {props.children}
    </QueryState>
  );
}
