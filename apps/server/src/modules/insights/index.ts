/** The public face of insights: code outside the module imports only this file (lint enforces it). */
export { insightsRoutes } from './insights.routes';
/** Rebuilds the aggregates of some responses (data generators; grading does it through its hook). */
export { refreshResponseSkills as refreshInsightsOf } from './insights.aggregates';
