import {
  type AiNote,
  type CreateAiNoteBody,
  aiNoteQuestionsRoute,
  aiNoteSummaryRoute,
  aiNoteThreadsRoute,
  analyzeTeachingRoute,
  createAiNoteRoute,
  deleteAiNoteRoute,
  getAiNoteRoute,
  saveTranscriptRoute,
  uploadAiNoteChunkRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { uploadForm } from '../../../lib/upload';

const ROOT = ['ai-notes'] as const;

export const notesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...ROOT, 'list', search],
    queryFn: () => callApi(aiNoteThreadsRoute, { body: search ? { search } : {} }).then((data) => data.items),
  });

export const useAiNotes = (search: string) => useQuery(notesQueryOptions(search));

export const noteQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ROOT, 'note', id], queryFn: () => callApi(getAiNoteRoute, { params: { id } }) });

export const useAiNote = (id: string | null) => useQuery({ ...noteQueryOptions(id ?? ''), enabled: Boolean(id) });

export const createNote = (body: CreateAiNoteBody) => callApi(createAiNoteRoute, { body });

/** One recorded chunk with its language (SPEC §7 transcription upload: audioFile, language). */
export function uploadChunk(noteId: string, index: number, language: string, audio: Blob, failureMessage: string) {
  const form = new FormData();
  form.append('noteId', noteId);
  form.append('index', String(index));
  form.append('language', language);
  form.append('audioFile', audio, `chunk-${index}.webm`);
  return uploadForm(uploadAiNoteChunkRoute, form, { failureMessage }).then((answer) => answer.data);
}

export const saveTranscript = (body: { noteId: string; startDate: string; endDate: string; elapsedSeconds: number }) =>
  callApi(saveTranscriptRoute, { body });

export type NoteRun = 'summary' | 'questions' | 'analysis';
const RUN_ROUTES = { summary: aiNoteSummaryRoute, questions: aiNoteQuestionsRoute, analysis: analyzeTeachingRoute };

/** Summary, questions or teaching analysis of a note; the answer's note replaces the cached one. */
export function useNoteRun(noteId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (run: NoteRun) => callApi(RUN_ROUTES[run], { body: { noteId } }),
    onSuccess: (data) => client.setQueryData<AiNote>(noteQueryOptions(noteId).queryKey, data.note),
  });
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => callApi(deleteAiNoteRoute, { body: { noteId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: [...ROOT, 'list'] }),
  });
}

export const refreshNotes = (client: ReturnType<typeof useQueryClient>) => client.invalidateQueries({ queryKey: ROOT });
