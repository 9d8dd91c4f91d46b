/** The public face of ai-notes (issue 19): code outside the module imports only this file. */
export { aiNotesRoutes } from './ai-notes.routes';
