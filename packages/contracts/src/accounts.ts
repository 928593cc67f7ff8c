import { z } from 'zod';
import {
  emailField,
  existingPasswordField,
  idParam,
  newPasswordField,
  phoneField,
  requiredText,
} from './fields.ts';
import { MESSAGES } from './messages.ts';

export const LoginInput = z.strictObject({
  email: emailField,
  password: existingPasswordField,
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z.strictObject({
  fname: requiredText(MESSAGES.fnameRequired, 60),
  lname: requiredText(MESSAGES.lnameRequired, 60),
  email: emailField,
  phone: phoneField,
  city_id: z.coerce.number({ error: MESSAGES.cityRequired }).int().positive(MESSAGES.cityRequired),
  password: newPasswordField,
  /** Programme participants are created under the She Moves corporate (spec section 6). */
  corporate_id: z.number().int().positive().optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;
export type RegisterFormValues = z.input<typeof RegisterInput>;

export const UpdateProfileInput = z.strictObject({
  fname: requiredText(MESSAGES.fnameRequired, 60).optional(),
  lname: requiredText(MESSAGES.lnameRequired, 60).optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  city_id: z.number().int().positive().optional(),
});
export type UpdateProfileInput = z.infer<typeof UpdateProfileInput>;

export const ForgotPasswordInput = z.strictObject({
  email: emailField,
  type: z.literal('user').default('user'),
});
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

export const ResetPasswordInput = z
  .strictObject({
    password: newPasswordField,
    confirm_password: z.string({ error: MESSAGES.passwordsDiffer }),
    type: z.literal('user').default('user'),
    token: z.string().min(1).max(200),
  })
  .refine((input) => input.password === input.confirm_password, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const VerifyInput = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits.'),
});
export const ResendCodeInput = z.strictObject({ code: z.string().max(200).optional() });

export const UserIdParams = z.strictObject({ userId: idParam });

export const WalletSummary = z.object({
  balance_kobo: z.number().int(),
  company_balance_kobo: z.number().int().nullable(),
});

/** The answer of register and login (DESIGN.md section 5). */
export const SessionUser = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  city_id: z.number().int(),
  corporate_id: z.number().int().nullable(),
  verified: z.boolean(),
  avatar: z.string().nullable(),
  token: z.object({ token: z.string(), exp: z.number().int() }),
  wallet: WalletSummary,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const City = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof City>;
export const CityList = z.object({ data: z.array(City) });

export const MessageAnswer = z.object({ message: z.string() });
