/** AI notebooks and threads (issue 19): code outside the module imports only this file. */
export { notebooksRoutes } from './notebooks.routes';
