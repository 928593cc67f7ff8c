import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';

const openLink = (token: string) =>
  renderRoute(`/verification/${token}`, [
    { path: '/verification/:token', lazy: () => import('./verification.tsx') },
  ]);

const FAILED_TEXT =
  'Sorry, an error occured while trying to verify your account please click on resend to get a new code.';

/** Answers `POST /users/{id}/verify` and records what each call sent. */
function answerVerify(response: () => Response) {
  const calls: { userId: string; body: unknown }[] = [];
  server.use(
    http.post('*/v1/users/:userId/verify', async ({ params, request }) => {
      calls.push({ userId: String(params.userId), body: await request.json() });
      return response();
    }),
  );
  return calls;
}

describe('/verification/{token}', () => {
  it('verifies on opening, once, and shows Verification Successful with the way on', async () => {
    const calls = answerVerify(() => HttpResponse.json({ message: 'Verification Successful' }));
    const { user } = openLink('123456-42');
    expect(await screen.findByRole('heading', { name: 'Verification Successful' })).toBeInTheDocument();
    expect(calls).toEqual([{ userId: '42', body: { code: '123456' } }]);
    await user.click(screen.getByRole('link', { name: 'Go to your dashboard' }));
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/dashboard$/);
    expect(calls).toHaveLength(1);
  });

  it('takes the user id after the last hyphen', async () => {
    const calls = answerVerify(() => HttpResponse.json({ message: 'Verification Successful' }));
    openLink('12-34-56-9');
    await screen.findByRole('heading', { name: 'Verification Successful' });
    expect(calls).toEqual([{ userId: '9', body: { code: '12-34-56' } }]);
  });

  it('shows Already Verified, with a way to log in, when the server says so', async () => {
    answerVerify(() =>
      HttpResponse.json({ message: 'User is already verified', code: 'ALREADY_VERIFIED' }, { status: 409 }),
    );
    const { user } = openLink('123456-42');
    expect(await screen.findByRole('heading', { name: 'Already Verified' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Proceed to login' }));
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/login$/);
  });

  it.each([
    [
      'a wrong code',
      () =>
        HttpResponse.json({ message: 'This verification code is wrong or has expired.' }, { status: 400 }),
    ],
    ['an answer without a message', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the not-successful view for %s', async (_case, response) => {
    answerVerify(response);
    openLink('123456-42');
    expect(await screen.findByText(FAILED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeInTheDocument();
    expect(screen.queryByText('This verification code is wrong or has expired.')).not.toBeInTheDocument();
  });

  it('resends the code and moves to /dashboard/verification-successful', async () => {
    answerVerify(() => HttpResponse.json({ message: 'wrong' }, { status: 400 }));
    const resent: { userId: string; body: unknown }[] = [];
    let release: () => void = () => undefined;
    server.use(
      http.post('*/v1/users/:userId/verify/resend', async ({ params, request }) => {
        resent.push({ userId: String(params.userId), body: await request.json() });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json({
          message: 'If this account still needs verifying, a new code is on its way.',
        });
      }),
    );
    const { user } = openLink('654321-42');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    const processing = await screen.findByRole('button', { name: 'Processing...' });
    expect(processing).toBeDisabled();
    await user.click(processing);
    release();
    expect(await screen.findByTestId('current-location')).toHaveTextContent(
      /^\/dashboard\/verification-successful$/,
    );
    expect(resent).toEqual([{ userId: '42', body: { code: '654321' } }]);
  });

  it('keeps the view and says why when resending fails', async () => {
    answerVerify(() => HttpResponse.json({ message: 'wrong' }, { status: 400 }));
    server.use(
      http.post('*/v1/users/:userId/verify/resend', () =>
        HttpResponse.json(
          { message: 'Too many requests. Please wait a moment and try again.', code: 'TOO_MANY_REQUESTS' },
          { status: 429 },
        ),
      ),
    );
    const { user } = openLink('654321-42');
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(screen.getByText(FAILED_TEXT)).toBeInTheDocument();
  });

  it('shows the not-successful view without a call when the link names no user', async () => {
    const { user } = openLink('123456');
    expect(await screen.findByText(FAILED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Log in to get a new code' }));
    expect(screen.getByTestId('current-location')).toHaveTextContent(
      /^\/login\?redirect=%2Fdashboard%2Fverification-successful$/,
    );
  });
});
