import type { FundWalletFormOutput, FundWalletFormValues } from '@shuttle/contracts';
import { MESSAGES } from '@shuttle/contracts';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { type CheckOnDemand, checkOnDemand } from '../../../lib/check-on-demand.ts';

type AmountCheck = CheckOnDemand<FundWalletFormValues, FundWalletFormOutput>;

/**
 * The top-up limits' check, downloaded when the rider first focuses the form or sends it, never
 * with the page (docs/decisions/196).
 */
const TOP_UP_LIMITS: AmountCheck = checkOnDemand(() =>
  import('./amount-limits.ts').then((module) => module.amountResolver),
);

interface AmountFormProps {
  label: string;
  submitLabel: string;
  isProcessing: boolean;
  onAmount: (amountKobo: number) => Promise<void>;
  /** The amount's check: the top-up limits unless another is given. */
  limits?: AmountCheck;
}

/** An amount in naira, checked with the top-up limits and handed on in kobo. */
export function AmountForm({
  label,
  submitLabel,
  isProcessing,
  onAmount,
  limits = TOP_UP_LIMITS,
}: AmountFormProps) {
  const form = useForm<FundWalletFormValues, unknown, FundWalletFormOutput>({
    resolver: limits.check,
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
  return (
    <form onSubmit={onSubmit} onFocus={limits.preload} noValidate className="stack">
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
