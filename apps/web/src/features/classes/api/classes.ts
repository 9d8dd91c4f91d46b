import {
  type ClassListQuery,
  type CreateClassBody,
  createClassRoute,
  removeClassRoute,
  renameClassRoute,
  userClassesRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { classKeys } from '../../../lib/class-queries';

export const classListQueryOptions = (query: Omit<ClassListQuery, 'userId'>) =>
  queryOptions({
    queryKey: [...classKeys.list(), query],
    queryFn: () => callApi(userClassesRoute, { query: { ...query, search: query.search || undefined } }),
    placeholderData: keepPreviousData,
  });

export const useClassList = (query: Omit<ClassListQuery, 'userId'>) => useQuery(classListQueryOptions(query));

/** Creating: the server's refusals ('Duplicate class name') are shown in the dialog, not the snackbar. */
export function useCreateClass(institute: { instituteKneuraId: string; instituteId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateClassBody) => callApi(createClassRoute, { params: institute, body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}

export function useRenameClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { classId: string; name: string }) => callApi(renameClassRoute, { body }, { silent: true }),
    onSuccess: (klass) => {
      queryClient.setQueryData(classKeys.one(klass.classId), klass);
      return queryClient.invalidateQueries({ queryKey: classKeys.list() });
    },
  });
}

export function useRemoveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (classId: string) => callApi(removeClassRoute, { body: { classId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classKeys.all }),
  });
}
