/** The public face of email-verification: code outside the module imports only this file (lint enforces it). */
export { emailVerificationRoutes } from './email-verification.routes';
