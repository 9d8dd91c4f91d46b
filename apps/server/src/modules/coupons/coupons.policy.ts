/** A coupon that did not redeem: never heard of (or expired), or redeemed already. */
export function refusalOf(coupon: { redeemedAt: Date | null; expiresAt: Date | null } | undefined, now: Date) {
  if (!coupon) return 'invalid' as const;
  if (coupon.redeemedAt) return 'alreadyRedeemed' as const;
  if (coupon.expiresAt && coupon.expiresAt.getTime() <= now.getTime()) return 'invalid' as const;
  // Neither: it was free a moment ago and a concurrent redeemer won, then rolled back; call it taken.
  return 'alreadyRedeemed' as const;
}

/** Codes made up for operators: 10 characters without look-alikes, in two groups. */
export const formatCouponCode = (raw: string) => `${raw.slice(0, 5)}-${raw.slice(5, 10)}`;
