import { useState } from 'react';
import { StaticMarkup } from '../../../components/ui/static-markup.tsx';
import { DriverSignupDialog } from './form-dialogs.tsx';
import { PageHero } from './page-hero.tsx';
import { StepList } from './step-list.tsx';

const STEPS = [
  {
    title: 'Sign up online',
    body: 'Tell us your name, email and phone number and choose a password. It takes a minute.',
  },
  {
    title: 'Share your documents',
    body: (
      <>
        <p>Have these ready; we will ask for them after you sign up:</p>
        <ul>
          <li>a valid driver's licence</li>
          <li>your academic certificates</li>
          <li>possibly a guarantor</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Schedule a screening',
    body: 'Pick a time that suits you. Depending on the checks, screening lasts from a couple of hours to a few days.',
  },
  { title: 'Get the app and go', body: 'Install the driver app, receive your first trips and hit the road.' },
];

/** docs/product.md#public-forms: the hero's Sign up to drive opens the signup modal; four steps follow. */
export function DriveForUsPage() {
  const [isSignupOpen, setIsSignupOpen] = useState(false);
  return (
    <>
      <PageHero
        eyebrow="Drive for us"
        title="Drive with Shuttle and earn on a schedule you can plan"
        lead="Fixed routes, fixed times and modern buses. Drive commuters across Lagos and get paid for every trip."
      >
        <button type="button" className="btn btn--primary" onClick={() => setIsSignupOpen(true)}>
          Sign up to drive
        </button>
      </PageHero>
      {/* Text alone, hydrated as it was prerendered (docs/decisions/286). */}
      <StaticMarkup as="section" className="section" aria-labelledby="driver-steps">
        <div className="container">
          <h2 id="driver-steps">Four steps to your first trip</h2>
          <StepList steps={STEPS} />
        </div>
      </StaticMarkup>
      <DriverSignupDialog isOpen={isSignupOpen} onClose={() => setIsSignupOpen(false)} />
    </>
  );
}
