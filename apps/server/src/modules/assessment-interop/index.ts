/** The public face of assessment-interop: code outside the module imports only this file (lint enforces it). */
export { assessmentInteropRoutes } from './assessment-interop.routes';
