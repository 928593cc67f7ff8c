import { type PromoRedemption, unpagedList } from '@shuttle/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { server } from '../../../testing/msw-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { signInAs, walletAnswerFor } from '../../../testing/signed-in.ts';

const USER_ID = 11;

beforeEach(() => {
  signInAs(USER_ID);
  server.use(
    http.get(`/v1/users/${USER_ID}/wallet`, () => HttpResponse.json(walletAnswerFor(USER_ID))),
    http.get('/v1/city', () => HttpResponse.json(unpagedList([{ id: 1, name: 'Lagos' }]))),
  );
});

const WELCOME: PromoRedemption = {
  id: 1,
  code: 'WELCOME500',
  description: '₦500 in your wallet to welcome you to Shuttle',
  kind: 'wallet_credit',
  amount_kobo: 50_000,
  percent_off: null,
  rides_total: null,
  rides_left: null,
  expires_at: null,
  redeemed_at: '2026-11-21T09:00:00.000Z',
};

describe('promo codes', () => {
  it('redeem a code once per click, with an idempotency key, and list it', async () => {
    const redeemed: PromoRedemption[] = [];
    const keys: (string | null)[] = [];
    server.use(
      http.get(`/v1/users/${USER_ID}/promo-codes`, () => HttpResponse.json(unpagedList(redeemed))),
      http.post(`/v1/users/${USER_ID}/promo-codes`, async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        expect(await request.json()).toEqual({ code: 'WELCOME500' });
        redeemed.push(WELCOME);
        return HttpResponse.json({ redemption: WELCOME, balance_kobo: 50_000 }, { status: 201 });
      }),
    );
    const { user } = renderApp('/dashboard/account/promo-codes');
    expect(await screen.findByText('You have not redeemed a promo code yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Promo code'), ' welcome500 ');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('WELCOME500: ₦500.00 added to your wallet.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Redeemed promo codes' });
    expect(within(list).getByText('WELCOME500')).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(screen.getByLabelText('Promo code')).toHaveValue('');
  });

  it('show the server’s reason when a code is refused', async () => {
    server.use(
      http.get(`/v1/users/${USER_ID}/promo-codes`, () => HttpResponse.json(unpagedList([]))),
      http.post(`/v1/users/${USER_ID}/promo-codes`, () =>
        HttpResponse.json(
          { code: 'PROMO_CODE_EXPIRED', message: 'This promo code has expired.' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderApp('/dashboard/account/promo-codes');
    await user.type(await screen.findByLabelText('Promo code'), 'OLDCODE');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This promo code has expired.');
  });

  it('refuse an empty code before asking the server', async () => {
    server.use(http.get(`/v1/users/${USER_ID}/promo-codes`, () => HttpResponse.json(unpagedList([]))));
    const { user } = renderApp('/dashboard/account/promo-codes');
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Please enter a promo code')).toBeInTheDocument();
  });

  it('describe a discount by the rides left', async () => {
    server.use(
      http.get(`/v1/users/${USER_ID}/promo-codes`, () =>
        HttpResponse.json(
          unpagedList([
            {
              ...WELCOME,
              id: 2,
              code: 'RIDE10',
              kind: 'ride_discount',
              amount_kobo: null,
              percent_off: 10,
              rides_total: 5,
              rides_left: 4,
            },
          ]),
        ),
      ),
    );
    renderApp('/dashboard/account/promo-codes');
    expect(await screen.findByText(/10% off 5 rides: 4 rides left/)).toBeInTheDocument();
  });
});

describe('the password page', () => {
  it('keeps this device signed in with the new token', async () => {
    server.use(
      http.post(`/v1/users/${USER_ID}/password`, async ({ request }) => {
        expect(await request.json()).toEqual({
          current_password: 'old lagos password',
          password: 'new lagos password',
          confirm_password: 'new lagos password',
        });
        return HttpResponse.json({
          message: 'Your password was changed. Other devices were signed out.',
          token: { token: 'new.session.token', exp: Math.floor(Date.now() / 1000) + 7200 },
        });
      }),
    );
    const { user } = renderApp('/dashboard/account/password');
    await user.type(await screen.findByLabelText('Current password'), 'old lagos password');
    await user.type(screen.getByLabelText('New password'), 'new lagos password');
    await user.type(screen.getByLabelText('Confirm new password'), 'new lagos password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password was changed. Other devices were signed out.'),
    ).toBeInTheDocument();
    expect(session.get()).toMatchObject({ token: 'new.session.token', userId: USER_ID });
    expect(localStorage.getItem('token')).toBe('new.session.token');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password beside that field, and a mismatch before asking', async () => {
    server.use(
      http.post(`/v1/users/${USER_ID}/password`, () =>
        HttpResponse.json(
          { code: 'WRONG_PASSWORD', message: 'Your current password is not correct.' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/dashboard/account/password');
    await user.type(await screen.findByLabelText('Current password'), 'guess');
    await user.type(screen.getByLabelText('New password'), 'new lagos password');
    await user.type(screen.getByLabelText('Confirm new password'), 'something else');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Passwords must be identical.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new lagos password');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(session.get()?.token).toBe('header.payload.signature');
  });
});

describe('the profile page', () => {
  it('asks for the current password only for a new email address, and says the address needs its code', async () => {
    let saved: unknown;
    server.use(
      http.patch(`/v1/users/${USER_ID}`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({
          ...walletAnswerFor(USER_ID),
          email: 'funke.new@example.ng',
          verified: false,
        });
      }),
    );
    const { user } = renderApp('/dashboard/account/profile');
    const email = await screen.findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('funke@example.ng'));
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'funke.new@example.ng');
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '0809 999 0000');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Please enter your current password to change your email address'),
    ).toBeInTheDocument();
    expect(saved).toBeUndefined();
    await user.type(screen.getByLabelText('Current password'), 'okada-rider-77');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Your profile was saved. We sent a code to funke.new@example.ng to verify it.'),
    ).toBeInTheDocument();
    expect(saved).toEqual({
      fname: 'Funke',
      lname: 'Adeyemi',
      email: 'funke.new@example.ng',
      phone: '0809 999 0000',
      city_id: 1,
      current_password: 'okada-rider-77',
    });
  });

  it('sends no password when the email stays, and shows a wrong one on its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch(`/v1/users/${USER_ID}`, async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        if (body.email !== 'funke@example.ng') {
          return HttpResponse.json(
            { message: 'Your current password is not correct.', code: 'WRONG_PASSWORD' },
            { status: 400 },
          );
        }
        return HttpResponse.json(walletAnswerFor(USER_ID));
      }),
    );
    const { user } = renderApp('/dashboard/account/profile');
    const fname = await screen.findByLabelText('First name');
    await waitFor(() => expect(fname).toHaveValue('Funke'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile was saved.')).toBeInTheDocument();
    expect(sent[0]).not.toHaveProperty('current_password');

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'elsewhere@example.ng');
    await user.type(screen.getByLabelText('Current password'), 'not my password');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a name with a web address before sending it', async () => {
    const { user } = renderApp('/dashboard/account/profile');
    const fname = await screen.findByLabelText('First name');
    await waitFor(() => expect(fname).toHaveValue('Funke'));
    await user.clear(fname);
    await user.type(fname, 'Win at evil.example');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(
      await screen.findByText('Please enter the name on one line, without a web address'),
    ).toBeInTheDocument();
  });

  it('asks for the emailed code while the address is not verified', async () => {
    let verified = false;
    server.use(
      http.get(`/v1/users/${USER_ID}/wallet`, () =>
        HttpResponse.json(walletAnswerFor(USER_ID, { verified })),
      ),
      http.post(`/v1/users/${USER_ID}/verify`, async ({ request }) => {
        expect(await request.json()).toEqual({ code: '123456' });
        verified = true;
        return HttpResponse.json({ message: 'Verification Successful' });
      }),
    );
    const { user } = renderApp('/dashboard/account/profile');
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Your email address is verified.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument());
  });

  it('refuses a picture that is not PNG or JPEG before uploading it', async () => {
    renderApp('/dashboard/account/profile');
    const input = await screen.findByLabelText('Add a picture');
    // The file picker would hide it; a rider can still pick "All files".
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'me.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('only images of type jpeg and png are allowed')).toBeInTheDocument();
  });
});

describe('the trip menu', () => {
  it('keeps luggage within 1 to 10 and saves the preferences', async () => {
    let saved: unknown;
    server.use(
      http.get(`/v1/users/${USER_ID}/trip-preferences`, () =>
        HttpResponse.json({ wallet_source: 'Personal', luggage: true, luggage_quantity: 9, seats: 1 }),
      ),
      http.put(`/v1/users/${USER_ID}/trip-preferences`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(saved as object);
      }),
    );
    const { user } = renderApp('/dashboard/account/trip-menu');
    const more = await screen.findByRole('button', { name: 'More: Pieces of luggage' });
    await user.click(more);
    expect(more).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'More: Seats' }));
    // A rider outside any company has only the Personal wallet to choose.
    expect(screen.queryByRole('radio', { name: 'Company wallet' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Your trip preferences were saved.')).toBeInTheDocument();
    expect(saved).toEqual({ wallet_source: 'Personal', luggage: true, luggage_quantity: 10, seats: 2 });
  });
});

describe('suggest a route', () => {
  it('sends from, to, times and the chosen days in the spec’s numbering', async () => {
    let sent: unknown;
    server.use(
      http.get(`/v1/users/${USER_ID}/route-suggestions`, () => HttpResponse.json({ data: [] })),
      http.post(`/v1/users/${USER_ID}/route-suggestions`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { id: 1, created_at: '2026-11-21T09:00:00.000Z', ...(sent as object) },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/dashboard/account/suggest-route');
    await user.click(await screen.findByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Please enter where the route should start')).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one day')).toBeInTheDocument();

    await user.type(screen.getByLabelText('From'), 'Ikorodu Garage');
    await user.type(screen.getByLabelText('To'), 'CMS');
    await user.type(screen.getByLabelText('Departure time'), '06:15');
    await user.click(screen.getByRole('checkbox', { name: 'Monday' }));
    await user.click(screen.getByRole('checkbox', { name: 'Friday' }));
    await user.click(screen.getByRole('button', { name: 'Send suggestion' }));
    expect(await screen.findByText('Thank you! We have your route suggestion.')).toBeInTheDocument();
    expect(sent).toEqual({
      from: 'Ikorodu Garage',
      to: 'CMS',
      departure_time: '06:15',
      return_time: null,
      trip_days: [2, 6],
      note: '',
    });
  });
});

describe('the support page', () => {
  it('gives the contact details and the FAQ, and no chat when none is configured', async () => {
    renderApp('/dashboard/account/support');
    expect(await screen.findByRole('link', { name: 'support@shuttle.ng' })).toHaveAttribute(
      'href',
      'mailto:support@shuttle.ng',
    );
    expect(screen.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute('href', '/faq');
    expect(screen.queryByRole('button', { name: 'Start a chat' })).not.toBeInTheDocument();
  });
});

describe('the link sent to the old address', () => {
  it('puts the address back only when the rider asks, then offers to log in', async () => {
    let undone: unknown;
    server.use(
      http.post('/v1/email-changes/undo', async ({ request }) => {
        undone = await request.json();
        return HttpResponse.json({
          message: 'Your email address is restored and every device was signed out.',
        });
      }),
    );
    const { user } = renderApp('/email-change/undo-token-123');
    await screen.findByRole('heading', { name: 'Was it you who changed your email address?' });
    expect(undone).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Put my email address back' }));
    expect(
      await screen.findByText('Your email address is restored and every device was signed out.'),
    ).toBeInTheDocument();
    expect(undone).toEqual({ token: 'undo-token-123' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('says when the link is used or expired', async () => {
    server.use(
      http.post('/v1/email-changes/undo', () =>
        HttpResponse.json(
          { message: 'This link is invalid, has expired or was already used.', code: 'INVALID_TOKEN' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/email-change/used-token');
    await user.click(await screen.findByRole('button', { name: 'Put my email address back' }));
    expect(
      await screen.findByText('This link is invalid, has expired or was already used.'),
    ).toBeInTheDocument();
  });
});
