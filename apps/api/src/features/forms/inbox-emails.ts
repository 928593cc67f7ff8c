import { formatNaira } from '@shuttle/contracts';
import type { NewEmail } from '../mail/outbox.service.ts';

interface Recipient {
  email: string;
  fname: string;
}

/**
 * An accepted driver or bus partner: the account is ready and signs in once its owner opens a
 * link (docs/decisions/236). With the password chosen on the application, a link that confirms
 * the address and keeps it; always a single-use set-password link (24 hours, as a staff
 * invitation: docs/decisions/122 and 171).
 */
export function applicationAcceptedEmail(
  to: Recipient,
  role: 'driver' | 'bus_partner',
  links: { setPassword: string; verify?: string | undefined },
): NewEmail {
  const what = role === 'driver' ? 'drive with Shuttle' : 'run your buses with Shuttle';
  const steps = links.verify
    ? [
        `Confirm your email address here, then sign in with the password you chose when you applied (the link works for 24 hours): ${links.verify}`,
        `Or choose a new password here (the link works once, for 24 hours): ${links.setPassword}`,
      ]
    : [`Choose your password here (the link works once, for 24 hours): ${links.setPassword}`];
  return {
    to: to.email,
    subject:
      role === 'driver' ? 'Your driver application is accepted' : 'Your bus partner application is accepted',
    text: [
      `Hello ${to.fname},`,
      '',
      `Good news: your application to ${what} has been accepted. Your account is ready.`,
      ...steps,
      '',
      'If the links have expired, use "Forgot password" on the sign-in page.',
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
