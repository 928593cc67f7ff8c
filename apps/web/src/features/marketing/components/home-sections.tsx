import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { marketingConfig } from '../config.ts';

/** docs/product.md#overview: publications named as plain text wordmarks, no borrowed logos. */
const PRESS = ['TechCabal', 'BusinessDay', 'The Guardian Nigeria', 'Nairametrics', 'Pulse Nigeria'];

const BRIEF_STEPS = [
  {
    title: 'Sign up online',
    body: 'Create your account in a minute and top up your wallet by card or bank transfer.',
  },
  {
    title: 'Book a ride',
    body: 'Choose your pick-up and destination, pick a departure time and reserve your seat.',
  },
  {
    title: 'Board and go',
    body: 'Show your QR code or your linked mobility card, then sit back all the way to work.',
  },
];

function AppleIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4.9-1.3 1.3-2.7 1.3-2.7s-2.5-1-2.5-4ZM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4Z" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="currentColor">
      <path d="M4 2.6v18.8c0 .5.6.8 1 .5l16.2-9.4a.6.6 0 0 0 0-1L5 2.1c-.4-.3-1 0-1 .5Z" />
    </svg>
  );
}

/**
 * The home page's bands below the route-discovery hero (docs/product.md#overview): text, pictures
 * and links alone. The page loads this module only when it renders in the browser: a prerendered
 * home keeps the bands' markup as it is (docs/decisions/286). Their styles are the page's own
 * (`home-sections.css`), loaded with it.
 */
export function HomeSections() {
  return (
    <>
      <section className="home-band press" aria-labelledby="press-heading">
        <div className="container">
          <h2 id="press-heading" className="press__label">
            As featured in
          </h2>
          <ul className="press__names">
            {PRESS.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="home-band home-band--alt" aria-labelledby="boarding-heading">
        <div className="container home-split">
          <div>
            <h2 id="boarding-heading">Board with your QR code or mobility card</h2>
            <p className="muted">
              No cash and no change at the door. Every booked seat comes with a boarding pass in the app, and
              riders who prefer a card can link a Shuttle mobility card to their account and board with it
              instead.
            </p>
          </div>
          <div className="boarding">
            <div className="boarding__card">
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="currentColor">
                <path d="M3 3h8v8H3V3Zm2 2v4h4V5H5Zm8-2h8v8h-8V3Zm2 2v4h4V5h-4ZM3 13h8v8H3v-8Zm2 2v4h4v-4H5Zm8-2h2v2h-2v-2Zm2 2h2v2h-2v-2Zm2-2h4v2h-4v-2Zm-4 4h2v4h-2v-4Zm4 0h4v4h-2v-2h-2v-2Z" />
              </svg>
              <h3>QR boarding pass</h3>
              <p>Open your booking in the app and show the code to the driver as you step in.</p>
            </div>
            <div className="boarding__card">
              <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" fill="currentColor">
                <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm1 4v8h16V9H4Zm0-2h16V7H4Zm2 6h6v2H6v-2Z" />
              </svg>
              <h3>Mobility card</h3>
              <p>
                Link your card on your account page. At the door, the driver holds it to their phone or types
                the number printed on it, and your booked seat is checked in, even where there is no signal.
              </p>
            </div>
          </div>
        </div>
      </section>

      <section className="home-band" aria-labelledby="brief-heading">
        <div className="container">
          <h2 id="brief-heading">How it works</h2>
          <ol className="brief-steps">
            {BRIEF_STEPS.map((step) => (
              <li key={step.title}>
                <h3>{step.title}</h3>
                <p>{step.body}</p>
              </li>
            ))}
          </ol>
          <Link to={paths.howItWorks}>See every step, and the video</Link>
        </div>
      </section>

      <section className="home-band home-band--alt" aria-labelledby="apps-heading">
        <div className="container">
          <h2 id="apps-heading">Take Shuttle with you</h2>
          <p className="muted">
            Get ride reminders, follow your bus live on the map and keep your boarding pass in your pocket.
          </p>
          <div className="store-links">
            <a className="store-link" href={marketingConfig.appStoreUrl} rel="noopener">
              <AppleIcon />
              <span>
                <small>Download on the</small>
                <strong>App Store</strong>
              </span>
            </a>
            <a className="store-link" href={marketingConfig.playStoreUrl} rel="noopener">
              <PlayIcon />
              <span>
                <small>Get it on</small>
                <strong>Google Play</strong>
              </span>
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
