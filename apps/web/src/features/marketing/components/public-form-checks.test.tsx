import { MESSAGES } from '@shuttle/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CheckOnDemand, checkOnDemand } from '../../../lib/check-on-demand.ts';
import { renderRoute } from '../../../testing/render-route.tsx';
import { capturePost, dismissToasts } from '../testing/marketing-handlers.ts';
import { driverSignupResolver } from './driver-signup-check.ts';
import { DriverSignupForm } from './driver-signup-form.tsx';
import { feedbackResolver } from './feedback-check.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { partnerResolver } from './partner-check.ts';
import { PartnerForm } from './partner-form.tsx';
import { programmeResolvers } from './programme-check.ts';
import { ProgrammeForm } from './programme-form.tsx';

afterEach(() => {
  dismissToasts();
  vi.restoreAllMocks();
});

const STOPS = [
  { value: 'CMS Bus Terminal, Marina', label: 'CMS Bus Terminal, Marina' },
  { value: 'Ikeja Along, by the pedestrian bridge', label: 'Ikeja Along, by the pedestrian bridge' },
];

const typeContact = async (user: UserEvent) => {
  await user.type(screen.getByLabelText('First name'), 'Amaka');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Email'), 'amaka@example.ng');
};

/**
 * A public form with a check whose download fails while `network.online` is false, as when the
 * phone loses its connection after the page loaded, and succeeds once it is back.
 */
function publicForm<TValues extends FieldValues, TOutput>(form: {
  name: string;
  /** The call the form sends. */
  path: string;
  submit: string;
  resolver: Resolver<TValues, unknown, TOutput>;
  render: (check: CheckOnDemand<TValues, TOutput>) => ReactNode;
  fill: (user: UserEvent) => Promise<void>;
}) {
  const withFlakyCheck = () => {
    const network = { online: false };
    const load = vi.fn(async () => {
      if (!network.online) throw new TypeError('Failed to fetch dynamically imported module');
      return form.resolver;
    });
    return { network, load, element: form.render(checkOnDemand(load)) };
  };
  return { name: form.name, path: form.path, submit: form.submit, fill: form.fill, withFlakyCheck };
}

const FORMS = [
  publicForm({
    name: 'the driver signup',
    path: '/drivers',
    submit: 'Sign up to drive',
    resolver: driverSignupResolver,
    render: (check) => <DriverSignupForm check={check} />,
    fill: async (user) => {
      await typeContact(user);
      await user.type(screen.getByLabelText('Phone number'), '08059876543');
      await user.type(screen.getByLabelText('Password', { exact: true }), 'steady-hands-42');
    },
  }),
  publicForm({
    name: 'the feedback form',
    path: '/admins/feedback',
    submit: 'Send',
    resolver: feedbackResolver,
    render: (check) => <FeedbackForm check={check} />,
    fill: async (user) => {
      await typeContact(user);
      await user.type(screen.getByLabelText('How can we help?'), 'Forty staff from Ikorodu.');
    },
  }),
  publicForm({
    name: 'the bus partner form',
    path: '/partner',
    submit: 'Submit application',
    resolver: partnerResolver,
    render: (check) => <PartnerForm check={check} />,
    fill: async (user) => {
      await typeContact(user);
      await user.type(screen.getByLabelText('Phone number'), '08123456789');
      await user.type(screen.getByLabelText('Company name'), 'Obi Transport Ltd');
      await user.type(screen.getByLabelText('Vehicle brand'), 'Toyota');
      await user.type(screen.getByLabelText('Number of vehicles'), '6');
    },
  }),
  publicForm({
    name: 'the She Moves form',
    path: '/survey',
    submit: 'Register as a mentor',
    resolver: programmeResolvers.mentor,
    render: (check) => <ProgrammeForm scope="mentor" stops={STOPS} cityId={1} check={check} />,
    fill: async (user) => {
      await typeContact(user);
      await user.type(screen.getByLabelText('Phone number'), '08031234567');
      await user.type(screen.getByLabelText('Social media handle'), '@amaka');
      await user.selectOptions(screen.getByLabelText('Industry'), 'Finance');
      await user.selectOptions(
        screen.getByLabelText('Pick-up location'),
        'Ikeja Along, by the pedestrian bridge',
      );
      await user.selectOptions(screen.getByLabelText('Drop-off location'), 'CMS Bus Terminal, Marina');
    },
  }),
];

describe('a public form’s check, downloaded when needed (docs/decisions/205)', () => {
  it.each(FORMS)(
    '$name: a lost download is said on the form, sends nothing, keeps the values and is tried again at the next send',
    async (form) => {
      // Received, the feedback form reloads the page and the partner form goes home 3 seconds
      // later: jsdom cannot reload, and the test has ended by then.
      const realSetTimeout = window.setTimeout;
      vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, delay?: number) =>
        delay === 3000 ? 0 : realSetTimeout(run, delay)) as typeof window.setTimeout);
      const sent = capturePost(form.path);
      const { network, load, element } = form.withFlakyCheck();
      const { container, user } = renderRoute('/form', [{ path: '/form', element }]);
      const submit = await screen.findByRole('button', { name: form.submit });
      expect(load).not.toHaveBeenCalled();

      await form.fill(user);
      expect(load).toHaveBeenCalled();
      await user.click(submit);
      const onForm = within(container.querySelector('form') as HTMLFormElement);
      expect(await onForm.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
      expect(sent.bodies).toHaveLength(0);
      expect(screen.getByLabelText('First name')).toHaveValue('Amaka');
      expect(screen.getByLabelText('Email')).toHaveValue('amaka@example.ng');

      network.online = true;
      const tries = load.mock.calls.length;
      await user.click(submit);
      await waitFor(() => expect(sent.bodies).toHaveLength(1));
      expect(load.mock.calls.length).toBeGreaterThan(tries);
      expect(sent.bodies[0]).toMatchObject({ fname: 'Amaka', lname: 'Obi', email: 'amaka@example.ng' });
    },
  );
});
