/** The public face of assessment-responses: code outside the module imports only this file (lint enforces it). */
export { assessmentResponseRoutes } from './assessment-responses.routes';
export { onResponseScoresChanged, type ScoresChangedListener } from './scores-changed';
