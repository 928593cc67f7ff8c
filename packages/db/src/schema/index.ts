export * from './accounts.ts';
export * from './forms.ts';
