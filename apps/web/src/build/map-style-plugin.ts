import type { MapStyle } from '@shuttle/contracts/map-style';
import { type Plugin, runnerImport } from 'vite';

/** Where the build writes the style, and where the SPA and the server's CSP read it. */
export const MAP_STYLE_FILE = 'map-style.json';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}.`);
  return response.json();
}

/**
 * With VITE_MAP_STYLE_URL, reads the style once when the build (or the dev server) starts and
 * serves it as `/map-style.json` (docs/decisions/255): pages never fetch the style from its host,
 * and the server admits in its CSP exactly the origins the style names. Without it, nothing:
 * the maps are drawn from the page's own data.
 */
export function mapStyle(styleUrl: string | undefined): Plugin {
  let style: MapStyle | undefined;
  return {
    name: 'shuttle-map-style',
    async buildStart() {
      if (!styleUrl) return;
      // Through Vite's module runner: Node loads the config's own imports, and the contracts are TypeScript.
      const { module } = await runnerImport<typeof import('@shuttle/contracts/map-style')>(
        '@shuttle/contracts/map-style',
      );
      style = await module.resolveMapStyle(styleUrl, fetchJson);
    },
    generateBundle() {
      if (style)
        this.emitFile({ type: 'asset', fileName: MAP_STYLE_FILE, source: `${JSON.stringify(style)}\n` });
    },
    configureServer(server) {
      server.middlewares.use(`/${MAP_STYLE_FILE}`, (_request, response, next) => {
        if (!style) return next();
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(style));
      });
    },
  };
}
