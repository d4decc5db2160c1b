// ADR 010, "The catalogue's words in memory": the bench's text searches (bench/run.mjs's search URLs:
// one or two of the catalogue's words, 60 % with a typo, pages 1–5, never one repeated) through the
// products list in one process, without HTTP, on a seeded bench database (bench/seed.ts). Run it once
// per source tree, back to back, to compare two versions of the catalogue module on the same requests:
//   DATABASE_URL=postgres://…/bench_h3 node --expose-gc --import tsx bench/search-words.ts
//   SEARCH_TREE=/path/to/another/checkout (default: this one)   SEARCH_REQUESTS (default 1000)
//   SEARCH_SETTLE_SECONDS after the index's build (default 15: the older tree warms its commonest words)
//   SEARCH_RESULTS file name under bench/results/ (the figures are printed either way)
// Requests run one at a time (the latency of each); the word corrections are the same in both trees.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';

const tree = process.env.SEARCH_TREE ?? join(import.meta.dirname, '..');
const REQUESTS = Number(process.env.SEARCH_REQUESTS ?? 1000);
const SETTLE = Number(process.env.SEARCH_SETTLE_SECONDS ?? 15);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const mib = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 2 ** 20;
};
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** run.mjs's search URLs (its xorshift stream, search share only) as list queries. */
function searches(words: string[], seed: number, n: number) {
  let state = seed >>> 0 || 1;
  const rnd = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
  const typo = (w: string) => {
    const i = 1 + Math.floor(rnd() * (w.length - 2));
    return rnd() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  };
  const seen = new Set<string>();
  const out: { search: string; page: number }[] = [];
  while (out.length < n) {
    const page = 1 + Math.floor(rnd() * 5);
    const chosen = [pick(words)];
    if (rnd() < 0.4) chosen.push(pick(words));
    const search = chosen.map((w) => (rnd() < 0.6 ? typo(w) : w)).join(' ');
    const key = `${search}|${page}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ search, page });
  }
  return out;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a seeded bench database (bench/seed.ts)');
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', inMemoryDb: false }, console);
  const db = handle.db;
  const service = (await import(join(tree, 'apps/server/src/modules/catalog/catalog.service.ts'))) as {
    listProducts: (deps: unknown, query: Record<string, unknown>) => Promise<{ body: string }>;
  };
  // The vocabulary seed.ts gives run.mjs, read here so another seed's file cannot mix in.
  const words = (
    await db.execute<{ word: string }>(
      sql`select word from search_words where length(word) >= 5 order by ndoc desc, word limit 4000`,
    )
  ).rows.map((r) => r.word);
  const deps = { db, log: console, config: { searchWarmWords: 50 } };
  const query = (search: string, page: number) => ({ search, page, pageSize: 24, sort: 'featured' });

  const heapBefore = mib();
  const t0 = performance.now();
  await service.listProducts(deps, query('granite', 1));
  const firstMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, SETTLE * 1000));
  const heapAfterBuild = mib();
  for (const q of searches(words, 999, 200)) await service.listProducts(deps, query(q.search, q.page));

  const times: number[] = [];
  let matched = 0;
  const start = performance.now();
  for (const q of searches(words, 1, REQUESTS)) {
    const t = performance.now();
    const answer = await service.listProducts(deps, query(q.search, q.page));
    times.push(performance.now() - t);
    matched += (JSON.parse(answer.body) as { total: number }).total;
  }
  const wallMs = performance.now() - start;
  times.sort((a, b) => a - b);
  // The word lists alone (trees that have them): a build's time and what they hold.
  let lists: Record<string, unknown> | null = null;
  try {
    const { WordLists } = (await import(join(tree, 'apps/server/src/modules/catalog/catalog.words.ts'))) as {
      WordLists: new (
        db: unknown,
      ) => {
        at(generation: number): Promise<unknown>;
        bytes(): number;
        size(): Record<string, number>;
      };
    };
    const fresh = new WordLists(db);
    const b0 = performance.now();
    await fresh.at(0);
    lists = { buildMs: Math.round(performance.now() - b0), bytes: fresh.bytes(), ...fresh.size() };
  } catch (err) {
    if ((err as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw err;
  }
  const result = {
    tree,
    at: new Date().toISOString(),
    loadAverage: (await import('node:os')).loadavg().map(round2),
    requests: REQUESTS,
    firstRequestMs: Math.round(firstMs),
    heapAndTypedArraysMiB: {
      beforeFirst: round2(heapBefore),
      afterBuild: round2(heapAfterBuild),
      end: round2(mib()),
    },
    perSecond: round2((REQUESTS / wallMs) * 1000),
    p50: round2(at(times, 0.5)),
    p90: round2(at(times, 0.9)),
    p99: round2(at(times, 0.99)),
    max: round2(times.at(-1)!),
    mean: round2(times.reduce((a, b) => a + b, 0) / times.length),
    matchedTotal: matched,
    lists,
  };
  console.log(JSON.stringify(result, null, 2));
  if (process.env.SEARCH_RESULTS) {
    writeFileSync(
      join(import.meta.dirname, 'results', process.env.SEARCH_RESULTS),
      JSON.stringify(result, null, 2),
    );
  }
  await handle.close();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
