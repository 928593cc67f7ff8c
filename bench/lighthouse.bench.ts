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

interface PageScore {
  score: number;
  lcp: number;
  cls: number;
  tbt: number;
  /**
   * Lighthouse's measure of the host's CPU: its 4x slowdown is meant for a high-end desktop,
   * 1500 to 2000. Printed so that a run's TBT can be read against the machine it ran on.
   */
  benchmarkIndex: number;
}

async function audit(browser: Browser, url: string, session?: Record<string, string>): Promise<PageScore> {
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
      { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
      undefined,
      page,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
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
    };
  } finally {
    await page.close();
  }
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
});

/** Lighthouse mobile, median of RUNS, each page beside the minimal page (docs/speed.md#lighthouse). */
export async function run(): Promise<Figure[]> {
  const minimalDir = buildMinimalPage();
  const minimalServer = Fastify();
  await minimalServer.register(fastifyStatic, { root: minimalDir, preCompressed: true });
  const minimalPort = await freePort();
  await minimalServer.listen({ port: minimalPort, host: '127.0.0.1' });
  const minimalUrl = `http://127.0.0.1:${minimalPort}/`;
  const product = await startProduct();
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
    const rider = await fetch(`${product.url}/v1/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fname: 'Bench',
        lname: 'Rider',
        email: `bench-${Date.now()}@example.ng`,
        phone: '08031234567',
        city_id: 1,
        password: 'bench-rider-password',
      }),
    }).then((response) => response.json() as Promise<{ id: number; token: { token: string; exp: number } }>);
    const session = {
      token: rider.token.token,
      user_id: String(rider.id),
      token_exp: String(rider.token.exp),
    };
    const pages = [
      { path: '/', session: undefined },
      { path: '/login', session: undefined },
      { path: '/faq', session: undefined },
      { path: '/charter', session: undefined },
      { path: '/dashboard/home', session },
      { path: '/dashboard/wallet', session },
      { path: '/dashboard/my-bookings', session },
    ].filter((target) => !ONLY || ONLY.includes(target.path));
    // Each round audits the minimal page and then every page, so that a spell of load on the
    // shared machine weighs on the baseline as much as on the pages of that round.
    const baseline: PageScore[] = [];
    const ours = new Map<string, PageScore[]>(pages.map((target) => [target.path, []]));
    for (let i = 0; i < RUNS; i++) {
      baseline.push(await audit(browser, minimalUrl));
      for (const target of pages) {
        ours.get(target.path)?.push(await audit(browser, `${product.url}${target.path}`, target.session));
      }
    }
    const b = medianOf(baseline);
    const figures: Figure[] = [];
    for (const target of pages) {
      const a = medianOf(ours.get(target.path) ?? []);
      const lcpRatio = a.lcp / b.lcp;
      // Signed-in pages fetch the rider's data before their largest paint: docs/speed.md#lighthouse
      // allows them 1.5 times the minimal page's LCP, public pages 1.3 times.
      const lcpGoal = target.session ? 1.5 : 1.3;
      figures.push({
        name: `Lighthouse mobile ${target.path}: LCP (median of ${RUNS})`,
        ours: { label: target.path, value: a.lcp, unit: 'ms' },
        baseline: { label: 'minimal page', value: b.lcp, unit: 'ms' },
        ratio: lcpRatio,
        goal: `score >= 95; LCP <= ${lcpGoal}x; CLS <= 0.02; TBT <= 100 ms`,
        met: a.score >= 95 && lcpRatio <= lcpGoal && a.cls <= 0.02 && a.tbt <= 100,
        // The minimal page's TBT shows how much of a page's is the machine's load.
        notes: `score ${a.score} (minimal ${b.score}), CLS ${a.cls.toFixed(3)}, TBT ${Math.round(a.tbt)} ms (minimal ${Math.round(b.tbt)} ms), host benchmarkIndex ${Math.round(a.benchmarkIndex)}`,
      });
    }
    return figures;
  } finally {
    await browser.close();
    await product.stop();
    await minimalServer.close();
  }
}
