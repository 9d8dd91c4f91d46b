/** The public face of class-people: code outside the module imports only this file (lint enforces it). */
export { classPeopleRoutes } from './class-people.routes';
