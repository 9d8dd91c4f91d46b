import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { AI_MESSAGES } from '@bright/contracts';
import {
  APICallError,
  type ModelMessage,
  NoObjectGeneratedError,
  Output,
  RetryError,
  generateText,
  streamText,
} from 'ai';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import { salvageJson } from './salvage';

/**
 * The configured model behind one OpenAI-compatible provider (AI_BASE_URL, AI_API_KEY, AI_MODEL). Every
 * structured answer goes validate → salvage → one repair call → a clear refusal (AI-NOTES.md §1.3);
 * every call carries an abort signal (client gone, or the time-out under SPEC's 30 s).
 */

export interface ModelSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  structuredOutputs: boolean;
  /** The HTTP client (an institute's provider gets one that refuses private addresses). */
  fetch?: typeof fetch;
}

export interface ModelEngine {
  name: string;
  settings: ModelSettings;
  generate<T>(request: ArtefactRequest<T>): Promise<{ value: T; tokens: number }>;
  stream(request: StreamRequest): AsyncGenerator<string, { text: string; tokens: number }>;
}

export interface ArtefactRequest<T> {
  schema: z.ZodType<T>;
  system: string;
  prompt: string;
  /** Fixes what can be fixed without asking again (extra questions trimmed). */
  normalise?: (value: T) => T;
  /** Rules the schema cannot say; empty: valid. */
  rules?: (value: T) => string[];
  signal?: AbortSignal;
  /** An answer already received (a finished stream): only the repair call is made if it is invalid. */
  firstAnswer?: string;
}

export interface StreamRequest {
  system: string;
  prompt: string;
  signal?: AbortSignal;
}

const unwrap = (error: unknown): unknown => (RetryError.isInstance(error) ? error.lastError : error);

/** Turns what a provider throws into the refusal a teacher reads (credits are given back by the caller). */
export function providerRefusal(error: unknown, timedOut: boolean): AppError {
  const cause = unwrap(error);
  if (cause instanceof AppError) return cause;
  if (timedOut) return badRequest(AI_MESSAGES.providerTimeout);
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === 401 || cause.statusCode === 403) return badRequest(AI_MESSAGES.providerAuth);
    if (cause.statusCode === 429) return new AppError('RATE_LIMITED', AI_MESSAGES.providerBusy);
  }
  return badRequest(AI_MESSAGES.providerFailed);
}

function check<T>(request: ArtefactRequest<T>, raw: string): { value?: T; problems: string[] } {
  const parsed = request.schema.safeParse(salvageJson(raw));
  if (!parsed.success)
    return { problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`) };
  const value = request.normalise ? request.normalise(parsed.data) : parsed.data;
  const problems = request.rules?.(value) ?? [];
  return problems.length ? { problems } : { value, problems };
}

export function createModelEngine(settings: ModelSettings): ModelEngine {
  const provider = createOpenAICompatible({
    name: 'school',
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: settings.structuredOutputs,
    fetch: settings.fetch,
  });
  const model = provider.chatModel(settings.model);

  async function call<T>(schema: z.ZodType<T>, messages: ModelMessage[], signal: AbortSignal) {
    try {
      const result = await generateText({
        model,
        messages,
        output: Output.object({ schema }),
        maxRetries: 1,
        abortSignal: signal,
      });
      return { raw: result.text, tokens: result.usage.totalTokens ?? 0 };
    } catch (error) {
      if (NoObjectGeneratedError.isInstance(error))
        return { raw: error.text ?? '', tokens: error.usage?.totalTokens ?? 0 };
      throw error;
    }
  }

  async function generate<T>(request: ArtefactRequest<T>) {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    const messages: ModelMessage[] = [
      { role: 'system', content: request.system },
      { role: 'user', content: request.prompt },
    ];
    try {
      const first =
        request.firstAnswer === undefined
          ? await call(request.schema, messages, signal)
          : { raw: request.firstAnswer, tokens: 0 };
      const checked = check(request, first.raw);
      if (checked.value !== undefined) return { value: checked.value, tokens: first.tokens };
      const repair: ModelMessage[] = [
        ...messages,
        { role: 'assistant', content: first.raw },
        {
          role: 'user',
          content: `That answer is not valid: ${checked.problems.slice(0, 12).join('; ')}. Answer again with only the corrected JSON object.`,
        },
      ];
      const second = await call(request.schema, repair, signal);
      const rechecked = check(request, second.raw);
      if (rechecked.value === undefined) throw badRequest(AI_MESSAGES.providerInvalid);
      return { value: rechecked.value, tokens: first.tokens + second.tokens };
    } catch (error) {
      throw providerRefusal(error, timeout.aborted);
    }
  }

  async function* stream(request: StreamRequest): AsyncGenerator<string, { text: string; tokens: number }> {
    const idle = new AbortController();
    const signal = request.signal ? AbortSignal.any([request.signal, idle.signal]) : idle.signal;
    const result = streamText({
      model,
      system: request.system,
      prompt: request.prompt,
      maxRetries: 1,
      abortSignal: signal,
    });
    let text = '';
    let tokens = 0;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), settings.timeoutMs);
    };
    try {
      arm();
      for await (const part of result.fullStream) {
        arm();
        if (part.type === 'error') throw part.error;
        if (part.type === 'text-delta') {
          text += part.text;
          yield part.text;
        }
        if (part.type === 'finish') tokens = part.totalUsage.totalTokens ?? 0;
      }
      if (idle.signal.aborted) throw badRequest(AI_MESSAGES.providerTimeout);
      return { text, tokens };
    } catch (error) {
      throw providerRefusal(error, idle.signal.aborted);
    } finally {
      clearTimeout(timer);
    }
  }

  return { name: settings.model, settings, generate, stream };
}
