/** The public face of institutes: code outside the module imports only this file (lint enforces it). */
export { instituteRoutes } from './institutes.routes';
export { findInstituteById, findUserById } from './institutes.queries';
