/** The public face of badges: code outside the module imports only this file (lint enforces it). */
export { badgeRoutes } from './badges.routes';
