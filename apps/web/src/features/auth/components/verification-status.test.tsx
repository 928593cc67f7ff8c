import type { WalletAnswer } from '@shuttle/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { walletAnswerFor } from '../../../testing/signed-in.ts';
import { VerificationStatus } from './verification-status.tsx';

const USER: WalletAnswer = walletAnswerFor(42, {
  fname: 'Ada',
  lname: 'Okafor',
  email: 'ada@example.ng',
  verified: false,
});

beforeEach(() => {
  session.start({
    id: 42,
    token: { token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 },
  });
});

const answerUser = (user: WalletAnswer) =>
  server.use(http.get('*/v1/users/42/wallet', () => HttpResponse.json(user)));

const renderStatus = () =>
  renderRoute('/dashboard/verification-successful', [
    {
      path: '/dashboard/verification-successful',
      element: (
        <>
          <VerificationStatus />
          <Toaster />
        </>
      ),
    },
  ]);

describe('VerificationStatus', () => {
  it('says a new code is on its way to an unverified rider, with a link to the dashboard', async () => {
    answerUser(USER);
    const { user } = renderStatus();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.ng')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/dashboard$/);
  });

  it('says the account is verified when it is', async () => {
    answerUser({ ...USER, verified: true });
    renderStatus();
    expect(await screen.findByRole('heading', { name: 'Your account is verified' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send another code' })).not.toBeInTheDocument();
  });

  it('sends another code for the signed-in rider', async () => {
    answerUser(USER);
    let resentFor: string | undefined;
    server.use(
      http.post('*/v1/users/:userId/verify/resend', ({ params }) => {
        resentFor = String(params.userId);
        return HttpResponse.json({
          message: 'If this account still needs verifying, a new code is on its way.',
        });
      }),
    );
    const { user } = renderStatus();
    await user.click(await screen.findByRole('button', { name: 'Send another code' }));
    expect(await screen.findByText('Another code is on its way to ada@example.ng.')).toBeInTheDocument();
    expect(resentFor).toBe('42');
  });
});
