/** The public face of passwords: code outside the module imports only this file (lint enforces it). */
export { passwordRoutes } from './passwords.routes';
