/** The public face of roster: code outside the module imports only this file (lint enforces it). */
export { rosterRoutes } from './roster.routes';
