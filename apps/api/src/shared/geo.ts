/** A point on the earth, in degrees. */
export interface LatLon {
  lat: number;
  lon: number;
}

export const EARTH_RADIUS_M = 6_371_000;
export const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (the haversine formula: exact enough across a city). */
export function distanceM(a: LatLon, b: LatLon): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
