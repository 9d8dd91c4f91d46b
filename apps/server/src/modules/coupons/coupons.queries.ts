import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { coupons, institutes, plans } from '../../db/schema';
import type { Executor } from '../../db/client';

export type CouponRow = typeof coupons.$inferSelect;

const couponColumns = {
  coupon: coupons,
  planCode: plans.code,
  institute: { kneuraId: institutes.kneuraId, name: institutes.name },
};

function withJoins(db: Executor) {
  return db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(plans, eq(plans.id, coupons.planId))
    .leftJoin(institutes, eq(institutes.id, coupons.redeemedByInstituteId));
}

/** A new coupon; undefined when the code is taken. */
export async function insertCoupon(db: Executor, values: typeof coupons.$inferInsert) {
  const [row] = await db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
  return row;
}

export async function findCoupon(db: Executor, code: string) {
  const [row] = await withJoins(db).where(eq(coupons.code, code)).limit(1);
  return row;
}

/**
 * Redeems a coupon at most once: one conditional UPDATE (not redeemed, not expired). Of two redeemers
 * at the same moment, the second waits on the row and then no longer matches.
 */
export async function claimCoupon(tx: Executor, code: string, by: { instituteId: string; userId: string }) {
  const [row] = await tx
    .update(coupons)
    .set({ redeemedAt: sql`now()`, redeemedByInstituteId: by.instituteId, redeemedByUserId: by.userId })
    .where(
      and(
        eq(coupons.code, code),
        isNull(coupons.redeemedAt),
        or(isNull(coupons.expiresAt), gt(coupons.expiresAt, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

export type CouponView = NonNullable<Awaited<ReturnType<typeof findCoupon>>>;

export async function listCoupons(db: Executor) {
  return withJoins(db).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(100);
}
