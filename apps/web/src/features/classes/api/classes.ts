import {
  type ClassListQuery,
  type CreateClassBody,
  createClassRoute,
  classUsersRoute,
  getClassRoute,
  removeClassRoute,
  renameClassRoute,
  userClassesRoute,
  userClassesWithInstituteRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';

export const classListQueryOptions = (query: Omit<ClassListQuery, 'userId'>) =>
  queryOptions({
    queryKey: queryKeyFor(userClassesRoute, { query }),
    queryFn: () => callApi(userClassesRoute, { query: { ...query, search: query.search || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useClassList = (query: Omit<ClassListQuery, 'userId'>) => useQuery(classListQueryOptions(query));

/** Creating: the server's refusals ('Duplicate class name') are shown in the dialog, not the snackbar. */
export function useCreateClass(institute: { instituteKneuraId: string; instituteId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassBody) => callApi(createClassRoute, { params: institute, body }, { silent: true }),
    onSuccess: () =>
      invalidateRoutes(queryClient, [userClassesRoute, userClassesWithInstituteRoute, getClassRoute, classUsersRoute]),
  });
}

export function useRenameClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { classId: string; name: string }) => callApi(renameClassRoute, { body }, { silent: true }),
    onSuccess: (klass) => {
      queryClient.setQueryData(queryKeyFor(getClassRoute, { params: { id: klass.classId } }), klass);
      return queryClient.invalidateQueries({ queryKey: queryKeyFor(userClassesRoute) });
    },
  });
}

export function useRemoveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => callApi(removeClassRoute, { body: { classId } }),
    onSuccess: () =>
      invalidateRoutes(queryClient, [userClassesRoute, userClassesWithInstituteRoute, getClassRoute, classUsersRoute]),
  });
}
