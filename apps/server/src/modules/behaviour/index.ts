/** The public face of behaviour: code outside the module imports only this file (lint enforces it). */
export { behaviourRoutes } from './behaviour.routes';
export { seedDemoBehaviour } from './behaviour.demo-seed';
