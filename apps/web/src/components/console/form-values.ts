import { nairaToKobo } from '@shuttle/contracts';

/** Typed in naira, kept in kobo: the contract and the server speak kobo. */
export const nairaAsKobo = (value: unknown) => {
  const naira = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(naira) ? nairaToKobo(naira) : Number.NaN;
};

/** An optional amount in naira: empty stays absent. */
export const optionalNairaAsKobo = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : nairaAsKobo(value);

/** An optional whole number: empty stays absent, anything else is checked by the contract. */
export const optionalNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : Number(value);

/** A `datetime-local` value read as Lagos wall-clock time (UTC+1 all year), as an ISO instant. */
export const lagosDateTime = (value: unknown) =>
  typeof value === 'string' && value !== ''
    ? `${value.length === 16 ? `${value}:00` : value}+01:00`
    : undefined;
