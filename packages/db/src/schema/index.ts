export * from './accounts.ts';
export * from './bookings.ts';
export * from './forms.ts';
export * from './network.ts';
export * from './wallet.ts';
