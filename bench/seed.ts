// Bench catalogue: 100,000 products generated in SQL (insert … select from generate_series), so
// loading takes seconds. Usage (through run.mjs): tsx bench/seed.ts, with DATABASE_URL for
// PostgreSQL or DATA_DIR for PGlite. Never point it at a database that matters: it empties the catalogue.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { SEED_CATEGORIES, SEED_VARIETIES } from '../apps/server/src/seed/catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const MANUFACTURERS = Number(process.env.BENCH_MANUFACTURERS ?? 400);

const TOWNS: [string, string][] = [
  ['Ongole', 'Andhra Pradesh'],
  ['Chimakurthy', 'Andhra Pradesh'],
  ['Chittoor', 'Andhra Pradesh'],
  ['Kishangarh', 'Rajasthan'],
  ['Jalore', 'Rajasthan'],
  ['Rajsamand', 'Rajasthan'],
  ['Karimnagar', 'Telangana'],
  ['Khammam', 'Telangana'],
  ['Krishnagiri', 'Tamil Nadu'],
  ['Hosur', 'Tamil Nadu'],
  ['Bengaluru', 'Karnataka'],
  ['Tumakuru', 'Karnataka'],
];
// Hundreds of manufacturers with distinct names (prefix × town is unique up to 40 × 12).
const PREFIXES = [
  'Sri Lakshmi',
  'Balaji',
  'Ganesh',
  'Venkateswara',
  'Maruti',
  'Shree Ram',
  'Jai Ambe',
  'Om Sai',
  'Annapurna',
  'Kaveri',
  'Godavari',
  'Narmada',
  'Vindhya',
  'Aravali',
  'Deccan',
  'Sahyadri',
  'Nilgiri',
  'Mahalakshmi',
  'Saraswati',
  'Durga',
  'Kailash',
  'Meenakshi',
  'Padmavati',
  'Tirumala',
  'Krishna',
  'Tungabhadra',
  'Chamundi',
  'Hampi',
  'Mewar',
  'Marwar',
  'Shekhawati',
  'Banas',
  'Sabari',
  'Pennar',
  'Palar',
  'Vaigai',
  'Ponnaiyar',
  'Manjira',
  'Indravati',
  'Mahanadi',
];
const HOUSES = ['Stone', 'Granite', 'Rock', 'Slab', 'Quarry'];
// Thousands of distinct words for names and descriptions (typo correction needs a real vocabulary):
// three syllables each, 24^3 = 13,824 quarry-lot names such as "Kavimala" or "Tirunada".
const SYLLABLES = [
  'ka',
  'ra',
  'ma',
  'ni',
  'so',
  'lu',
  've',
  'ta',
  'di',
  'pa',
  'go',
  'ri',
  'sha',
  'van',
  'dra',
  'mal',
  'tir',
  'pur',
  'na',
  'de',
  'bha',
  'kon',
  'sil',
  'gan',
];
const KINDS = ['Industries', 'Exports', 'Works', 'Mills', 'Traders'];
const FORMS: [string, string, string, string][] = [
  ['Polished Slab', 'Slabs', 'Polished', '18mm'],
  ['Granite Tiles', 'Tiles', 'Polished', '15mm'],
  ['Leathered Slab', 'Slabs', 'Leathered', '20mm'],
  ['Flamed Slab', 'Both', 'Flamed', '30mm'],
  ['Honed Slab', 'Slabs', 'Honed', '20mm'],
];

const lit = (v: string) => `'${v.replaceAll("'", "''")}'`;

/** SQL for a vocabulary word chosen by an integer expression (three syllables). */
const syllables = () => `array[${SYLLABLES.map(lit).join(',')}]`;
function lotWord(expr: string): string {
  const n = SYLLABLES.length;
  return `((${syllables()})[1 + ((${expr}) % ${n})] || (${syllables()})[1 + ((${expr}) / ${n}) % ${n}] || (${syllables()})[1 + ((${expr}) / ${n * n}) % ${n}])`;
}

async function main() {
  const log = { error: (o: unknown, m?: string) => console.error(m, o) };
  const handle = await openDatabase(
    {
      databaseUrl: process.env.DATABASE_URL,
      dataDir: process.env.DATA_DIR ?? './data',
      inMemoryDb: false,
    },
    log,
  );
  const started = Date.now();
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  await migrate(handle);
  const db = handle.db;
  await db.execute(sql`truncate products, vendors, categories restart identity cascade`);
  await db.execute(
    sql.raw(
      `insert into categories (name, description, color, text_color) values ${SEED_CATEGORIES.map(
        (c) => `(${lit(c.name)}, ${lit(c.description)}, ${lit(c.color)}, ${lit(c.textColor)})`,
      ).join(', ')}`,
    ),
  );
  const towns = TOWNS.map(([town, state], i) => `(${i}, ${lit(town)}, ${lit(state)})`).join(', ');
  await db.execute(
    sql.raw(`insert into vendors (business_name, owner_name, email, city, state, is_premium, gstin_verified, status, created_at)
      select (array[${PREFIXES.map(lit).join(',')}])[1 + g % ${PREFIXES.length}] || ' ' ||
               (array[${HOUSES.map(lit).join(',')}])[1 + (g / 7) % 5] || ' ' ||
               (array[${KINDS.map(lit).join(',')}])[1 + (g / 3) % 5] || ', ' || t.town,
             'Owner ' || g, 'sales' || g || '@bench.invalid', t.town, t.state,
             g % 10 = 0, true, case when g % 25 = 0 then 'suspended' else 'active' end,
             now() - (g || ' days')::interval
      from generate_series(1, ${MANUFACTURERS}) g
        join (values ${towns}) t(i, town, state) on t.i = (g / ${PREFIXES.length}) % ${TOWNS.length}`),
  );
  const varieties = SEED_VARIETIES.map(
    (v, i) =>
      `(${i}, ${lit(v.name)}, ${lit(v.category)}, ${lit(v.origin)}, ${lit(v.colour)}, ${v.priceRange[0]}, ${v.priceRange[1]}, ${lit(
        v.quality,
      )}, ${lit(v.description)}, ${lit(v.waterAbsorption)})`,
  ).join(',\n');
  const forms = FORMS.map((f, i) => `(${i}, ${f.map(lit).join(', ')})`).join(', ');
  // Deterministic spread: variety, form, manufacturer, price and flags all derive from g.
  await db.execute(
    sql.raw(`insert into products (name, price_paise, vendor_id, category_id, image_url, is_best_seller, status,
        description, material_quality, product_type, thickness, finish_type, water_absorption, origin,
        availability_status, colour, created_at)
      select v.name || ' ' || f.suffix || ' ' || initcap(${lotWord('g * 7 + g / 97')}),
             ((v.lo + (g::bigint * 7919) % (v.hi - v.lo + 1)) * 100),
             1 + (g * 31) % ${MANUFACTURERS},
             c.id, null, g % 9 = 0,
             case when g % 33 = 0 then 'suspended' else 'active' end,
             v.description || ' Lot from the ' || initcap(${lotWord('g * 13 + 5')}) || ' face, cut near ' ||
               initcap(${lotWord('g / 3 + 11')}) || '; sorted for ' || (array['kitchens','flooring','facades','stairs','monuments','vanities'])[1 + g % 6] || '.',
             v.quality, f.type, f.thickness, f.finish, v.water, v.origin,
             (array['Available','Available','Available','Limited Stock','Out of Stock','Pre-Order'])[1 + g % 6],
             v.colour, now() - ((g % 100000) || ' minutes')::interval
      from generate_series(1, ${PRODUCTS}) g
      join (values ${varieties}) v(i, name, category, origin, colour, lo, hi, quality, description, water)
        on v.i = g % ${SEED_VARIETIES.length}
      join (values ${forms}) f(i, suffix, type, finish, thickness) on f.i = (g / ${SEED_VARIETIES.length}) % ${FORMS.length}
      join categories c on c.name = v.category`),
  );
  await db.execute(sql`truncate catalog_changes`);
  await db.execute(sql`analyze`);
  // What the load generator browses (run.mjs): real words, visible products, categories, manufacturers.
  const pick = async (q: ReturnType<typeof sql>) =>
    (await db.execute<{ v: string | number }>(q)).rows.map((r) => r.v);
  const vocabulary = {
    words: await pick(
      sql`select word as v from search_words where length(word) >= 5 order by ndoc desc, word limit 4000`,
    ),
    productIds:
      await pick(sql`select p.id as v from products p join vendors v on v.id = p.vendor_id and v.status = 'active'
      where p.status = 'active' order by (p.id * 2654435761) % 4294967296 limit 5000`),
    categoryIds: await pick(sql`select id as v from categories where is_active order by id`),
    manufacturerIds: await pick(sql`select id as v from vendors where status = 'active' order by id`),
  };
  writeFileSync(new URL('./results/vocabulary.json', import.meta.url), JSON.stringify(vocabulary));
  const counts = (
    await db.execute<{ products: number; visible: number; words: number; names: number }>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from products p join vendors v on v.id = p.vendor_id and v.status = 'active'
               join categories c on c.id = p.category_id and c.is_active where p.status = 'active') as visible,
             (select count(*)::int from search_words) as words,
             (select count(distinct business_name)::int from vendors) as names`)
  ).rows[0]!;
  console.log(
    `bench seed (${handle.kind}): ${counts.products} products (${counts.visible} visible), ${MANUFACTURERS} manufacturers (${counts.names} distinct names), ${counts.words} search words in ${
      Date.now() - started
    } ms`,
  );
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
