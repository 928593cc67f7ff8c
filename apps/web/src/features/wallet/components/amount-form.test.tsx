import { MESSAGES } from '@shuttle/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AmountForm } from './amount-form.tsx';

// The limits' code cannot be downloaded (a phone that lost its connection after the page loaded).
vi.mock('./amount-limits.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the amount form without its limits’ code', () => {
  it('says so on the form and sends nothing, at each try, keeping what the rider typed', async () => {
    const onAmount = vi.fn(async () => undefined);
    render(
      <AmountForm label="Amount (₦)" submitLabel="Fund wallet" isProcessing={false} onAmount={onAmount} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount (₦)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    await user.click(screen.getByRole('button', { name: 'Fund wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(onAmount).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Amount (₦)')).toHaveValue('5000');
  });
});
