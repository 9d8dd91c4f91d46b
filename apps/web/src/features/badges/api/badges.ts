import {
  type BadgeType,
  classBadgesRoute,
  defaultBadgesRoute,
  giveBadgeRoute,
  giveBadgeToClassRoute,
  studentBadgesRoute,
} from '@bright/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

export const useDefaultBadges = () =>
  useQuery({
    queryKey: queryKeyFor(defaultBadgesRoute),
    queryFn: () => callApi(defaultBadgesRoute, {}, { loader: false }),
    staleTime: Infinity,
  });

export const useClassBadges = (classId: string) =>
  useQuery({
    queryKey: queryKeyFor(classBadgesRoute, { query: { classId } }),
    queryFn: () => callApi(classBadgesRoute, { query: { classId } }),
    enabled: Boolean(classId),
  });

export const useStudentBadges = (classId: string, studentId?: string) =>
  useQuery({
    queryKey: queryKeyFor(studentBadgesRoute, { query: { classId, studentId } }),
    queryFn: () => callApi(studentBadgesRoute, { query: { classId, studentId } }),
    enabled: Boolean(classId),
  });

/** To one student (studentId) or to the class; the server's message goes to the snackbar. */
export function useGiveBadge(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ badgeType, studentId }: { badgeType: BadgeType; studentId?: string }): Promise<void> => {
      const onMessage = (message: string) => showSnackbar(message, 'success');
      if (studentId)
        await callApi(giveBadgeRoute, { body: { badgeType, studentId, classId } }, { onMessage, silent: true });
      else
        await callApi(
          giveBadgeToClassRoute,
          { params: { id: classId }, body: { badgeType } },
          { onMessage, silent: true },
        );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyFor(classBadgesRoute, { query: { classId } }) }),
        queryClient.invalidateQueries({ queryKey: queryKeyFor(studentBadgesRoute, { query: { classId } }) }),
      ]),
  });
}
