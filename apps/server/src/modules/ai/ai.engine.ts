import {
  AI_MESSAGES,
  BUILTIN_BLOOM_LEVELS,
  BUILTIN_ENGINE_LABEL,
  type EngineInfo,
  type QuizOptions,
} from '@bright/contracts';
import type { Config } from '../../config';
import { badRequest } from '../../lib/app-error';
import { looksEnglish } from './builtin/text-analysis';
import { type ModelEngine, type ModelSettings, createModelEngine } from './model-engine';

/**
 * Which engine answers: the institute's own provider when its admin set one, else the configured model
 * when AI_BASE_URL and AI_MODEL are set, otherwise the built-in engine, which says so in every answer and
 * refuses what it cannot honestly do.
 */
export interface Engine {
  info: EngineInfo;
  model: ModelEngine | null;
}

export const BUILTIN_ENGINE: Engine = {
  info: { engine: 'builtin', model: null, label: BUILTIN_ENGINE_LABEL },
  model: null,
};

export function modelEngine(settings: ModelSettings): Engine {
  return {
    info: { engine: 'model', model: settings.model, label: `AI model ${settings.model}` },
    model: createModelEngine(settings),
  };
}

export function chooseEngine(config: Config): Engine {
  const { baseUrl, model, apiKey, timeoutMs, structuredOutputs } = config.ai;
  if (!baseUrl || !model) return BUILTIN_ENGINE;
  return modelEngine({ baseUrl, apiKey, model, timeoutMs, structuredOutputs });
}

/** The built-in engine's limits, checked before anything is charged. */
export function assertBuiltinCan(what: { text?: string; language: string; quiz?: QuizOptions }) {
  if (!what.text) throw badRequest(AI_MESSAGES.needsModelForTopic);
  if (what.quiz?.bloomsTaxonomyLevels.some((level) => !(BUILTIN_BLOOM_LEVELS as readonly string[]).includes(level)))
    throw badRequest(AI_MESSAGES.needsModelForBloom);
  if ((what.language === 'en') !== looksEnglish(what.text)) throw badRequest(AI_MESSAGES.needsModelForLanguage);
}
