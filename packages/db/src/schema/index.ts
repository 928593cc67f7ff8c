export * from './account-area.ts';
export * from './accounts.ts';
export * from './forms.ts';
export * from './network.ts';
export * from './notifications.ts';
export * from './partner.ts';
export * from './promotions.ts';
export * from './wallet.ts';
