/**
 * The choices and limits of the public forms (docs/product.md#public-forms), apart from their
 * schemas in `forms.ts`: a form reads these to draw its fields, and loads zod only when it checks
 * what was entered (docs/decisions/199). The bus partner and She Moves applications' own choices
 * are in `application-options.ts` (docs/decisions/205).
 */

/** Time choices: hours 01-12, minutes in 10-minute steps, AM or PM. */
export const HOURS = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'] as const;
export const PROGRAMME_MINUTES = ['00', '10', '20', '30', '40', '50'] as const;
/** The charter form offers 10 to 50. */
export const CHARTER_MINUTES = ['10', '20', '30', '40', '50'] as const;
export const PERIODS = ['AM', 'PM'] as const;

export const VEHICLE_KINDS = ['Shuttle', 'Car'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];
export const MIN_CHARTER_PASSENGERS = 1;
export const MAX_CHARTER_PASSENGERS = 200;

/** docs/product.md#constants: more than 4 passengers need a Shuttle, otherwise a Car. */
export function vehicleFor(passengers: number): VehicleKind {
  return passengers > 4 ? 'Shuttle' : 'Car';
}

/** "hh:mm AM" with the charter form's minutes (10 to 50). */
export const CHARTER_TIME_PATTERN = /^(0[1-9]|1[0-2]):[1-5]0 (AM|PM)$/;
