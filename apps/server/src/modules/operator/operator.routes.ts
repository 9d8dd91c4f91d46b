import {
  LICENSE_MESSAGES,
  MESSAGES,
  addStorageRoute,
  changePlanRoute,
  createLicenseRoute,
  operatorInstitutesRoute,
  operatorLicenseRoute,
  operatorMeRoute,
  setLicenseActiveRoute,
  topUpCreditsRoute,
  transferLimitsRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { licenceAdmin as admin } from '../licences';
import * as operator from './operator.service';

/** The platform operators' API: the admin page (/operator) calls it; the CLI calls the same services. */
export async function operatorRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, operatorMeRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await operator.operatorStatus(db, actor()),
  }));

  addRoute(app, operatorInstitutesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await operator.listInstitutes(db, { kind: 'user', actor: actor() }, query.search),
  }));

  addRoute(app, operatorLicenseRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await admin.operatorLicence(db, { kind: 'user', actor: actor() }, query.instituteKneuraId),
  }));

  addRoute(app, createLicenseRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.licenseCreated,
    data: await admin.createLicence(db, { kind: 'user', actor: actor() }, body),
  }));

  addRoute(app, changePlanRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.planChanged,
    data: await admin.changePlan(db, { kind: 'user', actor: actor() }, body),
  }));

  addRoute(app, setLicenseActiveRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.activeChanged,
    data: await admin.setActive(db, { kind: 'user', actor: actor() }, body),
  }));

  addRoute(app, topUpCreditsRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.creditsAdded,
    data: await admin.topUpCredits(db, { kind: 'user', actor: actor() }, body),
  }));

  addRoute(app, transferLimitsRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.limitsTransferred,
    data: await admin.transferLimits(db, { kind: 'user', actor: actor() }, body),
  }));

  addRoute(app, addStorageRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.storageAdded,
    data: await admin.addStorage(db, { kind: 'user', actor: actor() }, body),
  }));
}
