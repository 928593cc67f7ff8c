/**
 * A handle on zod's core, whose chunk (`schema-core` in `apps/web/vite.config.ts`) the check
 * after a page's paint loads in an idle task of its own, before the rest of zod
 * (docs/decisions/288). Importing it evaluates that chunk; the binding itself is not used.
 */
export { $ZodType } from 'zod/v4/core';
