import type { FundWalletFormOutput, FundWalletFormValues } from '@shuttle/contracts';
import { MESSAGES } from '@shuttle/contracts';
import type { FormEvent } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { withChunkTimeout } from '../../../lib/lazy-route.ts';

type AmountResolver = Resolver<FundWalletFormValues, unknown, FundWalletFormOutput>;

let limits: Promise<AmountResolver> | undefined;
/**
 * The limits' check, loaded once: when the rider first focuses the form or sends it, never with
 * the page (docs/decisions/196). A download that failed is tried again the next time.
 */
function loadLimits(): Promise<AmountResolver> {
  limits ??= withChunkTimeout(() => import('./amount-limits.ts'))().then(
    (module) => module.amountResolver,
    (error: unknown) => {
      limits = undefined;
      throw error;
    },
  );
  return limits;
}

const checkAmount: AmountResolver = async (values, context, options) =>
  (await loadLimits())(values, context, options);

interface AmountFormProps {
  label: string;
  submitLabel: string;
  isProcessing: boolean;
  onAmount: (amountKobo: number) => Promise<void>;
}

/** An amount in naira, checked with the top-up limits and handed on in kobo. */
export function AmountForm({ label, submitLabel, isProcessing, onAmount }: AmountFormProps) {
  const form = useForm<FundWalletFormValues, unknown, FundWalletFormOutput>({
    resolver: checkAmount,
    defaultValues: { amount_naira: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const send = form.handleSubmit(async (values) => {
    if (isProcessing) return;
    await onAmount(values.amount_kobo);
  });
  // The check's code could not be downloaded: said on the form, which stays as it was.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send(event).catch(() => form.setError('root', { message: MESSAGES.genericError }));
  const startLoadingLimits = () => {
    loadLimits().catch(() => undefined);
  };
  return (
    <form onSubmit={onSubmit} onFocus={startLoadingLimits} noValidate className="stack">
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        hint="From ₦100 to ₦1,000,000."
        error={errors.amount_naira?.message}
        {...form.register('amount_naira')}
      />
      {errors.root ? (
        <p className="form-error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <Button type="submit" isProcessing={isSubmitting || isProcessing}>
        {submitLabel}
      </Button>
    </form>
  );
}
