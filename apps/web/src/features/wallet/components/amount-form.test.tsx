import { MESSAGES } from '@shuttle/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { checkOnDemand } from '../../../lib/check-on-demand.ts';
import { AmountForm } from './amount-form.tsx';
import { amountResolver } from './amount-limits.ts';

function renderForm(limits: Parameters<typeof AmountForm>[0]['limits']) {
  const onAmount = vi.fn(async (_amountKobo: number) => undefined);
  render(
    <AmountForm
      label="Amount (₦)"
      submitLabel="Fund wallet"
      isProcessing={false}
      onAmount={onAmount}
      limits={limits}
    />,
  );
  return { onAmount, user: userEvent.setup(), field: screen.getByLabelText('Amount (₦)') };
}

describe('the amount form’s check, downloaded when needed (docs/decisions/196)', () => {
  it('is downloaded once, when the rider first turns to the form, and then checks the amount', async () => {
    const load = vi.fn(async () => amountResolver);
    const { onAmount, user, field } = renderForm(checkOnDemand(load));
    expect(load).not.toHaveBeenCalled();
    await user.type(field, '50');
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(await screen.findByText('The smallest top-up is ₦100.00.')).toBeVisible();
    await user.clear(field);
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    await waitFor(() => expect(onAmount).toHaveBeenCalledWith(500_000));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('that cannot be downloaded says so on the form, sends nothing, and is tried again at the next send', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const { onAmount, user, field } = renderForm(checkOnDemand(load));
    await user.type(field, '5000');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    const tries = load.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    await waitFor(() => expect(load.mock.calls.length).toBeGreaterThan(tries));
    expect(onAmount).not.toHaveBeenCalled();
    expect(field).toHaveValue('5000');
  });
});
