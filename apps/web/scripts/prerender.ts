/**
 * Runs after `vite build` (docs/decisions/058 and 175): renders every public page to HTML, so
 * that its first paint needs no JavaScript and search engines and link previews read its text,
 * title and description. Writes dist/prerendered/<name>.html and pages.json, which the API
 * reads to serve them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROGRAMME_SCOPES, type ProgrammeScope } from '@shuttle/contracts';
import { createServer } from 'vite';
import { earlyRequestsScript } from '../src/lib/early-requests.ts';
import type { RenderedPage } from '../src/prerender/render-page.tsx';

interface Page {
  /** The address the page answers, with the query that selects it, if any. */
  address: string;
  name: string;
  /** The page's route module: its CSS goes in the head. */
  module: string;
  /**
   * What search engines and link previews show under the title. Written here, not in the route
   * module, so that no visitor downloads it; the title comes from the module's `handle`.
   */
  description: string;
  /** Listed in sitemap.xml: the pages worth a search engine's visit. */
  sitemap: boolean;
}

const marketing = (address: string, description: string, module = address.slice(1).replace('/', '-')) => ({
  address,
  name: module,
  module: `src/app/routes/marketing/${module}.tsx`,
  description,
  sitemap: true,
});

/** What each She Moves form is for, as its page's lead says. */
const PROGRAMME_DESCRIPTIONS: Record<ProgrammeScope, string> = {
  participant:
    'Join She Moves: tell us about you and your commute, and we match you with a mentor from your industry and a ride that fits your route.',
  mentor:
    'Become a She Moves mentor: two hours a month for one year with a woman starting out in your industry in Lagos.',
  driver: 'Drive with She Moves: carry participants along your way to work across Lagos.',
};

/** Every public page (docs/decisions/175); the site's other pages need a session or a token. */
const PAGES: Page[] = [
  {
    address: '/',
    name: 'home',
    module: 'src/app/routes/home.tsx',
    description:
      'Book a seat on a comfortable, air-conditioned shuttle across Lagos. Pay from your wallet and board with a QR pass.',
    sitemap: true,
  },
  marketing(
    '/how-it-works',
    'Shuttle runs comfortable buses on fixed routes and timetables across Lagos. Book a seat, get picked up at your bus stop and dropped close to work.',
  ),
  marketing(
    '/charter',
    'A private ride in Lagos for your event, team outing or airport run: a car for up to 4 passengers, a shuttle for more.',
  ),
  marketing(
    '/business',
    'Get your team to work on time: book seats for your employees, pay from one company wallet and see every trip on your business dashboard.',
  ),
  marketing(
    '/drive-for-us',
    'Drive commuters across Lagos on fixed routes and times in modern buses, and get paid for every trip.',
  ),
  marketing(
    '/she-moves',
    'She Moves pairs women aged 18 to 45 in Lagos with mentors from their industry and gets them to work in safe, comfortable rides.',
  ),
  marketing('/she-moves-details', 'Join She Moves as a participant, a mentor or a driver.'),
  ...PROGRAMME_SCOPES.map((scope) => ({
    ...marketing(`/she-moves-details?scope=${scope}`, PROGRAMME_DESCRIPTIONS[scope], 'she-moves-details'),
    name: `she-moves-details-${scope}`,
  })),
  marketing(
    '/bus-partners',
    'Own a car, a Hiace or a Coaster? Partner with Shuttle: we fill the seats with booked Lagos commuters and you earn on every trip.',
  ),
  marketing(
    '/bus-partners/form',
    'Tell us about your company and your vehicles; our partnerships team calls you within three working days.',
  ),
  marketing('/faq', 'Answers for riders and drivers: booking, paying, cancelling and joining Shuttle.'),
  marketing(
    '/privacy-policy',
    'What Shuttle collects about riders, drivers and partners, why, and how to reach us about it.',
  ),
  {
    address: '/login',
    name: 'login',
    module: 'src/app/routes/auth/login.tsx',
    description:
      'Log in to Shuttle to book shuttle seats across Lagos, fund your wallet and see your boarding passes.',
    sitemap: false,
  },
  {
    address: '/forgot-password',
    name: 'forgot-password',
    module: 'src/app/routes/auth/forgot-password.tsx',
    description: 'Reset your Shuttle password: we email you a link to choose a new one.',
    sitemap: false,
  },
];

/**
 * Stands for the site's public address in canonical and Open Graph links: the server writes
 * its PUBLIC_URL there when it loads the page, so one build serves any address.
 */
const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

/** index.html's tags for the entry and the chunks it imports, which a public page adds itself. */
const ENTRY_TAGS =
  /\n\s*<script type="module" crossorigin src="\/[^"]+"><\/script>|\n\s*<link rel="modulepreload" crossorigin href="\/[^"]+">/g;

/**
 * A public page's one script, in its head (docs/decisions/201). The session lives in local
 * storage, so only the browser knows whether the visitor's markup is right: for a signed-in
 * rider it stays hidden until the app renders (main.tsx), and the app loads at once. A visitor
 * reads the markup first: the entry and its chunks are asked for once the page has painted its
 * content, so that on a slow line their download does not compete with the stylesheets the
 * paint waits for. A browser that does not report paints loads them at once.
 */
function publicPageScript(entry: string, imports: string[]): string {
  return `(()=>{const d=document,h=d.head,load=()=>{for(const f of ${JSON.stringify(imports)}){const l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href='/'+f;h.append(l)}const s=d.createElement('script');s.type='module';s.crossOrigin='';s.src='/${entry}';h.append(s)};if(localStorage.getItem('token')){d.documentElement.dataset.prerendered='stale';load();return}let asked=false;const once=()=>{if(!asked){asked=true;load()}};try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length>0){observer.disconnect();once()}}).observe({type:'paint',buffered:true});setTimeout(once,1000)}catch{once()}})()`;
}

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

/**
 * Signed-in pages whose HTML, as the server sends it for their address, names their route chunks,
 * so that the browser fetches them beside the entry instead of once it has run
 * (docs/decisions/192), and starts the reads their first paint waits for (docs/decisions/195). Only dashboard home: its largest paint is its content, which waits for
 * those chunks anyway. On the wallet and my bookings the same links delayed the first paint by
 * 10-40 % under Lighthouse, as they did on the public pages (docs/decisions/058).
 */
const SIGNED_IN_PAGES = [
  { address: '/dashboard/home', name: 'dashboard-home', module: 'src/app/routes/dashboard/home.tsx' },
];
const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard-layout.tsx';

/** The script chunks of these modules and of what they import statically, less index.html's. */
function scriptsOf(manifest: Record<string, ManifestChunk>, indexHtml: string, keys: string[]) {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the build manifest`);
    if (name === 'index.html' || files.has(chunk.file) || indexHtml.includes(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;

/** The page's own title and description, its canonical address and its link preview. */
function headOf(page: Page, pageTitle: string) {
  const title = escapeHtml(pageTitle);
  const description = escapeHtml(page.description);
  const url = escapeHtml(`${PUBLIC_URL_PLACEHOLDER}${page.address === '/' ? '' : page.address}`);
  return {
    title: `<title>${title}</title>`,
    description: `<meta name="description" content="${description}" />`,
    links: [
      `<link rel="canonical" href="${url}">`,
      '<meta property="og:type" content="website">',
      '<meta property="og:site_name" content="Shuttle">',
      '<meta property="og:locale" content="en_NG">',
      `<meta property="og:title" content="${title}">`,
      `<meta property="og:description" content="${description}">`,
      `<meta property="og:url" content="${url}">`,
      '<meta name="twitter:card" content="summary">',
    ],
  };
}

/** JSON inside a script element: `<` escaped so that no string can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const template = await readFile(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;
const entryChunk = manifest['index.html'];
if (!entryChunk) throw new Error('index.html is not in the build manifest');
const PUBLIC_PAGE_SCRIPT = publicPageScript(
  entryChunk.file,
  (entryChunk.imports ?? []).map((key) => manifest[key]?.file ?? key),
);
/** index.html without the entry's tags: the public page's script adds them. */
const publicTemplate = template.replace(ENTRY_TAGS, '');
const vite = await createServer({
  root,
  mode: 'production',
  logLevel: 'warn',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false },
});
/** What the API reads (apps/api/src/shared/web-app.ts), by address. */
const pages: Record<string, { file: string; scriptHashes: string[]; sitemap: boolean }> = {};
try {
  const { renderPage } = (await vite.ssrLoadModule('/src/prerender/render-page.tsx')) as {
    renderPage: (address: string) => Promise<RenderedPage>;
  };
  await mkdir(join(dist, 'prerendered'), { recursive: true });
  for (const page of PAGES) {
    const { html, hydrationData, title } = await renderPage(page.address);
    const pageHead = headOf(page, title);
    const head = [
      ...pageHead.links,
      ...stylesheetsOf(manifest, template, page.module).map(
        (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
      ),
    ].join('\n    ');
    // Replacements are functions: a `$` in the markup must not be read as a pattern.
    const document = publicTemplate
      // Early in the head, so that it runs before the body is parsed; it waits for no stylesheet.
      .replace(CHARSET, () => `${CHARSET}\n    <script>${PUBLIC_PAGE_SCRIPT}</script>`)
      .replace(TITLE, () => pageHead.title)
      .replace(DESCRIPTION, () => pageHead.description)
      .replace('</head>', () => `  ${head}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        // Inert until hydrated: a click, or a login form sent by Enter as a GET with the password
        // in the address, would otherwise reach markup that has no handlers yet.
        () =>
          `<div id="root" inert>${html}</div>\n    <script type="application/json" id="router-hydration">${scriptJson(hydrationData)}</script>`,
      );
    if (
      !document.includes(html) ||
      !document.includes(PUBLIC_PAGE_SCRIPT) ||
      document.includes(`src="/${entryChunk.file}"`) ||
      !document.includes(pageHead.title) ||
      !document.includes(pageHead.description)
    ) {
      throw new Error(`index.html has no empty #root, no ${CHARSET}, no <title> or no description`);
    }
    // No .gz or .br beside it: the server writes its public address in and compresses once.
    const file = `prerendered/${page.name}.html`;
    await writeFile(join(dist, file), document);
    const hash = createHash('sha256').update(PUBLIC_PAGE_SCRIPT).digest('base64');
    pages[page.address] = { file, scriptHashes: [`sha256-${hash}`], sitemap: page.sitemap };
  }
  await writeFile(join(dist, 'prerendered/pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  /** What the API sends for a signed-in page's address (apps/api/src/shared/web-app.ts). */
  const preloaded: Record<string, { file: string; scriptHashes: string[] }> = {};
  for (const page of SIGNED_IN_PAGES) {
    const modules = [DASHBOARD_LAYOUT, page.module];
    const links = [
      // The stylesheets too: loaded by the chunks, they were a round trip after the scripts,
      // which the page's paint waited for (docs/decisions/198). Vite loads none of them twice.
      ...[...new Set(modules.flatMap((module) => stylesheetsOf(manifest, template, module)))].map(
        (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
      ),
      ...scriptsOf(manifest, template, modules).map(
        (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
      ),
    ];
    // First in the head: the page's reads start while the entry and its chunks download.
    const early = earlyRequestsScript(page.address);
    const file = `prerendered/${page.name}.html`;
    await writeFile(
      join(dist, file),
      template
        .replace(CHARSET, () => `${CHARSET}\n    <script>${early}</script>`)
        .replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`),
    );
    const hash = createHash('sha256').update(early).digest('base64');
    preloaded[page.address] = { file, scriptHashes: [`sha256-${hash}`] };
  }
  await writeFile(join(dist, 'prerendered/preloaded.json'), `${JSON.stringify(preloaded, null, 2)}\n`);
} finally {
  await vite.close();
}
console.log(
  `prerendered ${Object.keys(pages).join(', ')}; route chunks named for ${SIGNED_IN_PAGES.map((page) => page.address).join(', ')}`,
);
