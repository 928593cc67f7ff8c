import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { buildMinimalPage } from './bundle.bench.ts';
import { type Figure, freePort, median, startProduct } from './lib.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// `LIGHTHOUSE_RUNS=3` for a quicker look on a loaded machine; `LIGHTHOUSE_PAGES=/faq,/charter` audits
// only those pages (the minimal page is always audited).
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
// `LIGHTHOUSE_REPORTS=DIR` keeps every audit's full report there, to read what an LCP waited on.
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
let reportCount = 0;

/**
 * The phone every run simulates, whatever machine runs the bench (docs/decisions/281): an entry
 * Android of the kind most riders in Lagos carry (a MediaTek Helio G37-class chip, the class of the
 * Moto G Power 2022 that Chrome's CPU calibration takes as its low-tier phone). Lighthouse's fixed
 * fourfold slowdown would simulate a different phone on every host; the slowdown is instead the
 * host's benchmarkIndex divided by this phone's. `LIGHTHOUSE_PHONE_INDEX=1000` simulates a
 * mid-tier phone instead.
 */
const ENTRY_PHONE = { name: 'an entry Android phone (Helio G37 class)', benchmarkIndex: 264 };
const otherPhone = process.env.LIGHTHOUSE_PHONE_INDEX;
export const SIMULATED_PHONE = otherPhone
  ? { name: 'the phone asked for by LIGHTHOUSE_PHONE_INDEX', benchmarkIndex: Number(otherPhone) }
  : ENTRY_PHONE;

/** The goals of docs/speed.md#lighthouse, on the simulated phone. */
export const GOALS = {
  score: 95,
  tbtMs: 150,
  lcpMs: 2500,
  lcpRatioPublic: 1.3,
  lcpRatioSignedIn: 1.5,
  cls: 0.02,
};

/** Never faster than the host itself: a host slower than the phone is measured as it is. */
export function slowdownFor(hostIndex: number): number {
  // Without the host's measure there is no phone to simulate: an audit at a guessed slowdown
  // would be a figure of no machine in particular.
  if (!Number.isFinite(hostIndex) || hostIndex <= 0)
    throw new Error(`Lighthouse measured no host CPU (${hostIndex})`);
  return Math.max(1, hostIndex / SIMULATED_PHONE.benchmarkIndex);
}

interface PageScore {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  /** The host's CPU as Lighthouse measured it at the start of the audit. */
  benchmarkIndex: number;
  /** The CPU slowdown that made that host the simulated phone. */
  slowdown: number;
}

/**
 * One Lighthouse audit at the given CPU slowdown, through Lighthouse's own `lighthouse()` call.
 * Lighthouse measures the host's benchmarkIndex as it loads the page and reports it; each round
 * of the bench takes the slowdown from the minimal page's audit of that round (see `run`), so a
 * spell of load on a shared machine changes the phone of that round only. (Changing the slowdown
 * between Lighthouse's gathering and its audits is what Lighthouse refuses in its audit mode: the
 * calibration stays outside it.)
 */
async function audit(
  browser: Browser,
  url: string,
  slowdown: number,
  session?: Record<string, string>,
): Promise<PageScore> {
  for (let attempt = 1; ; attempt++) {
    const result = await auditOnce(browser, url, slowdown, session);
    if (result) return result;
    if (attempt === MOST_ATTEMPTS)
      throw new Error(
        `${url}: Lighthouse ended ${MOST_ATTEMPTS} audits before the page asked for its scripts`,
      );
    console.log(
      `  ${new URL(url).pathname}: the audit ended before the page asked for its scripts; audited again`,
    );
  }
}

/**
 * A visitor's page asks for its scripts once it has painted (ADR 201): on a loaded machine
 * Lighthouse now and then finds the page quiet before that and ends the trace, and the audit then
 * measures the HTML alone (a TBT of a few milliseconds). Such an audit is not a measure of the
 * page: it is repeated.
 */
const MOST_ATTEMPTS = 3;

function loadedItsScripts(lhr: { audits: Record<string, { details?: unknown }> }): boolean {
  const items = (
    lhr.audits['network-requests']?.details as { items?: { url?: string; resourceType?: string }[] }
  )?.items;
  return (items ?? []).some((item) => item.resourceType === 'Script' && item.url?.includes('/assets/'));
}

/** One audit; undefined when it ended before the page loaded its scripts. */
async function auditOnce(
  browser: Browser,
  url: string,
  slowdown: number,
  session?: Record<string, string>,
): Promise<PageScore | undefined> {
  const page = await browser.newPage();
  try {
    // Storage outlives the page (`disableStorageReset`): a public page is audited as a visitor
    // sees it, not with the session an earlier signed-in audit of the round left behind.
    await page.goto(new URL('/', url).toString());
    await page.evaluate((entries) => {
      localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, session ?? {});
    const result = await lighthouse(
      url,
      { logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      // Lighthouse's default mobile screen and network ("slow 4G"), which its settings merge in;
      // only the CPU is the simulated phone's.
      { extends: 'lighthouse:default', settings: { throttling: { cpuSlowdownMultiplier: slowdown } } },
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (!loadedItsScripts(lhr)) return undefined;
    if (REPORTS) {
      const name = new URL(url).pathname.replaceAll('/', '_') || '_';
      await writeFile(
        join(REPORTS, `${String(++reportCount).padStart(2, '0')}${name}.json`),
        JSON.stringify(lhr),
      );
    }
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex ?? Number.NaN,
      slowdown,
    };
  } finally {
    await page.close();
  }
}

/**
 * The round's slowdown: a first audit of the minimal page measures the host (at any slowdown:
 * the index is read before throttling applies), then the minimal page is audited again at the
 * slowdown that makes this host the simulated phone.
 */
async function calibratedBaseline(browser: Browser, minimalUrl: string): Promise<PageScore> {
  const probe = await audit(browser, minimalUrl, 1);
  return audit(browser, minimalUrl, slowdownFor(probe.benchmarkIndex));
}

/**
 * The median of the audits that measured the figure: now and then one audit of five reports no
 * value for a metric (NaN), which would otherwise make the median meaningless.
 */
const measuredMedian = (values: number[]) => {
  const measured = values.filter(Number.isFinite);
  return measured.length > 0 ? median(measured) : Number.NaN;
};

const medianOf = (scores: PageScore[]): PageScore => ({
  score: measuredMedian(scores.map((s) => s.score)),
  lcp: measuredMedian(scores.map((s) => s.lcp)),
  cls: measuredMedian(scores.map((s) => s.cls)),
  tbt: measuredMedian(scores.map((s) => s.tbt)),
  benchmarkIndex: measuredMedian(scores.map((s) => s.benchmarkIndex)),
  slowdown: measuredMedian(scores.map((s) => s.slowdown)),
});

/** Signs in over the API and returns the session as the web app keeps it in local storage. */
async function signIn(productUrl: string, path: string, body: object): Promise<Record<string, string>> {
  const response = await fetch(`${productUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  const user = (await response.json()) as { id: number; token: { token: string; exp: number } };
  return { token: user.token.token, user_id: String(user.id), token_exp: String(user.token.exp) };
}

/** The console's first account, made by the server at start (docs/decisions/122); the bench's own. */
const BENCH_ADMIN = { email: 'bench-admin@example.ng', password: 'bench-console-password-1' };

/** What each page reached beside its goal, as `name figure (goal) met|missed`. */
function goalLines(page: PageScore, minimal: PageScore, signedIn: boolean) {
  const lcpRatioGoal = signedIn ? GOALS.lcpRatioSignedIn : GOALS.lcpRatioPublic;
  const lcpRatio = page.lcp / minimal.lcp;
  const checks = [
    [`score ${page.score}`, `>= ${GOALS.score}`, page.score >= GOALS.score],
    [`TBT ${Math.round(page.tbt)} ms`, `<= ${GOALS.tbtMs} ms`, page.tbt <= GOALS.tbtMs],
    [`LCP ${Math.round(page.lcp)} ms`, `<= ${GOALS.lcpMs} ms`, page.lcp <= GOALS.lcpMs],
    [`LCP ${lcpRatio.toFixed(2)}x minimal`, `<= ${lcpRatioGoal}x`, lcpRatio <= lcpRatioGoal],
    [`CLS ${page.cls.toFixed(3)}`, `<= ${GOALS.cls}`, page.cls <= GOALS.cls],
  ] as const;
  return {
    lcpRatio,
    lcpRatioGoal,
    met: checks.every(([, , met]) => met),
    text: checks.map(([figure, goal, met]) => `${figure} (${goal}) ${met ? 'met' : 'MISSED'}`).join('; '),
  };
}

/**
 * Lighthouse mobile on the simulated phone, median of RUNS, each page beside the minimal page
 * (docs/speed.md#lighthouse).
 */
export async function run(): Promise<Figure[]> {
  const minimalDir = buildMinimalPage();
  const minimalServer = Fastify();
  await minimalServer.register(fastifyStatic, { root: minimalDir, preCompressed: true });
  const minimalPort = await freePort();
  await minimalServer.listen({ port: minimalPort, host: '127.0.0.1' });
  const minimalUrl = `http://127.0.0.1:${minimalPort}/`;
  const product = await startProduct({
    BOOTSTRAP_ADMIN_EMAIL: BENCH_ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: BENCH_ADMIN.password,
  });
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const rider = await signIn(product.url, '/v1/users', {
      fname: 'Bench',
      lname: 'Rider',
      email: `bench-${Date.now()}@example.ng`,
      phone: '08031234567',
      city_id: 1,
      password: 'bench-rider-password',
    });
    const operator = await signIn(product.url, '/v1/login', BENCH_ADMIN);
    const pages = [
      { path: '/', session: undefined },
      { path: '/login', session: undefined },
      { path: '/faq', session: undefined },
      { path: '/charter', session: undefined },
      { path: '/dashboard/home', session: rider },
      { path: '/dashboard/wallet', session: rider },
      { path: '/dashboard/my-bookings', session: rider },
      { path: '/ops/today', session: operator },
    ].filter((target) => !ONLY || ONLY.includes(target.path));
    // Each round calibrates on the minimal page and then audits every page at that slowdown, so
    // that a spell of load on the shared machine weighs on the baseline as much as on the pages of
    // that round.
    const all: PageScore[] = [];
    const baseline: PageScore[] = [];
    const ours = new Map<string, PageScore[]>(pages.map((target) => [target.path, []]));
    for (let i = 0; i < RUNS; i++) {
      const round = await calibratedBaseline(browser, minimalUrl);
      baseline.push(round);
      for (const target of pages) {
        ours
          .get(target.path)
          ?.push(await audit(browser, `${product.url}${target.path}`, round.slowdown, target.session));
      }
    }
    for (const scores of [baseline, ...ours.values()]) all.push(...scores);
    const b = medianOf(baseline);
    const indexes = all.map((s) => s.benchmarkIndex);
    const slowdowns = all.map((s) => s.slowdown);
    const calibration =
      `host benchmarkIndex median ${Math.round(median(indexes))} (${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))}), ` +
      `CPU slowdown median ${median(slowdowns).toFixed(2)}x (${Math.min(...slowdowns).toFixed(2)} to ${Math.max(...slowdowns).toFixed(2)}) ` +
      `to simulate ${SIMULATED_PHONE.name}, benchmarkIndex ${SIMULATED_PHONE.benchmarkIndex}`;
    console.log(`  ${calibration}`);
    const figures: Figure[] = [];
    for (const target of pages) {
      const a = medianOf(ours.get(target.path) ?? []);
      const goals = goalLines(a, b, Boolean(target.session));
      figures.push({
        name: `Lighthouse on the simulated phone ${target.path}: LCP (median of ${RUNS})`,
        ours: { label: target.path, value: a.lcp, unit: 'ms' },
        baseline: { label: 'minimal page', value: b.lcp, unit: 'ms' },
        ratio: goals.lcpRatio,
        goal: `score >= ${GOALS.score}; TBT <= ${GOALS.tbtMs} ms; LCP <= ${GOALS.lcpMs} ms and <= ${goals.lcpRatioGoal}x; CLS <= ${GOALS.cls}`,
        met: goals.met,
        // The minimal page's figures show how much of a page's is the machine's load.
        notes:
          `${goals.text}\n       minimal page: score ${b.score}, LCP ${Math.round(b.lcp)} ms, ` +
          `TBT ${Math.round(b.tbt)} ms, CLS ${b.cls.toFixed(3)}; this page's slowdown median ${a.slowdown.toFixed(2)}x` +
          // One build's TBT spreads widely on the entry phone (BENCHMARKS.md, "The entry phone's
          // floor"): each audit's figure says how far the median is to be trusted.
          `\n       TBT of each audit: ${(ours.get(target.path) ?? []).map((s) => Math.round(s.tbt)).join(', ')} ms`,
      });
    }
    return figures;
  } finally {
    await browser.close();
    await product.stop();
    await minimalServer.close();
  }
}
