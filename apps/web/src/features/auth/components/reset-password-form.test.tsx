import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../testing/held-answer.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

const TOKEN = 'q0Zr8s1Xw3M7yK2bT9vL5nH4cJ6pD0fGqR1tU8eA2oY';

const renderReset = (token = TOKEN) =>
  renderRoute('/reset', [{ path: '/reset', element: <ResetPasswordForm token={token} /> }]);

type User = ReturnType<typeof renderReset>['user'];

async function submit(user: User, password: string, confirm: string) {
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ResetPasswordForm', () => {
  it('shows "Password must have at least 6 characters." for a short password', async () => {
    const { user } = renderReset();
    await submit(user, 'abc12', 'abc12');
    expect(await screen.findByText('Password must have at least 6 characters.')).toBeInTheDocument();
  });

  it('shows "Passwords must be identical." when the two differ', async () => {
    const { user } = renderReset();
    await submit(user, 'lagos-commute', 'lagos-commuter');
    expect(await screen.findByText('Passwords must be identical.')).toBeInTheDocument();
  });

  it('asks for a password when none is typed', async () => {
    const { user } = renderReset();
    await submit(user, '', '');
    expect(await screen.findByText('Please enter a password')).toBeInTheDocument();
  });

  it('has a Show/Hide toggle on each password', async () => {
    const { user } = renderReset();
    const [first, second] = screen.getAllByRole('button', { name: 'Show' });
    if (!first || !second) throw new Error('two toggles expected');
    await user.click(second);
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    await user.click(first);
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'text');
  });

  it('sends the passwords with type "user" and the token, then shows "Password changed" with a Login link', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/password/change', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Password changed' });
      }),
    );
    const { user } = renderReset();
    await submit(user, 'third-mainland-9', 'third-mainland-9');
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(body).toEqual({
      password: 'third-mainland-9',
      confirm_password: 'third-mainland-9',
      type: 'user',
      token: TOKEN,
    });
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/login$/);
  });

  it('reads Processing... while changing and sends once', async () => {
    const held = heldAnswer(() => HttpResponse.json({ message: 'Password changed' }));
    server.use(http.post('*/v1/password/change', held.resolver));
    const { user } = renderReset();
    await submit(user, 'third-mainland-9', 'third-mainland-9');
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await user.type(screen.getByLabelText('Confirm password'), '{Enter}');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(held.calls).toBe(1);
  });

  it.each([
    [
      'the server message',
      () =>
        HttpResponse.json(
          { message: 'This reset link is invalid or has expired.', code: 'INVALID_TOKEN' },
          { status: 400 },
        ),
      'This reset link is invalid or has expired.',
    ],
    [
      'the generic message without one',
      () => new HttpResponse('Bad gateway', { status: 502 }),
      'Oops! An error occured, please try again.',
    ],
  ])('shows %s inline on failure', async (_case, response, message) => {
    server.use(http.post('*/v1/password/change', response));
    const { user } = renderReset();
    await submit(user, 'third-mainland-9', 'third-mainland-9');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('heading', { name: 'Password changed' })).not.toBeInTheDocument();
  });

  it('says the link is broken, without a call, when the token cannot be one', async () => {
    const { user } = renderReset('x'.repeat(300));
    await submit(user, 'third-mainland-9', 'third-mainland-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
  });
});
