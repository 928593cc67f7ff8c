import type { CallAddress } from '../call.ts';

/** Where each call of `demo.ts` is answered, without its schemas (docs/decisions/287). */

export const startDemoSessionAddress = 'POST /demo/sessions' satisfies CallAddress;
