import { formatNaira } from '@shuttle/contracts';
import type { NewEmail } from '../mail/outbox.service.ts';

interface Recipient {
  email: string;
  fname: string;
}

/**
 * An accepted driver or bus partner: the account is ready, with a single-use set-password link
 * (24 hours, as a staff invitation: docs/decisions/122 and 171).
 */
export function applicationAcceptedEmail(
  to: Recipient,
  role: 'driver' | 'bus_partner',
  link: string,
  converted: boolean,
): NewEmail {
  const what = role === 'driver' ? 'drive with Shuttle' : 'run your buses with Shuttle';
  const account = converted
    ? 'Your Shuttle account has been switched over; you can keep signing in with your password,'
    : 'Your account is ready.';
  return {
    to: to.email,
    subject:
      role === 'driver' ? 'Your driver application is accepted' : 'Your bus partner application is accepted',
    text: [
      `Hello ${to.fname},`,
      '',
      `Good news: your application to ${what} has been accepted.`,
      `${account} Choose your password here (the link works once, for 24 hours): ${link}`,
      '',
      'If the link has expired, use "Forgot password" on the sign-in page.',
    ].join('\n'),
  };
}

/** A charter request accepted with its price. */
export function charterQuoteEmail(to: Recipient, quoteKobo: number, summary: string): NewEmail {
  return {
    to: to.email,
    subject: 'Your charter request is accepted',
    text: [
      `Hello ${to.fname},`,
      '',
      `We can run your charter: ${summary}.`,
      `The price is ${formatNaira(quoteKobo)}.`,
      '',
      'Reply to this email to confirm or ask us anything.',
    ].join('\n'),
  };
}
