import { AppError } from '../../shared/app-error.ts';

/** A position as it arrived, before it is checked (ingest.ts) and stored. */
export interface RawFix {
  lat: number;
  lon: number;
  recordedAt: Date;
  speedMps: number | null;
  heading: number | null;
  accuracyM: number | null;
}

const KNOTS_TO_MPS = 0.514444;
const bad = (message: string) => new AppError('VALIDATION_ERROR', message);

/**
 * Reads the OsmAnd protocol as Traccar documents it, in both forms: query or form fields
 * (`id`/`deviceid`, `lat`, `lon`, `timestamp`, `speed` in knots, `bearing`, `accuracy`, ...)
 * as older Traccar Client versions, the OsmAnd app and many devices send them, and the JSON
 * body of Traccar Client 9 and later (`device_id`, `location.coords` with speed in m/s).
 * `now` stands in for a missing timestamp.
 */
export function readOsmAnd(
  fields: Record<string, unknown>,
  body: unknown,
  now: Date,
): { deviceId: string; fix: RawFix } {
  if (isObject(body) && ('location' in body || 'device_id' in body)) return readTraccarJson(body, now);
  const merged = isObject(body) ? { ...fields, ...body } : fields;
  const deviceId = one(merged.id) ?? one(merged.deviceid);
  if (!deviceId) throw bad('The device id (id or deviceid) is missing.');
  const lat = number(one(merged.lat), 'lat');
  const lon = number(one(merged.lon), 'lon');
  if (lat === null || lon === null) throw bad('lat and lon are required.');
  const speedKnots = number(one(merged.speed), 'speed');
  return {
    deviceId,
    fix: {
      lat,
      lon,
      recordedAt: timestamp(one(merged.timestamp), now),
      speedMps: speedKnots === null ? null : speedKnots * KNOTS_TO_MPS,
      heading: number(one(merged.bearing), 'bearing'),
      accuracyM: number(one(merged.accuracy), 'accuracy'),
    },
  };
}

function readTraccarJson(body: Record<string, unknown>, now: Date): { deviceId: string; fix: RawFix } {
  const deviceId = typeof body.device_id === 'string' ? body.device_id : null;
  if (!deviceId) throw bad('device_id is missing.');
  const location = isObject(body.location) ? body.location : null;
  const coords = location && isObject(location.coords) ? location.coords : null;
  if (!location || !coords) throw bad('location.coords is missing.');
  const lat = jsonNumber(coords.latitude, 'latitude');
  const lon = jsonNumber(coords.longitude, 'longitude');
  if (lat === null || lon === null) throw bad('latitude and longitude are required.');
  const speed = jsonNumber(coords.speed, 'speed');
  const heading = jsonNumber(coords.heading, 'heading');
  const accuracy = jsonNumber(coords.accuracy, 'accuracy');
  return {
    deviceId,
    fix: {
      lat,
      lon,
      recordedAt: timestamp(
        typeof location.timestamp === 'number' ? String(location.timestamp) : location.timestamp,
        now,
      ),
      // The client sends -1 for "unknown", as the platforms' location APIs do.
      speedMps: speed !== null && speed >= 0 ? speed : null,
      heading: heading !== null && heading >= 0 ? heading : null,
      accuracyM: accuracy !== null && accuracy >= 0 ? accuracy : null,
    },
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A repeated field counts once, by its first value. */
function one(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === 'number') return String(first);
  return typeof first === 'string' && first.trim() !== '' ? first.trim().slice(0, 200) : undefined;
}

function number(value: string | undefined, name: string): number | null {
  if (value === undefined) return null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(value)) throw bad(`${name} must be a number.`);
  return Number(value);
}

function jsonNumber(value: unknown, name: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw bad(`${name} must be a number.`);
  return value;
}

/** Unix seconds (or milliseconds, as some devices send), or an ISO date-time. */
function timestamp(value: unknown, now: Date): Date {
  if (value === undefined || value === null || value === '') return now;
  if (typeof value !== 'string') throw bad('timestamp must be Unix seconds or an ISO date-time.');
  if (/^\d+(\.\d+)?$/.test(value)) {
    const numeric = Number(value);
    return new Date(numeric > 1e11 ? numeric : numeric * 1000);
  }
  const at = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) || Number.isNaN(at.getTime())) {
    throw bad('timestamp must be Unix seconds or an ISO date-time.');
  }
  return at;
}
