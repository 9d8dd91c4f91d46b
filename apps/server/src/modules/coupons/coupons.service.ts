import { COUPON_MESSAGES, type CreateCouponBody, LICENSE_MESSAGES, PLAN_MESSAGES } from '@bright/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { newCode } from '../../lib/tokens';
import { enforce } from '../../lib/authorize';
import {
  canManageLicence,
  periodStart,
  addBonus,
  findInstituteById,
  findLicenceOfInstitute,
  insertLicence,
  updateLicence,
  loadDetails,
} from '../licences';
import { type OperatorCaller, authorizeOperator } from '../../lib/operator-access';
import { findPlanByCode, findPlanById } from '../plans';
import { formatCouponCode, refusalOf } from './coupons.policy';
import { toCoupon } from './coupons.presenter';
import * as q from './coupons.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Operators make coupons: a plan to move to, AI credits, or both ('Coupon already exists'). */
export async function createCoupon(db: Db, caller: OperatorCaller, body: z.output<typeof CreateCouponBody>) {
  const operator = await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const plan = body.planCode ? await findPlanByCode(tx, body.planCode) : undefined;
    if (body.planCode && !plan) throw notFound(PLAN_MESSAGES.planNotFound);
    const row = await q.insertCoupon(tx, {
      code: body.code ?? formatCouponCode(newCode(10)),
      planId: plan?.id ?? null,
      aiCredits: body.aiCredits,
      expiresAt: body.expiresInDays ? new Date(Date.now() + body.expiresInDays * DAY_MS) : null,
      createdBy: operator.userId,
    });
    if (!row) throw badRequest(COUPON_MESSAGES.alreadyExists);
    return toCoupon((await q.findCoupon(tx, row.code))!);
  });
}

export async function listCoupons(db: Db, caller: OperatorCaller) {
  await authorizeOperator(db, caller);
  return (await q.listCoupons(db)).map(toCoupon);
}

/**
 * An admin redeems a coupon for the session's institute, once: the claim, the plan change (or a new
 * licence on the coupon's plan) and the credits are one transaction.
 */
export async function redeemCoupon(db: Db, actor: Actor, code: string) {
  const instituteId = actor.instituteId ?? '';
  enforce(canManageLicence(actor, instituteId), LICENSE_MESSAGES.noLicense);
  return db.transaction(async (tx) => {
    const claimed = await q.claimCoupon(tx, code, { instituteId, userId: actor.userId });
    if (!claimed) {
      const refusal = refusalOf((await q.findCoupon(tx, code))?.coupon, new Date());
      throw badRequest(refusal === 'invalid' ? COUPON_MESSAGES.invalid : COUPON_MESSAGES.alreadyRedeemed);
    }
    const institute = (await findInstituteById(tx, instituteId))!;
    const context = await findLicenceOfInstitute(tx, instituteId, true);
    const plan = claimed.planId ? await findPlanById(tx, claimed.planId) : undefined;
    let licenceId = context?.licence.id;
    if (!context) {
      if (!plan) throw badRequest(COUPON_MESSAGES.needsPlan);
      const row = await insertLicence(tx, {
        instituteId,
        planId: plan.id,
        accountType: plan.defaultAccountType,
        isActive: true,
      });
      licenceId = row!.id;
    } else if (plan) {
      await updateLicence(tx, context.licence.id, { planId: plan.id, isActive: true });
    }
    if (claimed.aiCredits > 0) {
      const target = {
        licenceId: licenceId!,
        meter: 'aiCredits' as const,
        periodStart: periodStart('aiCredits', new Date()),
      };
      await addBonus(tx, target, claimed.aiCredits);
    }
    return {
      coupon: toCoupon((await q.findCoupon(tx, code))!),
      details: await loadDetails(tx, institute, actor.roles),
    };
  });
}
