import { AI_MESSAGES } from '@bright/contracts';
import type { Config } from '../../config';
import { AppError, badRequest } from '../../lib/app-error';

/**
 * Speech to text over the OpenAI format: POST {AI_BASE_URL}/audio/transcriptions, multipart with file,
 * model, language and response_format=json. A plain fetch, not the AI SDK's transcription model, because
 * that one insists on verbose_json segments many self-hosted servers do not send (AI-NOTES.md §1.3).
 */
export interface Transcriber {
  model: string;
  transcribe(input: TranscribeInput): Promise<{ text: string }>;
}

export interface TranscribeInput {
  bytes: Buffer;
  contentType: string;
  language: string;
  signal?: AbortSignal;
}

/** The extension the service reads the format from. */
const EXTENSION: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
};

function refusal(status: number): AppError {
  if (status === 401 || status === 403) return badRequest(AI_MESSAGES.providerAuth);
  if (status === 429) return new AppError('RATE_LIMITED', AI_MESSAGES.providerBusy);
  return badRequest(AI_MESSAGES.providerFailed);
}

/** The configured transcriber, or null when AI_BASE_URL or AI_TRANSCRIPTION_MODEL is not set. */
export function chooseTranscriber(config: Config): Transcriber | null {
  const { baseUrl, apiKey, transcriptionModel, timeoutMs } = config.ai;
  if (!baseUrl || !transcriptionModel) return null;
  const url = `${baseUrl.replace(/\/$/, '')}/audio/transcriptions`;
  return {
    model: transcriptionModel,
    async transcribe(input) {
      const form = new FormData();
      const extension = EXTENSION[input.contentType] ?? 'webm';
      form.append('file', new Blob([input.bytes], { type: input.contentType }), `chunk.${extension}`);
      form.append('model', transcriptionModel);
      form.append('language', input.language);
      form.append('response_format', 'json');
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = input.signal ? AbortSignal.any([input.signal, timeout]) : timeout;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          body: form,
          headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
          signal,
        });
      } catch {
        throw badRequest(timeout.aborted ? AI_MESSAGES.providerTimeout : AI_MESSAGES.providerFailed);
      }
      if (!response.ok) throw refusal(response.status);
      const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
      if (typeof body?.text !== 'string') throw badRequest(AI_MESSAGES.providerInvalid);
      return { text: body.text.trim() };
    },
  };
}
