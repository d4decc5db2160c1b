// Bench catalogue: 100,000 products generated in SQL (insert … select from generate_series), so
// loading takes seconds; BENCH_SLABS slabs in stock, 16 to a lot, spread over them. Usage (through run.mjs): tsx bench/seed.ts, with DATABASE_URL for
// PostgreSQL or DATA_DIR for PGlite. Never point it at a database that matters: it empties the catalogue.
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database as Db, openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { SEED_CATEGORIES, SEED_VARIETIES } from '../apps/server/src/seed/catalogue';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const MANUFACTURERS = Number(process.env.BENCH_MANUFACTURERS ?? 400);
/** Slabs in stock (D32), 16 to a lot, lots spread over the products (ADR 010); 0 keeps the old seed. */
const SLABS = Number(process.env.BENCH_SLABS ?? 0);
const SLABS_PER_LOT = 16;

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

/** What the load generator browses (run.mjs): real words, visible products, categories, manufacturers. */
async function writeVocabulary(db: Db, replyId: number | null) {
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
    // Available slabs of visible products, for the bench's holds and sales (none without BENCH_SLABS).
    slabs: (
      await db.execute<{ id: number; productId: number; vendorId: number }>(sql`
        select s.id, s.product_id as "productId", s.vendor_id as "vendorId" from slabs s
        join products p on p.id = s.product_id and p.status = 'active'
        join vendors v on v.id = p.vendor_id and v.status = 'active'
        where s.status = 'available' order by (s.id * 2654435761) % 4294967296 limit 5000`)
    ).rows,
    replyId,
  };
  writeFileSync(new URL('./results/vocabulary.json', import.meta.url), JSON.stringify(vocabulary));
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
  if (process.env.BENCH_VOCABULARY_ONLY === '1') {
    // A database seeded before (BENCH_DATABASE_URL runs): only the load generator's file, written again
    // from it, with the reply the seed made for the bench's slab holds.
    const reply = await db.execute<{ id: number }>(sql`
      select r.id from quote_replies r join quote_requests q on q.id = r.quote_request_id
      where q.customer_name = 'Bench Buyer' order by r.id desc limit 1`);
    await writeVocabulary(db, reply.rows[0] ? Number(reply.rows[0].id) : null);
    console.log(`bench vocabulary written from the database in ${Date.now() - started} ms`);
    await handle.close();
    return;
  }
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
  let replyId: number | null = null;
  if (SLABS > 0) {
    // Lot l belongs to product 1 + (l * 7919) mod (60 % of PRODUCTS), and to its manufacturer:
    // consecutive lots land on unrelated products, some products have several lots and 40 % none.
    // Thickness, finish and grade vary with l, sizes with the slab. One slab in 20 is sold outside
    // the marketplace. The slabs' statement trigger fills product_stock once for the whole insert
    // (migration 0011).
    const lotCount = Math.ceil(SLABS / SLABS_PER_LOT);
    await db.execute(
      sql.raw(`insert into lots (product_id, vendor_id, block_number, lot_number, thickness_mm, finish, grade, yard_city)
        select p.id, p.vendor_id, 'BB' || l, 'L' || (1 + l % 3),
               (array[16, 18, 20, 30])[1 + l % 4],
               (array['Polished','Honed','Flamed','Leathered','Brushed'])[1 + (l / 4) % 5],
               (array['First','First','Second','Commercial'])[1 + (l / 3) % 4],
               (array['Ongole','Chimakurthy','Jalore','Krishnagiri'])[1 + l % 4]
        from generate_series(1, ${lotCount}) l
        join products p on p.id = 1 + (l::bigint * 7919) % ${Math.ceil(PRODUCTS * 0.6)}`),
    );
    await db.execute(
      sql.raw(`insert into slabs (lot_id, product_id, vendor_id, block_number, sequence, length_mm, width_mm,
          gross_sqft_x100, usable_sqft_x100, status, sold_outside, sold_at)
        select lot.id, lot.product_id, lot.vendor_id, lot.block_number, x.sequence, x.l, x.w,
               x.gross, greatest(1, x.gross - 150),
               case when s % 20 = 0 then 'sold' else 'available' end, s % 20 = 0,
               case when s % 20 = 0 then now() end
        from generate_series(1, ${SLABS}) s
        cross join lateral (select 1 + (s - 1) % ${SLABS_PER_LOT} as sequence,
                                   2400 + (s * 37) % 1201 as l, 1400 + (s * 53) % 801 as w) d
        cross join lateral (select d.sequence, d.l, d.w,
                                   round(d.l::numeric * d.w / 929.0304)::int as gross) x
        join lots lot on lot.block_number = 'BB' || (1 + (s - 1) / ${SLABS_PER_LOT})`),
    );
    // The bench's writer holds slabs for one quote reply (run.mjs, writes beside reads): a slab on
    // hold names the reply holding it (slabs_hold_check).
    const reply = await db.execute<{ id: number }>(
      sql.raw(`with request as (
          insert into quote_requests (product_id, product_name, vendor_id, vendor_name, customer_name, mobile_number,
            quantity_sqft, delivery_city, delivery_pin, material_quality, product_type)
          select p.id, p.name, v.id, v.business_name, 'Bench Buyer', '9845012345', 500, 'Chennai', '600001', 'Premium', 'Slabs'
          from products p join vendors v on v.id = p.vendor_id order by p.id limit 1
          returning id, vendor_id)
        insert into quote_replies (quote_request_id, vendor_id, revision, price_paise, lead_time_days, valid_until)
        select id, vendor_id, 1, 12500, 10, current_date + 30 from request
        returning id`),
    );
    replyId = Number(reply.rows[0]!.id);
  }
  await db.execute(sql`truncate catalog_changes`);
  await db.execute(sql`analyze`);
  await writeVocabulary(db, replyId);
  const counts = (
    await db.execute<{
      products: number;
      visible: number;
      words: number;
      names: number;
      slabs: number;
      lots: number;
    }>(sql`
      select (select count(*)::int from products) as products,
             (select count(*)::int from slabs) as slabs,
             (select count(*)::int from lots) as lots,
             (select count(*)::int from products p join vendors v on v.id = p.vendor_id and v.status = 'active'
               join categories c on c.id = p.category_id and c.is_active where p.status = 'active') as visible,
             (select count(*)::int from search_words) as words,
             (select count(distinct business_name)::int from vendors) as names`)
  ).rows[0]!;
  console.log(
    `bench seed (${handle.kind}): ${counts.products} products (${counts.visible} visible), ${MANUFACTURERS} manufacturers (${counts.names} distinct names), ${counts.slabs} slabs in ${counts.lots} lots, ${counts.words} search words in ${
      Date.now() - started
    } ms`,
  );
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
