/**
 * Runs after `vite build` (docs/decisions/058): renders the pages a visitor lands on first to
 * HTML, so that their first paint needs no JavaScript. Writes dist/prerendered/<name>.html
 * (with .gz and .br beside it) and pages.json, which the API reads to serve them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createServer } from 'vite';
import type { RenderedPage } from '../src/prerender/render-page.tsx';

interface Page {
  path: string;
  name: string;
  /** The page's route module: its CSS goes in the head. */
  module: string;
}

const PAGES: Page[] = [
  { path: '/', name: 'home', module: 'src/app/routes/home.tsx' },
  { path: '/login', name: 'login', module: 'src/app/routes/auth/login.tsx' },
];

/**
 * The session lives in local storage, so only the browser knows whether the visitor's markup
 * is right: for a signed-in rider it stays hidden until the app renders (main.tsx).
 */
const HIDE_FOR_SESSION = `if(localStorage.getItem('token'))document.documentElement.dataset.prerendered='stale'`;

const CHARSET = '<meta charset="UTF-8" />';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

/**
 * The CSS of a route module and of what it imports statically, less what index.html loads:
 * without it the markup would paint unstyled. Its chunks are not preloaded: measured, they
 * competed with the first paint for the network (docs/decisions/058).
 */
function stylesheetsOf(manifest: Record<string, ManifestChunk>, indexHtml: string, key: string) {
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the build manifest`);
    if (name === 'index.html' || seen.has(chunk.file) || indexHtml.includes(chunk.file)) return;
    seen.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...css];
}

/** JSON inside a script element: `<` escaped so that no string can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const vite = await createServer({
  root,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});
const pages: Record<string, { file: string; scriptHashes: string[] }> = {};
try {
  const { renderPage } = (await vite.ssrLoadModule('/src/prerender/render-page.tsx')) as {
    renderPage: (pathname: string) => Promise<RenderedPage>;
  };
  await mkdir(join(dist, 'prerendered'), { recursive: true });
  for (const page of PAGES) {
    const { html, hydrationData } = await renderPage(page.path);
    const head = stylesheetsOf(manifest, template, page.module)
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join('\n    ');
    // Replacements are functions: a `$` in the markup must not be read as a pattern.
    const document = template
      // Early in the head, so that it runs before the body is parsed; it waits for no stylesheet.
      .replace(CHARSET, () => `${CHARSET}\n    <script>${HIDE_FOR_SESSION}</script>`)
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        // Inert until hydrated: a click, or a login form sent by Enter as a GET with the password
        // in the address, would otherwise reach markup that has no handlers yet.
        () =>
          `<div id="root" inert>${html}</div>\n    <script type="application/json" id="router-hydration">${scriptJson(hydrationData)}</script>`,
      );
    if (!document.includes(html) || !document.includes(HIDE_FOR_SESSION)) {
      throw new Error(`index.html has no empty #root or no ${CHARSET}`);
    }
    const file = `prerendered/${page.name}.html`;
    await writeFile(join(dist, file), document);
    await writeFile(join(dist, `${file}.gz`), gzipSync(document, { level: 9 }));
    await writeFile(join(dist, `${file}.br`), brotliCompressSync(document));
    const hash = createHash('sha256').update(HIDE_FOR_SESSION).digest('base64');
    pages[page.path] = { file, scriptHashes: [`sha256-${hash}`] };
  }
  await writeFile(join(dist, 'prerendered/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
} finally {
  await vite.close();
}
console.log(`prerendered ${Object.keys(pages).join(', ')}`);
