import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { capturePost, dismissToasts } from '../testing/marketing-handlers.ts';

afterEach(dismissToasts);

async function openSignup() {
  const view = renderApp('/drive-for-us');
  await view.user.click(await screen.findByRole('button', { name: 'Sign up to drive' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sign up to drive' });
  await within(dialog).findByLabelText('First name');
  return { ...view, dialog: within(dialog) };
}

async function fill(
  dialog: Awaited<ReturnType<typeof openSignup>>['dialog'],
  user: Awaited<ReturnType<typeof openSignup>>['user'],
) {
  await user.type(dialog.getByLabelText('First name'), 'Emeka');
  await user.type(dialog.getByLabelText('Last name'), 'Nwosu');
  await user.type(dialog.getByLabelText('Email'), 'emeka@example.ng');
  await user.type(dialog.getByLabelText('Phone number'), '08059876543');
  await user.type(dialog.getByLabelText('Password', { exact: true }), 'steady-hands-42');
}

describe('the driver signup modal', () => {
  it('shows every field message and sends nothing', async () => {
    const drivers = capturePost('/drivers');
    const { dialog, user } = await openSignup();
    await user.click(dialog.getByRole('button', { name: 'Sign up to drive' }));
    expect(await dialog.findByText('Please enter your first name')).toBeVisible();
    expect(dialog.getByText('Please enter your last name')).toBeVisible();
    expect(dialog.getByText('Please enter your email address')).toBeVisible();
    expect(dialog.getByText('Please enter a valid phone number')).toBeVisible();
    expect(dialog.getByText('Please enter a password')).toBeVisible();
    expect(drivers.bodies).toHaveLength(0);
  });

  it('checks the phone length, the email and the password length', async () => {
    const { dialog, user } = await openSignup();
    await user.type(dialog.getByLabelText('Email'), 'emeka@');
    await user.type(dialog.getByLabelText('Phone number'), '0805987654');
    await user.type(dialog.getByLabelText('Password', { exact: true }), 'abc12');
    await user.click(dialog.getByRole('button', { name: 'Sign up to drive' }));
    expect(await dialog.findByText('Phone number must be at least 11 digits')).toBeVisible();
    expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    expect(dialog.getByText('Password must have at least 6 characters.')).toBeVisible();
    await user.clear(dialog.getByLabelText('Password', { exact: true }));
    await user.type(dialog.getByLabelText('Password', { exact: true }), 'password123');
    await user.click(dialog.getByRole('button', { name: 'Sign up to drive' }));
    expect(await dialog.findByText('This password is too common. Please choose another one.')).toBeVisible();
  });

  it('shows and hides the password', async () => {
    const { dialog, user } = await openSignup();
    const password = dialog.getByLabelText('Password', { exact: true });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(dialog.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(dialog.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the green notice and clears the form on success', async () => {
    const drivers = capturePost('/drivers');
    const { dialog, user } = await openSignup();
    await fill(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Sign up to drive' }));
    expect(
      await dialog.findByText(
        'Thank you for signing up to drive with us! We will be in touch about the next steps.',
      ),
    ).toHaveClass('notice-success');
    expect(dialog.getByLabelText('First name')).toHaveValue('');
    expect(dialog.getByLabelText('Password', { exact: true })).toHaveValue('');
    expect(drivers.bodies).toEqual([
      {
        fname: 'Emeka',
        lname: 'Nwosu',
        email: 'emeka@example.ng',
        phone: '08059876543',
        password: 'steady-hands-42',
      },
    ]);
  });

  it("shows the server's message when there is one", async () => {
    capturePost('/drivers', 409, {
      message: 'An application with this email address already exists.',
      code: 'EMAIL_TAKEN',
    });
    const { dialog, user } = await openSignup();
    await fill(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Sign up to drive' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'An application with this email address already exists.',
    );
    expect(dialog.getByLabelText('First name')).toHaveValue('Emeka');
  });

  it('shows the generic message when the server gives none', async () => {
    capturePost('/drivers', 502, {});
    const { dialog, user } = await openSignup();
    await fill(dialog, user);
    await user.click(dialog.getByRole('button', { name: 'Sign up to drive' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Oops! An error occured, please try again.');
  });
});
