import type { Verdict } from '../../lib/authorize';

/**
 * Platform operators run the service for every institute (licences, plans, coupons). It is not an
 * institute role: an institute's admin is not an operator, and an operator needs no membership.
 */
export const canOperate = (isOperator: boolean): Verdict => (isOperator ? 'ok' : 'forbidden');
