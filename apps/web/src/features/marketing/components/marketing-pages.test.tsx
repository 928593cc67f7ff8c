import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { dismissToasts, signInRider } from '../testing/marketing-handlers.ts';

afterEach(() => {
  dismissToasts();
  session.end();
});

describe('home', () => {
  it('shows the press names, boarding, the steps in brief, the app stores and a call to sign up', async () => {
    const { user } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'As featured in' })).toBeVisible();
    expect(screen.getByText('TechCabal')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Board with your QR code or mobility card' })).toBeVisible();
    expect(screen.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/apps\.apple\.com\//),
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/play\.google\.com\//),
    );
    expect(screen.getByRole('link', { name: 'See every step, and the video' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
    await user.click(screen.getByRole('button', { name: 'Create your free account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeVisible();
  });
});

describe('how it works', () => {
  it('lists the four steps, the support contact and the Lagos-only note', async () => {
    renderApp('/how-it-works');
    const steps = within(await screen.findByRole('list')).getAllByRole('heading');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign up online',
      'Book a ride',
      'Download the app',
      'Sit back and relax',
    ]);
    expect(screen.getByRole('link', { name: 'support@shuttle.ng' })).toHaveAttribute(
      'href',
      'mailto:support@shuttle.ng',
    );
    expect(screen.getByText('Shuttle currently operates in Lagos only.')).toBeVisible();
  });

  it('loads the privacy-enhanced player only when the poster is clicked', async () => {
    const { user } = renderApp('/how-it-works');
    const poster = await screen.findByRole('button', { name: /Play the video: How Shuttle works/ });
    expect(screen.queryByTitle('How Shuttle works')).toBeNull();
    await user.click(poster);
    const player = screen.getByTitle('How Shuttle works');
    expect(player.tagName).toBe('IFRAME');
    expect(player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/,
    );
    expect(player).toHaveFocus();
  });
});

describe('drive for us', () => {
  it('lists the four steps with the documents the spec names', async () => {
    renderApp('/drive-for-us');
    const steps = within(
      await screen.findByRole('region', { name: 'Four steps to your first trip' }),
    ).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign up online',
      'Share your documents',
      'Schedule a screening',
      'Get the app and go',
    ]);
    expect(screen.getByText("a valid driver's licence")).toBeVisible();
    expect(screen.getByText('your academic certificates')).toBeVisible();
    expect(screen.getByText('possibly a guarantor')).toBeVisible();
    expect(screen.getByText(/from a couple of hours to a few days/)).toBeVisible();
  });
});

describe('she moves', () => {
  it('states the ages and the mentors commitment, and links each role to its form', async () => {
    renderApp('/she-moves');
    expect(await screen.findAllByText(/18 to 45/)).not.toHaveLength(0);
    expect(screen.getAllByText(/two hours a month, for one year/)).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Join as a participant' })).toHaveAttribute(
      'href',
      '/she-moves-details?scope=participant',
    );
    expect(screen.getByRole('link', { name: 'Become a mentor' })).toHaveAttribute(
      'href',
      '/she-moves-details?scope=mentor',
    );
    expect(screen.getByRole('link', { name: 'Drive with She Moves' })).toHaveAttribute(
      'href',
      '/she-moves-details?scope=driver',
    );
  });
});

describe('bus partners', () => {
  it('lists the four partner steps', async () => {
    renderApp('/bus-partners');
    expect(await screen.findByRole('heading', { name: 'Upload your documents' })).toBeVisible();
    expect(screen.getByText(/vehicle inspection report and the vehicle papers/)).toBeVisible();
    expect(screen.getByText(/Track your buses, your drivers and your earnings/)).toBeVisible();
  });
});

describe('faq', () => {
  it('puts every question in one exclusive accordion, with the policies of docs/product.md#constants', async () => {
    renderApp('/faq');
    expect(await screen.findByRole('heading', { name: 'For riders' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'For drivers' })).toBeVisible();
    const items = screen.getByRole('main').querySelectorAll('details');
    expect(items.length).toBeGreaterThan(10);
    for (const item of items) expect(item).toHaveAttribute('name', 'faq');
    const text = document.body.textContent ?? '';
    expect(text).toContain('Cancel at least an hour before the day of the ride');
    expect(text).toContain('The refund goes back to your wallet instantly');
    expect(text).toContain('There are no recurring charges');
    expect(text).toContain('A subscription is billed weekly');
    expect(text).toContain('support@shuttle.ng');
  });
});

describe('privacy policy', () => {
  it('is where /privacy leads, with every section and the effective date', async () => {
    const { router } = renderApp('/privacy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/privacy-policy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(screen.getByText('1 November 2017')).toBeVisible();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections).toEqual(
      expect.arrayContaining([
        'Information we collect',
        'How we use your information',
        'How we protect your information',
        'Children under 13',
        'Your choices and opting out',
        'Changes to this policy',
        'Contact us',
      ]),
    );
  });
});

describe('request successful', () => {
  it('confirms the charter request in the dashboard', async () => {
    signInRider();
    renderApp('/dashboard/request-successful');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request received' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Make another request' })).toHaveAttribute(
      'href',
      '/dashboard/charter',
    );
  });
});
