import type { SessionUser } from '@shuttle/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../testing/held-answer.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { LoginForm } from './login-form.tsx';

const SESSION_USER: SessionUser = {
  id: 42,
  fname: 'Ada',
  lname: 'Okafor',
  email: 'ada@example.ng',
  phone: '08031234567',
  city_id: 1,
  corporate_id: null,
  verified: true,
  avatar: null,
  role: 'rider',
  token: { token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 },
  wallet: { balance_kobo: 0, company_balance_kobo: null },
};

function renderLogin(url = '/login') {
  return renderRoute(url, [{ path: '/login', element: <LoginForm /> }]);
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user']) {
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const answerLogin = (response: () => Response | Promise<Response>) =>
  server.use(http.post('*/v1/login', response));

describe('LoginForm', () => {
  it('shows the spec messages for an empty email and password', async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows "Email or password is incorrect" for the server\'s "Incorrect Password" and clears storage', async () => {
    localStorage.setItem('left-over', 'from an earlier visit');
    answerLogin(() =>
      HttpResponse.json({ message: 'Incorrect Password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Email or password is incorrect$/);
    expect(localStorage.length).toBe(0);
    expect(screen.queryByTestId('current-location')).not.toBeInTheDocument();
  });

  it('shows any other server message as it is', async () => {
    answerLogin(() =>
      HttpResponse.json(
        {
          message: 'Too many failed attempts. Please wait a few minutes and try again.',
          code: 'TOO_MANY_REQUESTS',
        },
        { status: 429 },
      ),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please wait a few minutes and try again.',
    );
  });

  it.each([
    ['an answer without a message', () => new HttpResponse('upstream timeout', { status: 502 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the generic message for %s and clears storage', async (_case, response) => {
    localStorage.setItem('token', 'stale');
    answerLogin(response);
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Oops! An error occured, please try again.');
    expect(localStorage.length).toBe(0);
  });

  it('reads Processing... while logging in and ignores a second submit', async () => {
    const held = heldAnswer(() => HttpResponse.json(SESSION_USER));
    answerLogin(held.resolver);
    const { user } = renderLogin();
    await fillAndSubmit(user);
    const button = await screen.findByRole('button', { name: 'Processing...' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '{Enter}');
    const form = button.closest('form');
    if (form) fireEvent.submit(form);
    // Let a second submit, had it got through, reach the network.
    await new Promise((resolve) => setTimeout(resolve, 50));
    held.release();
    expect(await screen.findByTestId('current-location')).toHaveTextContent('/dashboard/home');
    expect(held.calls).toBe(1);
  });

  it('goes to the redirect address after logging in and stores the session', async () => {
    answerLogin(() => HttpResponse.json(SESSION_USER));
    const { user } = renderLogin('/login?redirect=%2Fdashboard%2Fwallet');
    await fillAndSubmit(user);
    expect(await screen.findByTestId('current-location')).toHaveTextContent(/^\/dashboard\/wallet$/);
    expect(localStorage.getItem('token')).toBe(SESSION_USER.token.token);
    expect(localStorage.getItem('user_id')).toBe('42');
    expect(localStorage.getItem('token_exp')).toBe(String(SESSION_USER.token.exp));
  });

  it('goes to dashboard home keeping the query when there is no redirect', async () => {
    answerLogin(() => HttpResponse.json(SESSION_USER));
    const { user } = renderLogin('/login?options=%7B%22route_type%22%3A%22one-way%22%7D');
    await fillAndSubmit(user);
    expect(await screen.findByTestId('current-location')).toHaveTextContent(
      /^\/dashboard\/home\?options=%7B%22route_type%22%3A%22one-way%22%7D$/,
    );
  });

  it.each([['//evil.example/phish'], ['/\\evil.example'], ['/\t/evil.example'], ['https://evil.example/']])(
    'does not follow a redirect to another site: %j',
    async (redirect) => {
      answerLogin(() => HttpResponse.json(SESSION_USER));
      const { user } = renderLogin(`/login?redirect=${encodeURIComponent(redirect)}`);
      await fillAndSubmit(user);
      await waitFor(() =>
        expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/dashboard\/home\?redirect=/),
      );
    },
  );

  it('sends the email and password the rider typed', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/login', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(SESSION_USER);
      }),
    );
    const { user } = renderLogin();
    await fillAndSubmit(user);
    await screen.findByTestId('current-location');
    expect(body).toEqual({ email: 'ada@example.ng', password: 'correct horse' });
  });

  it.each([
    ['operator', '/login', '/ops'],
    ['admin', '/login?redirect=%2Fdashboard%2Fwallet', '/ops'],
    ['admin', '/login?redirect=%2Fops%2Faudit-log', '/ops/audit-log'],
    ['driver', '/login', '/driver'],
    ['bus_partner', '/login?options=x', '/bus-partner'],
  ] as const)('sends a signed-in %s from %s to their home, %s', async (role, url, home) => {
    answerLogin(() => HttpResponse.json({ ...SESSION_USER, role }));
    const { user } = renderLogin(url);
    await fillAndSubmit(user);
    expect(await screen.findByTestId('current-location')).toHaveTextContent(new RegExp(`^${home}$`));
  });
});
