import { z } from 'zod';
import { PublicUser } from './accounts.ts';
import {
  changePasswordAddress,
  getAvatarAddress,
  getRouteSuggestionsAddress,
  getTripPreferencesAddress,
  saveTripPreferencesAddress,
  suggestRouteAddress,
  uploadAvatarAddress,
} from './addresses/account.ts';
import { defineCall } from './call.ts';
import {
  emailField,
  idParam,
  nameField,
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  phoneField,
  requiredText,
  rowId,
  text,
  UserIdParams,
} from './fields.ts';
import { UnpagedList } from './lists.ts';
import { MESSAGES } from './messages.ts';
import { WALLET_SOURCES } from './search-options.ts';

export const ACCOUNT_MESSAGES = {
  emailUnverified:
    'Please confirm your email address first: open the link in the email we sent when your application was accepted, then sign in again.',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordForEmail: 'Please enter your current password to change your email address',
  emailChangesTooMany: 'Too many email changes. Please try again tomorrow.',
  emailChangeUndone:
    'Your email address is restored and every device was signed out. We emailed you a link to choose a new password.',
  emailChangeLinkInvalid: 'This link is invalid, has expired or was already used.',
  wrongCurrentPassword: 'Your current password is not correct.',
  passwordChanged: 'Your password was changed. Other devices were signed out.',
  avatarTooLarge: 'The picture is too large: at most 5 MB.',
  avatarTooManyPixels: 'The picture is too large: at most 6000 pixels on each side.',
  avatarUnreadable: 'This picture could not be read. Please choose another PNG or JPEG file.',
  fromRequired: 'Please enter where the route should start',
  toRequired: 'Please enter where the route should end',
  timeInvalid: 'Please choose a time',
  daysRequired: 'Please choose at least one day',
} as const;

/**
 * The profile form: every field of PATCH /users/{userId} (UpdateProfileInput) filled in, with
 * the same rules; the city comes from a select as text. The current password is asked for only
 * when the email changes (`profileFormFor`).
 */
export const ProfileForm = z.strictObject({
  fname: nameField(MESSAGES.fnameRequired),
  lname: nameField(MESSAGES.lnameRequired),
  email: emailField,
  phone: phoneField,
  city_id: z.coerce.number({ error: MESSAGES.cityRequired }).pipe(rowId(MESSAGES.cityRequired)),
  current_password: text().max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong).optional(),
});
export type ProfileFormValues = z.input<typeof ProfileForm>;
export type ProfileFormOutput = z.output<typeof ProfileForm>;

export const emailChanges = (currentEmail: string, email: string) =>
  email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();

/** The profile form of a rider whose address is `currentEmail`: a new address needs the password. */
export const profileFormFor = (currentEmail: string) =>
  ProfileForm.superRefine((values, context) => {
    if (emailChanges(currentEmail, values.email) && !values.current_password) {
      context.addIssue({
        code: 'custom',
        path: ['current_password'],
        message: ACCOUNT_MESSAGES.currentPasswordForEmail,
      });
    }
  });

/** Avatars (docs/security.md#uploads): PNG or JPEG by their bytes, 5 MiB, pixel size capped. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MAX_SIDE_PIXELS = 6000;
/** The stored avatar is a square of this many pixels. */
export const AVATAR_SIZE_PIXELS = 256;
export const AVATAR_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;

export const AvatarParams = z.strictObject({
  userId: idParam,
  fileId: z.string().regex(/^[a-f0-9]{32}$/),
});

/** POST /users/{userId}/password: the signed-in rider changes their password. */
export const ChangePasswordInput = z
  .strictObject({
    current_password: text({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
      .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
      .max(PASSWORD_MAX_LENGTH, MESSAGES.passwordTooLong),
    password: newPasswordField,
    confirm_password: text({ error: MESSAGES.passwordsDiffer }),
  })
  .refine((input) => input.password === input.confirm_password, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** The new token of this device: the others were signed out. */
export const ChangePasswordAnswer = z.object({
  message: z.string(),
  token: z.object({ token: z.string(), exp: z.number().int() }),
});
export type ChangePasswordAnswer = z.infer<typeof ChangePasswordAnswer>;

/** docs/product.md#constants: luggage 1 to 10. */
export const MAX_LUGGAGE = 10;
/** Seats one rider may book at once. */
export const MAX_SEATS = 10;

/** GET and PUT /users/{userId}/trip-preferences: what new bookings start with. */
export const TripPreferences = z.strictObject({
  wallet_source: z.enum(WALLET_SOURCES),
  luggage: z.boolean(),
  luggage_quantity: z.number().int().min(1).max(MAX_LUGGAGE),
  seats: z.number().int().min(1).max(MAX_SEATS),
});
export type TripPreferences = z.infer<typeof TripPreferences>;

/** docs/product.md#route-search: a wallet source defaults to Personal; luggage counts start at 1. */
export const DEFAULT_TRIP_PREFERENCES: TripPreferences = {
  wallet_source: 'Personal',
  luggage: false,
  luggage_quantity: 1,
  seats: 1,
};

const timeOfDay = text({ error: ACCOUNT_MESSAGES.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  message: ACCOUNT_MESSAGES.timeInvalid,
});

/** Trip days use the spec's numbering: Sunday=1 ... Saturday=7 (docs/product.md#route-search). */
export const tripDays = z
  .array(z.number().int().min(1).max(7), { error: ACCOUNT_MESSAGES.daysRequired })
  .min(1, ACCOUNT_MESSAGES.daysRequired)
  .max(7)
  .refine((days) => new Set(days).size === days.length, 'Each day once.');

/** POST /users/{userId}/route-suggestions: a route the rider would like us to run. */
export const RouteSuggestionInput = z.strictObject({
  from: requiredText(ACCOUNT_MESSAGES.fromRequired, 120),
  to: requiredText(ACCOUNT_MESSAGES.toRequired, 120),
  departure_time: timeOfDay,
  return_time: timeOfDay.nullable().default(null),
  trip_days: tripDays,
  note: text().trim().max(500, 'At most 500 characters.').default(''),
});
export type RouteSuggestionInput = z.infer<typeof RouteSuggestionInput>;
export type RouteSuggestionFormValues = z.input<typeof RouteSuggestionInput>;

export const RouteSuggestion = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  departure_time: z.string(),
  return_time: z.string().nullable(),
  trip_days: z.array(z.number().int()),
  note: z.string(),
  created_at: z.string(),
});
export type RouteSuggestion = z.infer<typeof RouteSuggestion>;

export const RouteSuggestionList = UnpagedList(RouteSuggestion);
export type RouteSuggestionList = z.infer<typeof RouteSuggestionList>;

export const uploadAvatarCall = defineCall(uploadAvatarAddress, {
  params: UserIdParams,
  answers: { 200: PublicUser },
});

export const getAvatarCall = defineCall(getAvatarAddress, {
  params: AvatarParams,
});

export const changePasswordCall = defineCall(changePasswordAddress, {
  params: UserIdParams,
  body: ChangePasswordInput,
  answers: { 200: ChangePasswordAnswer },
});

export const getTripPreferencesCall = defineCall(getTripPreferencesAddress, {
  params: UserIdParams,
  answers: { 200: TripPreferences },
});

export const saveTripPreferencesCall = defineCall(saveTripPreferencesAddress, {
  params: UserIdParams,
  body: TripPreferences,
  answers: { 200: TripPreferences },
});

export const suggestRouteCall = defineCall(suggestRouteAddress, {
  params: UserIdParams,
  body: RouteSuggestionInput,
  answers: { 201: RouteSuggestion },
});

export const getRouteSuggestionsCall = defineCall(getRouteSuggestionsAddress, {
  params: UserIdParams,
  answers: { 200: RouteSuggestionList },
});
