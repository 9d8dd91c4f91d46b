export * from './accounts';
export * from './classes';
