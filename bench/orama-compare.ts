// ADR 010: the catalogue index against a maintained engine (Orama), in one process, on the same
// products and the same filter mix. Reads a seeded bench database (bench/seed.ts), builds
// CatalogIndex and an Orama database from the same rows, checks that both give the same totals and
// disjunctive facet counts for every query, then times the mix on each in turn (ours, Orama, ours):
// queries per second on one thread, p50/p99, build time and heap. Usage:
//   DATABASE_URL=postgres://…/granite_catalog_cmp node --expose-gc --import tsx bench/orama-compare.ts
//   COMPARE_QUERIES (default 2000)   COMPARE_OLD_INDEX=path/to/an/older/catalog.index.ts (timed too)
//   COMPARE_ORAMA=0 skips Orama (our index, and the older one, only)   COMPARE_ORAMA_QUERIES (default 300)
// Orama's facets count the matches of one search, so a disjunctive count (each facet under the
// other facets' filters) is one search per facet with a condition plus the page's search.
// The slab-size condition (a pair of the size frontier at least L × W) has no Orama operator: the
// mix here leaves it out for both engines. Pages are not compared: Orama sorts by one property,
// without the id as the tie-break the SQL orders use.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, create, insertMultiple, search } from '@orama/orama';
import { openDatabase } from '../apps/server/src/db/client';
import { CatalogIndex, type IndexFilter } from '../apps/server/src/modules/catalog/catalog.index';
import { type IndexRow, loadIndexRows } from '../apps/server/src/modules/catalog/catalog.queries';
import { listMix, type Query, type Sort } from './catalog-mix';

const QUERIES = Number(process.env.COMPARE_QUERIES ?? 2000);

const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const heapMiB = () => {
  gc();
  gc();
  // Typed arrays live outside the JavaScript heap (external): both count.
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 2 ** 20;
};

type Counts = { total: number; counts: Record<string, Record<string, number>> };

/** Our answer's total and the facets Orama can count, as plain objects. */
function ours(index: CatalogIndex, q: Query): Counts {
  const a = index.query(q.filter, q.sort, 24, (q.page - 1) * 24, null);
  const pick = ['category', 'manufacturer', 'finish', 'quality', 'grade', 'stockThicknessMm'] as const;
  const counts: Counts['counts'] = {};
  for (const facet of pick) counts[facet] = Object.fromEntries(a.counts[facet]);
  counts.inStock = Object.fromEntries(a.counts.inStock);
  return { total: a.total, counts };
}

async function oramaDb(rows: IndexRow[]) {
  const db = create({
    schema: {
      name: 'string',
      vendorName: 'string',
      category: 'enum',
      manufacturer: 'enum',
      finish: 'enum',
      quality: 'enum',
      price: 'number',
      created: 'number',
      inStock: 'boolean',
      grade: 'enum[]',
      stockThicknessMm: 'enum[]',
    } as const,
  });
  const docs = rows.map((r) => ({
    id: String(r.id),
    name: r.name,
    vendorName: r.vendorName,
    category: String(r.categoryId),
    manufacturer: String(r.vendorId),
    finish: r.finish ?? '',
    quality: r.quality ?? '',
    price: r.pricePaise,
    created: r.createdAt,
    inStock: r.availableSlabs > 0,
    grade: r.grades,
    stockThicknessMm: r.thicknessesMm.map(String),
  }));
  await insertMultiple(db, docs, 5_000);
  return db;
}
type OramaDb = Awaited<ReturnType<typeof oramaDb>>;

const FACETS = [
  'category',
  'manufacturer',
  'finish',
  'quality',
  'grade',
  'stockThicknessMm',
  'inStock',
] as const;
type Facet = (typeof FACETS)[number];

/** Orama's where clause of a filter, without one facet's condition (for that facet's counts). */
function where(f: IndexFilter, without?: Facet): Record<string, unknown> {
  const w: Record<string, unknown> = {};
  if (f.minPricePaise !== undefined || f.maxPricePaise !== undefined)
    w.price = { between: [f.minPricePaise ?? 0, f.maxPricePaise ?? Number.MAX_SAFE_INTEGER] };
  if (f.category !== undefined && without !== 'category') w.category = { eq: String(f.category) };
  if (f.manufacturer !== undefined && without !== 'manufacturer')
    w.manufacturer = { eq: String(f.manufacturer) };
  if (f.finish && without !== 'finish') w.finish = { in: f.finish };
  if (f.quality && without !== 'quality') w.quality = { in: f.quality };
  if (f.inStock && without !== 'inStock') w.inStock = true;
  if (f.grade && without !== 'grade') w.grade = { containsAny: f.grade };
  if (f.stockThicknessMm && without !== 'stockThicknessMm')
    w.stockThicknessMm = { containsAny: f.stockThicknessMm.map(String) };
  return w;
}

const active = (f: IndexFilter): Facet[] =>
  FACETS.filter((facet) =>
    facet === 'category'
      ? f.category !== undefined
      : facet === 'manufacturer'
        ? f.manufacturer !== undefined
        : facet === 'inStock'
          ? f.inStock === true
          : Boolean(f[facet]?.length),
  );

const SORT_BY: Record<Sort, { property: string; order: 'ASC' | 'DESC' }> = {
  featured: { property: 'created', order: 'DESC' },
  'price-asc': { property: 'price', order: 'ASC' },
  'price-desc': { property: 'price', order: 'DESC' },
  'name-asc': { property: 'name', order: 'ASC' },
  'vendor-asc': { property: 'vendorName', order: 'ASC' },
};

/** One list request on Orama: the page with the inactive facets, then one search per active facet. */
async function orama(db: OramaDb, q: Query): Promise<Counts> {
  const on = active(q.filter);
  const facetDefs = (list: readonly Facet[]) =>
    Object.fromEntries(
      list.map((f) => [f, f === 'inStock' ? { true: true, false: false } : { limit: 1_000 }]),
    );
  const page = await search(db, {
    where: where(q.filter),
    limit: 24,
    offset: (q.page - 1) * 24,
    sortBy: SORT_BY[q.sort],
    facets: facetDefs(FACETS.filter((f) => !on.includes(f))),
  } as never);
  const counts: Counts['counts'] = {};
  const read = (facet: Facet, values: Record<string, number> | undefined) => {
    const out: Record<string, number> = {};
    for (const [k, n] of Object.entries(values ?? {})) {
      if (n <= 0 || k === '' || (facet === 'inStock' && k !== 'true')) continue;
      out[k] = n;
    }
    counts[facet] = out;
  };
  for (const facet of FACETS) if (!on.includes(facet)) read(facet, page.facets?.[facet]?.values);
  for (const facet of on) {
    const r = await search(db, {
      where: where(q.filter, facet),
      limit: 0,
      facets: facetDefs([facet]),
    } as never);
    read(facet, r.facets?.[facet]?.values);
  }
  return { total: page.count, counts };
}

const normal = (c: Counts): string =>
  JSON.stringify({
    total: c.total,
    counts: Object.fromEntries(
      Object.entries(c.counts)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))]),
    ),
  });

async function time(label: string, qs: Query[], run: (q: Query) => unknown) {
  const times: number[] = [];
  const start = performance.now();
  for (const q of qs) {
    const t0 = performance.now();
    await run(q);
    times.push(performance.now() - t0);
  }
  const elapsed = performance.now() - start;
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 100) / 100;
  const row = {
    engine: label,
    queries: qs.length,
    perSecond: Math.round((qs.length / elapsed) * 1000),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: at(1),
  };
  console.log(JSON.stringify(row));
  return row;
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a seeded bench database (bench/seed.ts)');
  const handle = await openDatabase({ databaseUrl: url, dataDir: '', inMemoryDb: false }, console);
  const db = handle.db;
  const results: Record<string, unknown> = { date: new Date().toISOString() };

  let t0 = performance.now();
  let h0 = heapMiB();
  const index = new CatalogIndex(db);
  await index.current();
  results.ourBuildMs = Math.round(performance.now() - t0);
  results.ourHeapMiB = Math.round(heapMiB() - h0);
  results.products = index.count;

  let old: CatalogIndex | null = null;
  if (process.env.COMPARE_OLD_INDEX) {
    const mod = (await import(process.env.COMPARE_OLD_INDEX)) as { CatalogIndex: typeof CatalogIndex };
    h0 = heapMiB();
    t0 = performance.now();
    old = new mod.CatalogIndex(db);
    await old.current();
    results.oldBuildMs = Math.round(performance.now() - t0);
    results.oldHeapMiB = Math.round(heapMiB() - h0);
  }

  t0 = performance.now();
  const rows = await loadIndexRows(db);
  const readMs = performance.now() - t0;
  const qs = listMix(rows, QUERIES);
  let odb: OramaDb | null = null;
  if (process.env.COMPARE_ORAMA !== '0') {
    h0 = heapMiB();
    t0 = performance.now();
    odb = await oramaDb(rows);
    results.oramaBuildMs = Math.round(performance.now() - t0 + readMs);
    results.oramaHeapMiB = Math.round(heapMiB() - h0);
    results.oramaDocuments = count(odb);
  }
  console.log(JSON.stringify(results));

  // Same answers: totals and every facet count, for a sample of the mix.
  let mismatches = 0;
  for (const q of qs.slice(0, 200)) {
    const a = normal(ours(index, q));
    const others: [string, string][] = [];
    if (old) others.push(['older index', normal(ours(old, q))]);
    if (odb) others.push(['Orama', normal(await orama(odb, q))]);
    for (const [name, b] of others) {
      if (a !== b) {
        if (mismatches++ < 3)
          console.log(`${name} differs for ${JSON.stringify(q)}:\n ours ${a}\n ${name} ${b}`);
      }
    }
  }
  results.comparedQueries = Math.min(200, qs.length);
  results.mismatches = mismatches;

  const rounds: unknown[] = [];
  for (let round = 0; round < 2; round++) {
    rounds.push(await time('ours', qs, (q) => index.query(q.filter, q.sort, 24, (q.page - 1) * 24, null)));
    if (old)
      rounds.push(
        await time('older index', qs, (q) => old.query(q.filter, q.sort, 24, (q.page - 1) * 24, null)),
      );
    if (odb)
      rounds.push(
        await time(
          'Orama',
          qs.slice(0, Math.min(qs.length, Number(process.env.COMPARE_ORAMA_QUERIES ?? 300))),
          (q) => orama(odb, q),
        ),
      );
  }
  rounds.push(await time('ours', qs, (q) => index.query(q.filter, q.sort, 24, (q.page - 1) * 24, null)));
  results.rounds = rounds;
  results.rssMiB = Math.round(process.memoryUsage().rss / 2 ** 20);
  const out = join(new URL('.', import.meta.url).pathname, `results/orama-compare-${results.products}.json`);
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
  await handle.close?.();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
