import {
  type AccountType,
  INSTITUTE_MESSAGES,
  LICENSE_MESSAGES,
  type LimitKey,
  PLAN_MESSAGES,
  type PlanCode,
  type TransferLimitsBody,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import { badRequest, notFound } from '../../lib/app-error';
import { type OperatorCaller, authorizeOperator } from '../../lib/operator-access';
import { findPlanByCode } from '../plans';
import { MB, canTransfer, meterAllowance, periodStart, seatLimit } from './licences.policy';
import * as q from './licences.queries';
import { loadDetails } from './licences.service';

/** Platform operators' licence actions (the admin page and the operator CLI share them). */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The licence's own adjustments stay far from the integer column's edge. */
const MAX_EXTRA = 1_000_000_000;

const EXTRA_COLUMN: Record<LimitKey, q.ExtraColumn> = {
  TEACHER: 'extraTeachers',
  STUDENT: 'extraStudents',
  CLASS: 'extraClasses',
  aiCredits: 'extraAiCredits',
  liveConference: 'extraLiveSessions',
  storage: 'extraStorageMb',
};

async function instituteByCode(db: Executor, kneuraId: string) {
  const institute = await q.findInstituteByKneuraId(db, kneuraId);
  if (!institute) throw notFound(INSTITUTE_MESSAGES.instituteNotFound);
  return institute;
}

async function planByCode(db: Executor, code: PlanCode) {
  const plan = await findPlanByCode(db, code);
  if (!plan) throw notFound(PLAN_MESSAGES.planNotFound);
  return plan;
}

/** The institute and its locked licence; no licence: 404 'No license found for key'. */
async function lockedLicence(tx: Executor, kneuraId: string) {
  const institute = await instituteByCode(tx, kneuraId);
  const context = await q.findLicenceOfInstitute(tx, institute.id, true);
  if (!context) throw notFound(LICENSE_MESSAGES.noLicense);
  return { institute, context };
}

export interface CreateLicence {
  instituteKneuraId: string;
  planCode: PlanCode;
  accountType?: AccountType;
  isActive: boolean;
  trialDays?: number;
}

/** One licence per institute: a second answers 'License is already exist for this institute'. */
export async function createLicence(db: Db, caller: OperatorCaller, body: CreateLicence) {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const institute = await instituteByCode(tx, body.instituteKneuraId);
    const plan = await planByCode(tx, body.planCode);
    const onTrial = body.trialDays !== undefined;
    const row = await q.insertLicence(tx, {
      instituteId: institute.id,
      planId: plan.id,
      accountType: body.accountType ?? plan.defaultAccountType,
      isActive: onTrial ? false : body.isActive,
      isTrialUsed: onTrial,
      trialValidTill: onTrial ? new Date(Date.now() + body.trialDays! * DAY_MS) : null,
    });
    if (!row) throw badRequest(LICENSE_MESSAGES.alreadyExists);
    return loadDetails(tx, institute, []);
  });
}

export async function changePlan(
  db: Db,
  caller: OperatorCaller,
  body: { instituteKneuraId: string; planCode: PlanCode; accountType?: AccountType },
) {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const { institute, context } = await lockedLicence(tx, body.instituteKneuraId);
    const plan = await planByCode(tx, body.planCode);
    await q.updateLicence(tx, context.licence.id, {
      planId: plan.id,
      ...(body.accountType ? { accountType: body.accountType } : {}),
    });
    return loadDetails(tx, institute, []);
  });
}

export async function setActive(
  db: Db,
  caller: OperatorCaller,
  body: { instituteKneuraId: string; isActive: boolean },
) {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const { institute, context } = await lockedLicence(tx, body.instituteKneuraId);
    await q.updateLicence(tx, context.licence.id, { isActive: body.isActive });
    return loadDetails(tx, institute, []);
  });
}

/** Top-up: AI credits added to the current period (they do not roll over). */
export async function topUpCredits(
  db: Db,
  caller: OperatorCaller,
  body: { instituteKneuraId: string; credits: number },
) {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const { institute, context } = await lockedLicence(tx, body.instituteKneuraId);
    const target = {
      licenceId: context.licence.id,
      meter: 'aiCredits' as const,
      periodStart: periodStart('aiCredits', new Date()),
    };
    await q.addBonus(tx, target, body.credits);
    return loadDetails(tx, institute, []);
  });
}

/** What one licence may give away of a limit: its limit, and what of it is in use now. */
async function transferable(tx: Executor, context: q.LicenceContext, type: LimitKey) {
  const { plan, licence } = context;
  if (type === 'TEACHER' || type === 'STUDENT' || type === 'CLASS') {
    return { limit: seatLimit(plan, licence, type), inUse: await q.countSeats(tx, licence.instituteId, type) };
  }
  const allowance = meterAllowance(plan, licence, type);
  const row = await q.findUsage(tx, licence.id, type, periodStart(type, new Date()));
  if (type === 'storage') {
    return { limit: allowance === null ? null : allowance / MB, inUse: Math.ceil((row?.used ?? 0) / MB) };
  }
  return { limit: allowance, inUse: Math.max(0, (row?.used ?? 0) - (row?.bonus ?? 0)) };
}

/**
 * Moves part of a limit from one licence to another, for good. Refused ('Unable to transfer limits from
 * one license to another') for the same institute, a missing licence, an unlimited source, or more than
 * the source has unused.
 */
export async function transferLimits(db: Db, caller: OperatorCaller, body: TransferLimitsBody) {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const from = await instituteByCode(tx, body.fromInstituteKneuraId);
    const to = await instituteByCode(tx, body.toInstituteKneuraId);
    if (from.id === to.id) throw badRequest(LICENSE_MESSAGES.unableToTransfer);
    // Lock both licences in one order (by institute id), so two opposite transfers cannot deadlock.
    const locked = new Map<string, q.LicenceContext | null>();
    for (const id of [from.id, to.id].sort()) locked.set(id, await q.findLicenceOfInstitute(tx, id, true));
    const source = locked.get(from.id);
    const target = locked.get(to.id);
    if (!source || !target) throw badRequest(LICENSE_MESSAGES.unableToTransfer);
    const column = EXTRA_COLUMN[body.type];
    if (!canTransfer(await transferable(tx, source, body.type), body.amount)) {
      throw badRequest(LICENSE_MESSAGES.unableToTransfer);
    }
    if (target.licence[column] + body.amount > MAX_EXTRA) throw badRequest(LICENSE_MESSAGES.unableToTransfer);
    await q.addToExtra(tx, source.licence.id, column, -body.amount);
    await q.addToExtra(tx, target.licence.id, column, body.amount);
    return { from: await loadDetails(tx, from, []), to: await loadDetails(tx, to, []) };
  });
}

/** More data storage for good; refused for a missing licence or an unlimited allowance. */
export async function addStorage(
  db: Db,
  caller: OperatorCaller,
  body: { instituteKneuraId: string; storageMb: number },
) {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const institute = await instituteByCode(tx, body.instituteKneuraId);
    const context = await q.findLicenceOfInstitute(tx, institute.id, true);
    if (!context || context.plan.storageMb === null || context.licence.extraStorageMb + body.storageMb > MAX_EXTRA) {
      throw badRequest(LICENSE_MESSAGES.unableToAddStorage);
    }
    await q.addToExtra(tx, context.licence.id, 'extraStorageMb', body.storageMb);
    return loadDetails(tx, institute, []);
  });
}

export async function operatorLicence(db: Db, caller: OperatorCaller, instituteKneuraId: string) {
  await authorizeOperator(db, caller);
  return loadDetails(db, await instituteByCode(db, instituteKneuraId), []);
}
