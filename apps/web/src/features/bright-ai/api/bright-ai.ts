import {
  type AiQuestionType,
  type BloomLevel,
  type DifficultyLevel,
  type GeneratedGroup,
  type GeneratedQuestion,
  type LessonPlanBody,
  aiCapabilitiesRoute,
  createAssessmentRoute,
  fetchAssessmentsRoute,
  generateQuestionsRoute,
  importGeneratedRoute,
  lessonPlanSseRoute,
  updateGeneratedRoute,
} from '@bright/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { postEventStream } from '../../../lib/event-stream';

export const capabilitiesKey = ['bright-ai', 'capabilities'] as const;

export const useAiCapabilities = () =>
  useQuery({ queryKey: capabilitiesKey, queryFn: () => callApi(aiCapabilitiesRoute) });

export function useGenerateQuestions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GenerateRequest) => callApi(generateQuestionsRoute, { body: body as never }),
    onSettled: () => client.invalidateQueries({ queryKey: capabilitiesKey }),
  });
}

export const updateGenerated = (question: GeneratedQuestion) => {
  const { id, groupId, ...content } = question;
  return callApi(updateGeneratedRoute, { body: { groupId, questionId: id, content } });
};

export const importGenerated = (assessmentId: string, groupId: string, questionIds: string[]) =>
  callApi(importGeneratedRoute, { body: { assessmentId, groupId, questionIds } });

export const useClassAssessments = (classId: string) =>
  useQuery({
    queryKey: ['bright-ai', 'assessments', classId],
    queryFn: () => callApi(fetchAssessmentsRoute, { query: { classId } }),
    enabled: Boolean(classId),
  });

export interface StreamHandlers {
  onEvent: (event: string, data: unknown) => void;
}

/** POSTs to a Bright AI stream with the session token in a header (EventSource cannot) and reads its events. */
export function streamLessonPlan(body: LessonPlanBody, handlers: StreamHandlers, signal: AbortSignal) {
  return postEventStream(lessonPlanSseRoute.path, body, handlers.onEvent, signal);
}

export interface GenerateRequest {
  text?: string;
  topic?: string;
  typeOfQuestion: AiQuestionType;
  difficultyLevel: DifficultyLevel;
  bloomsTaxonomyLevels: BloomLevel[];
  noOfQuestion: number;
  language: string;
}

/**
 * "Play live": the generated quiz becomes a new draft assessment of the class (so the game's report and
 * the students' results have a home), its choice questions imported; returns the assessment's id.
 */
export async function assessmentForLiveQuiz(
  body: { classId: string; name: string; createdBy: string },
  group: GeneratedGroup,
) {
  const assessment = await callApi(createAssessmentRoute, { body: { ...body, type: 'MCQ' } });
  const playable = group.questions.filter((question) => question.type !== 'SHORT_ANSWER');
  await importGenerated(
    assessment.id,
    group.groupId,
    playable.map((question) => question.id),
  );
  return assessment.id;
}
