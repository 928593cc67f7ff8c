import { createHmac } from 'node:crypto';

/**
 * A repeated submission (a double click, a retry after a lost answer) is stored once: each
 * submission is known by a keyed hash of its normalised body, remembered for this long
 * (docs/decisions/041-duplicate-form-submissions.md).
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** JSON with object keys in a fixed order, so that equal bodies give equal text. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Keyed with the server secret: a driver's body holds a password, and a plain hash of it
 * could be tested against guesses by whoever reads the table.
 */
export function submissionKey(secret: string, kind: string, body: unknown): string {
  return createHmac('sha256', secret)
    .update(`form-submission:${kind}\n${stableJson(body)}`)
    .digest('hex');
}
