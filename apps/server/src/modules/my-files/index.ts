/** The public face of my-files: code outside the module imports only this file (lint enforces it). */
export { myFilesRoutes } from './my-files.routes';
