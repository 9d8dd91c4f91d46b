/** The public face of joining: code outside the module imports only this file (lint enforces it). */
export { joiningRoutes } from './joining.routes';
