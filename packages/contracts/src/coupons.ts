import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { LicenseDetails } from './licences';
import { PlanCode } from './plans';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** SPEC §8 "Coupons", and the texts around them. */
export const COUPON_MESSAGES = defineMessages('coupon', {
  alreadyRedeemed: 'This coupon has already been redeemed',
  alreadyExists: 'Coupon already exists',
  invalid: 'Invalid Coupon',
  redeemed: 'Coupon redeemed',
  created: 'Coupon created',
  needsPlan: 'A coupon for an institute without a license must name a plan',
  codeTooShort: 'A coupon code has at least 4 characters',
  givesNothing: 'A coupon must give a plan or AI credits',
} as const);

/** Codes as people type them: trimmed, upper case, letters, digits and hyphens. */
export const CouponCode = z
  .string({ error: provideMessage('couponCode') })
  .trim()
  .toUpperCase()
  .min(1, { error: provideMessage('couponCode') })
  .max(40, { error: COUPON_MESSAGES.invalid })
  .regex(/^[A-Z0-9-]+$/, { error: COUPON_MESSAGES.invalid });

export const Coupon = z
  .object({
    code: z.string(),
    planCode: PlanCode.nullable(),
    aiCredits: z.number(),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
    redeemedAt: z.string().nullable(),
    redeemedBy: z.object({ instituteKneuraId: z.string(), name: z.string() }).nullable(),
  })
  .meta({ id: 'Coupon' });
export type Coupon = z.infer<typeof Coupon>;

export const CreateCouponBody = z
  .strictObject({
    /** Made up when not given. */
    code: CouponCode.refine((code) => code.length >= 4, {
      error: COUPON_MESSAGES.codeTooShort,
    }).optional(),
    /** The plan the redeeming institute moves to (and gets, if it has no licence yet). */
    planCode: PlanCode.optional(),
    /** AI credits added to the current period on redemption. */
    aiCredits: z.number().int().min(0).max(1_000_000).default(0),
    expiresInDays: z.number().int().min(1).max(3650).optional(),
  })
  .refine((body) => body.planCode !== undefined || body.aiCredits > 0, {
    error: COUPON_MESSAGES.givesNothing,
  });
export type CreateCouponBody = z.input<typeof CreateCouponBody>;

export const createCouponRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/coupons/create',
  summary: "Operators: make a coupon ('Coupon already exists')",
  tags: ['coupons', 'operator'],
  access: access.signedIn,
  body: CreateCouponBody,
  response: envelope(Coupon),
});

export const couponsRoute = defineRoute({
  method: 'GET',
  path: '/api/operator/coupons',
  summary: 'Operators: the newest coupons',
  tags: ['coupons', 'operator'],
  access: access.signedIn,
  response: envelope(z.array(Coupon)),
});

export const redeemCouponRoute = defineRoute({
  method: 'POST',
  path: '/api/license/redeem-coupon',
  summary: "Admins: redeem a coupon for the session's institute; a coupon is redeemed once",
  tags: ['coupons', 'licences'],
  access: access.roles('admin'),
  body: z.strictObject({ couponCode: CouponCode }),
  response: envelope(z.object({ coupon: Coupon, details: LicenseDetails })),
});
