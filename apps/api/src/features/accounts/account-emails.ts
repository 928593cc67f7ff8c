import { isPlainName } from '@shuttle/contracts';
import type { NewEmail } from '../mail/outbox.service.ts';

interface Recipient {
  id: number;
  fname: string;
  email: string;
}

/**
 * The contracts keep names to one line of plain text; a name stored before that rule (or
 * vouched for by a partner) that breaks it is left out of the email rather than relayed.
 */
export const greeting = (user: Recipient) => (isPlainName(user.fname) ? `Hello ${user.fname},` : 'Hello,');

/** The page that verifies an account from its emailed code, without typing it. */
export const verificationLink = (userId: number, code: string, publicUrl: string) =>
  new URL(`/verification/${code}-${userId}`, publicUrl).toString();

export function verificationEmail(user: Recipient, code: string, publicUrl: string): NewEmail {
  const link = verificationLink(user.id, code, publicUrl);
  return {
    to: user.email,
    subject: 'Verify your Shuttle account',
    text: [
      greeting(user),
      '',
      `Your verification code is ${code}. It is valid for 10 minutes.`,
      `Or open this link to verify your account: ${link}`,
      '',
      'If you did not create a Shuttle account, you can ignore this email.',
    ].join('\n'),
  };
}

export function passwordResetEmail(user: Recipient, token: string, publicUrl: string): NewEmail {
  const link = new URL(`/password/${token}`, publicUrl).toString();
  return {
    to: user.email,
    subject: 'Reset your Shuttle password',
    text: [
      greeting(user),
      '',
      `Open this link within 30 minutes to choose a new password: ${link}`,
      '',
      'If you did not ask for this, you can ignore this email; your password is unchanged.',
    ].join('\n'),
  };
}

export function passwordChangedEmail(user: Recipient): NewEmail {
  return {
    to: user.email,
    subject: 'Your Shuttle password was changed',
    text: [
      greeting(user),
      '',
      'Your password was just changed and every device was signed out.',
      'If this was not you, reset your password at once and contact support.',
    ].join('\n'),
  };
}

/** To the address an email change replaced: what happened, and the link that undoes it. */
export function emailChangedEmail(
  user: Recipient,
  newEmail: string,
  undoToken: string,
  publicUrl: string,
): NewEmail {
  const link = new URL(`/email-change/${undoToken}`, publicUrl).toString();
  return {
    to: user.email,
    subject: 'The email address of your Shuttle account was changed',
    text: [
      greeting(user),
      '',
      `The email address of your Shuttle account was changed to ${newEmail}.`,
      `If this was not you, open this link within 7 days to put this address back and sign out every device: ${link}`,
      '',
      'If it was you, you need do nothing.',
    ].join('\n'),
  };
}

/** After an undo: the address is back, and a link to choose a new password. */
export function emailRestoredEmail(user: Recipient, resetToken: string, publicUrl: string): NewEmail {
  const link = new URL(`/password/${resetToken}`, publicUrl).toString();
  return {
    to: user.email,
    subject: 'Your Shuttle email address is restored',
    text: [
      greeting(user),
      '',
      'Your account uses this email address again, and every device was signed out.',
      `Open this link within 30 minutes to choose a new password: ${link}`,
      'If it expires, use "Forgot password" on the login page.',
    ].join('\n'),
  };
}
