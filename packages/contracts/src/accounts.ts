import { z } from 'zod';
import {
  getCitiesAddress,
  getMeAddress,
  loginAddress,
  logoutAddress,
  registerAddress,
  requestPasswordResetAddress,
  resendVerificationCodeAddress,
  resetPasswordAddress,
  undoEmailChangeAddress,
  updateProfileAddress,
  verifyAccountAddress,
} from './addresses/accounts.ts';
import { defineCall } from './call.ts';
import { NoContent } from './errors.ts';
import {
  emailField,
  existingPasswordField,
  MessageAnswer,
  nameField,
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  phoneField,
  rowId,
  text,
  UserIdParams,
  UserRole,
} from './fields.ts';
import { UnpagedList } from './lists.ts';
import { MESSAGES } from './messages.ts';

export const LoginInput = z.strictObject({
  email: emailField,
  password: existingPasswordField,
});
export type LoginInput = z.infer<typeof LoginInput>;

export const RegisterInput = z.strictObject({
  fname: nameField(MESSAGES.fnameRequired),
  lname: nameField(MESSAGES.lnameRequired),
  email: emailField,
  phone: phoneField,
  city_id: z.coerce.number({ error: MESSAGES.cityRequired }).pipe(rowId(MESSAGES.cityRequired)),
  password: newPasswordField,
  /** Programme participants are created under the She Moves corporate (docs/product.md#roles). */
  corporate_id: rowId().optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;
export type RegisterFormValues = z.input<typeof RegisterInput>;

export const UpdateProfileInput = z.strictObject({
  fname: nameField(MESSAGES.fnameRequired).optional(),
  lname: nameField(MESSAGES.lnameRequired).optional(),
  email: emailField.optional(),
  phone: phoneField.optional(),
  city_id: rowId(MESSAGES.cityRequired).optional(),
  /** Required when `email` changes (docs/decisions/100-email-change.md); checked by the server. */
  current_password: text().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong).optional(),
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
    confirm_password: text({ error: MESSAGES.passwordsDiffer }),
    type: z.literal('user').default('user'),
    token: text().min(1).max(200),
  })
  .refine((input) => input.password === input.confirm_password, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/** POST /email-changes/undo: the link emailed to the old address when the email changed. */
export const UndoEmailChangeInput = z.strictObject({ token: z.string().min(1).max(200) });
export type UndoEmailChangeInput = z.infer<typeof UndoEmailChangeInput>;

export const VerifyInput = z.strictObject({
  code: text()
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits.'),
});
export const ResendCodeInput = z.strictObject({ code: text().max(200).optional() });

export const WalletSummary = z.object({
  balance_kobo: z.number().int(),
  company_balance_kobo: z.number().int().nullable(),
});

/**
 * A user as every answer about them shows them (the profile's and the avatar's answers); the
 * session and the wallet page add to it.
 */
export const PublicUser = z.object({
  id: z.number().int(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string(),
  city_id: z.number().int(),
  corporate_id: z.number().int().nullable(),
  verified: z.boolean(),
  avatar: z.string().nullable(),
  /** Where the web app sends the user after login (docs/decisions/120). */
  role: UserRole,
});
export type PublicUser = z.infer<typeof PublicUser>;

/** The answer of register and login (docs/api-conventions.md#calls). */
export const SessionUser = PublicUser.extend({
  token: z.object({ token: z.string(), exp: z.number().int() }),
  wallet: WalletSummary,
});
export type SessionUser = z.infer<typeof SessionUser>;

export const City = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof City>;
export const CityList = UnpagedList(City);
/** The spec's call carries `fields[city]=id,name`; id and name are all a city has on the wire. */
export const CityQuery = z.object({ 'fields[city]': z.string().max(100).optional() });
export const getCitiesCall = defineCall(getCitiesAddress, {
  query: CityQuery,
  answers: { 200: CityList },
});

export const registerCall = defineCall(registerAddress, {
  body: RegisterInput,
  answers: { 201: SessionUser },
});

export const loginCall = defineCall(loginAddress, {
  body: LoginInput,
  answers: { 200: SessionUser },
});

export const logoutCall = defineCall(logoutAddress, { answers: { 204: NoContent } });

export const updateProfileCall = defineCall(updateProfileAddress, {
  params: UserIdParams,
  body: UpdateProfileInput,
  answers: { 200: PublicUser },
});

export const undoEmailChangeCall = defineCall(undoEmailChangeAddress, {
  body: UndoEmailChangeInput,
  answers: { 200: MessageAnswer },
});

export const verifyAccountCall = defineCall(verifyAccountAddress, {
  params: UserIdParams,
  body: VerifyInput,
  answers: { 200: MessageAnswer },
});

export const resendVerificationCodeCall = defineCall(resendVerificationCodeAddress, {
  params: UserIdParams,
  body: ResendCodeInput.optional(),
  answers: { 200: MessageAnswer },
});

export const requestPasswordResetCall = defineCall(requestPasswordResetAddress, {
  body: ForgotPasswordInput,
  answers: { 200: MessageAnswer },
});

export const resetPasswordCall = defineCall(resetPasswordAddress, {
  body: ResetPasswordInput,
  answers: { 200: MessageAnswer },
});

export const getMeCall = defineCall(getMeAddress, {
  answers: { 200: z.object({ id: z.number() }) },
});
