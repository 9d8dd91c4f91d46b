import {
  BADGE_MESSAGES,
  MESSAGES,
  assessmentBadgesRoute,
  classBadgesRoute,
  defaultBadgesRoute,
  giveBadgeRoute,
  giveBadgeToClassRoute,
  studentBadgesRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { toDefaultBadges } from './badges.presenter';
import * as badges from './badges.service';

export async function badgeRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, defaultBadgesRoute, async ({ actor }) => {
    actor();
    return { message: MESSAGES.ok, data: toDefaultBadges() };
  });

  addRoute(app, giveBadgeRoute, async ({ actor, body }) => ({
    message: BADGE_MESSAGES.given,
    data: await badges.giveBadge(db, actor(), body),
  }));

  addRoute(app, giveBadgeToClassRoute, async ({ actor, params, body }) => ({
    message: BADGE_MESSAGES.givenToClass,
    data: await badges.giveBadgeToClass(db, actor(), params.id, body),
  }));

  addRoute(app, assessmentBadgesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await badges.assessmentBadges(db, actor(), query),
  }));

  addRoute(app, studentBadgesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await badges.studentBadges(db, actor(), query),
  }));

  addRoute(app, classBadgesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await badges.classBadges(db, actor(), query.classId),
  }));
}
