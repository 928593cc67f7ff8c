import { zodResolver } from '@hookform/resolvers/zod';
import { FundWalletForm, type FundWalletFormOutput, type FundWalletFormValues } from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/field.tsx';

interface AmountFormProps {
  label: string;
  submitLabel: string;
  isProcessing: boolean;
  onAmount: (amountKobo: number) => Promise<void>;
}

/** An amount in naira, checked with the top-up limits and handed on in kobo. */
export function AmountForm({ label, submitLabel, isProcessing, onAmount }: AmountFormProps) {
  const form = useForm<FundWalletFormValues, unknown, FundWalletFormOutput>({
    resolver: zodResolver(FundWalletForm),
    defaultValues: { amount_naira: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    if (isProcessing) return;
    await onAmount(values.amount_kobo);
  });
  return (
    <form onSubmit={onSubmit} noValidate className="stack">
      <TextField
        label={label}
        inputMode="decimal"
        autoComplete="off"
        hint="From ₦100 to ₦1,000,000."
        error={errors.amount_naira?.message}
        {...form.register('amount_naira')}
      />
      <Button type="submit" isProcessing={isSubmitting || isProcessing}>
        {submitLabel}
      </Button>
    </form>
  );
}
