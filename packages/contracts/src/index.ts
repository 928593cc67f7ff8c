export * from './accounts.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './forms.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './network.ts';
