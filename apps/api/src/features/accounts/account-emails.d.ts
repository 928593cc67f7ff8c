import type { NewEmail } from '../mail/outbox.repository.ts';

interface Recipient {
  id: number;
  fname: string;
  email: string;
}
export declare function verificationEmail(user: Recipient, code: string, publicUrl: string): NewEmail;
export declare function passwordResetEmail(user: Recipient, token: string, publicUrl: string): NewEmail;
export declare function passwordChangedEmail(user: Recipient): NewEmail;
