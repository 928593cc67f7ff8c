import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/render-app.tsx';
import { capturePost, dismissToasts } from '../testing/marketing-handlers.ts';

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

async function openFeedback() {
  const view = renderApp('/business');
  await view.user.click((await screen.findAllByRole('button', { name: 'Get in touch' }))[0] as HTMLElement);
  const dialog = within(await screen.findByRole('dialog', { name: 'Get in touch' }));
  await dialog.findByLabelText('First name');
  return { ...view, dialog };
}

async function fill({ dialog, user }: Awaited<ReturnType<typeof openFeedback>>) {
  await user.type(dialog.getByLabelText('First name'), 'Tunde');
  await user.type(dialog.getByLabelText('Last name'), 'Bakare');
  await user.type(dialog.getByLabelText('Email'), 'tunde@example.ng');
  await user.type(dialog.getByLabelText('How can we help?'), 'We have 40 staff commuting from Ikorodu.');
}

describe('the business page', () => {
  it('sends Get Started to the business registration site', async () => {
    renderApp('/business');
    expect(await screen.findByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      'https://business.shuttle.ng/register',
    );
  });
});

describe('the feedback modal', () => {
  it('shows the four field messages, the comment one as the spec words it', async () => {
    const feedback = capturePost('/admins/feedback');
    const { dialog, user } = await openFeedback();
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Please enter a comment')).toBeVisible();
    expect(dialog.getByText('Please enter your first name')).toBeVisible();
    expect(dialog.getByText('Please enter your last name')).toBeVisible();
    expect(dialog.getByText('Please enter your email address')).toBeVisible();
    expect(feedback.bodies).toHaveLength(0);
  });

  it('toasts "Feedback recieved" and reloads the page 3 seconds later', async () => {
    const feedback = capturePost('/admins/feedback');
    const scheduled: { run: () => void; delay: number | undefined }[] = [];
    const realSetTimeout = window.setTimeout;
    // jsdom cannot reload a page: keep the reload it schedules instead of running it.
    vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, delay?: number) => {
      if (delay === 3000) {
        scheduled.push({ run, delay });
        return 0;
      }
      return realSetTimeout(run, delay);
    }) as typeof window.setTimeout);
    const view = await openFeedback();
    await fill(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Feedback recieved')).toBeVisible();
    expect(scheduled).toHaveLength(1);
    expect(feedback.bodies).toEqual([
      {
        fname: 'Tunde',
        lname: 'Bakare',
        email: 'tunde@example.ng',
        comment: 'We have 40 staff commuting from Ikorodu.',
      },
    ]);
  });

  it('toasts the failure text when the feedback cannot be sent', async () => {
    capturePost('/admins/feedback', 500, { message: 'Something went wrong on our side.', code: 'INTERNAL' });
    const view = await openFeedback();
    await fill(view);
    await view.user.click(view.dialog.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('An error occured, please try again.')).toBeVisible();
  });
});
