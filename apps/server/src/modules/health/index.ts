/** The public face of health: code outside the module imports only this file (lint enforces it). */
export { healthRoutes } from './health.routes';
