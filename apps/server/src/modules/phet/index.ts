/** The public face of phet: code outside the module imports only this file (lint enforces it). */
export { phetRoutes } from './phet.routes';
