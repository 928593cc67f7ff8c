import type { WalletAdjustmentList, WalletAdjustmentRequest } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { loadRolePages } from '../../../testing/role-pages.ts';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const ADMIN_ID = 7;

beforeAll(async () => {
  await loadRolePages();
}, 120_000);

const pending = (id: number, createdBy: number): WalletAdjustmentRequest => ({
  id,
  status: 'pending',
  user: { id: 40 + id, fname: 'Ada', lname: `Obi${id}`, email: `ada${id}@example.ng` },
  amount_kobo: 6_000_000,
  reason: `Charter refund ${id}`,
  created_by: { id: createdBy, fname: 'Tunde', lname: 'Bello' },
  created_at: '2026-11-25T08:00:00.000Z',
  decided_by: null,
  decided_at: null,
  reject_reason: null,
  transaction_id: null,
});

describe('the approvals screen', () => {
  it("lets an admin reject another's adjustment with a reason, and never decide their own", async () => {
    let queue: WalletAdjustmentList = {
      data: [pending(1, 3), pending(2, ADMIN_ID)],
      meta: { page: 1, limit: 20, total: 2 },
    };
    const rejected: { id: string; body: unknown }[] = [];
    signInAs(ADMIN_ID);
    server.use(
      http.get(`/v1/users/${ADMIN_ID}/wallet`, () =>
        HttpResponse.json(walletAnswerFor(ADMIN_ID, { role: 'admin', fname: 'Kemi', lname: 'Ade' })),
      ),
      http.get('/v1/ops/wallet-adjustments', () => HttpResponse.json(queue)),
      http.post('/v1/ops/wallet-adjustments/:id/reject', async ({ params, request }) => {
        rejected.push({ id: String(params.id), body: await request.json() });
        queue = { data: queue.data.filter((item) => item.id !== 1), meta: { page: 1, limit: 20, total: 1 } };
        return HttpResponse.json({ ...pending(1, 3), status: 'rejected' });
      }),
    );
    const { user } = renderApp('/ops/wallet-adjustments');
    const nav = await screen.findByRole('navigation', { name: 'Console' });
    expect(within(nav).getByRole('link', { name: 'Approvals' })).toBeInTheDocument();
    const theirs = await screen.findByRole('listitem', { name: 'Credit of ₦60,000.00 to Ada Obi1' });
    const mine = screen.getByRole('listitem', { name: 'Credit of ₦60,000.00 to Ada Obi2' });
    expect(within(mine).queryByRole('button', { name: 'Approve and apply' })).not.toBeInTheDocument();
    expect(
      within(mine).getByText('You asked for this adjustment; another admin decides.'),
    ).toBeInTheDocument();

    await user.click(within(theirs).getByRole('button', { name: 'Reject' }));
    expect(await within(theirs).findByText('A reason is required.')).toBeInTheDocument();
    expect(rejected).toEqual([]);
    await user.type(within(theirs).getByLabelText('Reason for rejecting'), 'Already refunded in cash');
    await user.click(within(theirs).getByRole('button', { name: 'Reject' }));
    await expect.poll(() => rejected).toEqual([{ id: '1', body: { reason: 'Already refunded in cash' } }]);
    expect(
      await screen.findByRole('listitem', { name: 'Credit of ₦60,000.00 to Ada Obi2' }),
    ).toBeInTheDocument();
    await expect
      .poll(() => screen.queryByRole('listitem', { name: 'Credit of ₦60,000.00 to Ada Obi1' }))
      .toBeNull();
  });
});
