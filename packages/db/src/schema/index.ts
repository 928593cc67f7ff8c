export * from './accounts.ts';
export * from './network.ts';
