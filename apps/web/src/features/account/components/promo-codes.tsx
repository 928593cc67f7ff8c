import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatNaira,
  type PromoRedemption,
  type RedeemPromoFormValues,
  RedeemPromoInput,
} from '@shuttle/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextField } from '../../../components/ui/field.tsx';
import { showToast } from '../../../components/ui/toaster.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePromoRedemptions } from '../api/get-promo-redemptions.ts';
import { useRedeemPromoCode } from '../api/redeem-promo-code.ts';

const rides = (count: number) => (count === 1 ? '1 ride' : `${count} rides`);
const REDEEMED_ON = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'Africa/Lagos' });

/** What a redeemed code gave, in a sentence. */
export function redemptionSummary(redemption: PromoRedemption): string {
  if (redemption.kind === 'wallet_credit') {
    return `${formatNaira(redemption.amount_kobo ?? 0)} added to your wallet`;
  }
  const left = redemption.rides_left ?? 0;
  return `${redemption.percent_off}% off ${rides(redemption.rides_total ?? 0)}: ${left === 0 ? 'all used' : `${rides(left)} left`}`;
}

export function PromoCodes({ userId }: { userId: number }) {
  const redeem = useRedeemPromoCode(userId);
  const redeemed = usePromoRedemptions(userId);
  const form = useForm<RedeemPromoFormValues, unknown, RedeemPromoInput>({
    resolver: zodResolver(RedeemPromoInput),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (redeem.isPending) return;
    try {
      const answer = await redeem.mutateAsync({ code: values.code, idempotencyKey: crypto.randomUUID() });
      form.reset({ code: '' });
      showToast('success', `${answer.redemption.code}: ${redemptionSummary(answer.redemption)}.`);
    } catch {
      // Shown from redeem.error below.
    }
  });

  return (
    <div className="stack">
      <form onSubmit={onSubmit} noValidate className="stack narrow" aria-label="Redeem a promo code">
        <FormError message={redeem.isError ? errorMessage(redeem.error) : null} />
        <TextField
          label="Promo code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" isProcessing={isSubmitting || redeem.isPending}>
          Redeem
        </Button>
      </form>
      <section className="stack" aria-labelledby="redeemed-heading">
        <h2 id="redeemed-heading">Your promo codes</h2>
        {redeemed.isError ? <p className="form-error">{errorMessage(redeemed.error)}</p> : null}
        {redeemed.data && redeemed.data.length === 0 ? (
          <p className="muted">You have not redeemed a promo code yet.</p>
        ) : null}
        {redeemed.data && redeemed.data.length > 0 ? (
          <ul className="plain-list stack" aria-label="Redeemed promo codes">
            {redeemed.data.map((redemption) => (
              <li key={redemption.id} className="card promo-code">
                <p className="strong">{redemption.code}</p>
                <p>{redemption.description}</p>
                <p className="muted small">
                  {redemptionSummary(redemption)}. Redeemed{' '}
                  {REDEEMED_ON.format(new Date(redemption.redeemed_at))}.
                </p>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
