/** The public face of live classes: its routes and `/live` namespace. */
export { liveClassRoutes } from './live-classes.routes';
