/**
 * A handle on zod, whose chunk (`contracts` in `apps/web/vite.config.ts`, with the contracts'
 * common schemas) the check after a page's paint loads in an idle task of its own
 * (docs/decisions/288). One named export rather than `import('zod')`: a whole namespace would keep
 * every part of zod in the chunk, its locales and JSON Schema tools among them.
 */
export { object } from 'zod';
