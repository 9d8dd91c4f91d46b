/** The public face of class-feed: code outside the module imports only this file (lint enforces it). */
export { classFeedRoutes } from './class-feed.routes';
export { seedDemoFeed } from './class-feed.demo-seed';
