/** The public face of scheduler: code outside the module imports only this file (lint enforces it). */
export { schedulerRoutes } from './scheduler.routes';
export { seedDemoSchedules } from './scheduler.demo-seed';
