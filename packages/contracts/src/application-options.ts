/**
 * The choices of the bus partner and She Moves applications (docs/product.md#public-forms), and
 * the partner answers' shaping into its call, apart from their schemas in `forms.ts`: the forms
 * draw their fields with these and load zod only when they check what was entered
 * (docs/decisions/205). Not in `form-options.ts`, which the web build puts in the `texts` chunk
 * that every page calling the server loads: these are for two pages only. It imports nothing, not
 * even forms.ts's types (which import these choices).
 */

// ---------------------------------------------------------------------------------------
// Bus partner

export const VEHICLE_TYPES = ['car', 'hiace', 'coaster'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const AMENITIES = ['AC', 'curtain', 'wifi'] as const;
export type Amenity = (typeof AMENITIES)[number];

/** The partner answers with their multi-choice answers as comma-separated text. */
type PartnerPayload<Form> = Omit<Form, 'vehicle_type' | 'amenities'> & {
  vehicle_type: string;
  amenities: string;
};

/**
 * Turns the form's answers (`PartnerForm` in forms.ts) into the spec's payload (`PartnerInput`),
 * meta being the JSON text of the rest.
 */
export function toPartnerInput<Form extends { vehicle_type: VehicleType[]; amenities: Amenity[] }>(
  form: Form,
): PartnerPayload<Form> & { meta: string } {
  const payload: PartnerPayload<Form> = {
    ...form,
    vehicle_type: VEHICLE_TYPES.filter((type) => form.vehicle_type.includes(type)).join(','),
    amenities: AMENITIES.filter((amenity) => form.amenities.includes(amenity)).join(','),
  };
  return { ...payload, meta: JSON.stringify(payload) };
}

// ---------------------------------------------------------------------------------------
// She Moves programme

export const PROGRAMME_SCOPES = ['participant', 'mentor', 'driver'] as const;
export type ProgrammeScope = (typeof PROGRAMME_SCOPES)[number];
export const SURVEY_TYPE = 'she_moves';
/** docs/product.md#roles: programme participants are created under corporate 2. */
export const PROGRAMME_CORPORATE_ID = 2;
export const INDUSTRIES = ['Fashion', 'Finance', 'Transportation', 'Telecommunication', 'Others'] as const;
export const GENDERS = ['male', 'female'] as const;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
/** The spec's option texts, spelling included. */
export const PACKAGES = ['Shemove Book', 'Shuttle & Connect', 'Shemove Book & Shuttle'] as const;
export const SUBSCRIPTION_OPTIONS = ['Monthly Subcription', 'Weekly subcription'] as const;
export const DRIVE_FREQUENCIES = [
  'Every working day',
  '3 to 4 days a week',
  '1 to 2 days a week',
  'Less than once a week',
] as const;
export const PAID_FOR_SERVICE = ['yes', 'no', 'maybe'] as const;
export const YES_NO = ['yes', 'no'] as const;

/** The licence image rules (docs/product.md#public-forms, docs/security.md#uploads). */
export const LICENCE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
