import {
  type TopicNode,
  addCuratedToAssessmentRoute,
  addToBankRoute,
  curatedTopicsRoute,
  fetchBankViaTopicRoute,
  fetchCuratedViaTopicRoute,
  importFromBankRoute,
  topicsHierarchyRoute,
} from '@bright/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';
import { invalidateAssessment } from './assessments';
import { questionsKey } from './questions';

export const useTopicTree = (instituteId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyFor(topicsHierarchyRoute, { query: { instituteId } }),
    queryFn: () => callApi(topicsHierarchyRoute, { query: { instituteId } }, { silent: true, loader: false }),
    enabled: enabled && Boolean(instituteId),
    staleTime: 5 * 60_000,
  });

/** Every topic of the tree, depth first, for searching. */
export function flattenTopics(nodes: TopicNode[], out: TopicNode[] = []): TopicNode[] {
  for (const node of nodes) {
    out.push(node);
    flattenTopics(node.children, out);
  }
  return out;
}

export const useCuratedTopics = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeyFor(curatedTopicsRoute),
    queryFn: () => callApi(curatedTopicsRoute, {}, { silent: true, loader: false }),
    enabled,
    staleTime: 5 * 60_000,
  });

export const useCuratedQuestions = (topicId: string) =>
  useQuery({
    queryKey: queryKeyFor(fetchCuratedViaTopicRoute, { query: { topicId } }),
    queryFn: () => callApi(fetchCuratedViaTopicRoute, { query: { topicId } }, { silent: true, loader: false }),
    enabled: Boolean(topicId),
  });

export const useBankQuestions = (topicId: string) =>
  useQuery({
    queryKey: queryKeyFor(fetchBankViaTopicRoute, { query: { topicId } }),
    queryFn: () => callApi(fetchBankViaTopicRoute, { query: { topicId } }, { silent: true, loader: false }),
    enabled: Boolean(topicId),
  });

function useAfterImport(assessmentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionsKey(assessmentId) }),
      invalidateAssessment(queryClient, assessmentId),
    ]);
}

export function useAddFromBanks(assessmentId: string) {
  const after = useAfterImport(assessmentId);
  return useMutation({
    mutationFn: ({ source, ids }: { source: 'curated' | 'bank'; ids: string[] }) =>
      source === 'curated'
        ? callApi(
            addCuratedToAssessmentRoute,
            { body: { assessmentId, curatedQuestionReferenceIds: ids } },
            { onMessage: (m) => showSnackbar(m, 'success') },
          )
        : callApi(
            importFromBankRoute,
            { body: { assessmentId, questionBankIds: ids } },
            { onMessage: (m) => showSnackbar(m, 'success') },
          ),
    onSuccess: after,
  });
}

export function useSaveToBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (questionId: string) =>
      callApi(addToBankRoute, { body: { questionId } }, { onMessage: (m) => showSnackbar(m, 'success') }),
    onSuccess: (item) => {
      if (item.topicId)
        void queryClient.invalidateQueries({
          queryKey: queryKeyFor(fetchBankViaTopicRoute, { query: { topicId: item.topicId } }),
        });
    },
  });
}
