/** The public face of oauth: code outside the module imports only this file (lint enforces it). */
export { oauthRoutes } from './oauth.routes';
