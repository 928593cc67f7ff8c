import { type SessionUser, unpagedList } from '@shuttle/contracts';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AuthModalsProvider } from '../../../features/auth/components/auth-modals.tsx';
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
    http.get('*/v1/city', () => HttpResponse.json(unpagedList([{ id: 1, name: 'Lagos' }]))),
    http.post('*/v1/users', () => HttpResponse.json(NEW_RIDER, { status: 201 })),
  );
});

// The register form is the site's Register modal, which the root layout provides.
const renderLogin = (url: string) =>
  renderRoute(url, [
    {
      path: '/login',
      element: (
        <AuthModalsProvider>
          <LoginPage />
        </AuthModalsProvider>
      ),
    },
  ]);

async function register(user: ReturnType<typeof renderLogin>['user']) {
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create your account' }));
  await dialog.findByRole('option', { name: 'Lagos' });
  await user.type(dialog.getByLabelText('First name'), 'Tolu');
  await user.type(dialog.getByLabelText('Last name'), 'Bakare');
  await user.type(dialog.getByLabelText('Email'), 'tolu@example.ng');
  await user.type(dialog.getByLabelText('Phone number'), '08031234567');
  await user.type(dialog.getByLabelText('Password'), 'danfo-free-2026');
  await user.click(dialog.getByRole('button', { name: 'Register' }));
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

  it("goes back to the page's login form from the register form", async () => {
    const { user } = renderLogin('/login');
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create your account' });
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in to Shuttle' })).toBeInTheDocument();
  });

  describe('in the demo', () => {
    afterEach(() => document.querySelector('.demo-banner')?.remove());

    it('offers no demo sign-in where the server marked no demo', async () => {
      renderLogin('/login');
      await screen.findByRole('heading', { name: 'Log in to Shuttle' });
      expect(screen.queryByRole('button', { name: /Try the demo as/ })).not.toBeInTheDocument();
    });

    it('signs a visitor in as the demo operator at once and sends them to the console', async () => {
      // What the API writes into every page of the demo (shared/web-app.ts).
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<aside class="demo-banner" aria-label="Demo">Demo.</aside>',
      );
      let asked: unknown;
      server.use(
        http.post('*/v1/demo/sessions', async ({ request }) => {
          asked = await request.json();
          return HttpResponse.json({ ...NEW_RIDER, id: 4, verified: true, role: 'operator' });
        }),
      );
      const { user } = renderLogin('/login');
      for (const who of ['a rider', 'a driver', 'an operator', 'an admin', 'a bus partner']) {
        expect(await screen.findByRole('button', { name: `Try the demo as ${who}` })).toBeInTheDocument();
      }
      await user.click(screen.getByRole('button', { name: 'Try the demo as an operator' }));
      expect(await screen.findByTestId('current-location')).toHaveTextContent(/^\/ops$/);
      expect(asked).toEqual({ role: 'operator' });
    });
  });
});
