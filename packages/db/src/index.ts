export * from './client.ts';
export { DirectoryLockedError } from './directory-lock.ts';
export { migrate } from './migrate.ts';
export * from './schema/index.ts';
