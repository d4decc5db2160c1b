// ADR 010: where the slow requests of the catalogue index's filter mix go, in one process (no HTTP).
// Builds CatalogIndex from a seeded bench database (bench/seed.ts), times every request of the mix
// (catalog-mix.ts, as orama-compare.ts) over several rounds, and reports the slowest requests by
// their median over the rounds of the CPU time they took (process.cpuUsage: on a machine shared with
// other work, wall time counts the waits for a core; rounds still report wall-time percentiles), the
// same per request shape, the facet pass's share of each, and the garbage collector's pauses.
//   DATABASE_URL=postgres://…/<bench db> node --import tsx bench/facet-tail.ts
//   TAIL_QUERIES (default 1000)   TAIL_ROUNDS (default 3)   TAIL_LABEL (names the results file)
//   TAIL_OLD_INDEX=path/to/an/older/catalog.index.ts  timed in turn with the current one
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { openDatabase } from '../apps/server/src/db/client';
import { CatalogIndex, type IndexFilter } from '../apps/server/src/modules/catalog/catalog.index';
import { loadIndexRows } from '../apps/server/src/modules/catalog/catalog.queries';
import { listMix, shapeOf } from './catalog-mix';

const QUERIES = Number(process.env.TAIL_QUERIES ?? 1000);
const ROUNDS = Number(process.env.TAIL_ROUNDS ?? 3);

const round2 = (ms: number) => Math.round(ms * 100) / 100;
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Engine = { name: string; index: CatalogIndex };

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a seeded bench database (bench/seed.ts)');
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', inMemoryDb: false }, console);
  const engines: Engine[] = [];
  const builds: Record<string, number> = {};
  const build = async (name: string, Index: typeof CatalogIndex) => {
    const t0 = performance.now();
    const index = new Index(handle.db);
    await index.current();
    builds[name] = Math.round(performance.now() - t0);
    engines.push({ name, index });
  };
  await build('current', CatalogIndex);
  // TAIL_OLD_INDEX=path/to/an/older/catalog.index.ts: timed in turn with the current one, same requests.
  if (process.env.TAIL_OLD_INDEX) {
    const mod = (await import(process.env.TAIL_OLD_INDEX)) as { CatalogIndex: typeof CatalogIndex };
    await build('older', mod.CatalogIndex);
  }
  const qs = listMix(await loadIndexRows(handle.db), QUERIES);

  let gcMs = 0;
  let gcMaxMs = 0;
  const gcObserver = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      gcMs += e.duration;
      gcMaxMs = Math.max(gcMaxMs, e.duration);
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
  // The observer's entries arrive on the event loop: let them in after each synchronous round.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

  const times = new Map(engines.map((e) => [e.name, qs.map((): number[] => [])]));
  const passTimes = new Map(engines.map((e) => [e.name, qs.map((): number[] => [])]));
  const rounds: unknown[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const { name, index } of engines) {
      const all: number[] = [];
      await settle();
      const gcBefore = gcMs;
      const start = performance.now();
      qs.forEach((q, i) => {
        const s = performance.now();
        const c = process.cpuUsage();
        index.query(q.filter, q.sort, 24, (q.page - 1) * 24, null);
        const cpu = process.cpuUsage(c);
        all.push(performance.now() - s);
        times.get(name)![i]!.push((cpu.user + cpu.system) / 1000);
      });
      const elapsed = performance.now() - start;
      await settle();
      all.sort((a, b) => a - b);
      const row = {
        engine: name,
        round,
        perSecond: Math.round((qs.length / elapsed) * 1000),
        p50Ms: round2(at(all, 0.5)),
        p99Ms: round2(at(all, 0.99)),
        maxMs: round2(at(all, 1)),
        gcMs: Math.round(gcMs - gcBefore),
      };
      console.log(JSON.stringify(row));
      rounds.push(row);
      // The facet pass alone (private: read here for the breakdown only).
      const pass = index as unknown as { facetPass(f: IndexFilter, s: null): unknown };
      qs.forEach((q, i) => {
        const c = process.cpuUsage();
        pass.facetPass(q.filter, null);
        const cpu = process.cpuUsage(c);
        passTimes.get(name)![i]!.push((cpu.user + cpu.system) / 1000);
      });
    }
  }
  await settle();
  gcObserver.disconnect();

  const report = (name: string) => {
    const perRequest = qs.map((q, i) => ({
      shape: shapeOf(q),
      filter: q.filter,
      medianMs: round2(median(times.get(name)![i]!)),
      maxMs: round2(Math.max(...times.get(name)![i]!)),
      facetPassMs: round2(median(passTimes.get(name)![i]!)),
    }));
    const byShape = new Map<string, number[]>();
    for (const r of perRequest) {
      const shape = r.shape.replace(/ p\d$/, '');
      byShape.set(shape, [...(byShape.get(shape) ?? []), r.medianMs]);
    }
    const shapes = [...byShape.entries()]
      .map(([shape, ms]) => {
        ms.sort((a, b) => a - b);
        return {
          shape,
          requests: ms.length,
          meanMs: round2(ms.reduce((a, b) => a + b, 0) / ms.length),
          maxMs: round2(ms.at(-1)!),
        };
      })
      .sort((a, b) => b.meanMs - a.meanMs);
    const medians = perRequest.map((r) => r.medianMs).sort((a, b) => a - b);
    const passes = perRequest.map((r) => r.facetPassMs).sort((a, b) => a - b);
    return {
      engine: name,
      // Each request's median CPU time over the rounds, then their spread: the request's own cost.
      requestMedians: { p50Ms: at(medians, 0.5), p99Ms: at(medians, 0.99), maxMs: at(medians, 1) },
      facetPass: { p50Ms: at(passes, 0.5), p99Ms: at(passes, 0.99), maxMs: at(passes, 1) },
      slowest: [...perRequest].sort((a, b) => b.medianMs - a.medianMs).slice(0, 10),
      shapes: shapes.slice(0, 8),
    };
  };
  const results = {
    date: new Date().toISOString(),
    label: process.env.TAIL_LABEL ?? null,
    products: engines[0]!.index.count,
    buildMs: builds,
    queries: qs.length,
    gc: { totalMs: Math.round(gcMs), maxPauseMs: round2(gcMaxMs) },
    rounds,
    engines: engines.map((e) => report(e.name)),
  };
  for (const e of results.engines) {
    console.log(
      `\n${e.engine}: request medians ${JSON.stringify(e.requestMedians)}, facet pass ${JSON.stringify(e.facetPass)}`,
    );
    for (const r of e.slowest)
      console.log(
        `  ${r.medianMs} ms (max ${r.maxMs}, pass ${r.facetPassMs})  ${r.shape}  ${JSON.stringify(r.filter)}`,
      );
    for (const s of e.shapes)
      console.log(`  shape ${s.shape}: ${s.requests} requests, mean ${s.meanMs} ms, max ${s.maxMs}`);
  }
  console.log(JSON.stringify(results.gc));
  const suffix = process.env.TAIL_LABEL ? `-${process.env.TAIL_LABEL}` : '';
  writeFileSync(
    join(new URL('.', import.meta.url).pathname, `results/facet-tail-${results.products}${suffix}.json`),
    `${JSON.stringify(results, null, 2)}\n`,
  );
  await handle.close?.();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
