/** The public face of daily-logs: code outside the module imports only this file (lint enforces it). */
export { dailyLogRoutes } from './daily-logs.routes';
