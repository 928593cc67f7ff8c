import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { capturePost, dismissToasts } from '../testing/marketing-handlers.ts';

afterEach(dismissToasts);

async function openForm() {
  const view = renderApp('/bus-partners/form');
  await screen.findByRole('button', { name: 'Submit application' });
  return view;
}

async function fill({ user }: Awaited<ReturnType<typeof openForm>>) {
  await user.type(screen.getByLabelText('First name'), 'Kemi');
  await user.type(screen.getByLabelText('Last name'), 'Balogun');
  await user.type(screen.getByLabelText('Email'), 'kemi@example.ng');
  await user.type(screen.getByLabelText('Phone number'), '08123456789');
  await user.type(screen.getByLabelText('Company name'), 'Balogun Transport Ltd');
  await user.type(screen.getByLabelText('Vehicle brand'), 'Toyota');
  await user.type(screen.getByLabelText('Number of vehicles'), '6');
}

describe('the bus partner form', () => {
  it('is reached from the bus partners page', async () => {
    const { user, router } = renderApp('/bus-partners');
    await user.click(await screen.findByRole('link', { name: 'Become a partner' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bus-partners/form'));
  });

  it('shows the spec messages for the company, the brand and the count', async () => {
    const partner = capturePost('/partner');
    const { user } = await openForm();
    await user.type(screen.getByLabelText('Phone number'), '0812345');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Please enter your company name')).toBeVisible();
    expect(screen.getByText('Please enter your vehicle brand name')).toBeVisible();
    expect(screen.getByText('Please enter vehicle count')).toBeVisible();
    expect(screen.getByText('Please enter your first name')).toBeVisible();
    expect(screen.getByText('Please enter your last name')).toBeVisible();
    expect(screen.getByText('Please enter your email address')).toBeVisible();
    expect(screen.getByText('Phone number must be at least 11 digits')).toBeVisible();
    expect(partner.bodies).toHaveLength(0);
  });

  it('sends the choices as comma-separated text with the meta copy, then goes home after 3 seconds', async () => {
    const partner = capturePost('/partner');
    const view = await openForm();
    await fill(view);
    await view.user.click(screen.getByLabelText('Coaster (up to 30 seats)'));
    await view.user.click(screen.getByLabelText('Hiace (14 to 18 seats)'));
    await view.user.click(screen.getByLabelText('Wi-Fi'));
    await view.user.click(screen.getByLabelText('Air conditioning'));
    await view.user.click(screen.getByRole('button', { name: 'Submit application' }));

    expect(
      await screen.findByText('Thank you! Your application has been received. We will be in touch shortly.'),
    ).toBeVisible();
    const payload = {
      fname: 'Kemi',
      lname: 'Balogun',
      email: 'kemi@example.ng',
      phone: '08123456789',
      company_name: 'Balogun Transport Ltd',
      vehicle_brand: 'Toyota',
      vehicle_count: 6,
      vehicle_type: 'hiace,coaster',
      amenities: 'AC,wifi',
    };
    expect(partner.bodies).toHaveLength(1);
    expect(partner.bodies[0]).toEqual({ ...payload, meta: expect.any(String) });
    expect(JSON.parse((partner.bodies[0] as { meta: string }).meta)).toEqual(payload);
    expect(view.router.state.location.pathname).toBe('/bus-partners/form');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/'), { timeout: 4500 });
  });

  it("toasts the server's message, else the generic one", async () => {
    capturePost('/partner', 429, { message: 'Too many requests. Please wait a moment and try again.' });
    const view = await openForm();
    await fill(view);
    await view.user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeVisible();

    capturePost('/partner', 500, {});
    await view.user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('An error occured, please try again later')).toBeVisible();
    expect(view.router.state.location.pathname).toBe('/bus-partners/form');
  });
});
