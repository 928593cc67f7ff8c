import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { marketingConfig } from '../config.ts';

interface RequestReceivedProps {
  /** The page's own heading on /dashboard/request-successful; a section heading elsewhere. */
  titleAs?: 'h1' | 'h2';
  /** On the public page the form comes back in place; in the dashboard a link leads to it. */
  onRequestAnother?: () => void;
}

/** The confirmation after a charter request (docs/product.md#public-forms: /dashboard/request-successful). */
export function RequestReceived({ titleAs: Title = 'h2', onRequestAnother }: RequestReceivedProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isInPlace = onRequestAnother !== undefined;
  // Shown in place of the form: move focus so that screen readers announce the outcome.
  useEffect(() => {
    if (isInPlace) headingRef.current?.focus();
  }, [isInPlace]);
  return (
    <div className="request-received card">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" className="request-received__icon">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="m14 25 7 7 13-15" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <Title ref={headingRef} tabIndex={-1}>
        Request received
      </Title>
      <p>
        Thank you. Our charter team is checking which vehicles are free on your date and will call you within
        one working day with a quote. You pay only once you accept it.
      </p>
      <p className="muted">
        Need to change something? Write to{' '}
        <a href={`mailto:${marketingConfig.supportEmail}`}>{marketingConfig.supportEmail}</a> and mention the
        date of your trip.
      </p>
      <div className="row">
        {onRequestAnother ? (
          <>
            <Link className="btn btn--primary" to={paths.home}>
              Back to home
            </Link>
            <button type="button" className="btn btn--ghost" onClick={onRequestAnother}>
              Make another request
            </button>
          </>
        ) : (
          <>
            <Link className="btn btn--primary" to={paths.dashboard.home}>
              Back to dashboard
            </Link>
            <Link className="btn btn--ghost" to={paths.dashboard.charter}>
              Make another request
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
