/** The public face of classes: code outside the module imports only this file (lint enforces it). */
export { classRoutes } from './classes.routes';
export { keepsATeacher } from './classes.policy';
export { type ClassRow, findMemberRoles } from './classes.queries';
export { listUserClasses } from './classes.service';
