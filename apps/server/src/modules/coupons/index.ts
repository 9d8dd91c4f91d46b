/** The public face of coupons: code outside the module imports only this file (lint enforces it). */
export { couponRoutes } from './coupons.routes';
export * as couponService from './coupons.service';
