import type { FieldValues, Resolver } from 'react-hook-form';
import { withChunkTimeout } from './lazy-route.ts';

/** A form's check whose code is downloaded when first needed, and how to start that early. */
export interface CheckOnDemand<TValues extends FieldValues, TOutput, TContext = unknown> {
  check: Resolver<TValues, TContext, TOutput>;
  preload: () => void;
}

/**
 * A form's check (its contract's zod schema) loaded when the form first takes focus or is sent,
 * not with the page: zod and the contracts then stay out of the page's first load
 * (docs/decisions/196). Loaded once, through the page chunks' timeout; a download that failed
 * is tried again the next time it is needed. The form shows `MESSAGES.genericError` when its
 * send fails for want of it.
 */
export function checkOnDemand<TValues extends FieldValues, TOutput, TContext = unknown>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): CheckOnDemand<TValues, TOutput, TContext> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const loaded = () => {
    loading ??= withChunkTimeout(load)().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    check: async (values, context, options) => (await loaded())(values, context, options),
    preload: () => {
      loaded().catch(() => undefined);
    },
  };
}
