import type { SessionUser } from '@shuttle/contracts';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { Component as LoginPage } from './login.tsx';

const NEW_RIDER: SessionUser = {
  id: 9,
  fname: 'Tolu',
  lname: 'Bakare',
  email: 'tolu@example.ng',
  phone: '08031234567',
  city_id: 1,
  corporate_id: null,
  verified: false,
  avatar: null,
  role: 'rider',
  token: { token: 'header.payload.signature', exp: Math.floor(Date.now() / 1000) + 3600 },
  wallet: { balance_kobo: 0, company_balance_kobo: null },
};

beforeEach(() => {
  server.use(
    http.get('*/v1/city', () => HttpResponse.json({ data: [{ id: 1, name: 'Lagos' }] })),
    http.post('*/v1/users', () => HttpResponse.json(NEW_RIDER, { status: 201 })),
  );
});

const renderLogin = (url: string) => renderRoute(url, [{ path: '/login', Component: LoginPage }]);

async function register(user: ReturnType<typeof renderLogin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  expect(await screen.findByRole('heading', { name: 'Create your Shuttle account' })).toBeInTheDocument();
  await screen.findByRole('option', { name: 'Lagos' });
  await user.type(screen.getByLabelText('First name'), 'Tolu');
  await user.type(screen.getByLabelText('Last name'), 'Bakare');
  await user.type(screen.getByLabelText('Email'), 'tolu@example.ng');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.type(screen.getByLabelText('Password'), 'danfo-free-2026');
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('the login page', () => {
  it('lets a new visitor register and keeps the search they made on the home page', async () => {
    const options = JSON.stringify({ source_route: 'Ikorodu Garage--1', destination_route: 'Obalende--9' });
    const { user } = renderLogin(`/login?${new URLSearchParams({ options })}`);
    await register(user);
    const location = await screen.findByTestId('current-location');
    expect(location.textContent).toBe(`/dashboard/home?${new URLSearchParams({ options })}`);
  });

  it('sends a new rider where the login was asked to lead', async () => {
    const { user } = renderLogin(`/login?redirect=${encodeURIComponent('/dashboard/wallet')}`);
    await register(user);
    expect(await screen.findByTestId('current-location')).toHaveTextContent(/^\/dashboard\/wallet$/);
  });

  it('switches back to logging in', async () => {
    const { user } = renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(screen.getByRole('heading', { name: 'Log in to Shuttle' })).toBeInTheDocument();
  });
});
