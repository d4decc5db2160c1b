// EXPLAIN ANALYZE of the queries behind the benchmarked requests, run against the bench database
// (DATABASE_URL or DATA_DIR as for seed.ts). Prints each plan; fails if a page query scans products
// sequentially. The totals-and-facets pass must read every matching row, so it runs once per filter
// and catalogue version (cached) and is printed for its cost, not held to that rule.
import { type SQL, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { productFacetsSql, productsPageSql } from '../apps/server/src/modules/catalog/catalog.queries';
import { compileSearch } from '../apps/server/src/modules/catalog/catalog.search';

async function main() {
  const handle = await openDatabase(
    { databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR ?? './data', inMemoryDb: false },
    { error: (o, m) => console.error(m, o) },
  );
  const db = handle.db;
  const typo = await compileSearch(db, 'black galxy');
  const filtered = { category: 1, finish: ['Polished'], minPricePaise: 10_000, maxPricePaise: 30_000 };
  const plans: [string, SQL, boolean][] = [
    ['list page 1 (featured)', productsPageSql({}, 'featured', 12, 0), true],
    [
      'filtered + sorted (category 1, Polished, ₹100-300, price-asc, page 2)',
      productsPageSql(filtered, 'price-asc', 12, 12),
      true,
    ],
    [
      'typo search "black galxy" (featured = relevance)',
      productsPageSql({ tsquery: typo!.tsquery, rankTerms: typo!.terms }, 'featured', 12, 0),
      true,
    ],
    ['totals + facets, no filter (cached per filter)', productFacetsSql({}), false],
    ['totals + facets, typo search (cached per filter)', productFacetsSql({ tsquery: typo!.tsquery }), false],
  ];
  let seqScans = 0;
  console.log(`search "black galxy" → tsquery ${typo!.tsquery}\n`);
  for (const [title, query, mustUseIndex] of plans) {
    const result = await db.execute<Record<string, string>>(
      sql`explain (analyze, costs off, timing on) ${query}`,
    );
    const lines = result.rows.map((r) => Object.values(r)[0]);
    if (mustUseIndex && lines.some((l) => /Seq Scan on products/.test(l))) seqScans++;
    console.log(`### ${title}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
  }
  await handle.close();
  if (seqScans) {
    console.error(`${seqScans} plan(s) scan products sequentially`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
