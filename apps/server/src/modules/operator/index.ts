/** The public face of operator: code outside the module imports only this file (lint enforces it). */
export { operatorRoutes } from './operator.routes';
export * as operatorService from './operator.service';
