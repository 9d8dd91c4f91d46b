import { COUPON_MESSAGES, MESSAGES, couponsRoute, createCouponRoute, redeemCouponRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as coupons from './coupons.service';

export async function couponRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, createCouponRoute, async ({ actor, body }) => ({
    message: COUPON_MESSAGES.created,
    data: await coupons.createCoupon(db, { kind: 'user', actor: actor() }, body),
  }));

  addRoute(app, couponsRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await coupons.listCoupons(db, { kind: 'user', actor: actor() }),
  }));

  addRoute(app, redeemCouponRoute, async ({ actor, body }) => ({
    message: COUPON_MESSAGES.redeemed,
    data: await coupons.redeemCoupon(db, actor(), body.couponCode),
  }));
}
