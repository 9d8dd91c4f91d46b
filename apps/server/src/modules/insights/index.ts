/** The public face of insights: code outside the module imports only this file (lint enforces it). */
export { insightsRoutes } from './insights.routes';
