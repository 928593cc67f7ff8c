/**
 * Web Mercator, fitted to a box of screen pixels (docs/decisions/254): the same projection
 * MapLibre uses, so the drawn map and a tiled one agree. North is up; a degree of longitude and a
 * degree of latitude are drawn at the same scale at the map's own latitude.
 */

export interface LonLat {
  lon: number;
  lat: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface Projection {
  /** Pixels from the top-left corner of the box. */
  project(place: LonLat): Point;
  /** Ground metres that one pixel covers at the middle of the map. */
  metresPerPixel: number;
}

/** The Earth's radius as Web Mercator takes it. */
const EARTH_RADIUS_M = 6_378_137;
/** A map of one stop, or of stops a few steps apart, still shows a neighbourhood this wide. */
const MIN_SPAN_M = 1_500;

const mercatorX = (lon: number) => (EARTH_RADIUS_M * lon * Math.PI) / 180;
const mercatorY = (lat: number) => EARTH_RADIUS_M * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));

/**
 * The projection that shows every place inside `width` x `height` pixels, `padding` pixels clear
 * of each edge, at one scale in both directions and centred.
 */
export function fitProjection(
  places: readonly LonLat[],
  width: number,
  height: number,
  padding: number,
): Projection {
  const xs = places.map((place) => mercatorX(place.lon));
  const ys = places.map((place) => mercatorY(place.lat));
  const centreLat =
    places.length === 0 ? 6.5 : places.reduce((sum, place) => sum + place.lat, 0) / places.length;
  // Mercator metres grow by 1/cos(latitude) against ground metres: the floor is in ground metres.
  const stretch = 1 / Math.cos((centreLat * Math.PI) / 180);
  const minSpan = MIN_SPAN_M * stretch;
  const [minX, maxX] = places.length === 0 ? [0, 0] : [Math.min(...xs), Math.max(...xs)];
  const [minY, maxY] = places.length === 0 ? [0, 0] : [Math.min(...ys), Math.max(...ys)];
  const spanX = Math.max(maxX - minX, minSpan);
  const spanY = Math.max(maxY - minY, minSpan);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const midX = (minX + maxX) / 2;
  const midY = (minY + maxY) / 2;
  return {
    project: ({ lon, lat }) => ({
      x: width / 2 + (mercatorX(lon) - midX) * scale,
      // Screen y grows downwards, northings upwards: north is up.
      y: height / 2 - (mercatorY(lat) - midY) * scale,
    }),
    metresPerPixel: 1 / (scale * stretch),
  };
}

/** Round lengths a scale bar may show, in metres. */
const SCALE_STEPS_M = [50, 100, 200, 250, 500, 1_000, 2_000, 2_500, 5_000, 10_000, 20_000, 25_000, 50_000];

/**
 * The longest round length whose bar fits in `maxPixels`, and its width in pixels: "1 km" over
 * 84 px. The smallest step when even that is wider.
 */
export function scaleBar(
  metresPerPixel: number,
  maxPixels: number,
): { metres: number; pixels: number; label: string } {
  const fitting = SCALE_STEPS_M.filter((metres) => metres / metresPerPixel <= maxPixels);
  const metres = fitting.at(-1) ?? (SCALE_STEPS_M[0] as number);
  return {
    metres,
    pixels: metres / metresPerPixel,
    label: metres >= 1_000 ? `${metres / 1_000} km` : `${metres} m`,
  };
}

const COMPASS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
] as const;

/** "north-east" for a heading of 40 degrees: what the text list says of a bus's heading. */
export function compassPoint(heading: number): (typeof COMPASS)[number] {
  const index = Math.round((((heading % 360) + 360) % 360) / 45) % 8;
  return COMPASS[index] as (typeof COMPASS)[number];
}

/**
 * The bearing from one place to another, degrees clockwise from north: the way a bus faces when
 * its tracker sends no heading (towards its next stop).
 */
export function bearing(from: LonLat, to: LonLat): number {
  const rad = Math.PI / 180;
  const y = Math.sin((to.lon - from.lon) * rad) * Math.cos(to.lat * rad);
  const x =
    Math.cos(from.lat * rad) * Math.sin(to.lat * rad) -
    Math.sin(from.lat * rad) * Math.cos(to.lat * rad) * Math.cos((to.lon - from.lon) * rad);
  return (Math.atan2(y, x) / rad + 360) % 360;
}
