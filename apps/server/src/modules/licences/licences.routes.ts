import {
  LICENSE_MESSAGES,
  MESSAGES,
  activateFeatureTrialRoute,
  incrementLicenseRoute,
  learnerLicenseRoute,
  licenseDetailsRoute,
  licenseUsageRoute,
  quickSummaryRoute,
  readLicenseRoute,
  validateAndIncrementLicenseRoute,
  validateLicenseRoute,
} from '@bright/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addRoute } from '../../lib/route';
import * as licences from './licences.service';

/** SPEC §7 sends the institute of license/licenseDetails as an `instituteId` header. */
const instituteIdHeader = (request: FastifyRequest) => {
  const value = request.headers.instituteid;
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim().slice(0, 100) || undefined;
};

export async function licenceRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, licenseDetailsRoute, async ({ actor, request }) => ({
    message: MESSAGES.ok,
    data: await licences.licenceDetails(db, actor(), instituteIdHeader(request)),
  }));

  addRoute(app, activateFeatureTrialRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.trialActivated,
    data: await licences.activateTrials(db, actor(), body.instituteId),
  }));

  addRoute(app, validateLicenseRoute, async ({ actor, params, body }) => ({
    message: LICENSE_MESSAGES.valid,
    data: await licences.validateLicence(db, actor(), params.id, body),
  }));

  addRoute(app, validateAndIncrementLicenseRoute, async ({ actor, params, body }) => ({
    message: LICENSE_MESSAGES.counted,
    data: await licences.validateAndIncrement(db, actor(), params.instituteKneuraId, body),
  }));

  addRoute(app, readLicenseRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await licences.readLicence(db, actor(), query.feature),
  }));

  addRoute(app, incrementLicenseRoute, async ({ actor, body }) => ({
    message: LICENSE_MESSAGES.counted,
    data: await licences.increment(db, actor(), body),
  }));

  addRoute(app, learnerLicenseRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await licences.learnerLicence(db, actor()),
  }));

  addRoute(app, licenseUsageRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await licences.usageReport(db, actor()),
  }));

  addRoute(app, quickSummaryRoute, async ({ actor, body }) => ({
    message: MESSAGES.ok,
    data: await licences.quickSummary(db, actor(), body.text),
  }));
}
