import {
  type AssessmentDetail,
  type AssignedStudents,
  type CreateAssessmentBody,
  type FetchPaginatedQuery,
  type SettingsSetData,
  createAssessmentRoute,
  curatedTopicsRoute,
  extendTimeRoute,
  fetchBankViaTopicRoute,
  fetchCuratedViaTopicRoute,
  fetchPaginatedAssessmentsRoute,
  fetchQuestionsRoute,
  fetchResponsesRoute,
  isAssessmentExistRoute,
  publishAssessmentRoute,
  readAssessmentRoute,
  removeAssessmentRoute,
  topicsHierarchyRoute,
  unpublishAssessmentRoute,
  updateAssessmentRoute,
  updateAssignedStudentsRoute,
  updateSettingsRoute,
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
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

const detailKey = (assessmentId: string) => queryKeyFor(readAssessmentRoute, { query: { assessmentId } });

/** One assessment's detail and whether it exists: what a change to its questions refreshes. */
export const invalidateAssessment = (queryClient: QueryClient, assessmentId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: detailKey(assessmentId) }),
    queryClient.invalidateQueries({ queryKey: queryKeyFor(isAssessmentExistRoute, { query: { assessmentId } }) }),
  ]);

export type PageQuery = Omit<FetchPaginatedQuery, 'skip' | 'limit'> & { skip: number; limit: number };

export const assessmentPageQueryOptions = (query: PageQuery) =>
  queryOptions({
    queryKey: queryKeyFor(fetchPaginatedAssessmentsRoute, { query }),
    queryFn: () =>
      callApi(
        fetchPaginatedAssessmentsRoute,
        { query: { ...query, search: query.search || undefined } },
        { loader: false, silent: true },
      ),
    placeholderData: keepPreviousData,
  });

export const useAssessmentPage = (query: PageQuery) => useQuery(assessmentPageQueryOptions(query));

export const assessmentQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: detailKey(assessmentId),
    queryFn: () => callApi(readAssessmentRoute, { query: { assessmentId } }, { silent: true }),
    enabled: Boolean(assessmentId),
  });

export const useAssessment = (assessmentId: string) => useQuery(assessmentQueryOptions(assessmentId));

/** Creates a draft; the dialog shows the server's refusal ('Assessment already exists') itself. */
export function useCreateAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAssessmentBody) => callApi(createAssessmentRoute, { body }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyFor(fetchPaginatedAssessmentsRoute) }),
  });
}

/** Writes the answer of an authoring call into the editor's cache. */
function useStoreDetail() {
  const queryClient = useQueryClient();
  return (detail: AssessmentDetail) => {
    queryClient.setQueryData(detailKey(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeyFor(fetchPaginatedAssessmentsRoute) });
    // Publishing freezes the questions (and unpublishing frees them): their abilities change.
    void queryClient.invalidateQueries({
      queryKey: queryKeyFor(fetchQuestionsRoute, { query: { assessmentId: detail.id } }),
    });
  };
}

export function useRenameAssessment(assessmentId: string) {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: (name: string) =>
      callApi(updateAssessmentRoute, { body: { assessmentId, setData: { name } } }, { silent: true, loader: false }),
    onSuccess: store,
  });
}

/** Settings saved quietly: the editor shows 'Saving...' and 'All changes saved' itself. */
export function useSaveSettings(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setData: SettingsSetData) =>
      callApi(updateSettingsRoute, { body: { assessmentId, setData } }, { silent: true, loader: false }),
    onSuccess: (settings) =>
      queryClient.setQueryData<AssessmentDetail>(detailKey(assessmentId), (old) => (old ? { ...old, settings } : old)),
  });
}

export function useRemoveAssessment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentId: string) =>
      callApi(removeAssessmentRoute, { body: { assessmentId } }, { onMessage: (m) => showSnackbar(m, 'success') }),
    onSuccess: () =>
      invalidateRoutes(queryClient, [
        fetchPaginatedAssessmentsRoute,
        readAssessmentRoute,
        isAssessmentExistRoute,
        fetchQuestionsRoute,
        fetchResponsesRoute,
        topicsHierarchyRoute,
        curatedTopicsRoute,
        fetchCuratedViaTopicRoute,
        fetchBankViaTopicRoute,
      ]),
  });
}

/** Assign, then publish; the dialog shows a refusal ('Assessment Must Have At Least One Question'). */
export function usePublish(detail: AssessmentDetail) {
  const store = useStoreDetail();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (students: AssignedStudents) => {
      const assignees = await callApi(
        updateAssignedStudentsRoute,
        { body: { assessmentId: detail.id, students } },
        { silent: true },
      );
      queryClient.setQueryData<AssessmentDetail>(detailKey(detail.id), (old) =>
        old ? { ...old, assignees, assignedToAll: assignees.assignedToAll } : old,
      );
      if (detail.published) return readAfter(detail.id);
      return callApi(
        publishAssessmentRoute,
        { body: { assessmentId: detail.id, instituteId: detail.instituteId } },
        { silent: true, onMessage: (m) => showSnackbar(m, 'success') },
      );
    },
    onSuccess: store,
  });
}

const readAfter = (assessmentId: string) => callApi(readAssessmentRoute, { query: { assessmentId } }, { silent: true });

export function useUnpublish(assessmentId: string) {
  const store = useStoreDetail();
  return useMutation({
    mutationFn: () =>
      callApi(unpublishAssessmentRoute, { body: { assessmentId } }, { onMessage: (m) => showSnackbar(m, 'success') }),
    onSuccess: store,
  });
}

export function useExtendTime(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ studentId, extraMinutes }: { studentId: string; extraMinutes: number }) =>
      callApi(
        extendTimeRoute,
        { body: { assessmentId, studentId, extraMinutes } },
        { onMessage: (m) => showSnackbar(m, 'success') },
      ),
    onSuccess: (assignees) =>
      queryClient.setQueryData<AssessmentDetail>(detailKey(assessmentId), (old) => (old ? { ...old, assignees } : old)),
  });
}

export const useResponses = (assessmentId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyFor(fetchResponsesRoute, { query: { assessmentId } }),
    queryFn: () => callApi(fetchResponsesRoute, { query: { assessmentId } }, { silent: true, loader: false }),
    enabled: enabled && Boolean(assessmentId),
  });

/** Whether the assessment exists for the caller (200 either way, so a stale id logs no error). */
export const useAssessmentExists = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeyFor(isAssessmentExistRoute, { query: { assessmentId } }),
    queryFn: () => callApi(isAssessmentExistRoute, { query: { assessmentId } }, { silent: true, loader: false }),
    enabled: Boolean(assessmentId),
  });

/** The assessment, read only once it is known to exist. */
export const useExistingAssessment = (assessmentId: string) => {
  const exists = useAssessmentExists(assessmentId);
  const detail = useQuery({
    ...assessmentQueryOptions(assessmentId),
    enabled: exists.data?.isAssessmentExists === true,
  });
  return { exists, detail };
};
