/** What a secret in a logged address is replaced with. */
export const URL_MASK = '[masked]';

/**
 * Addresses whose next path segment is a secret: the links emailed to riders and staff (the
 * pages `apps/web/src/config/paths.ts` names, which the API serves) and the API routes those
 * pages and emails call. Anchored at the start, so that `/v1/password/change` stays readable.
 */
const SECRET_SEGMENT =
  /^(\/(?:set-password|password|verification|email-change|checkout|v1\/unsubscribe|v1\/sandbox\/checkout)\/)[^/?]+/i;

/** Query fields that carry a secret on any address (a credential, a signature, a one-time code). */
const SECRET_FIELDS = new Set([
  'token',
  'access_token',
  'refresh_token',
  'key',
  'apikey',
  'api_key',
  'secret',
  'password',
  'signature',
  'sig',
  'code',
  'otp',
  'access_code',
  'accesscode',
  'deviceid',
]);

/** A GPS tracker's device id is its only credential (ADR 152): on its routes `id` is one too. */
const TRACKER_PATH = /^\/v1\/tracking\//i;

/**
 * The request address as a log line may carry it (docs/security.md#logs, ADR 285): the path keeps
 * its shape and every query field keeps its name and order, but a secret path segment and a
 * secret field's value become `URL_MASK`. Anything else is left exactly as the client sent it.
 */
export function maskedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const maskedPath = path.replace(SECRET_SEGMENT, `$1${URL_MASK}`);
  if (queryStart === -1) return maskedPath;
  const onTracker = TRACKER_PATH.test(path);
  const fields = url
    .slice(queryStart + 1)
    .split('&')
    .map((field) => {
      const equals = field.indexOf('=');
      if (equals === -1) return field;
      const name = fieldName(field.slice(0, equals));
      return SECRET_FIELDS.has(name) || (onTracker && name === 'id')
        ? `${field.slice(0, equals)}=${URL_MASK}`
        : field;
    });
  return `${maskedPath}?${fields.join('&')}`;
}

/** A field's name as the server reads it: decoded, and matched whatever its case. */
function fieldName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}
