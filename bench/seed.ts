// Bench catalogue: 100,000 products generated in SQL (insert … select from generate_series), so
// loading takes seconds. Usage (through run.mjs): tsx bench/seed.ts, with DATABASE_URL for
// PostgreSQL or DATA_DIR for PGlite. Never point it at a database that matters: it empties the catalogue.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { SEED_CATEGORIES, SEED_VARIETIES } from '../apps/server/src/seed/catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const MANUFACTURERS = 200;

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
const HOUSES = ['Stone', 'Granite', 'Rock', 'Slab', 'Quarry'];
const KINDS = ['Industries', 'Exports', 'Works', 'Mills', 'Traders'];
const FORMS: [string, string, string, string][] = [
  ['Polished Slab', 'Slabs', 'Polished', '18mm'],
  ['Granite Tiles', 'Tiles', 'Polished', '15mm'],
  ['Leathered Slab', 'Slabs', 'Leathered', '20mm'],
  ['Flamed Slab', 'Both', 'Flamed', '30mm'],
  ['Honed Slab', 'Slabs', 'Honed', '20mm'],
];

const lit = (v: string) => `'${v.replaceAll("'", "''")}'`;

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
      select t.town || ' ' || (array[${HOUSES.map(lit).join(',')}])[1 + g % 5] || ' ' ||
               (array[${KINDS.map(lit).join(',')}])[1 + (g / 5) % 5],
             'Owner ' || g, 'sales' || g || '@bench.invalid', t.town, t.state,
             g % 10 = 0, true, case when g % 25 = 0 then 'suspended' else 'active' end,
             now() - (g || ' days')::interval
      from generate_series(1, ${MANUFACTURERS}) g join (values ${towns}) t(i, town, state) on t.i = g % ${TOWNS.length}`),
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
      select v.name || ' ' || f.suffix,
             ((v.lo + (g * 7919) % (v.hi - v.lo + 1)) * 100),
             1 + (g * 31) % ${MANUFACTURERS},
             c.id, null, g % 9 = 0,
             case when g % 33 = 0 then 'suspended' else 'active' end,
             v.description, v.quality, f.type, f.thickness, f.finish, v.water, v.origin,
             (array['Available','Available','Available','Limited Stock','Out of Stock','Pre-Order'])[1 + g % 6],
             v.colour, now() - ((g % 100000) || ' minutes')::interval
      from generate_series(1, ${PRODUCTS}) g
      join (values ${varieties}) v(i, name, category, origin, colour, lo, hi, quality, description, water)
        on v.i = g % ${SEED_VARIETIES.length}
      join (values ${forms}) f(i, suffix, type, finish, thickness) on f.i = (g / ${SEED_VARIETIES.length}) % ${FORMS.length}
      join categories c on c.name = v.category`),
  );
  await db.execute(sql`analyze`);
  const counts = (
    await db.execute<{ products: number; visible: number; words: number }>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from products p join vendors v on v.id = p.vendor_id and v.status = 'active'
               join categories c on c.id = p.category_id and c.is_active where p.status = 'active') as visible,
             (select count(*)::int from search_words) as words`)
  ).rows[0]!;
  console.log(
    `bench seed (${handle.kind}): ${counts.products} products (${counts.visible} visible), ${MANUFACTURERS} manufacturers, ${counts.words} search words in ${
      Date.now() - started
    } ms`,
  );
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
