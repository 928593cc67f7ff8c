import type { NewEmail } from '../mail/outbox.repository.ts';

interface Recipient {
  id: number;
  fname: string;
  email: string;
}

export function verificationEmail(user: Recipient, code: string, publicUrl: string): NewEmail {
  const link = new URL(`/verification/${code}-${user.id}`, publicUrl).toString();
  return {
    to: user.email,
    subject: 'Verify your Shuttle account',
    text: [
      `Hello ${user.fname},`,
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
      `Hello ${user.fname},`,
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
      `Hello ${user.fname},`,
      '',
      'Your password was just changed and every device was signed out.',
      'If this was not you, reset your password at once and contact support.',
    ].join('\n'),
  };
}
