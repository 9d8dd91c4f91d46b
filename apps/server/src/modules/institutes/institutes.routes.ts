import {
  INSTITUTE_MESSAGES,
  MESSAGES,
  approveInstituteRequestRoute,
  createInstituteRequestRoute,
  declineInstituteRequestRoute,
  instituteInfoRoute,
  instituteListRoute,
  instituteReferralCodeRoute,
  instituteRequestsRoute,
  institutesByCodeRoute,
  myInstituteRequestsRoute,
  setDefaultInstituteRoute,
  shareInstituteReferralRoute,
  shareTeacherReferralRoute,
  updateInstituteInfoRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { unauthenticated } from '../../lib/app-error';
import { addRoute } from '../../lib/route';
import { readToken } from '../../plugins/access';
import * as requests from './institute-requests.service';
import * as institutes from './institutes.service';
import * as referrals from './referrals.service';

export async function instituteRoutes(app: FastifyInstance) {
  const db = app.db;
  const referralContext = () => ({ db, mailer: app.mailer, appUrl: app.config.appUrl });

  addRoute(app, instituteListRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await institutes.listInstitutes(db, actor()),
  }));

  addRoute(app, setDefaultInstituteRoute, async ({ actor, body, request }) => {
    const token = readToken(request);
    if (!token) throw unauthenticated();
    const caller = actor();
    const data = await institutes.setDefaultInstitute(db, caller, body.instituteId, token);
    // This session now acts in another institute, with the roles it has there.
    await app.sessions.forget({ sessionId: caller.sessionId });
    return { message: INSTITUTE_MESSAGES.defaultSet, data };
  });

  addRoute(app, institutesByCodeRoute, async ({ query }) => ({
    message: MESSAGES.ok,
    data: await institutes.institutesByCodes(db, query.kneuraId),
  }));

  addRoute(app, instituteInfoRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await institutes.getInstitute(db, actor(), params.id),
  }));

  addRoute(app, updateInstituteInfoRoute, async ({ actor, params, body }) => ({
    message: INSTITUTE_MESSAGES.instituteUpdated,
    data: await institutes.updateInstitute(db, actor(), params, body),
  }));

  addRoute(app, createInstituteRequestRoute, async ({ actor, body }) => ({
    message: INSTITUTE_MESSAGES.requestSent,
    data: await requests.createRequest(db, actor(), body),
  }));

  addRoute(app, myInstituteRequestsRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await requests.listMyRequests(db, actor()),
  }));

  addRoute(app, instituteRequestsRoute, async ({ actor, params, query }) => ({
    message: MESSAGES.ok,
    data: await requests.listInstituteRequests(db, actor(), params.id, query.status),
  }));

  addRoute(app, approveInstituteRequestRoute, async ({ actor, body }) => {
    const data = await requests.decideRequest(db, actor(), body.requestId, 'APPROVED');
    // The role may be new to a member: their sessions must see it.
    await app.sessions.forget({ userId: data.userId });
    return { message: INSTITUTE_MESSAGES.added, data };
  });

  addRoute(app, declineInstituteRequestRoute, async ({ actor, body }) => ({
    message: INSTITUTE_MESSAGES.declined,
    data: await requests.decideRequest(db, actor(), body.requestId, 'DECLINED'),
  }));

  addRoute(app, instituteReferralCodeRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await referrals.instituteReferralCode(referralContext(), actor(), params.id),
  }));

  addRoute(app, shareTeacherReferralRoute, async ({ actor, body }) => ({
    message: INSTITUTE_MESSAGES.referralSent,
    data: await referrals.shareTeacherReferral(referralContext(), actor(), body.email),
  }));

  addRoute(app, shareInstituteReferralRoute, async ({ actor, body }) => ({
    message: INSTITUTE_MESSAGES.referralSent,
    data: await referrals.shareInstituteReferral(referralContext(), actor(), body.email),
  }));
}
