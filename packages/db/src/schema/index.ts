export * from './accounts.ts';
export * from './wallet.ts';
