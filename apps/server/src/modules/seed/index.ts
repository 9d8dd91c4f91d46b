/** The public face of seed: code outside the module imports only this file (lint enforces it). */
export { DEMO_ACCOUNTS, DEMO_LOGINS, DEMO_PASSWORD, isEmpty, seedDemo } from './demo-seed';
