import type { NewEmail } from '../mail/outbox.service.ts';

/** A new member's invitation: their company pays for their rides; the link sets a password. */
export function companyInviteEmail(
  invitee: { email: string; fname: string },
  companyName: string,
  link: string,
): NewEmail {
  return {
    to: invitee.email,
    subject: `${companyName} has added you to Shuttle`,
    text: [
      `Hello ${invitee.fname},`,
      '',
      `${companyName} has added you to Shuttle, so your rides to work can be paid by your company.`,
      `Choose your password here (the link works once, for 24 hours): ${link}`,
      '',
      'If you did not expect this email, you can ignore it.',
    ].join('\n'),
  };
}
