// `npm run lighthouse -w @granite/bench`: Lighthouse, mobile emulation (its default config:
// Moto G Power viewport, simulated slow 4G, 4x CPU slowdown), on the storefront pages that matter
// most: the eight English pages of the phone goals (bench/README.md "Storefront pages": /, /products,
// a search, a category, a product, /vendors, a manufacturer profile, the comparison). Three runs per page; the run
// with the median performance score is reported. Results: bench/results/lighthouse.json and a
// Markdown table on stdout for bench/README.md.
//   BENCH_URL  a running site to measure (default: the built server, started here on a fresh
//              demo catalogue in a temporary DATA_DIR, port 3998, and stopped afterwards)
//   LH_RUNS    runs per page (default 3)
//   LH_PAGES   comma-separated paths to measure instead of the eleven (e.g. "/,/products")
//   LH_MAX_LOAD  refuse to measure when the 1-minute load average is above it (default 2.5): on a
//              saturated machine the simulated CPU slowdown stacks on real contention and the
//              figures mean nothing; 0 measures anyway
// Chromium: the journeys' choice (e2e/browser-path.ts: CHROMIUM_PATH, /usr/bin/chromium, or
// @sparticuz/chromium).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { resolveChromium } from '../e2e/browser-path';

const root = new URL('..', import.meta.url).pathname;
const runs = Number(process.env.LH_RUNS ?? 3);
const PORT = 3998;

type Figures = {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  ttfbMs: number;
  lcpElement?: string;
  failedAudits: string[];
};

async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'granite-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${PORT}`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    if (Date.now() > deadline) throw new Error('the server did not start within 15 minutes');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The pages: a product, category and manufacturer that exist in the catalogue being measured, and three in Hindi. */
async function pagesOf(base: string): Promise<string[]> {
  const get = async <T>(path: string) => (await (await fetch(base + path)).json()) as T;
  const products = await get<{ items: { id: number }[] }>('/api/v1/products');
  const categories = await get<{ items: { id: number }[] }>('/api/v1/categories');
  const manufacturers = await get<{ items: { id: number }[] }>('/api/v1/manufacturers');
  return [
    '/',
    '/products',
    '/products?search=black',
    `/category/${categories.items[0]!.id}`,
    `/product/${products.items[0]!.id}`,
    '/vendors',
    `/vendor/profile/${manufacturers.items[0]!.id}`,
    '/product/comparison',
    // D40: the Hindi twins of three of them meet the same goals.
    '/hi',
    '/hi/products',
    `/hi/product/${products.items[0]!.id}`,
  ];
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: unknown; title: string }>;
};

function figuresOf(url: string, lhr: Lhr): Figures {
  const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
  const value = (key: string) => lhr.audits[key]?.numericValue ?? Number.NaN;
  const lcpItems = (
    lhr.audits['largest-contentful-paint-element']?.details as { items?: unknown[] } | undefined
  )?.items;
  const lcpElement = JSON.stringify(lcpItems?.[0] ?? '').match(/"snippet":"([^"]{0,160})/)?.[1];
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    tbtMs: Math.round(value('total-blocking-time')),
    fcpMs: Math.round(value('first-contentful-paint')),
    speedIndexMs: Math.round(value('speed-index')),
    ttfbMs: Math.round(value('server-response-time')),
    lcpElement,
    failedAudits: Object.entries(lhr.audits)
      .filter(
        ([, a]) =>
          a.score !== null &&
          a.score < 0.9 &&
          (a as { scoreDisplayMode?: string }).scoreDisplayMode !== 'informative',
      )
      .map(([id]) => id),
  };
}

const median = (list: Figures[]) =>
  [...list].sort((a, b) => a.performance - b.performance)[Math.floor(list.length / 2)]!;

async function main() {
  const maxLoad = Number(process.env.LH_MAX_LOAD ?? 2.5);
  if (maxLoad > 0 && loadavg()[0]! > maxLoad) {
    console.error(
      `The 1-minute load average is ${loadavg()[0]!.toFixed(1)} (above ${maxLoad}): not measuring on a busy machine (LH_MAX_LOAD=0 to measure anyway).`,
    );
    process.exit(2);
  }
  const server = process.env.BENCH_URL ? undefined : await startServer();
  const base = process.env.BENCH_URL?.replace(/\/$/, '') ?? server!.base;
  const browser = await resolveChromium();
  const load = { start: loadavg()[0]! };
  const results: { page: string; runs: Figures[]; median: Figures }[] = [];
  try {
    const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : await pagesOf(base);
    for (const page of pages) {
      const all: Figures[] = [];
      // A run Lighthouse could not complete (runtimeError, scores null) is reported and run again,
      // never counted as a score of 0; at most two such retries per page.
      for (let i = 0, failures = 0; i < runs; i++) {
        const chrome = await chromeLauncher.launch({
          chromePath: browser.executablePath,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...browser.args],
          envVars: { ...process.env, ...browser.env } as Record<string, string>,
        });
        try {
          const result = await lighthouse(base + page, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          });
          if (!result) throw new Error(`no Lighthouse result for ${page}`);
          const failure = (result.lhr as unknown as Lhr).runtimeError;
          if (failure || result.lhr.categories.performance?.score == null) {
            console.error(`${page} run ${i + 1} failed: ${failure?.code ?? 'no performance score'}`);
            if (++failures > 2) throw new Error(`${page}: Lighthouse failed three times`);
            i--;
            continue;
          }
          all.push(figuresOf(page, result.lhr as unknown as Lhr));
          console.error(`${page} run ${i + 1}: performance ${all.at(-1)!.performance}`);
        } finally {
          await chrome.kill();
        }
      }
      results.push({ page, runs: all, median: median(all) });
    }
  } finally {
    await server?.stop();
  }
  const machine = {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    kernel: release(),
    node: process.version,
    chromium: browser.version,
    loadAverage1m: { start: load.start, end: loadavg()[0] },
    date: new Date().toISOString(),
  };
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/lighthouse.json'),
    `${JSON.stringify({ machine, results }, null, 2)}\n`,
  );

  console.log(
    `Machine: ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.node}, ${machine.chromium}; 1-min load average ${machine.loadAverage1m.start.toFixed(1)} → ${machine.loadAverage1m.end?.toFixed(1)}\n`,
  );
  console.log(
    '| page | performance | LCP | CLS | TBT | FCP | server response | accessibility | best practices | SEO |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const { page, median: m } of results) {
    console.log(
      `| \`${page}\` | ${m.performance} | ${(m.lcpMs / 1000).toFixed(1)} s | ${m.cls} | ${m.tbtMs} ms | ${(m.fcpMs / 1000).toFixed(1)} s | ${m.ttfbMs} ms | ${m.accessibility} | ${m.bestPractices} | ${m.seo} |`,
    );
  }
  for (const { page, runs: all } of results)
    console.log(
      `\n${page}: performance per run ${all.map((r) => r.performance).join(', ')}; below 0.9: ${[...new Set(all.flatMap((r) => r.failedAudits))].join(', ')}`,
    );
}

await main();
