/** The public face of signup: code outside the module imports only this file (lint enforces it). */
export { signupRoutes } from './signup.routes';
export { sendSignupLink } from './signup.service';
