/** The public face of devices: pairing classroom displays and driving them from a phone. */
export { deviceRoutes } from './devices.routes';
