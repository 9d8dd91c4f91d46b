import {
  AI_PROVIDER_MESSAGES,
  MESSAGES,
  aiCreditUseRoute,
  aiHistoryRoute,
  aiProviderRemoveRoute,
  aiProviderRoute,
  aiProviderUpdateRoute,
  favouriteUpdateRoute,
  favouritesRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import type { Providers } from './ai.provider';
import * as tools from './ai.tools';

/** The institute's own provider, favourites, history and credit use (routes around the generations). */
export function aiToolsRoutes(app: FastifyInstance, providers: Providers) {
  addRoute(app, aiProviderRoute, async ({ actor }) => ({ message: MESSAGES.ok, data: await providers.view(actor()) }));

  addRoute(app, aiProviderUpdateRoute, async ({ actor, body }) => ({
    message: AI_PROVIDER_MESSAGES.saved,
    data: await providers.save(actor(), body),
  }));

  addRoute(app, aiProviderRemoveRoute, async ({ actor }) => ({
    message: AI_PROVIDER_MESSAGES.removed,
    data: await providers.remove(actor()),
  }));

  addRoute(app, favouritesRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await tools.favourites(app.db, actor()),
  }));

  addRoute(app, favouriteUpdateRoute, async ({ actor, body }) => ({
    message: AI_PROVIDER_MESSAGES.favouriteSaved,
    data: await tools.setFavourite(app.db, actor(), body.tool, body.favourite),
  }));

  addRoute(app, aiHistoryRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await tools.history(app.db, actor(), query.limit),
  }));

  addRoute(app, aiCreditUseRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await tools.creditUse(app.db, actor(), query.days),
  }));
}
