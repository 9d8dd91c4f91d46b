/** The public face of plans: code outside the module imports only this file (lint enforces it). */
export { planRoutes } from './plans.routes';
export { featuresOfPlan, findPlanByCode, findPlanById } from './plans.queries';
export { ensureDefaultPlans } from './plans.seed';
export * as planService from './plans.service';
