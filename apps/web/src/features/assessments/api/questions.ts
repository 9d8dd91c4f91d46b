import {
  type Question,
  type QuestionList,
  type QuestionType,
  type UpdateQuestionSetData,
  QUESTION_FILES,
  QUESTION_IMAGE,
  addAnswerRubricRoute,
  createQuestionRoute,
  duplicateQuestionRoute,
  fetchPaginatedAssessmentsRoute,
  fetchQuestionsRoute,
  insertQuestionFilesRoute,
  removeQuestionFilesRoute,
  removeQuestionRoute,
  removeUploadedImageRoute,
  reorderQuestionsRoute,
  updateQuestionRoute,
  updateTopicRoute,
  uploadOptionImageRoute,
  uploadQuestionImageRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { i18n } from '../../../lib/i18n';
import { uploadForm } from '../../../lib/upload';
import { invalidateAssessment } from './assessments';

export const questionsKey = (assessmentId: string) => queryKeyFor(fetchQuestionsRoute, { query: { assessmentId } });

export const questionsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: questionsKey(assessmentId),
    queryFn: () => callApi(fetchQuestionsRoute, { query: { assessmentId } }, { silent: true, loader: false }),
    enabled: Boolean(assessmentId),
  });

export const useQuestions = (assessmentId: string) => useQuery(questionsQueryOptions(assessmentId));

/** Puts one saved question into the cached list (and refreshes the key stats). */
export function useStoreQuestion(assessmentId: string) {
  const queryClient = useQueryClient();
  return (question: Question) => {
    queryClient.setQueryData<QuestionList>(questionsKey(assessmentId), (old) =>
      old ? { ...old, questions: old.questions.map((q) => (q.id === question.id ? question : q)) } : old,
    );
    void invalidateAssessment(queryClient, assessmentId);
  };
}

function useRefreshAll(assessmentId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionsKey(assessmentId) }),
      invalidateAssessment(queryClient, assessmentId),
      queryClient.invalidateQueries({ queryKey: queryKeyFor(fetchPaginatedAssessmentsRoute) }),
    ]);
}

export function useCreateQuestion(assessmentId: string) {
  const refresh = useRefreshAll(assessmentId);
  return useMutation({
    mutationFn: (type: QuestionType) => callApi(createQuestionRoute, { body: { assessmentId, type } }),
    onSuccess: refresh,
  });
}

export function useDuplicateQuestion(assessmentId: string) {
  const refresh = useRefreshAll(assessmentId);
  return useMutation({
    mutationFn: (questionId: string) => callApi(duplicateQuestionRoute, { body: { questionId } }),
    onSuccess: refresh,
  });
}

export function useRemoveQuestion(assessmentId: string) {
  const refresh = useRefreshAll(assessmentId);
  return useMutation({
    mutationFn: (questionId: string) => callApi(removeQuestionRoute, { body: { questionId } }),
    onSuccess: refresh,
  });
}

/** Moves at once in the cache, then saves the order; a refusal puts the server's order back. */
export function useReorderQuestions(assessmentId: string) {
  const queryClient = useQueryClient();
  const key = questionsKey(assessmentId);
  return useMutation({
    mutationFn: (questionIds: string[]) =>
      callApi(reorderQuestionsRoute, { body: { assessmentId, questionIds } }, { loader: false }),
    onMutate: (questionIds) => {
      queryClient.setQueryData<QuestionList>(key, (old) =>
        old
          ? {
              ...old,
              questions: questionIds
                .map((id) => old.questions.find((q) => q.id === id))
                .filter((q): q is Question => Boolean(q)),
            }
          : old,
      );
    },
    onSuccess: (list) => queryClient.setQueryData(key, list),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** Field edits: quiet, the editor shows its own saving state. */
export const saveQuestionFields = (questionId: string, setData: UpdateQuestionSetData) =>
  callApi(updateQuestionRoute, { body: { questionId, setData } }, { silent: true, loader: false });

export const saveTopic = (questionId: string, topicId: string, topicName: string) =>
  callApi(updateTopicRoute, { body: { questionId, topicId, topicName } }, { silent: true, loader: false });

export const saveAnswerRubric = (questionId: string, answer: string | null, rubric: string | null) =>
  callApi(addAnswerRubricRoute, { body: { body: { questionId, answer, rubric } } }, { silent: true, loader: false });

/** The i18n key of a picture's problem before it is sent, or undefined. */
export function imageProblem(file: File): string | undefined {
  if (!(QUESTION_IMAGE.types as readonly string[]).includes(file.type)) return 'assessments.files.imageType';
  if (file.size > QUESTION_IMAGE.maxBytes) return 'assessments.files.imageSize';
  return undefined;
}

export function attachmentProblem(file: File): string | undefined {
  if (!(QUESTION_FILES.types as readonly string[]).includes(file.type)) return 'assessments.files.fileType';
  if (file.size > QUESTION_FILES.maxBytes) return 'assessments.files.fileSize';
  return undefined;
}

type Upload =
  | { kind: 'image'; file: File; instituteId: string; classId: string; teacherId: string }
  | { kind: 'option'; file: File; optionId: string }
  | { kind: 'files'; files: File[]; instituteId: string };

/** Uploads (question picture, an option's picture, attachments) with progress. */
export function useQuestionUpload(assessmentId: string, questionId: string) {
  const store = useStoreQuestion(assessmentId);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (upload: Upload) => {
      setProgress(0);
      const form = new FormData();
      form.append('questionId', questionId);
      const failureMessage = i18n.t('assessments.files.uploadFailed');
      if (upload.kind === 'image') {
        form.append('instituteId', upload.instituteId);
        form.append('classId', upload.classId);
        form.append('teacherId', upload.teacherId);
        form.append(QUESTION_IMAGE.field, upload.file);
        return (await uploadForm(uploadQuestionImageRoute, form, { onProgress: setProgress, failureMessage })).data;
      }
      if (upload.kind === 'option') {
        form.append('optionId', upload.optionId);
        form.append(QUESTION_IMAGE.field, upload.file);
        return (await uploadForm(uploadOptionImageRoute, form, { onProgress: setProgress, failureMessage })).data;
      }
      form.append('instituteId', upload.instituteId);
      for (const file of upload.files) form.append(QUESTION_FILES.field, file);
      return (await uploadForm(insertQuestionFilesRoute, form, { onProgress: setProgress, failureMessage })).data;
    },
    onSuccess: (question) => {
      setProgress(100);
      store(question);
    },
    onError: () => setProgress(0),
  });
  return { ...mutation, progress };
}

export function useRemoveImage(assessmentId: string) {
  const store = useStoreQuestion(assessmentId);
  return useMutation({
    mutationFn: (questionId: string) => callApi(removeUploadedImageRoute, { body: { questionId } }),
    onSuccess: store,
  });
}

export function useRemoveFiles(assessmentId: string) {
  const store = useStoreQuestion(assessmentId);
  return useMutation({
    mutationFn: ({ questionId, fileIds }: { questionId: string; fileIds: string[] }) =>
      callApi(removeQuestionFilesRoute, { body: { questionId, fileIds } }),
    onSuccess: store,
  });
}
