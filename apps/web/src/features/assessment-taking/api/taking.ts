import {
  type AnswerValue,
  myAssessmentsRoute,
  readResponseRoute,
  saveAnswerRoute,
  submitResponseRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { clockOffset } from '../lib/clock';

/**
 * The student's attempt (the server starts it on the first read), with the offset between the
 * server's clock and the device's, measured around this very request.
 */
export const attemptQueryOptions = (assessmentId: string) =>
  queryOptions({
    // The entry holds the clock offset too: its own scope, apart from a plain read of the response.
    queryKey: queryKeyFor(readResponseRoute, { query: { assessmentId }, scope: { withClockOffset: true } }),
    queryFn: async () => {
      const sentAt = Date.now();
      const view = await callApi(readResponseRoute, { query: { assessmentId } }, { silent: true });
      const offset =
        view.view === 'student' ? clockOffset({ sentAt, receivedAt: Date.now(), serverTime: view.serverTime }) : 0;
      return { view, offset };
    },
    enabled: Boolean(assessmentId),
    // The screen keeps its own answers once open: a background refetch must not replace them.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });

export const useAttempt = (assessmentId: string) => useQuery(attemptQueryOptions(assessmentId));

/** One answer, saved quietly: the screen shows its own saving state and retries. */
export const saveAnswer = (assessmentResponseId: string, questionId: string, answer: AnswerValue) =>
  callApi(saveAnswerRoute, { body: { assessmentResponseId, questionId, answer } }, { silent: true, loader: false });

/** SPEC §7: submit without a loader; the confirmation dialog shows a refusal itself. */
export function useSubmitAttempt(assessmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessmentResponseId: string) =>
      callApi(submitResponseRoute, { body: { assessmentResponseId } }, { loader: false, silent: true }),
    onSuccess: (response) => {
      // The attempt shows its submitted state at once; the lists refresh.
      queryClient.setQueryData(attemptQueryOptions(assessmentId).queryKey, (old) =>
        old && old.view.view === 'student' ? { ...old, view: { ...old.view, response } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeyFor(myAssessmentsRoute) });
    },
  });
}

export const myAssessmentsQueryOptions = (classId?: string, enabled = true) =>
  queryOptions({
    queryKey: queryKeyFor(myAssessmentsRoute, { query: { classId } }),
    queryFn: () => callApi(myAssessmentsRoute, { query: { classId } }),
    enabled,
  });

export const useMyAssessments = (classId?: string, enabled = true) =>
  useQuery(myAssessmentsQueryOptions(classId, enabled));
