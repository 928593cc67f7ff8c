import { type SessionUser, unpagedList } from '@shuttle/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { heldAnswer } from '../../../testing/held-answer.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { RegisterForm } from './register-form.tsx';

const SESSION_USER: SessionUser = {
  id: 7,
  fname: 'Amaka',
  lname: 'Obi',
  email: 'amaka@example.ng',
  phone: '08031234567',
  city_id: 1,
  corporate_id: null,
  verified: false,
  avatar: null,
  role: 'rider',
  token: { token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 },
  wallet: { balance_kobo: 0, company_balance_kobo: null },
};

const CITIES = unpagedList([{ id: 1, name: 'Lagos' }]);

beforeEach(() => {
  server.use(http.get('*/v1/city', () => HttpResponse.json(CITIES)));
});

const renderRegister = () => renderRoute('/register', [{ path: '/register', element: <RegisterForm /> }]);

type User = ReturnType<typeof renderRegister>['user'];

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText('First name'), 'Amaka');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Email'), 'amaka@example.ng');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.type(screen.getByLabelText('Password'), 'danfo-free-2026');
}

describe('RegisterForm', () => {
  it('shows the spec message of every empty field', async () => {
    const { user } = renderRegister();
    await screen.findByRole('option', { name: 'Lagos' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(screen.queryByText('Please select a city')).not.toBeInTheDocument();
  });

  it.each(['0803', '0803123456', 'call me maybe'])(
    'shows "Phone number must be at least 11 digits" for "%s"',
    async (phone) => {
      const { user } = renderRegister();
      await user.type(screen.getByLabelText('Phone number'), phone);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Phone number must be at least 11 digits')).toBeInTheDocument();
    },
  );

  it('refuses a password under 6 characters', async () => {
    const { user } = renderRegister();
    await user.type(screen.getByLabelText('Password'), 'abc12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Password must have at least 6 characters.')).toBeInTheDocument();
  });

  it('defaults the city to the first supported city', async () => {
    renderRegister();
    await screen.findByRole('option', { name: 'Lagos' });
    expect(screen.getByLabelText('City')).toHaveValue('1');
  });

  it('asks for a city when the cities could not be loaded', async () => {
    server.use(http.get('*/v1/city', () => new HttpResponse(null, { status: 503 })));
    const { user } = renderRegister();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Please select a city')).toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    const { user } = renderRegister();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it('registers with what was typed, stores the session and goes to dashboard home', async () => {
    let body: unknown;
    server.use(
      http.post('*/v1/users', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(SESSION_USER, { status: 201 });
      }),
    );
    const { user } = renderRegister();
    await screen.findByRole('option', { name: 'Lagos' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('current-location')).toHaveTextContent(/^\/dashboard\/home$/);
    expect(body).toEqual({
      fname: 'Amaka',
      lname: 'Obi',
      email: 'amaka@example.ng',
      phone: '08031234567',
      city_id: 1,
      password: 'danfo-free-2026',
    });
    expect(localStorage.getItem('user_id')).toBe('7');
  });

  it('reads Processing... while registering', async () => {
    const held = heldAnswer(() => HttpResponse.json(SESSION_USER, { status: 201 }));
    server.use(http.post('*/v1/users', held.resolver));
    const { user } = renderRegister();
    await screen.findByRole('option', { name: 'Lagos' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    held.release();
    expect(await screen.findByTestId('current-location')).toHaveTextContent('/dashboard/home');
    expect(held.calls).toBe(1);
  });

  it.each([
    [
      'the server message',
      () =>
        HttpResponse.json(
          { message: 'An account with this email address already exists.', code: 'EMAIL_TAKEN' },
          { status: 409 },
        ),
      'An account with this email address already exists.',
    ],
    [
      'the generic message without one',
      () => new HttpResponse(null, { status: 500 }),
      'Oops! An error occured, please try again.',
    ],
  ])('shows %s on failure and clears storage', async (_case, response, message) => {
    localStorage.setItem('token', 'stale');
    server.use(http.post('*/v1/users', response));
    const { user } = renderRegister();
    await screen.findByRole('option', { name: 'Lagos' });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(localStorage.length).toBe(0);
    expect(screen.queryByTestId('current-location')).not.toBeInTheDocument();
  });
});
