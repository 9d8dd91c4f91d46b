import type { AiProviderBody, AiProviderView } from '@bright/contracts';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { type Engine, chooseEngine, modelEngine } from './ai.engine';
import { createSecretBox } from './ai.secret-box';
import * as q from './ai.tools.queries';
import { checkProviderUrl, guardedFetch } from './provider-address';

/**
 * An institute's own AI service: set by its admin (address, model, key), used for that institute's runs
 * in place of the server's AI_* variables. The key is sealed before it is stored and never presented;
 * the view says only whether one is set.
 */

type Body = z.output<typeof AiProviderBody>;

export interface Providers {
  /** The engine that answers for an institute (its own provider, else the server's). */
  engineFor: (instituteId: string | null) => Promise<Engine>;
  view: (actor: Actor) => Promise<AiProviderView>;
  save: (actor: Actor, body: Body) => Promise<AiProviderView>;
  remove: (actor: Actor) => Promise<AiProviderView>;
}

const instituteOf = (actor: Actor) => {
  if (!actor.instituteId) throw notFound('Institute not found');
  return actor.instituteId;
};

const present = (row: q.ProviderRow | undefined): AiProviderView => ({
  configured: Boolean(row),
  baseUrl: row?.baseUrl ?? null,
  model: row?.model ?? null,
  keySet: Boolean(row?.apiKeyCipher),
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export function createProviders(db: Db, config: Config): Providers {
  const fallback = chooseEngine(config);
  const box = createSecretBox(config.ai.secretKey, config.dataDir);
  // One engine per institute and version of its settings: a changed row builds a new one.
  const cache = new Map<string, { stamp: string; engine: Engine }>();

  async function engineFor(instituteId: string | null) {
    if (!instituteId) return fallback;
    const row = await q.findProvider(db, instituteId);
    if (!row) return fallback;
    const stamp = `${row.updatedAt.getTime()}|${row.baseUrl}|${row.model}`;
    const cached = cache.get(instituteId);
    if (cached?.stamp === stamp) return cached.engine;
    const engine = modelEngine({
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey: row.apiKeyCipher ? box.open(row.apiKeyCipher, instituteId) : undefined,
      timeoutMs: config.ai.timeoutMs,
      structuredOutputs: false,
      fetch: config.ai.allowPrivateProvider ? undefined : guardedFetch,
    });
    cache.set(instituteId, { stamp, engine });
    return engine;
  }

  async function save(actor: Actor, body: Body) {
    const instituteId = instituteOf(actor);
    const baseUrl = await checkProviderUrl(body.baseUrl, config.ai.allowPrivateProvider);
    const existing = await q.findProvider(db, instituteId);
    const apiKeyCipher = body.apiKey
      ? box.seal(body.apiKey, instituteId)
      : body.clearKey
        ? null
        : (existing?.apiKeyCipher ?? null);
    return present(
      await q.saveProvider(db, { instituteId, baseUrl, model: body.model, apiKeyCipher, updatedBy: actor.userId }),
    );
  }

  return {
    engineFor,
    view: async (actor) => present(await q.findProvider(db, instituteOf(actor))),
    save,
    remove: async (actor) => {
      const instituteId = instituteOf(actor);
      await q.removeProvider(db, instituteId);
      cache.delete(instituteId);
      return present(undefined);
    },
  };
}
