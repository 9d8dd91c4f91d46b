export * from './accounts';
export * from './classes';
export * from './attendance';
export * from './joining';
export * from './licences';
