import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../testing/held-answer.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

const renderForgot = () =>
  renderRoute('/forgot-password', [{ path: '/forgot-password', element: <ForgotPasswordForm /> }]);

const SAME_ANSWER = {
  message: 'If an account exists for this email, a link to reset the password is on its way.',
};

describe('ForgotPasswordForm', () => {
  it('asks for the email address', async () => {
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
  });

  it('sends the email with type "user", then shows "Check your email" with a way home', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(SAME_ANSWER);
      }),
    );
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText('ada@example.ng')).toBeInTheDocument();
    expect(body).toEqual({ email: 'ada@example.ng', type: 'user' });
    const home = screen.getByRole('link', { name: 'Back to home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByTestId('current-location')).toHaveTextContent(/^\/$/);
  });

  it('reads Processing... while sending and sends once', async () => {
    const held = heldAnswer(() => HttpResponse.json(SAME_ANSWER));
    server.use(http.post('*/v1/password', held.resolver));
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '{Enter}');
    held.release();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(held.calls).toBe(1);
  });

  it.each([
    [
      'the server message',
      () =>
        HttpResponse.json(
          { message: 'Too many requests. Please wait a moment and try again.', code: 'TOO_MANY_REQUESTS' },
          { status: 429 },
        ),
      'Too many requests. Please wait a moment and try again.',
    ],
    [
      'the generic message without one',
      () => new HttpResponse(null, { status: 500 }),
      'Oops! An error occured, please try again.',
    ],
  ])('shows %s inline on failure and keeps the form', async (_case, response, message) => {
    server.use(http.post('*/v1/password', response));
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.ng');
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });
});
