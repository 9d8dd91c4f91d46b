import type { Coupon } from '@bright/contracts';
import type { CouponView } from './coupons.queries';

export function toCoupon(view: CouponView): Coupon {
  const { coupon } = view;
  return {
    code: coupon.code,
    planCode: (view.planCode ?? null) as Coupon['planCode'],
    aiCredits: coupon.aiCredits,
    expiresAt: coupon.expiresAt?.toISOString() ?? null,
    createdAt: coupon.createdAt.toISOString(),
    redeemedAt: coupon.redeemedAt?.toISOString() ?? null,
    redeemedBy:
      coupon.redeemedAt && view.institute
        ? { instituteKneuraId: view.institute.kneuraId, name: view.institute.name }
        : null,
  };
}
