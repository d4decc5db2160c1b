// The only place the public catalogue touches the database. Every read goes through `visible`:
// active products of active manufacturers in active categories (storefront 4, D11).
import {
  type AvailabilityStatus,
  type Finish,
  type ImageRef,
  type MaterialQuality,
  type ProductFacet,
  type ProductSort,
  type ProductType,
  type SlabSize,
  type StockSummary,
  type StoreCategory,
  type StoreManufacturer,
  type StoreProductDetail,
  type StoreProductSummary,
  sqftFromX100,
  type Thickness,
  type TileSize,
} from '@granite/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type StoredMedia, toImageRef } from '../media/media.pipeline';

/** Filters of the products list, already validated; prices in paise. */
export type ProductFilter = {
  /** A tsquery in its text form, built by catalog.search.ts from sanitised words only. */
  tsquery?: string;
  /** The same search as single-lexeme queries per word (catalog.search.ts): the relevance order. */
  rankTerms?: string[][];
  category?: number;
  manufacturer?: number;
  quality?: string[];
  finish?: string[];
  thickness?: string[];
  type?: string[];
  origin?: string[];
  availability?: string[];
  /** D32: variety ids (as text, the facet's values); '0' matches nothing (an unknown slug). */
  variety?: string[];
  bestSellers?: boolean;
  minPricePaise?: number;
  maxPricePaise?: number;
  /** D32: has available slabs. */
  inStock?: boolean;
  /** D32: has a lot of one of these grades with available slabs. */
  grade?: string[];
  /** D32: has a lot of one of these thicknesses (mm) with available slabs. */
  stockThicknessMm?: number[];
  /** D32: has an available slab at least this long and this wide (mm); a condition like the price range. */
  minLengthMm?: number;
  minWidthMm?: number;
};

// D32: the product's variety joins first (left: most products of an older catalogue have none), so
// INDEXED below can keep appending to the categories join; a hidden variety reads as none.
const VISIBLE = sql`products p
  left join stone_varieties sv on sv.id = p.variety_id and sv.status = 'active'
  join vendors v on v.id = p.vendor_id and v.status = 'active'
  join categories c on c.id = p.category_id and c.is_active`;

/**
 * The product image's renditions come from the same query: a left join on the media primary key
 * (one index probe per returned row, after the page's LIMIT has chosen them).
 */
const WITH_IMAGE = sql`left join media pm on pm.id = p.image_media_id
  left join product_stock ps on ps.product_id = p.id`;

/** The columns a joined media row (`pm` for the product image, `lm` for a logo) is read back from. */
type MediaColumns<K extends string> = Record<`${K}Id`, string | null> &
  Record<`${K}Variants`, StoredMedia['variants'] | null>;

const imageOf = (id: string | null, variants: StoredMedia['variants'] | null): ImageRef | null =>
  id && variants?.length ? toImageRef({ id, variants }) : null;

/** D32: product_stock's figures as SUMMARY_COLUMNS reads them (no row: the product never had a lot). */
type StockColumns = {
  stockLots: number | null;
  stockSlabs: number | null;
  stockSqftX100: string | number | null;
};

type SummaryRow = Omit<StoreProductSummary, 'image' | 'stock'> & MediaColumns<'image'> & StockColumns;

/** D32: the stock line's figures, or null when the product has no product_stock row. */
export function stockSummaryOf(
  lots: number | null,
  slabs: number | null,
  sqftX100: string | number | null,
): StockSummary | null {
  if (lots === null || slabs === null || sqftX100 === null) return null;
  return { lotsInStock: lots, availableSlabs: slabs, availableSqft: sqftFromX100(Number(sqftX100)) };
}

/** A row of SUMMARY_COLUMNS as the API answers it: the image's two columns become `image`, the stock's `stock`. */
function toSummary<T extends SummaryRow>({
  imageId,
  imageVariants,
  stockLots,
  stockSlabs,
  stockSqftX100,
  ...row
}: T): Omit<T, 'imageId' | 'imageVariants' | keyof StockColumns> & {
  image: ImageRef | null;
  stock: StockSummary | null;
} {
  return {
    ...row,
    image: imageOf(imageId, imageVariants),
    stock: stockSummaryOf(stockLots, stockSlabs, stockSqftX100),
  };
}

const anyOf = (column: SQL, values: string[]) =>
  sql`${column} = any(${`{${values.map(pgArrayItem).join(',')}}`}::text[])`;

/** One element of a text[] literal; values come from the shared option lists but are quoted anyway. */
function pgArrayItem(value: string): string {
  return `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;
}

/** Conditions of the filter; `except` leaves one facet's own condition out (disjunctive facet counts). */
function conditions(f: ProductFilter, except?: ProductFacet): SQL[] {
  const where: SQL[] = [sql`p.status = 'active'`];
  if (f.tsquery !== undefined) where.push(sql`p.search_vector @@ ${f.tsquery}::tsquery`);
  if (f.minPricePaise !== undefined) where.push(sql`p.price_paise >= ${f.minPricePaise}`);
  if (f.maxPricePaise !== undefined) where.push(sql`p.price_paise <= ${f.maxPricePaise}`);
  const size = sizeCondition(f);
  if (size) where.push(size);
  where.push(...facetConditions(f, except).map(([, c]) => c));
  return where;
}

// D32: the stock conditions read the slabs and lots themselves, not product_stock: the in-memory index
// reads product_stock (its size frontier), so the property test compares the two ways.
const AVAILABLE_SLABS = sql`slabs s join lots l on l.id = s.lot_id where s.product_id = p.id and s.status = 'available'`;

/** D32: an available slab at least minLengthMm × minWidthMm (a condition of every count, like the price). */
function sizeCondition(f: ProductFilter): SQL | null {
  if (f.minLengthMm === undefined && f.minWidthMm === undefined) return null;
  return sql`exists (select 1 from ${AVAILABLE_SLABS} and s.length_mm >= ${f.minLengthMm ?? 0}
    and s.width_mm >= ${f.minWidthMm ?? 0})`;
}

function facetConditions(f: ProductFilter, except?: ProductFacet): [ProductFacet, SQL][] {
  const out: [ProductFacet, SQL][] = [];
  if (f.category !== undefined) out.push(['category', sql`p.category_id = ${f.category}`]);
  if (f.manufacturer !== undefined) out.push(['manufacturer', sql`p.vendor_id = ${f.manufacturer}`]);
  if (f.quality?.length) out.push(['quality', anyOf(sql`p.material_quality`, f.quality)]);
  if (f.finish?.length) out.push(['finish', anyOf(sql`p.finish_type`, f.finish)]);
  if (f.thickness?.length) out.push(['thickness', anyOf(sql`p.thickness`, f.thickness)]);
  if (f.type?.length) out.push(['type', anyOf(sql`p.product_type`, f.type)]);
  if (f.origin?.length) out.push(['origin', anyOf(sql`p.origin`, f.origin)]);
  if (f.availability?.length) out.push(['availability', anyOf(sql`p.availability_status`, f.availability)]);
  if (f.bestSellers) out.push(['bestSellers', sql`p.is_best_seller`]);
  if (f.variety?.length)
    out.push(['variety', sql`sv.id = any(${`{${f.variety.map(Number).join(',')}}`}::int[])`]);
  if (f.inStock) out.push(['inStock', sql`exists (select 1 from ${AVAILABLE_SLABS})`]);
  if (f.grade?.length)
    out.push(['grade', sql`exists (select 1 from ${AVAILABLE_SLABS} and ${anyOf(sql`l.grade`, f.grade)})`]);
  if (f.stockThicknessMm?.length)
    out.push([
      'stockThicknessMm',
      sql`exists (select 1 from ${AVAILABLE_SLABS}
        and l.thickness_mm = any(${`{${f.stockThicknessMm.map(Number).join(',')}}`}::int[]))`,
    ]);
  return out.filter(([facet]) => facet !== except);
}

const and = (parts: SQL[]) => sql.join(parts, sql` and `);

/** Orders match the indexes of schema.ts (NULLS LAST spelled out so the planner can use them). */
function orderBy(sort: ProductSort): SQL {
  const newest = sql`p.created_at desc nulls last, p.id desc nulls last`;
  switch (sort) {
    case 'featured':
    case 'bestsellers':
      return sql`p.is_best_seller desc nulls last, ${newest}`;
    case 'price-asc':
      return sql`p.price_paise asc, p.id asc`;
    case 'price-desc':
      return sql`p.price_paise desc, p.id desc`;
    case 'name-asc':
      return sql`p.name asc, p.id asc`;
    case 'name-desc':
      return sql`p.name desc, p.id desc`;
    case 'vendor-asc':
      return sql`v.business_name asc, p.name asc, p.id asc`;
  }
}

const SUMMARY_COLUMNS = sql`p.id, p.name, p.price_paise as "pricePaise", p.image_url as "imageUrl",
  p.is_best_seller as "isBestSeller", p.category_id as "categoryId", c.name as "categoryName",
  sv.name as "varietyName", sv.slug as "varietySlug",
  p.vendor_id as "vendorId", v.business_name as "vendorName", p.material_quality as "materialQuality",
  p.product_type as "productType", p.finish_type as "finishType", p.thickness, p.origin,
  p.availability_status as "availabilityStatus", pm.id as "imageId", pm.variants as "imageVariants",
  ps.lots_in_stock as "stockLots", ps.available_slabs as "stockSlabs", ps.available_sqft_x100 as "stockSqftX100"`;

/** The page query of the products list (exported for the benchmark's EXPLAIN). */
export function productsPageSql(f: ProductFilter, sort: ProductSort, limit: number, offset: number): SQL {
  const order =
    f.tsquery !== undefined && sort === 'featured'
      ? sql`${relevanceSql(f.rankTerms ?? [[f.tsquery]])} desc, ${orderBy('bestsellers')}`
      : orderBy(sort);
  return sql`
    select ${SUMMARY_COLUMNS} from ${VISIBLE} ${WITH_IMAGE}
    where ${and(conditions(f))}
    order by ${order}
    limit ${limit} offset ${offset}`;
}

/**
 * A search's relevance (ADR 010): per word, the best ts_rank of its alternatives; the words' ranks
 * added in order, in float8. The in-memory word lists (catalog.words.ts) compute the very same
 * numbers, so both order a search alike.
 */
function relevanceSql(terms: string[][]): SQL {
  const rank = (unit: string) => sql`ts_rank(p.search_vector, ${unit}::tsquery)::float8`;
  const words = terms.map((alts) =>
    alts.length === 1 ? rank(alts[0]!) : sql`greatest(${sql.join(alts.map(rank), sql`, `)})`,
  );
  return sql`(${sql.join(words, sql` + `)})`;
}

/** One product's search vector in tsvector's text form (catalog.words parses it). */
export type SearchVectorRow = { id: number; vector: string };

/**
 * The search vectors of every product whatever its status (the index drops what it does not list),
 * `limit` of them after id `afterId`, by id: the in-memory word lists are built from these (ADR 010).
 */
export async function readSearchVectors(
  db: Database,
  afterId: number,
  limit: number,
): Promise<SearchVectorRow[]> {
  const result = await db.execute<SearchVectorRow>(sql`
    select id, search_vector::text as vector from products
    where id > ${afterId} and search_vector is not null order by id limit ${limit}`);
  return result.rows.map((r) => ({ id: Number(r.id), vector: r.vector }));
}

/** The search vectors of these products now (a product absent from the answer has none, or is gone). */
export async function searchVectorsOf(db: Database, ids: number[]): Promise<SearchVectorRow[]> {
  if (!ids.length) return [];
  const result = await db.execute<SearchVectorRow>(sql`
    select id, search_vector::text as vector from products
    where id = any(${`{${ids.join(',')}}`}::int[]) and search_vector is not null`);
  return result.rows.map((r) => ({ id: Number(r.id), vector: r.vector }));
}

/**
 * The products whose search vector changed after `afterSeq` in the change feed (ADR 010), with the
 * feed's newest and oldest seq read in the same snapshot (one statement), so the caller can move past
 * every other change and tell when the feed no longer reaches back to `afterSeq`.
 */
export async function readTextChanges(
  db: Database,
  afterSeq: number,
): Promise<{ productIds: number[]; lastSeq: number; oldestSeq: number | null }> {
  const result = await db.execute<{
    ids: string | null;
    last: string | number | null;
    oldest: string | number | null;
  }>(sql`
    select (select string_agg(distinct product_id::text, ',') from catalog_changes
            where seq > ${afterSeq} and text_changed and product_id is not null) as ids,
           (select max(seq) from catalog_changes) as last,
           (select min(seq) from catalog_changes) as oldest`);
  const row = result.rows[0];
  return {
    productIds: row?.ids ? row.ids.split(',').map(Number) : [],
    lastSeq: Math.max(afterSeq, Number(row?.last ?? 0)),
    oldestSeq: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

export async function listProductsPage(
  db: Database,
  f: ProductFilter,
  sort: ProductSort,
  limit: number,
  offset: number,
): Promise<StoreProductSummary[]> {
  return (await db.execute<SummaryRow>(productsPageSql(f, sort, limit, offset))).rows.map(toSummary);
}

/** Each facet's column in the CTE below, and the expression it is read from (default `p.<column>`). */
const FACET_SOURCES: Partial<Record<ProductFacet, string>> = {
  variety: 'sv.id',
  inStock: "exists (select 1 from slabs s where s.product_id = p.id and s.status = 'available')",
};

const FACET_COLUMNS: [ProductFacet, string][] = [
  ['category', 'category_id'],
  ['manufacturer', 'vendor_id'],
  ['quality', 'material_quality'],
  ['finish', 'finish_type'],
  ['thickness', 'thickness'],
  ['type', 'product_type'],
  ['origin', 'origin'],
  ['availability', 'availability_status'],
  ['bestSellers', 'is_best_seller'],
  ['variety', 'variety_id'],
  ['inStock', 'in_stock'],
];
/** D32: facets a product can hold several values of (its lots' grades and thicknesses), counted apart. */
const MULTI_VALUED: [ProductFacet, string][] = [
  ['grade', 'l.grade'],
  ['stockThicknessMm', 'l.thickness_mm::text'],
];

export type FacetTotals = { total: number; counts: Record<ProductFacet, Map<string, number>> };

/**
 * The total and every facet's counts in one pass over the matching rows: each row carries one flag
 * per facet (does it match all the other filters?) and grouping sets count them per facet value.
 */
export function productFacetsSql(f: ProductFilter): SQL {
  const base = baseConditions(f);
  const flag = (except?: ProductFacet) => facetFlag(f, except);
  const columns = FACET_COLUMNS.map(([, c]) => sql.raw(c));
  return sql`
    with m as (
      select ${sql.join(
        FACET_COLUMNS.map(([facet, c]) => sql.raw(`${FACET_SOURCES[facet] ?? `p.${c}`} as ${c}`)),
        sql`, `,
      )},
        ${sql.join(
          FACET_COLUMNS.map(([facet]) => sql`(${flag(facet)}) as ${sql.raw(`"m_${facet}"`)}`),
          sql`, `,
        )},
        (${flag()}) as m_all
      from ${VISIBLE}
      where ${and(base)}
    )
    select grouping(${sql.join(columns, sql`, `)})::int as g,
      ${sql.join(columns, sql`, `)},
      ${sql.join(
        FACET_COLUMNS.map(
          ([facet]) =>
            sql`count(*) filter (where ${sql.raw(`"m_${facet}"`)})::int as ${sql.raw(`"n_${facet}"`)}`,
        ),
        sql`, `,
      )},
      count(*) filter (where m_all)::int as n_all
    from m
    group by grouping sets (${sql.join(
      columns.map((c) => sql`(${c})`),
      sql`, `,
    )}, ())`;
}

/** The conditions every count respects: visibility, the search, the price range and the slab size. */
function baseConditions(f: ProductFilter): SQL[] {
  const base: SQL[] = [sql`p.status = 'active'`];
  if (f.tsquery !== undefined) base.push(sql`p.search_vector @@ ${f.tsquery}::tsquery`);
  if (f.minPricePaise !== undefined) base.push(sql`p.price_paise >= ${f.minPricePaise}`);
  if (f.maxPricePaise !== undefined) base.push(sql`p.price_paise <= ${f.maxPricePaise}`);
  const size = sizeCondition(f);
  if (size) base.push(size);
  return base;
}

function facetFlag(f: ProductFilter, except?: ProductFacet): SQL {
  const parts = facetConditions(f, except).map(([, c]) => c);
  return parts.length ? and(parts) : sql`true`;
}

/** D32: the grade and thickness counts: a product counts once in each value its available lots have. */
function multiValuedFacetsSql(f: ProductFilter): SQL {
  return sql`
    with m as (
      select p.id, ${sql.join(
        MULTI_VALUED.map(([facet]) => sql`(${facetFlag(f, facet)}) as ${sql.raw(`"m_${facet}"`)}`),
        sql`, `,
      )}
      from ${VISIBLE}
      where ${and(baseConditions(f))}
    )
    ${sql.join(
      MULTI_VALUED.map(
        ([facet, value]) => sql`select ${facet}::text as facet, ${sql.raw(value)} as value,
          count(distinct m.id)::int as n
        from m join slabs s on s.product_id = m.id and s.status = 'available' join lots l on l.id = s.lot_id
        where ${sql.raw(`m."m_${facet}"`)} group by 2`,
      ),
      sql` union all `,
    )}`;
}

export async function countProductFacets(db: Database, f: ProductFilter): Promise<FacetTotals> {
  const [result, multi] = await Promise.all([
    db.execute<Record<string, unknown>>(productFacetsSql(f)),
    db.execute<{ facet: ProductFacet; value: string; n: number }>(multiValuedFacetsSql(f)),
  ]);
  const counts = Object.fromEntries(
    FACET_COLUMNS.map(([facet]) => [facet, new Map<string, number>()]),
  ) as Record<ProductFacet, Map<string, number>>;
  let total = 0;
  const all = (1 << FACET_COLUMNS.length) - 1;
  for (const row of result.rows) {
    const g = Number(row.g);
    if (g === all) {
      total = Number(row.n_all);
      continue;
    }
    // grouping() sets a bit for each column NOT grouped; the grouped one is the single 0 bit.
    const index = FACET_COLUMNS.findIndex((_, i) => (g & (1 << (FACET_COLUMNS.length - 1 - i))) === 0);
    const [facet, column] = FACET_COLUMNS[index]!;
    const value = row[column];
    const n = Number(row[`n_${facet}`]);
    if (value === null || value === undefined || n === 0) continue;
    counts[facet].set(String(value), n);
  }
  for (const facet of ['grade', 'stockThicknessMm'] as const) counts[facet] = new Map();
  for (const row of multi.rows) counts[row.facet].set(String(row.value), Number(row.n));
  return { total, counts };
}

type CategoryRow = StoreCategory;

const LIVE_COUNT = sql`(select count(*)::int from products p join vendors v on v.id = p.vendor_id and v.status = 'active'
  where p.category_id = c.id and p.status = 'active')`;

const CATEGORY_COLUMNS = sql`c.id, c.name, c.description, c.color, c.text_color as "textColor",
  c.header_image_url as "headerImageUrl", ${LIVE_COUNT} as "productCount"`;

export async function listActiveCategories(db: Database): Promise<CategoryRow[]> {
  const result = await db.execute<CategoryRow>(
    sql`select ${CATEGORY_COLUMNS} from categories c where c.is_active order by c.name asc, c.id asc`,
  );
  return result.rows;
}

export async function findActiveCategory(db: Database, id: number): Promise<CategoryRow | undefined> {
  const result = await db.execute<CategoryRow>(
    sql`select ${CATEGORY_COLUMNS} from categories c where c.id = ${id} and c.is_active`,
  );
  return result.rows[0];
}

/** D31: whether a manufacturer takes quote requests is the manufacturers module's answer, added by the service. */
export type ManufacturerRecord = Omit<StoreManufacturer, 'takesQuoteRequests'>;
export type ProductRecord = Omit<StoreProductDetail, 'manufacturer'> & {
  manufacturer: Omit<StoreProductDetail['manufacturer'], 'takesQuoteRequests'>;
};

/** /vendors: each active manufacturer's PIN and the varieties of its live products (D14, D32). */
export async function manufacturerListExtras(
  db: Database,
): Promise<{ id: number; pincode: string | null; varieties: { name: string; slug: string }[] }[]> {
  const result = await db.execute<{
    id: number;
    pincode: string | null;
    varieties: { name: string; slug: string }[] | null;
  }>(sql`
    select o.id, o.pincode,
      (select json_agg(json_build_object('name', d.name, 'slug', d.slug) order by lower(d.name))
        from (select distinct sv.name, sv.slug from ${VISIBLE} where p.vendor_id = o.id and p.status = 'active'
          and sv.id is not null) d) as varieties
    from vendors o where o.status = 'active'`);
  return result.rows.map((r) => ({ ...r, varieties: r.varieties ?? [] }));
}

/** D32: the active varieties by name (facet labels and the slugs of ?variety=). */
export async function listActiveVarietyNames(
  db: Database,
): Promise<{ id: number; name: string; slug: string }[]> {
  const result = await db.execute<{ id: number; name: string; slug: string }>(
    sql`select id, name, slug from stone_varieties where status = 'active' order by lower(name), id`,
  );
  return result.rows;
}

type ManufacturerRow = Omit<ManufacturerRecord, 'createdAt' | 'logo'> & {
  createdAt: Date | string;
} & MediaColumns<'logo'>;

/** A manufacturer with its logo's renditions (left join on the media primary key). */
const MANUFACTURERS = sql`vendors v left join media lm on lm.id = v.logo_media_id`;

const MANUFACTURER_COLUMNS = sql`v.id, v.business_name as "businessName", v.owner_name as "ownerName",
  v.city, v.state, v.logo_url as "logoUrl", lm.id as "logoId", lm.variants as "logoVariants",
  v.description, v.is_premium as "isPremium",
  v.gstin_verified as "isVerified", v.created_at as "createdAt",
  (select count(*)::int from products p join categories c on c.id = p.category_id and c.is_active
    where p.vendor_id = v.id and p.status = 'active') as "productCount"`;

const toManufacturer = ({ logoId, logoVariants, ...row }: ManufacturerRow): ManufacturerRecord => ({
  ...row,
  logo: imageOf(logoId, logoVariants),
  createdAt: new Date(row.createdAt).toISOString(),
});

export async function listActiveManufacturers(
  db: Database,
  options: { premium?: boolean },
): Promise<ManufacturerRecord[]> {
  const premium = options.premium === undefined ? sql`` : sql` and v.is_premium = ${options.premium}`;
  const result = await db.execute<ManufacturerRow>(
    sql`select ${MANUFACTURER_COLUMNS} from ${MANUFACTURERS} where v.status = 'active'${premium}
        order by v.created_at desc, v.id desc`,
  );
  return result.rows.map(toManufacturer);
}

export async function findActiveManufacturer(
  db: Database,
  id: number,
): Promise<ManufacturerRecord | undefined> {
  const result = await db.execute<ManufacturerRow>(
    sql`select ${MANUFACTURER_COLUMNS} from ${MANUFACTURERS} where v.id = ${id} and v.status = 'active'`,
  );
  const row = result.rows[0];
  return row ? toManufacturer(row) : undefined;
}

/** Storefront 2.12: the manufacturer's live products, newest first. */
export async function listManufacturerProducts(
  db: Database,
  manufacturerId: number,
  limit: number,
  offset: number,
): Promise<StoreProductSummary[]> {
  const result = await db.execute<SummaryRow>(sql`
    select ${SUMMARY_COLUMNS} from ${VISIBLE} ${WITH_IMAGE}
    where p.status = 'active' and p.vendor_id = ${manufacturerId}
    order by p.created_at desc nulls last, p.id desc nulls last
    limit ${limit} offset ${offset}`);
  return result.rows.map(toSummary);
}

type DetailRow = Omit<StoreProductDetail, 'manufacturer' | 'createdAt' | 'image' | 'gallery' | 'stock'> &
  StockColumns &
  MediaColumns<'image'> &
  MediaColumns<'logo'> & {
    galleryMedia: Pick<StoredMedia, 'id' | 'variants'>[] | string | null;
    createdAt: Date | string;
    ownerName: string;
    city: string | null;
    state: string | null;
    logoUrl: string | null;
    isPremium: boolean;
    isVerified: boolean;
  };

/**
 * The product's stored gallery images in position order (product_images, 0 = main), as one
 * json array from a correlated subquery of the same statement (the product_images_product_idx probe).
 * Rows whose media is gone (media_id set null) are left out: there is nothing to serve.
 */
const GALLERY_MEDIA = sql`(
  select coalesce(json_agg(json_build_object('id', gm.id, 'variants', gm.variants) order by gi.position, gi.id), '[]'::json)
  from product_images gi join media gm on gm.id = gi.media_id
  where gi.product_id = p.id)`;

/** The gallery as ImageRefs; a product saved before galleries existed shows its one stored image. */
function galleryOf(media: DetailRow['galleryMedia'], main: ImageRef | null): ImageRef[] {
  const rows: Pick<StoredMedia, 'id' | 'variants'>[] =
    typeof media === 'string' ? JSON.parse(media) : (media ?? []);
  const images = rows.map((m) => imageOf(m.id, m.variants)).filter((m): m is ImageRef => m !== null);
  return images.length ? images : main ? [main] : [];
}

export async function findVisibleProduct(db: Database, id: number): Promise<ProductRecord | undefined> {
  const result = await db.execute<DetailRow>(sql`
    select ${SUMMARY_COLUMNS}, p.description, p.slab_size as "slabSize", p.tile_size as "tileSize",
      p.water_absorption as "waterAbsorption", p.application, p.colour,
      p.technical_specifications as "technicalSpecifications", p.created_at as "createdAt",
      v.owner_name as "ownerName", v.city, v.state, v.logo_url as "logoUrl", v.is_premium as "isPremium",
      v.gstin_verified as "isVerified", lm.id as "logoId", lm.variants as "logoVariants",
      ${GALLERY_MEDIA} as "galleryMedia"
    from ${VISIBLE} ${WITH_IMAGE} left join media lm on lm.id = v.logo_media_id
    where p.status = 'active' and p.id = ${id}`);
  const row = result.rows[0];
  if (!row) return undefined;
  const {
    ownerName,
    city,
    state,
    logoUrl,
    logoId,
    logoVariants,
    isPremium,
    isVerified,
    createdAt,
    galleryMedia,
    ...rest
  } = row;
  const product = toSummary(rest);
  return {
    gallery: galleryOf(galleryMedia, product.image),
    ...product,
    materialQuality: product.materialQuality as MaterialQuality,
    productType: product.productType as ProductType,
    finishType: product.finishType as Finish | null,
    thickness: product.thickness as Thickness | null,
    slabSize: product.slabSize as SlabSize | null,
    tileSize: product.tileSize as TileSize | null,
    availabilityStatus: product.availabilityStatus as AvailabilityStatus,
    technicalSpecifications: product.technicalSpecifications ?? {},
    createdAt: new Date(createdAt).toISOString(),
    manufacturer: {
      id: product.vendorId,
      businessName: product.vendorName,
      ownerName,
      city,
      state,
      logoUrl,
      logo: imageOf(logoId, logoVariants),
      isPremium,
      isVerified,
    },
  };
}

/** One public page of the sitemap (D23): a visible category, manufacturer or product. */
export type SitemapEntry = { kind: 'category' | 'manufacturer' | 'product'; id: number; lastmod: string };

const SITEMAP_ENTRIES = sql`(
    select 1 as ord, 'category' as kind, c.id, c.updated_at as lastmod from categories c where c.is_active
    union all
    select 2, 'manufacturer', v.id, v.updated_at from vendors v where v.status = 'active'
    union all
    select 3, 'product', p.id, p.updated_at from ${VISIBLE} where p.status = 'active'
  ) e`;

/** How many entries the sitemap has (one query: the sitemap index is sized from it). */
export async function countSitemapEntries(db: Database): Promise<number> {
  const result = await db.execute<{ n: number | string }>(
    sql`select count(*)::int as n from ${SITEMAP_ENTRIES}`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** One window of the entries, categories then manufacturers then products, each by id: one query per sitemap file. */
export async function listSitemapEntries(
  db: Database,
  limit: number,
  offset: number,
): Promise<SitemapEntry[]> {
  const result = await db.execute<{ kind: SitemapEntry['kind']; id: number; lastmod: Date | string }>(
    sql`select kind, id, lastmod from ${SITEMAP_ENTRIES} order by ord, id limit ${limit} offset ${offset}`,
  );
  return result.rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    lastmod: new Date(r.lastmod).toISOString(),
  }));
}

export async function readCatalogVersion(db: Database): Promise<number> {
  const result = await db.execute<{ version: string | number }>(
    sql`select version from catalog_state where id = 1`,
  );
  return Number(result.rows[0]?.version ?? 0);
}

export type WordMatch = { word: string; hasPrefix: boolean; similar: { word: string; score: number }[] };

/**
 * For each query word: does a catalogue word start with it, and which catalogue words are closest
 * to it by trigram similarity (pg_trgm's `%` at its default 0.3 threshold, served by the GIN index).
 */
export async function matchSearchWords(db: Database, words: string[]): Promise<WordMatch[]> {
  const literal = `{${words.map(pgArrayItem).join(',')}}`;
  const result = await db.execute<{ w: string; has_prefix: boolean; similar: string | null }>(sql`
    select p.w, p.has_prefix,
      -- Near words only for a word that is not the start of one (the trigram search is the dear part).
      -- The ten nearest by trigram distance from the GiST index, then the best five by similarity, the
      -- commoner word first on a tie.
      case when p.has_prefix then null else (select json_agg(json_build_object('word', t.word, 'score', t.score)
                                                             order by t.score desc, t.ndoc desc, t.word)::text from (
         select n.word, n.score, n.ndoc from (
           select s.word, similarity(s.word, p.w) as score, s.ndoc from search_words s
           where s.word % p.w order by s.word <-> p.w limit 10) n
         order by n.score desc, n.ndoc desc, n.word limit 5) t) end as similar
    -- (offset 0 keeps the prefix test in its subquery: evaluated once per word, not once per use)
    from (select q.w, exists (select 1 from search_words s where s.word like q.w || '%') as has_prefix
          from unnest(${literal}::text[]) as q(w) offset 0) p`);
  return result.rows.map((r) => ({
    word: r.w,
    hasPrefix: r.has_prefix,
    similar: r.similar ? (JSON.parse(r.similar) as { word: string; score: number }[]) : [],
  }));
}

// ---------------------------------------------------------------- the in-memory index (ADR 010)

/** What catalog.index.ts holds per visible product: the filter and sort columns only. */
export type IndexRow = {
  id: number;
  categoryId: number;
  vendorId: number;
  pricePaise: number;
  isBestSeller: boolean;
  quality: string | null;
  finish: string | null;
  thickness: string | null;
  type: string | null;
  origin: string | null;
  availability: string | null;
  /** D32: the variety's id as text (null: none, or hidden). */
  variety: string | null;
  /** Milliseconds since the epoch. */
  createdAt: number;
  name: string;
  vendorName: string;
  /** D32: product_stock's figures; `hasStock` false when the product never had a lot. */
  hasStock: boolean;
  lotsInStock: number;
  availableSlabs: number;
  availableSqftX100: number;
  /** Pareto pairs of the available slabs' sizes, [l1, w1, l2, w2, …], lengths descending. */
  sizeFrontier: number[];
  thicknessesMm: number[];
  grades: string[];
};

const INDEX_COLUMNS = sql`p.id, p.category_id as "categoryId", p.vendor_id as "vendorId",
  p.price_paise as "pricePaise", p.is_best_seller as "isBestSeller", p.material_quality as quality,
  p.finish_type as finish, p.thickness, p.product_type as type, p.origin,
  p.availability_status as availability, sv.id::text as variety, (extract(epoch from p.created_at) * 1000)::float8 as "createdAt",
  p.name, v.business_name as "vendorName",
  ps.product_id is not null as "hasStock", coalesce(ps.lots_in_stock, 0) as "lotsInStock",
  coalesce(ps.available_slabs, 0) as "availableSlabs", coalesce(ps.available_sqft_x100, 0) as "availableSqftX100",
  coalesce(ps.size_frontier, '{}') as "sizeFrontier", coalesce(ps.thicknesses_mm, '{}') as "thicknessesMm",
  coalesce(ps.grades, '{}') as grades`;

/** The visible catalogue as the index sees it (soft-deleted manufacturers and categories left out too). */
const INDEXED = sql`${VISIBLE} and v.deleted_at is null and c.deleted_at is null`;

/** Every visible product's index columns, or only those of `ids` that are visible. */
export async function loadIndexRows(db: Database, ids?: number[]): Promise<IndexRow[]> {
  const only = ids ? sql` and p.id = any(${`{${ids.join(',')}}`}::int[])` : sql``;
  const result = await db.execute<IndexRow>(sql`
    select ${INDEX_COLUMNS} from ${INDEXED} left join product_stock ps on ps.product_id = p.id
    where p.status = 'active'${only}`);
  return result.rows.map((r) => ({
    ...r,
    createdAt: Number(r.createdAt),
    availableSqftX100: Number(r.availableSqftX100),
    sizeFrontier: pgIntArray(r.sizeFrontier),
    thicknessesMm: pgIntArray(r.thicknessesMm),
    grades: pgTextArray(r.grades),
  }));
}

/** An int[] as the driver gives it: an array (node-postgres, PGlite) or its text form ('{1,2}'). */
function pgIntArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  if (typeof value === 'string') return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
  return [];
}

/** A text[] of plain words (the lot grades) as the driver gives it. */
function pgTextArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.replace(/[{}"]/g, '').split(',').filter(Boolean);
  return [];
}

export type CatalogChange = { seq: number; productId: number | null; textChanged: boolean };

/** The change feed after `afterSeq` (oldest first), and the newest seq there is. */
export async function readCatalogChanges(
  db: Database,
  afterSeq: number,
  limit: number,
): Promise<{ changes: CatalogChange[]; oldestSeq: number | null }> {
  const [changes, oldest] = await Promise.all([
    db.execute<{ seq: string | number; productId: number | null; textChanged: boolean }>(sql`
      select seq, product_id as "productId", text_changed as "textChanged" from catalog_changes
      where seq > ${afterSeq} order by seq limit ${limit}`),
    db.execute<{ seq: string | number | null }>(sql`select min(seq) as seq from catalog_changes`),
  ]);
  const first = oldest.rows[0]?.seq;
  return {
    changes: changes.rows.map((r) => ({
      seq: Number(r.seq),
      productId: r.productId,
      textChanged: r.textChanged,
    })),
    oldestSeq: first === null || first === undefined ? null : Number(first),
  };
}

/** The newest seq of the change feed (0 when empty): where a freshly built index starts reading. */
export async function latestCatalogChange(db: Database): Promise<number> {
  const result = await db.execute<{ seq: string | number | null }>(
    sql`select max(seq) as seq from catalog_changes`,
  );
  return Number(result.rows[0]?.seq ?? 0);
}

/** Forgets changes older than an hour (a process further behind than that rebuilds). */
export async function pruneCatalogChanges(db: Database): Promise<void> {
  await db.execute(sql`delete from catalog_changes where changed_at < now() - interval '1 hour'`);
}

/**
 * The ids of active products matching a full-text query, best first for the 'featured' order
 * (rank, then best sellers, then newest). Visibility and the other filters are the index's work.
 */

/** The list rows of the given visible products, in the order of `ids`. */
export async function productSummariesByIds(db: Database, ids: number[]): Promise<StoreProductSummary[]> {
  if (!ids.length) return [];
  const result = await db.execute<SummaryRow>(sql`
    select ${SUMMARY_COLUMNS} from ${VISIBLE} ${WITH_IMAGE}
    where p.status = 'active' and p.id = any(${`{${ids.join(',')}}`}::int[])`);
  const byId = new Map(result.rows.map((r) => [Number(r.id), toSummary(r)]));
  return ids.map((id) => byId.get(id)).filter((r): r is StoreProductSummary => r !== undefined);
}
