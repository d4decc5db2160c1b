// ADR 010, "The catalogue's words in memory": the match stage alone of bench/run.mjs's 1,000 distinct
// searches (the words' lexeme queries to matches with ranks), the way before the word lists (one SQL
// query per lexeme not asked yet, as TermCache did, with the 50 commonest words asked first and not
// timed) against the word lists, after compiling every search once (typo lookups, timed apart).
// Totals differ by the suspended products: the SQL read active products only, the lists hold every
// product and the index drops what it does not show (search-words.ts compares the lists' totals).
//   DATABASE_URL=postgres://…/bench_h3 node --import tsx bench/search-match-stage.ts
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { allOf, anyOf, searchMatches } from '../apps/server/src/modules/catalog/catalog.matches';
import { compileSearch, WordCorrections } from '../apps/server/src/modules/catalog/catalog.search';
import { WordLists } from '../apps/server/src/modules/catalog/catalog.words';

const url = process.env.DATABASE_URL!;
const h = await openDatabase({ databaseUrl: url, dataDir: '', inMemoryDb: false }, console);
const db = h.db;
const words = (
  await db.execute<{ word: string }>(
    sql`select word from search_words where length(word) >= 5 order by ndoc desc, word limit 4000`,
  )
).rows.map((r) => r.word);
let state = 1;
const rnd = () => {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return (state >>> 0) / 4294967296;
};
const pick = <T>(l: T[]) => l[Math.floor(rnd() * l.length)]!;
const typo = (w: string) => {
  const i = 1 + Math.floor(rnd() * (w.length - 2));
  return rnd() < 0.5 ? w.slice(0, i) + w.slice(i + 1) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
};
const qs: string[] = [];
for (let i = 0; i < 1000; i++) {
  rnd();
  const c = [pick(words)];
  if (rnd() < 0.4) c.push(pick(words));
  qs.push(c.map((w) => (rnd() < 0.6 ? typo(w) : w)).join(' '));
}
const wc = new WordCorrections(db);
const t0 = performance.now();
const compiled = [];
for (const q of qs) compiled.push(await compileSearch(db, q, wc.lookup(1)));
const compileMs = performance.now() - t0;
// old path: one SQL per lexeme not seen yet (TermCache), the 50 commonest words warmed first (not timed)
const ask = async (units: string[]) => {
  const lit = `{${units.map((u) => `"${u.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`;
  const r = await db.execute<{ ids: string | null; ranks: string | null }>(sql`
    select m.ids, m.ranks from unnest(${lit}::text[]) with ordinality as u(unit, n)
    cross join lateral (select string_agg(p.id::text, ',' order by p.id) as ids,
      string_agg(ts_rank(p.search_vector, u.unit::tsquery)::float8::text, ',' order by p.id) as ranks
      from products p where p.status = 'active' and p.search_vector @@ u.unit::tsquery) m order by u.n`);
  return r.rows.map((row) => {
    const ids = row.ids ? row.ids.split(',') : [];
    const rk = row.ranks ? row.ranks.split(',') : [];
    return { ids: Int32Array.from(ids, Number), ranks: Float32Array.from(rk, Number) };
  });
};
const cache = new Map<string, { ids: Int32Array; ranks: Float32Array }>();
const common = (
  await db.execute<{ word: string }>(sql`select word from search_words order by ndoc desc, word limit 50`)
).rows;
for (const { word } of common) {
  const u = `'${word}':*`;
  cache.set(u, (await ask([u]))[0]!);
}
const oldT: number[] = [];
let oldTotal = 0;
for (const c of compiled) {
  if (!c) continue;
  const t = performance.now();
  const missing = [...new Set(c.terms.flat())].filter((u) => !cache.has(u));
  if (missing.length) {
    const answers = await ask(missing);
    missing.forEach((unit, k) => {
      cache.set(unit, answers[k]!);
    });
  }
  const m = allOf(c.terms.map((alts) => anyOf(alts.map((u) => cache.get(u)!))));
  oldTotal += m.ids.length;
  oldT.push(performance.now() - t);
}
const lists = await new WordLists(db).at(0);
const newT: number[] = [];
let newTotal = 0;
for (const c of compiled) {
  if (!c) continue;
  const t = performance.now();
  const m = searchMatches(lists, c.terms);
  newTotal += m.ids.length;
  newT.push(performance.now() - t);
}
const s = (xs: number[]) => {
  const a = [...xs].sort((x, y) => x - y);
  const sum = a.reduce((x, y) => x + y, 0);
  return {
    n: a.length,
    totalMs: Math.round(sum),
    p50: +a[a.length >> 1]!.toFixed(3),
    p99: +a[Math.floor(a.length * 0.99)]!.toFixed(2),
    max: +a.at(-1)!.toFixed(1),
  };
};
console.log(
  JSON.stringify(
    { compileMsTotal: Math.round(compileMs), oldMatches: s(oldT), oldTotal, listMatches: s(newT), newTotal },
    null,
    1,
  ),
);
await h.close();
process.exit(0);
