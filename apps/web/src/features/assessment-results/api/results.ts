import {
  assessmentBloomReportRoute,
  fetchAssessmentsRoute,
  fetchQuestionsRoute,
  publishAssessmentRoute,
  assessmentResultCsvRoute,
  assessmentResultRoute,
  fetchResponsesRoute,
  readAssessmentRoute,
  responseBloomReportRoute,
  responseReportPdfRoute,
  responseResultRoute,
  toGradeRoute,
  updateQuestionScoreRoute,
  updateResponseScoreRoute,
  updateResponseStatusRoute,
  updateSettingsRoute,
  type ResponseStatus,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DataOf, callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

/** One assigned student's row (named here: contracts has another RosterRow, of roster imports). */
export type RosterRow = DataOf<typeof fetchResponsesRoute>['rows'][number];

/** Everything the results pages read: a grading change refreshes them all. */
const RESULT_ROUTES = [
  readAssessmentRoute,
  assessmentResultRoute,
  assessmentBloomReportRoute,
  fetchResponsesRoute,
  responseResultRoute,
  responseBloomReportRoute,
  fetchAssessmentsRoute,
  fetchQuestionsRoute,
  toGradeRoute,
];

export const useAssessmentDetail = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeyFor(readAssessmentRoute, { query: { assessmentId } }),
    queryFn: () => callApi(readAssessmentRoute, { query: { assessmentId } }),
    enabled: Boolean(assessmentId),
  });

export const assessmentResultQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: queryKeyFor(assessmentResultRoute, { query: { assessmentId } }),
    queryFn: () => callApi(assessmentResultRoute, { query: { assessmentId } }),
    enabled: Boolean(assessmentId),
  });
export const useAssessmentResult = (assessmentId: string) => useQuery(assessmentResultQueryOptions(assessmentId));

export const useClassBloomReport = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeyFor(assessmentBloomReportRoute, { query: { assessmentId } }),
    queryFn: () => callApi(assessmentBloomReportRoute, { query: { assessmentId } }),
    enabled: Boolean(assessmentId),
  });

export const useRoster = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeyFor(fetchResponsesRoute, { query: { assessmentId } }),
    queryFn: () => callApi(fetchResponsesRoute, { query: { assessmentId } }),
    enabled: Boolean(assessmentId),
  });

/** A response with answers, key and scores (teachers; the student once released). */
export const useResponseDetail = (assessmentResponseId: string) =>
  useQuery({
    queryKey: queryKeyFor(responseResultRoute, { query: { assessmentResponseId } }),
    queryFn: () => callApi(responseResultRoute, { query: { assessmentResponseId } }, { silent: true }),
    enabled: Boolean(assessmentResponseId),
    retry: false,
  });

export const useResponseBloomReport = (assessmentResponseId: string, enabled = true) =>
  useQuery({
    queryKey: queryKeyFor(responseBloomReportRoute, { query: { assessmentResponseId } }),
    queryFn: () => callApi(responseBloomReportRoute, { query: { assessmentResponseId } }, { silent: true }),
    enabled: Boolean(assessmentResponseId) && enabled,
    retry: false,
  });

/** After a grading change, the response and the whole assessment's numbers refresh. */
function useGradingMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => invalidateRoutes(queryClient, RESULT_ROUTES),
  });
}

const saved = { onMessage: (message: string) => showSnackbar(message, 'success') };

export const useUpdateQuestionScore = () =>
  useGradingMutation((body: { assessmentResponseId: string; questionId: string; score: number }) =>
    callApi(updateQuestionScoreRoute, { body }, saved),
  );

export const useUpdateResponseScore = () =>
  useGradingMutation((body: { assessmentResponseId: string; score: number }) =>
    callApi(updateResponseScoreRoute, { body }, saved),
  );

export const useUpdateResponseStatus = () =>
  useGradingMutation((body: { assessmentResponseId: string; status: ResponseStatus }) =>
    callApi(updateResponseStatusRoute, { body }, saved),
  );

/** Releases (or withdraws) the results: students then see their scores and the key. */
export const useReleaseResults = (assessmentId: string) =>
  useGradingMutation((resultsReleased: boolean) =>
    callApi(updateSettingsRoute, { body: { assessmentId, setData: { resultsReleased } } }),
  );

export const downloadResultsCsv = (assessmentId: string) =>
  downloadFile(assessmentResultCsvRoute, { query: { assessmentId } }, `assessment-${assessmentId}-results.csv`);

export const downloadReportPdf = (assessmentResponseId: string) =>
  downloadFile(responseReportPdfRoute, { query: { assessmentResponseId } }, `report-${assessmentResponseId}.pdf`);

export const useClassAssessments = (classId: string) =>
  useQuery({
    queryKey: queryKeyFor(fetchAssessmentsRoute, { query: { classId } }),
    queryFn: () => callApi(fetchAssessmentsRoute, { query: { classId } }),
    enabled: Boolean(classId),
  });

export const useAssessmentQuestions = (assessmentId: string) =>
  useQuery({
    queryKey: queryKeyFor(fetchQuestionsRoute, { query: { assessmentId } }),
    queryFn: () => callApi(fetchQuestionsRoute, { query: { assessmentId } }),
    enabled: Boolean(assessmentId),
  });

/** Publishes the assessment from the webview overview ('Assessment Must Have At Least One Question' shows as a snackbar). */
export const usePublishAssessment = (assessmentId: string, instituteId: string) =>
  useGradingMutation(() =>
    callApi(
      publishAssessmentRoute,
      { body: { assessmentId, instituteId } },
      { spinnerTag: 'publish-assessment', ...saved },
    ),
  );
