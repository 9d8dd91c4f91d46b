import {
  type CreatePersonBody,
  type PeopleListQuery,
  createStudentRoute,
  createTeacherRoute,
  instituteStudentsRoute,
  instituteTeachersRoute,
  removeStudentRoute,
  removeTeacherRoute,
  updateAdminRoute,
} from '@bright/contracts';
import {
  type QueryClient,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

export type PeopleTab = 'teachers' | 'students';

const ROUTES = {
  teachers: { list: instituteTeachersRoute, create: createTeacherRoute, remove: removeTeacherRoute },
  students: { list: instituteStudentsRoute, create: createStudentRoute, remove: removeStudentRoute },
} as const;

/** Both lists of one institute: what adding, removing or promoting someone changes. */
const invalidatePeople = (queryClient: QueryClient, instituteId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeyFor(instituteTeachersRoute, { params: { id: instituteId } }) }),
    queryClient.invalidateQueries({ queryKey: queryKeyFor(instituteStudentsRoute, { params: { id: instituteId } }) }),
  ]);

export const peopleQueryOptions = (instituteId: string, tab: PeopleTab, query: PeopleListQuery) =>
  queryOptions({
    queryKey: queryKeyFor(ROUTES[tab].list, { params: { id: instituteId }, query }),
    queryFn: () =>
      callApi(ROUTES[tab].list, {
        params: { id: instituteId },
        query: { ...query, search: query.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

export const usePeople = (instituteId: string, tab: PeopleTab, query: PeopleListQuery) =>
  useQuery(peopleQueryOptions(instituteId, tab, query));

export function useAddPerson(instituteId: string, tab: PeopleTab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePersonBody) => callApi(ROUTES[tab].create, { body }),
    onSuccess: () => invalidatePeople(queryClient, instituteId),
  });
}

export function useRemovePerson(instituteId: string, tab: PeopleTab) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => callApi(ROUTES[tab].remove, { params: { instituteId, userId } }),
    onSuccess: () => invalidatePeople(queryClient, instituteId),
  });
}

export function useSetAdmin(instituteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: string; makeAdmin: boolean }) => callApi(updateAdminRoute, { body: input }),
    onSuccess: () => invalidatePeople(queryClient, instituteId),
  });
}
