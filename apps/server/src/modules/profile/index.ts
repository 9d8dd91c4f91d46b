/** The public face of profile: code outside the module imports only this file (lint enforces it). */
export { profileRoutes } from './profile.routes';
