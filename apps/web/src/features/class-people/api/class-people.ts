import {
  type InviteClassStudentBody,
  type StudentListQuery,
  addClassUsersRoute,
  classUsersRoute,
  getClassRoute,
  inviteClassStudentRoute,
  removeClassUsersRoute,
  studentListRoute,
  userClassesRoute,
  userClassesWithInstituteRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

export const studentListQueryOptions = (query: StudentListQuery, enabled = true) =>
  queryOptions({
    queryKey: queryKeyFor(studentListRoute, { query }),
    queryFn: () => callApi(studentListRoute, { query: { ...query, search: query.search || undefined } }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useStudentList = (query: StudentListQuery, enabled = true) =>
  useQuery(studentListQueryOptions(query, enabled));

/** Adds or removes a class's students or teachers; the server's message goes to the snackbar. */
export function useChangeMembers(classId: string, type: 'learner' | 'instructor', change: 'add' | 'remove') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: string[]) => {
      const onMessage = (message: string) => showSnackbar(message, 'success');
      return change === 'add'
        ? callApi(addClassUsersRoute, { params: { type }, body: { classIds: [classId], userIds } }, { onMessage })
        : callApi(removeClassUsersRoute, { params: { type, id: classId }, body: { userIds } }, { onMessage });
    },
    onSuccess: () =>
      invalidateRoutes(queryClient, [
        userClassesRoute,
        userClassesWithInstituteRoute,
        getClassRoute,
        classUsersRoute,
        studentListRoute,
      ]),
  });
}

/** Invites a student by email into the class (and the school); the dialog shows the outcome. */
export function useInviteStudent(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<InviteClassStudentBody, 'classId'>) =>
      callApi(inviteClassStudentRoute, { body: { ...body, classId } }),
    onSuccess: () =>
      invalidateRoutes(queryClient, [
        userClassesRoute,
        userClassesWithInstituteRoute,
        getClassRoute,
        classUsersRoute,
        studentListRoute,
      ]),
  });
}
