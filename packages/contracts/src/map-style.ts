/**
 * A MapLibre style as the web build keeps it and the server reads it (docs/decisions/255). The
 * build fetches the style named by VITE_MAP_STYLE_URL once, folds each source's TileJSON into the
 * style and makes every address absolute, and ships the result as `map-style.json`; a page then
 * fetches only the tiles, glyphs and sprites the style names, and the server's CSP admits exactly
 * their origins. Not exported from the package's index: the rider's pages never load it.
 */

export interface MapStyleSource {
  type: string;
  url?: string;
  tiles?: string[];
  data?: unknown;
  [key: string]: unknown;
}

export interface MapStyle {
  version: number;
  sources: Record<string, MapStyleSource>;
  glyphs?: string;
  sprite?: string | { id: string; url: string }[];
  [key: string]: unknown;
}

/** Sources whose `url` names a TileJSON document listing their tiles. */
const TILED = new Set(['vector', 'raster', 'raster-dem']);
/** What a TileJSON document may add to a source; the style's own values win. */
const TILEJSON_FIELDS = ['minzoom', 'maxzoom', 'bounds', 'attribution', 'scheme', 'tileSize', 'encoding'];

/** An address a map may load from: https, or http on this machine (a test's or a dev's server). */
function checkedAddress(address: string, what: string): string {
  const url = new URL(address);
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`The map style's ${what} must be an https address: ${address}`);
  }
  return address;
}

/**
 * `address` made absolute against `base`, its {z}/{x}/{y}, {fontstack} and {range} placeholders
 * kept as they are (a URL would percent-encode the braces).
 */
function absolute(address: string, base: string, what: string): string {
  const resolved = new URL(address, base).href.replaceAll('%7B', '{').replaceAll('%7D', '}');
  return checkedAddress(resolved, what);
}

export type FetchJson = (url: string) => Promise<unknown>;

/** The style at `styleUrl` with its TileJSON folded in and every address absolute. */
export async function resolveMapStyle(styleUrl: string, fetchJson: FetchJson): Promise<MapStyle> {
  checkedAddress(styleUrl, 'address');
  const style = (await fetchJson(styleUrl)) as MapStyle;
  if (
    typeof style !== 'object' ||
    style === null ||
    style.version !== 8 ||
    typeof style.sources !== 'object'
  ) {
    throw new Error(`${styleUrl} is not a MapLibre style (version 8 with sources).`);
  }
  const sources: Record<string, MapStyleSource> = {};
  for (const [name, source] of Object.entries(style.sources)) {
    const resolved: MapStyleSource = { ...source };
    if (TILED.has(source.type) && source.url !== undefined && source.tiles === undefined) {
      const tileJsonUrl = absolute(source.url, styleUrl, `source ${name}`);
      const tileJson = (await fetchJson(tileJsonUrl)) as { tiles?: unknown } & Record<string, unknown>;
      if (!Array.isArray(tileJson.tiles) || tileJson.tiles.length === 0) {
        throw new Error(`The TileJSON of source ${name} (${tileJsonUrl}) names no tiles.`);
      }
      delete resolved.url;
      resolved.tiles = tileJson.tiles.map((tile) => absolute(String(tile), tileJsonUrl, `source ${name}`));
      for (const field of TILEJSON_FIELDS) {
        if (resolved[field] === undefined && tileJson[field] !== undefined) resolved[field] = tileJson[field];
      }
    } else {
      if (source.tiles)
        resolved.tiles = source.tiles.map((tile) => absolute(tile, styleUrl, `source ${name}`));
      if (source.url !== undefined) resolved.url = absolute(source.url, styleUrl, `source ${name}`);
      if (typeof source.data === 'string') resolved.data = absolute(source.data, styleUrl, `source ${name}`);
    }
    sources[name] = resolved;
  }
  return {
    ...style,
    sources,
    ...(style.glyphs === undefined ? {} : { glyphs: absolute(style.glyphs, styleUrl, 'glyphs') }),
    ...(style.sprite === undefined
      ? {}
      : {
          sprite:
            typeof style.sprite === 'string'
              ? absolute(style.sprite, styleUrl, 'sprite')
              : style.sprite.map((sprite) => ({ ...sprite, url: absolute(sprite.url, styleUrl, 'sprite') })),
        }),
  };
}

/** The origins a resolved style makes a page load from: its tiles, data, glyphs and sprites. */
export function mapStyleOrigins(style: MapStyle): string[] {
  const addresses = [
    ...Object.values(style.sources).flatMap((source) => [
      ...(source.tiles ?? []),
      ...(source.url === undefined ? [] : [source.url]),
      ...(typeof source.data === 'string' ? [source.data] : []),
    ]),
    ...(style.glyphs === undefined ? [] : [style.glyphs]),
    ...(style.sprite === undefined
      ? []
      : typeof style.sprite === 'string'
        ? [style.sprite]
        : style.sprite.map((sprite) => sprite.url)),
  ];
  return [...new Set(addresses.map((address) => new URL(address).origin))].sort();
}
