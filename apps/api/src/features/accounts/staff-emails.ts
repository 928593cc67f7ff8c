import type { NewEmail } from '../mail/outbox.service.ts';

const ROLE_NAMES = { operator: 'an operator', admin: 'an admin', driver: 'a driver' } as const;

/** The invitation: a single-use link to choose a password, valid for 24 hours (ADR 122). */
export function staffInviteEmail(
  invitee: { email: string; fname: string; role: keyof typeof ROLE_NAMES },
  link: string,
): NewEmail {
  return {
    to: invitee.email,
    subject:
      invitee.role === 'driver'
        ? 'You are invited to drive for Shuttle'
        : 'You are invited to the Shuttle operations console',
    text: [
      `Hello ${invitee.fname},`,
      '',
      `You have been invited to run Shuttle as ${ROLE_NAMES[invitee.role]}.`,
      `Choose your password here (the link works once, for 24 hours): ${link}`,
      '',
      'If you did not expect this invitation, you can ignore this email.',
    ].join('\n'),
  };
}
