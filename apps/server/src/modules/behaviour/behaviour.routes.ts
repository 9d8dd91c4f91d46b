import {
  BEHAVIOUR_MESSAGES,
  MESSAGES,
  behaviourDataRoute,
  behaviourSettingsRoute,
  giveClassFeedbackRoute,
  giveFeedbackRoute,
  remarksListRoute,
  updateBehaviourSettingsRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as behaviour from './behaviour.service';

export async function behaviourRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, giveClassFeedbackRoute, async ({ actor, params, body }) => ({
    message: BEHAVIOUR_MESSAGES.givenToClass,
    data: await behaviour.giveClassFeedback(db, actor(), params.id, body),
  }));

  addRoute(app, giveFeedbackRoute, async ({ actor, body }) => ({
    message: BEHAVIOUR_MESSAGES.given,
    data: await behaviour.giveFeedback(db, actor(), body),
  }));

  addRoute(app, remarksListRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await behaviour.remarksList(db, actor(), query),
  }));

  addRoute(app, behaviourDataRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await behaviour.behaviourData(db, actor(), query),
  }));

  addRoute(app, behaviourSettingsRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await behaviour.getSettings(db, actor()),
  }));

  addRoute(app, updateBehaviourSettingsRoute, async ({ actor, body }) => ({
    message: BEHAVIOUR_MESSAGES.settingsSaved,
    data: await behaviour.updateSettings(db, actor(), body.retentionDays),
  }));
}
