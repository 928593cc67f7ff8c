import { z } from 'zod';
import {
  applyAsPartnerAddress,
  sendFeedbackAddress,
  signUpDriverAddress,
  submitCharterAddress,
  submitSurveyAddress,
  uploadLicenceAddress,
} from './addresses/forms.ts';
import {
  AMENITIES,
  DRIVE_FREQUENCIES,
  GENDERS,
  INDUSTRIES,
  PACKAGES,
  PAID_FOR_SERVICE,
  SUBSCRIPTION_OPTIONS,
  SURVEY_TYPE,
  VEHICLE_TYPES,
  YES_NO,
} from './application-options.ts';
import { parseBoundedJson } from './bounded-json.ts';
import { defineCall } from './call.ts';
import { dateField, emailField, newPasswordField, phoneField, requiredText, text } from './fields.ts';
import {
  CHARTER_TIME_PATTERN,
  HOURS,
  MAX_CHARTER_PASSENGERS,
  MIN_CHARTER_PASSENGERS,
  PERIODS,
  PROGRAMME_MINUTES,
  VEHICLE_KINDS,
  vehicleFor,
} from './form-options.ts';
import { MESSAGES } from './messages.ts';

/**
 * The public forms of the marketing site (docs/product.md#public-forms): one schema per
 * request, used by the form (zodResolver) and by the Fastify route.
 */

const firstName = requiredText(MESSAGES.fnameRequired, 60);
const lastName = requiredText(MESSAGES.lnameRequired, 60);

/** A choice that the form may leave empty: an empty select sends nothing. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('').transform(() => undefined)], { error: MESSAGES.chooseAnOption })
    .optional();

/** A count that the form may leave empty: an empty number input reads as NaN. */
const optionalCount = (min: number, max: number, message: string) =>
  z
    .union([
      z.number({ error: message }).int(message).min(min, message).max(max, message),
      z.nan().transform(() => undefined),
    ])
    .optional();

const optionalText = (max: number) => text().trim().max(max, `At most ${max} characters.`).optional();

// ---------------------------------------------------------------------------------------
// Charter request (docs/product.md#public-forms)

const charterTime = z
  .string({ error: MESSAGES.timeRequired })
  .regex(CHARTER_TIME_PATTERN, MESSAGES.timeRequired);
const missing = MESSAGES.missingRequiredFields;

export const CharterInput = z
  .strictObject({
    fname: firstName,
    lname: lastName,
    email: emailField,
    phone: phoneField,
    /** The departure bus stop, by its location label. */
    pickup_address: requiredText(missing, 200),
    /** The arrival bus stop, by its location label. */
    dropoff_address: requiredText(missing, 200),
    pickup_date: dateField({ error: missing }),
    pickup_time: charterTime,
    return_date: dateField().optional(),
    return_time: charterTime.optional(),
    /** Where the return leg picks up: the arrival stop of the outbound leg. */
    return_address: optionalText(200),
    passengers: z
      .number({ error: MESSAGES.passengersMin })
      .int(MESSAGES.passengersMin)
      .min(MIN_CHARTER_PASSENGERS, MESSAGES.passengersMin)
      .max(MAX_CHARTER_PASSENGERS, MESSAGES.passengersMax),
    vehicles: z.enum(VEHICLE_KINDS),
  })
  .refine((input) => input.vehicles === vehicleFor(input.passengers), {
    message: 'More than 4 passengers need a Shuttle, otherwise a Car.',
    path: ['vehicles'],
  })
  .refine((input) => input.return_date === undefined || input.return_time !== undefined, {
    message: MESSAGES.timeRequired,
    path: ['return_time'],
  });
export type CharterInput = z.infer<typeof CharterInput>;

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * docs/product.md#route-search: dates cannot be before today (in Lagos). `today` is a parameter because the
 * server's clock decides it there and the browser's here; both run this one rule.
 */
export function charterDateIssues(
  input: Pick<CharterInput, 'pickup_date' | 'return_date'>,
  today: string,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (input.pickup_date < today) issues.push({ path: 'pickup_date', message: MESSAGES.pickupDateInPast });
  if (input.return_date !== undefined && input.return_date < input.pickup_date) {
    issues.push({ path: 'return_date', message: MESSAGES.returnDateInvalid });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------
// Driver signup (docs/product.md#public-forms)

export const DriverSignupInput = z.strictObject({
  fname: firstName,
  lname: lastName,
  email: emailField,
  phone: phoneField,
  password: newPasswordField,
});
export type DriverSignupInput = z.infer<typeof DriverSignupInput>;

// ---------------------------------------------------------------------------------------
// Feedback (docs/product.md#public-forms)

export const FeedbackInput = z.strictObject({
  fname: firstName,
  lname: lastName,
  email: emailField,
  comment: requiredText(MESSAGES.commentRequired, 2000),
});
export type FeedbackInput = z.infer<typeof FeedbackInput>;

// ---------------------------------------------------------------------------------------
// Bus partner (docs/product.md#public-forms)

const partnerFields = {
  fname: firstName,
  lname: lastName,
  email: emailField,
  phone: phoneField,
  company_name: requiredText(MESSAGES.companyNameRequired, 120),
  vehicle_brand: requiredText(MESSAGES.vehicleBrandRequired, 120),
  vehicle_count: z
    .number({ error: MESSAGES.vehicleCountRequired })
    .int(MESSAGES.vehicleCountRequired)
    .min(1, MESSAGES.vehicleCountRequired)
    .max(10_000, MESSAGES.vehicleCountRequired),
};

/** What the partner form holds: the multi-choice answers as lists. */
export const PartnerForm = z.strictObject({
  ...partnerFields,
  vehicle_type: z.array(z.enum(VEHICLE_TYPES)),
  amenities: z.array(z.enum(AMENITIES)),
});
export type PartnerForm = z.infer<typeof PartnerForm>;

/** Comma-separated choices, each at most once, as the spec's call carries them ("car,hiace"). */
const commaList = <const T extends readonly [string, ...string[]]>(values: T) =>
  text()
    .max(200)
    .refine(
      (list) => {
        if (list === '') return true;
        const items = list.split(',');
        return new Set(items).size === items.length && items.every((item) => values.includes(item));
      },
      `Each choice must be one of ${values.join(', ')}, separated by commas.`,
    );

/** The JSON text of an object, nested at most MAX_JSON_DEPTH deep, with storable text only. */
const isJsonObject = (json: string) => {
  const parsed = parseBoundedJson(json);
  return (
    parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value)
  );
};

/** The body of POST /partner (docs/api-conventions.md#calls): choices as comma-separated text, plus a JSON copy. */
export const PartnerInput = z.strictObject({
  ...partnerFields,
  vehicle_type: commaList(VEHICLE_TYPES),
  amenities: commaList(AMENITIES),
  meta: text().max(10_000).refine(isJsonObject, 'meta must be the JSON text of the form.'),
});
export type PartnerInput = z.infer<typeof PartnerInput>;

// ---------------------------------------------------------------------------------------
// She Moves programme (docs/product.md#public-forms)

const programmeCommon = {
  fname: firstName,
  lname: lastName,
  email: emailField,
  phone: phoneField,
  social: requiredText(MESSAGES.socialRequired, 100),
  industry: z.enum(INDUSTRIES, { error: MESSAGES.industryRequired }),
  pickUp: requiredText(MESSAGES.pickUpRequired, 200),
  dropOff: requiredText(MESSAGES.dropOffRequired, 200),
  pickUpTimeInHour: z.enum(HOURS, { error: MESSAGES.timeRequired }),
  pickUpTimeInMinute: z.enum(PROGRAMME_MINUTES, { error: MESSAGES.timeRequired }),
  pickUpTimeInPeriod: z.enum(PERIODS, { error: MESSAGES.timeRequired }),
  dropOffTimeInHour: z.enum(HOURS, { error: MESSAGES.timeRequired }),
  dropOffTimeInMinute: z.enum(PROGRAMME_MINUTES, { error: MESSAGES.timeRequired }),
  dropOffTimeInPeriod: z.enum(PERIODS, { error: MESSAGES.timeRequired }),
};

export const ParticipantPayload = z.strictObject({
  scope: z.literal('participant'),
  ...programmeCommon,
  password: newPasswordField,
  gender: optionalChoice(GENDERS),
  monday: z.boolean(),
  tuesday: z.boolean(),
  wednesday: z.boolean(),
  thursday: z.boolean(),
  friday: z.boolean(),
  daysRidePerMonth: optionalCount(1, 31, 'Please enter a number of days between 1 and 31'),
  preferredPackage: optionalChoice(PACKAGES),
  subscriptionOption: optionalChoice(SUBSCRIPTION_OPTIONS),
});

export const MentorPayload = z.strictObject({
  scope: z.literal('mentor'),
  ...programmeCommon,
  driveToWork: optionalChoice(['1', '0']),
  driveNumber: optionalChoice(DRIVE_FREQUENCIES),
  paidForThisService: optionalChoice(PAID_FOR_SERVICE),
  numberOfPassengers: optionalCount(0, 50, 'Please enter a number between 0 and 50'),
});

export const DriverPayload = z.strictObject({
  scope: z.literal('driver'),
  ...programmeCommon,
  carDetail: z.strictObject({ brand: optionalText(60), model: optionalText(60), colour: optionalText(40) }),
  acCondition: optionalChoice(YES_NO),
  address: optionalText(300),
  /** The id `POST /uploads/licences` answered for the image of the driver's and vehicle licence. */
  licence_upload_id: z.uuid().optional(),
});

export const ProgrammePayload = z.discriminatedUnion('scope', [
  ParticipantPayload,
  MentorPayload,
  DriverPayload,
]);
export type ProgrammePayload = z.infer<typeof ProgrammePayload>;

/** The body of POST /survey (docs/api-conventions.md#calls): the names and email, and the entire form. */
export const SurveyInput = z
  .strictObject({
    fname: firstName,
    lname: lastName,
    email: emailField,
    survey_type: z.literal(SURVEY_TYPE),
    payload: ProgrammePayload,
  })
  .refine(
    (input) =>
      input.fname === input.payload.fname &&
      input.lname === input.payload.lname &&
      input.email === input.payload.email,
    { message: 'The names and email must be those of the form.', path: ['payload'] },
  );
export type SurveyInput = z.infer<typeof SurveyInput>;

/** The answer of the upload call: the survey refers to the image by this id. */
export const UploadAnswer = z.object({ upload_id: z.uuid() });
export type UploadAnswer = z.infer<typeof UploadAnswer>;

// ---------------------------------------------------------------------------------------
// Answers

/** What every public form's call answers; a duplicate submission answers the first one again. */
export const SubmissionAnswer = z.object({ id: z.number().int(), message: z.string() });
export type SubmissionAnswer = z.infer<typeof SubmissionAnswer>;

/* The public forms' calls (docs/product.md#public-forms): each answers the submission's id */

const submitted = { 201: SubmissionAnswer };
/** Open to visitors; a signed-in rider's request is kept under their account. */
export const submitCharterCall = defineCall(submitCharterAddress, {
  body: CharterInput,
  answers: submitted,
});
export const signUpDriverCall = defineCall(signUpDriverAddress, {
  body: DriverSignupInput,
  answers: submitted,
});
export const applyAsPartnerCall = defineCall(applyAsPartnerAddress, {
  body: PartnerInput,
  answers: submitted,
});
export const submitSurveyCall = defineCall(submitSurveyAddress, {
  body: SurveyInput,
  answers: submitted,
});
export const sendFeedbackCall = defineCall(sendFeedbackAddress, {
  body: FeedbackInput,
  answers: submitted,
});
/** A licence image as multipart/form-data in the field `file`, before the form that names it (ADR 043). */
export const uploadLicenceCall = defineCall(uploadLicenceAddress, {
  answers: { 201: UploadAnswer },
});
