import { type CreateLiveQuizBody, createLiveQuizRoute, liveQuizCsvRoute, liveQuizPdfRoute } from '@bright/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

export const useCreateLiveQuiz = () =>
  useMutation({ mutationFn: (body: CreateLiveQuizBody) => callApi(createLiveQuizRoute, { body }) });

export const downloadQuizCsv = (gameId: string) =>
  downloadFile(liveQuizCsvRoute, { query: { gameId } }, `live-quiz-${gameId}.csv`);
export const downloadQuizPdf = (gameId: string) =>
  downloadFile(liveQuizPdfRoute, { query: { gameId } }, `live-quiz-${gameId}.pdf`);
