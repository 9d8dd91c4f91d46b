import {
  type AssignPracticeBody,
  type AttendanceRange,
  assignPracticeRoute,
  classInsightsPdfRoute,
  classInsightsRoute,
  learningPathRoute,
  rangeBounds,
  studentProfilePdfRoute,
  studentTopicsProficiencyRoute,
  studentsPerformanceRoute,
  topicsProficiencyRoute,
} from '@bright/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

/** 'YEAR': the server's default (the last 365 days); the others are §9 ranges in the user's own days. */
export type InsightsRange = AttendanceRange | 'YEAR';
export const INSIGHTS_RANGES: InsightsRange[] = [
  'YEAR',
  'LAST_60_DAYS',
  'LAST_30_DAYS',
  'LAST_7_DAYS',
  'YESTERDAY',
  'TODAY',
];

function periodOf(range: InsightsRange) {
  if (range === 'YEAR') return {};
  const { startDate, endDate } = rangeBounds(range);
  return { startDate: startDate.toISOString(), endDate: endDate.toISOString() };
}

export const useClassInsights = (classId: string, range: InsightsRange) =>
  useQuery({
    queryKey: queryKeyFor(classInsightsRoute, { query: { classId, ...periodOf(range) } }),
    queryFn: () => callApi(classInsightsRoute, { query: { classId, ...periodOf(range) } }),
    placeholderData: keepPreviousData,
  });

export const useStudentsPerformance = (classId: string, range: InsightsRange) =>
  useQuery({
    queryKey: queryKeyFor(studentsPerformanceRoute, { query: { classId, ...periodOf(range) } }),
    queryFn: () => callApi(studentsPerformanceRoute, { query: { classId, ...periodOf(range) } }),
    placeholderData: keepPreviousData,
  });

export const useTopicsProficiency = (classId: string, range: InsightsRange) =>
  useQuery({
    queryKey: queryKeyFor(topicsProficiencyRoute, { query: { classId, ...periodOf(range) } }),
    queryFn: () => callApi(topicsProficiencyRoute, { query: { classId, ...periodOf(range) } }),
    placeholderData: keepPreviousData,
  });

export const useStudentProfile = (classId: string, studentId: string, range: InsightsRange) =>
  useQuery({
    queryKey: queryKeyFor(studentTopicsProficiencyRoute, { query: { classId, studentId, ...periodOf(range) } }),
    queryFn: () => callApi(studentTopicsProficiencyRoute, { query: { classId, studentId, ...periodOf(range) } }),
    placeholderData: keepPreviousData,
  });

export const useLearningPath = (classId: string, studentId: string) =>
  useQuery({
    queryKey: queryKeyFor(learningPathRoute, { query: { classId, studentId } }),
    queryFn: () => callApi(learningPathRoute, { query: { classId, studentId } }),
  });

/** Assigns the practice; the server's message goes to the snackbar. */
export function useAssignPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignPracticeBody) =>
      callApi(assignPracticeRoute, { body }, { onMessage: (message) => showSnackbar(message, 'success') }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

export const downloadClassPdf = (classId: string, range: InsightsRange) =>
  downloadFile(classInsightsPdfRoute, { query: { classId, ...periodOf(range) } }, 'insights.pdf');

export const downloadStudentPdf = (classId: string, studentId: string, range: InsightsRange) =>
  downloadFile(studentProfilePdfRoute, { query: { classId, studentId, ...periodOf(range) } }, 'insights-student.pdf');
