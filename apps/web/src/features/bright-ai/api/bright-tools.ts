import {
  type AiProviderBody,
  type AiProviderView,
  type BrightTool,
  aiCreditUseRoute,
  aiHistoryRoute,
  aiProviderRemoveRoute,
  aiProviderRoute,
  aiProviderUpdateRoute,
  aiSettingsRoute,
  favouriteUpdateRoute,
  favouritesRoute,
  addFlashcardRoute,
  flashcardsFromDocumentRoute,
  flashcardsFromTopicRoute,
  jsonToPptRoute,
  type LessonPlanArtefact,
} from '@bright/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { filenameFrom } from '../../../lib/download';
import { authHeaders } from '../../../lib/session-store';
import { capabilitiesKey } from './bright-ai';

const favouritesKey = ['bright-ai', 'favourites'] as const;
export const historyKey = ['bright-ai', 'history'] as const;
const providerKey = ['bright-ai', 'provider'] as const;
const creditUseKey = ['bright-ai', 'credit-use'] as const;

export const useFavourites = () => useQuery({ queryKey: favouritesKey, queryFn: () => callApi(favouritesRoute) });

export function useSetFavourite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { tool: BrightTool; favourite: boolean }) => callApi(favouriteUpdateRoute, { body }),
    onSuccess: (data) => client.setQueryData(favouritesKey, data),
  });
}

export const useHistory = () =>
  useQuery({ queryKey: historyKey, queryFn: () => callApi(aiHistoryRoute, { query: { limit: 12 } }) });

export const useProvider = () => useQuery({ queryKey: providerKey, queryFn: () => callApi(aiProviderRoute) });

/** After the provider changes, which engine answers changes too. */
function useProviderMutation<T>(call: (body: T) => Promise<AiProviderView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (data) => {
      client.setQueryData(providerKey, data);
      void client.invalidateQueries({ queryKey: capabilitiesKey });
    },
  });
}

export const useSaveProvider = () =>
  useProviderMutation((body: AiProviderBody) => callApi(aiProviderUpdateRoute, { body: body as never }));

export const useRemoveProvider = () => useProviderMutation(() => callApi(aiProviderRemoveRoute));

export function useBuiltinCharges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (builtinCharges: boolean) => callApi(aiSettingsRoute, { body: { builtinCharges } }),
    onSuccess: (data) => client.setQueryData(capabilitiesKey, data),
  });
}

export const useCreditUse = () =>
  useQuery({ queryKey: creditUseKey, queryFn: () => callApi(aiCreditUseRoute, { query: { days: 30 } }) });

export interface FlashcardsRequest {
  text?: string;
  topic?: string;
  count: number;
  language: string;
}

export function useGenerateFlashcards() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ topic, ...rest }: FlashcardsRequest) =>
      topic
        ? callApi(flashcardsFromTopicRoute, { body: { topic, count: rest.count, language: rest.language as never } })
        : callApi(flashcardsFromDocumentRoute, { body: rest as never }),
    onSettled: () => client.invalidateQueries({ queryKey: capabilitiesKey }),
  });
}

/** "Save as flashcards": the edited cards become a deck in My Files (myFiles/add-flashcard). */
export const useSaveDeck = () =>
  useMutation({
    mutationFn: (body: { name: string; cards: { front: string; back: string }[] }) =>
      callApi(addFlashcardRoute, { body }),
  });

/** Downloads the .pptx of a lesson plan (media-converter/json-to-ppt: a POST, so fetched and saved as a blob). */
export async function downloadPlanPpt(plan: LessonPlanArtefact) {
  const response = await fetch(jsonToPptRoute.path, {
    method: 'POST',
    headers: { ...authHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ plan }),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? response.statusText);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = filenameFrom(response.headers.get('content-disposition')) ?? 'lesson.pptx';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
