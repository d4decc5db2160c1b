// The public catalogue (storefront 2.4-2.8, 2.11, 2.12; D11, D14). Everything here is public and
// read-only: the access rule is visibility, enforced by every query (catalog.queries.ts).

import {
  AVAILABILITY_STATUSES,
  type FacetCount,
  FINISHES,
  LONG_FACET_SHOWN,
  LOT_GRADES,
  type LongFacet,
  MATERIAL_QUALITIES,
  ORIGINS,
  type Paginated,
  PRODUCT_FACETS,
  PRODUCT_TYPES,
  type ProductFacet,
  rupeesToPaise,
  type StoreCategory,
  type StoreFacetValues,
  type StoreFacetValuesQuery,
  type StoreListManufacturersQuery,
  type StoreListProductsQuery,
  type StoreManufacturer,
  type StoreManufacturerListItem,
  type StoreManufacturerProfileQuery,
  type StoreProductDetail,
  type StoreProductList,
  type StoreProductSummary,
  THICKNESSES,
} from '@granite/shared';
import { LRUCache } from 'lru-cache';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { manufacturersTakingQuoteRequests } from '../manufacturers/manufacturers.service';
import { countProductView, type ProductViewer } from '../products/products.service';
import { reputationOf } from '../reviews/reviews.service';
import { type CachedAnswer, catalogCache, catalogCacheStats, etagOf } from './catalog.cache';
import {
  type CatalogIndex,
  catalogIndex,
  type IndexFilter,
  type SearchSlots,
  sortedHas,
} from './catalog.index';
import { type Matches, searchMatches } from './catalog.matches';
import {
  countSitemapEntries,
  findActiveCategory,
  findActiveManufacturer,
  findVisibleProduct,
  listActiveCategories,
  listActiveManufacturers,
  listActiveVarietyNames,
  listManufacturerProducts,
  listSitemapEntries,
  type ManufacturerRecord,
  manufacturerListExtras,
  productSummariesByIds,
  type SitemapEntry,
} from './catalog.queries';
import { type CompiledSearch, compileSearch, WordCorrections } from './catalog.search';
import { WordLists } from './catalog.words';

type Deps = Pick<AppDeps, 'db'> & {
  log?: { warn(obj: unknown, msg?: string): void };
};

/** A JSON answer cached whole under the catalogue version, with its ETag. */
async function cachedAnswer(deps: Deps, key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
  const cache = catalogCache(deps);
  const version = await cache.currentVersion();
  const full = `${version}:${key}`;
  const hit = cache.answers.get(full);
  if (hit) catalogCacheStats.hits++;
  else catalogCacheStats.misses++;
  if (hit) return hit;
  const body = JSON.stringify(await build());
  const answer = { body, etag: etagOf(version, body) };
  cache.answers.set(full, answer);
  return answer;
}

const categoriesOf = (deps: Deps) =>
  catalogCache(deps).memo('categories', () => listActiveCategories(deps.db));
/** D31: each manufacturer with whether it takes quote requests (the manufacturers module decides). */
async function withQuoteReach(deps: Deps, rows: ManufacturerRecord[]): Promise<StoreManufacturer[]> {
  const taking = await manufacturersTakingQuoteRequests(
    deps,
    rows.map((m) => m.id),
  );
  return rows.map((m) => ({ ...m, takesQuoteRequests: taking.has(m.id) }));
}

const manufacturersOf = (deps: Deps) =>
  catalogCache(deps).memo('manufacturers', async () =>
    withQuoteReach(deps, await listActiveManufacturers(deps.db, {})),
  );

async function activeManufacturer(deps: Deps, id: number): Promise<StoreManufacturer | undefined> {
  const cached = (await manufacturersOf(deps)).find((m) => m.id === id);
  if (cached) return cached;
  const row = await findActiveManufacturer(deps.db, id);
  return row ? (await withQuoteReach(deps, [row]))[0] : undefined;
}

export function listCategories(deps: Deps): Promise<CachedAnswer> {
  return cachedAnswer(deps, 'GET categories', async () => ({ items: await categoriesOf(deps) }));
}

export async function getCategory(deps: Deps, id: number): Promise<StoreCategory> {
  const category =
    (await categoriesOf(deps)).find((c) => c.id === id) ?? (await findActiveCategory(deps.db, id));
  if (!category) throw notFound('Category');
  return category;
}

/** D27: a response rate at least this high (where figures exist) counts as a good response record. */
export const GOOD_RESPONSE_RATE = 60;

/**
 * /vendors (storefront 2.11, D14, D27, D32): 'established' manufacturers (GSTIN verified by an admin,
 * live products, and a response rate of at least GOOD_RESPONSE_RATE where D27's figures exist) first,
 * best response rate, then most products, then name; every other active one is 'new', newest first.
 * ?q matches part of the business name, ?state the state, ?variety a variety of its live products.
 */
export function listManufacturers(deps: Deps, query: StoreListManufacturersQuery): Promise<CachedAnswer> {
  return cachedAnswer(deps, `GET manufacturers ${JSON.stringify(query)}`, async () => {
    const [all, extras] = await Promise.all([manufacturersOf(deps), manufacturerListExtras(deps.db)]);
    const extraOf = new Map(extras.map((e) => [e.id, e]));
    const q = query.q?.toLowerCase();
    const chosen = all.filter(
      (m) =>
        (query.premium === undefined || m.isPremium === query.premium) &&
        (!q || m.businessName.toLowerCase().includes(q)) &&
        (!query.state || m.state === query.state) &&
        (!query.variety || (extraOf.get(m.id)?.varieties ?? []).some((v) => v.slug === query.variety)),
    );
    const reputation = await reputationOf(
      deps,
      chosen.map((m) => m.id),
    );
    const items: StoreManufacturerListItem[] = chosen.map((m) => {
      const responseRate = reputation.get(m.id)?.responseStats?.responseRate ?? null;
      const established =
        m.isVerified && m.productCount > 0 && (responseRate === null || responseRate >= GOOD_RESPONSE_RATE);
      return {
        ...m,
        pincode: extraOf.get(m.id)?.pincode ?? null,
        varieties: extraOf.get(m.id)?.varieties ?? [],
        responseRate,
        listing: established ? 'established' : 'new',
      };
    });
    const rank = (a: StoreManufacturerListItem, b: StoreManufacturerListItem) => {
      if (a.listing !== b.listing) return a.listing === 'established' ? -1 : 1;
      if (a.listing === 'new') return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
      return (
        (b.responseRate ?? -1) - (a.responseRate ?? -1) ||
        b.productCount - a.productCount ||
        a.businessName.localeCompare(b.businessName) ||
        a.id - b.id
      );
    };
    return { items: items.sort(rank) };
  });
}

export function getManufacturerProfile(
  deps: Deps,
  id: number,
  query: StoreManufacturerProfileQuery,
): Promise<CachedAnswer> {
  return cachedAnswer(deps, `GET manufacturer ${id} ${query.page} ${query.pageSize}`, async () => {
    const manufacturer = await activeManufacturer(deps, id);
    if (!manufacturer) throw notFound('Manufacturer');
    const offset = (query.page - 1) * query.pageSize;
    const items = await listManufacturerProducts(deps.db, id, query.pageSize, offset);
    return { manufacturer, products: paginate(items, query.page, query.pageSize, manufacturer.productCount) };
  });
}

/** A visible manufacturer without its products (the page head of D23). */
export async function getManufacturer(deps: Deps, id: number): Promise<StoreManufacturer> {
  const manufacturer = await activeManufacturer(deps, id);
  if (!manufacturer) throw notFound('Manufacturer');
  return manufacturer;
}

/**
 * One visible product. With a `viewer` (the API's product page request) it also counts a view for the
 * manufacturer's analytics (D22; products.countProductView leaves out bots, admins and the owner);
 * reads that are not a visitor looking at the product (the server-side page head, D23) pass none.
 */
export async function getProduct(
  deps: Deps,
  id: number,
  options: { viewer?: ProductViewer } = {},
): Promise<StoreProductDetail> {
  const product = await findVisibleProduct(deps.db, id);
  if (!product) throw notFound('Product');
  if (options.viewer)
    countProductView(deps, { id, vendorId: product.vendorId }, options.viewer).catch((err) =>
      deps.log?.warn({ err }, 'product view not counted'),
    );
  const taking = await manufacturersTakingQuoteRequests(deps, [product.vendorId]);
  return {
    ...product,
    manufacturer: { ...product.manufacturer, takesQuoteRequests: taking.has(product.vendorId) },
  };
}

export type { SitemapEntry };

/** D23: the number of catalogue entries of the sitemap, cached under the catalogue version. */
export function countSitemapCatalogue(deps: Deps): Promise<number> {
  return catalogCache(deps).memo('sitemap count', () => countSitemapEntries(deps.db));
}

/** D23: one window of the sitemap's catalogue entries (one query; the caller caches the file it renders). */
export function listSitemapCatalogue(deps: Deps, limit: number, offset: number): Promise<SitemapEntry[]> {
  return listSitemapEntries(deps.db, limit, offset);
}

function paginate<T>(items: T[], page: number, pageSize: number, total: number): Paginated<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** A products-list answer with what decides whether it is still true (ADR 010). */
type ListEntry = {
  answer: CachedAnswer;
  generation: number;
  textGeneration: number;
  filter: IndexFilter;
  /** The search's matching ids, ascending (null without a search). */
  searchIds: Int32Array | null;
};

/** Per index: list answers by query, the word lists, and search results by tsquery. */
type SearchMatches = {
  textGeneration: number;
  /** Matching ids ascending, with their relevance. */
  matches: Matches;
  layout: number;
  /** Their slots in the index for `layout`. */
  slots: SearchSlots;
};
type ListCaches = {
  /** Least recently used answers go first (lru-cache). */
  answers: LRUCache<string, ListEntry>;
  /** The products' search words (catalog.words.ts): lexeme queries are answered from these. */
  lists: WordLists;
  words: WordCorrections;
  names?: { layout: number; value: Promise<FacetNames> };
  varieties?: { textGeneration: number; value: Promise<VarietyNames> };
  /** Bounded by how many ids they hold together (memory), and by their number. */
  searches: LRUCache<string, SearchMatches>;
};
const MAX_LIST_ANSWERS = 5_000;
const MAX_SEARCHES = 1_000;
const MAX_SEARCH_IDS = 2_000_000;
const listCaches = new WeakMap<CatalogIndex, ListCaches>();

function listCachesOf(deps: Deps, index: CatalogIndex): ListCaches {
  let caches = listCaches.get(index);
  if (!caches) {
    caches = {
      answers: new LRUCache({ max: MAX_LIST_ANSWERS }),
      lists: new WordLists(deps.db),
      words: new WordCorrections(deps.db),
      searches: new LRUCache({
        max: MAX_SEARCHES,
        maxSize: MAX_SEARCH_IDS,
        sizeCalculation: (found) => Math.max(1, found.matches.ids.length),
      }),
    };
    listCaches.set(index, caches);
  }
  return caches;
}

/** The index, current, with its caches; the word lists are read beside the index's first build. */
async function currentIndex(deps: Deps): Promise<{ index: CatalogIndex; caches: ListCaches }> {
  const index = catalogIndex(deps.db);
  const caches = listCachesOf(deps, index);
  caches.lists.start().catch((err) => deps.log?.warn({ err }, 'search words not read'));
  await index.current();
  return { index, caches };
}

/** The search's matches at the index's text generation, from the cache or the word lists. */
async function searchMatchesOf(
  index: CatalogIndex,
  caches: ListCaches,
  search: CompiledSearch,
): Promise<SearchMatches> {
  const textGeneration = index.textGeneration;
  let found = caches.searches.get(search.tsquery);
  if (!found || found.textGeneration !== textGeneration) {
    const lists = await caches.lists.at(textGeneration);
    found = {
      textGeneration,
      matches: searchMatches(lists, search.terms),
      layout: -1,
      slots: { slots: new Int32Array(0), scores: new Float64Array(0) },
    };
    caches.searches.set(search.tsquery, found);
  }
  return found;
}

/**
 * The products list (storefront 2.6, D11, ADR 010). Totals, facets and the page's ids come from the
 * in-memory index; PostgreSQL finds the search matches (cached per query until product text changes)
 * and returns the page's rows by id. A cached answer stays as long as no changed product was within
 * its filter's reach, so one manufacturer's price change does not empty every cached answer.
 */
export async function listProducts(deps: Deps, query: StoreListProductsQuery): Promise<CachedAnswer> {
  const { page, pageSize, sort, facets: withFacets = true, ...filters } = query;
  return cachedCatalogAnswer(deps, `list:${JSON.stringify(query)}`, filters, async (found) => {
    const { index, filter, search, varieties } = found;
    const totals = index.query(filter, sort, pageSize, (page - 1) * pageSize, found.slots);
    const [items, names] = await Promise.all([
      index.rowsOf(totals.ids, (missing) => productSummariesByIds(deps.db, missing)),
      withFacets ? facetNamesOf(deps, index, found.caches) : null,
    ]);
    const list: StoreProductList = {
      // D32: the stock line as the index holds it, so a card agrees with the counts it is listed under.
      ...paginate<StoreProductSummary>(
        items.map((item) => ({ ...item, stock: index.stockOf(item.id) })),
        page,
        pageSize,
        totals.total,
      ),
      searchedFor: search?.searchedFor ?? null,
    };
    if (names) {
      const lists = facetLists(totals.counts, filter, { ...names, variety: varieties.byId });
      list.facetTotals = { manufacturer: lists.manufacturer.length, variety: lists.variety.length };
      list.facets = {
        ...lists,
        manufacturer: mostProducts(
          lists.manufacturer,
          filter.manufacturer === undefined ? [] : [String(filter.manufacturer)],
        ),
        variety: mostProducts(lists.variety, chosenSlugs(filter, varieties)),
      };
    }
    return JSON.stringify(list);
  });
}

/**
 * One long facet's values under the list's filters and search, most products first, narrowed to the
 * names holding every word of `q` (GET /products/facets/:facet): the filter panel's "all
 * manufacturers" and "all varieties" lists, kept out of every list answer.
 */
export async function facetValues(
  deps: Deps,
  facet: LongFacet,
  query: StoreFacetValuesQuery,
): Promise<CachedAnswer> {
  const { q, ...filters } = query;
  return cachedCatalogAnswer(deps, `facet:${facet}:${JSON.stringify(query)}`, filters, async (found) => {
    const { index, filter, varieties } = found;
    const totals = index.query(filter, 'featured', 0, 0, found.slots);
    const names = await facetNamesOf(deps, index, found.caches);
    const all = facetLists(totals.counts, filter, { ...names, variety: varieties.byId })[facet];
    const words = (q ?? '').toLocaleLowerCase('en-IN').split(/\s+/).filter(Boolean);
    const items = all
      .filter((v) => words.every((w) => (v.label ?? v.value).toLocaleLowerCase('en-IN').includes(w)))
      .sort(byMostProducts);
    const answer: StoreFacetValues = { facet, items };
    return JSON.stringify(answer);
  });
}

const byMostProducts = (a: FacetCount, b: FacetCount) =>
  b.count - a.count || (a.label ?? a.value).localeCompare(b.label ?? b.value, 'en-IN');

/** The LONG_FACET_SHOWN values with most products and every chosen one, in the panel's own order. */
function mostProducts(values: FacetCount[], chosen: readonly string[]): FacetCount[] {
  if (values.length <= LONG_FACET_SHOWN) return values;
  const kept = new Set(
    [...values]
      .sort(byMostProducts)
      .slice(0, LONG_FACET_SHOWN)
      .map((v) => v.value),
  );
  return values.filter((v) => kept.has(v.value) || chosen.includes(v.value));
}

/** The chosen varieties' slugs (the index's filter holds their ids). */
function chosenSlugs(filter: IndexFilter, varieties: VarietyNames): string[] {
  return (filter.variety ?? []).flatMap((id) => {
    const slug = varieties.byId.get(id)?.slug;
    return slug ? [slug] : [];
  });
}

type Found = {
  index: CatalogIndex;
  caches: ListCaches;
  filter: IndexFilter;
  search: CompiledSearch | null;
  slots: SearchSlots | null;
  varieties: VarietyNames;
};

/**
 * A catalogue answer (the list or a facet's values) from the cache, or made by `make` and kept. A
 * kept answer stays as long as no changed product was within its filter's reach, so one
 * manufacturer's price change does not empty every cached answer.
 */
async function cachedCatalogAnswer(
  deps: Deps,
  key: string,
  filters: Omit<StoreListProductsQuery, 'page' | 'pageSize' | 'sort' | 'facets'>,
  make: (found: Found) => Promise<string>,
): Promise<CachedAnswer> {
  const { index, caches } = await currentIndex(deps);
  const cached = caches.answers.get(key);
  if (
    cached &&
    (cached.searchIds === null || cached.textGeneration === index.textGeneration) &&
    !index.touchedSince(cached.generation, cached.filter, cached.searchIds)
  ) {
    catalogCacheStats.hits++;
    cached.generation = index.generation;
    return cached.answer;
  }
  catalogCacheStats.misses++;

  const generation = index.generation;
  const textGeneration = index.textGeneration;
  const search: CompiledSearch | null = filters.search
    ? await compileSearch(deps.db, filters.search, caches.words.lookup(textGeneration))
    : null;
  let matches: SearchMatches | null = null;
  if (search) {
    const found = await searchMatchesOf(index, caches, search);
    // Slots are renumbered by a rebuild; a new product changes the text generation, so the set is fresh.
    if (found.layout !== index.layout) {
      found.slots = index.slotsOf(found.matches.ids, found.matches.scores);
      found.layout = index.layout;
    }
    matches = found;
  }
  const varieties = await varietyNamesOf(deps, index, caches);
  const filter = indexFilterOf(filters, varieties);
  const body = await make({
    index,
    caches,
    filter,
    search,
    slots: matches ? matches.slots : null,
    varieties,
  });
  const answer = { body, etag: etagOf(generation, body) };
  caches.answers.set(key, {
    answer,
    generation,
    textGeneration,
    filter,
    searchIds: matches ? matches.matches.ids : null,
  });
  return answer;
}

/** The index's filter of a list query's filters (the list and saved searches' alerts share it, D41). */
function indexFilterOf(
  filters: Omit<StoreListProductsQuery, 'page' | 'pageSize' | 'sort' | 'facets'>,
  varieties: VarietyNames,
): IndexFilter {
  return {
    // D32: ?variety=<slug>; an unknown or hidden variety's slug matches nothing ('0').
    variety: filters.variety?.map((slug) => varieties.idOfSlug.get(slug) ?? '0'),
    category: filters.category,
    manufacturer: filters.manufacturer,
    quality: filters.quality,
    finish: filters.finish,
    thickness: filters.thickness,
    type: filters.type,
    origin: filters.origin,
    availability: filters.availability,
    bestSellers: filters.bestSellers || undefined,
    minPricePaise: filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice),
    maxPricePaise: filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice),
    // D32: from the products' lots and available slabs (product_stock, in the index's columns).
    inStock: filters.inStock || undefined,
    grade: filters.grade,
    stockThicknessMm: filters.stockThicknessMm,
    minLengthMm: filters.minLengthMm,
    minWidthMm: filters.minWidthMm,
  };
}

/**
 * D41: which of `ids` the list for `query` would show (its search and every filter), from the same
 * index and search the list uses, so a saved search's alert means what the saved list shows. Call
 * refreshCatalogue first when the ids were just read from the database.
 */
export async function catalogueMatches(
  deps: Deps,
  query: Omit<StoreListProductsQuery, 'page' | 'pageSize' | 'sort'>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const { index, caches } = await currentIndex(deps);
  let candidates: number[] = [...new Set(ids)].sort((a, b) => a - b);
  // A search without words lists everything, as the list does.
  const compiled = query.search
    ? await compileSearch(deps.db, query.search, caches.words.lookup(index.textGeneration))
    : null;
  if (compiled) {
    const found = await searchMatchesOf(index, caches, compiled);
    const matched = found.matches.ids;
    candidates = candidates.filter((id) => sortedHas(matched, id));
    if (!candidates.length) return new Set();
  }
  const varieties = await varietyNamesOf(deps, index, caches);
  const slots = index.slotsOf(candidates, new Float64Array(candidates.length));
  const found = index.query(indexFilterOf(query, varieties), 'featured', candidates.length, 0, slots);
  return new Set(found.ids);
}

/** D41: brings the index up to what the database holds now (one read of the change feed). */
export async function refreshCatalogue(deps: Deps): Promise<void> {
  const index = catalogIndex(deps.db);
  index.invalidate();
  await index.current();
}

/** Category and manufacturer names for the facet panel, in the order the panel lists them. */
type FacetNames = { category: Map<string, string>; manufacturer: Map<string, string> };

/** D32: the active varieties: id (as text) → name and slug, by name; slug → id. */
type VarietyNames = {
  byId: Map<string, { name: string; slug: string }>;
  idOfSlug: Map<string, string>;
};

/**
 * Kept per text generation: a variety renamed or hidden re-derives its products' search words
 * (products' refreshSearchText), which moves the index's text generation on.
 */
function varietyNamesOf(deps: Deps, index: CatalogIndex, caches: ListCaches): Promise<VarietyNames> {
  if (caches.varieties?.textGeneration === index.textGeneration) return caches.varieties.value;
  const value = listActiveVarietyNames(deps.db).then((rows) => ({
    byId: new Map(rows.map((r) => [String(r.id), { name: r.name, slug: r.slug }])),
    idOfSlug: new Map(rows.map((r) => [r.slug, String(r.id)])),
  }));
  const entry = { textGeneration: index.textGeneration, value };
  caches.varieties = entry;
  value.catch(() => {
    if (caches.varieties === entry) caches.varieties = undefined;
  });
  return value;
}

/**
 * Kept per index layout: names and the active set change only with a manufacturer or category,
 * which rebuilds the index. (Under the catalogue version they were read again after every price
 * edit: 200–300 ms for the manufacturers' list at 400 manufacturers and 100,000 products.)
 */
function facetNamesOf(deps: Deps, index: CatalogIndex, caches: ListCaches): Promise<FacetNames> {
  if (caches.names?.layout === index.layout) return caches.names.value;
  const value = Promise.all([categoriesOf(deps), manufacturersOf(deps)]).then(
    ([categories, manufacturers]) => ({
      category: new Map(categories.map((c) => [String(c.id), c.name])),
      manufacturer: new Map(manufacturers.map((m) => [String(m.id), m.businessName])),
    }),
  );
  const entry = { layout: index.layout, value };
  caches.names = entry;
  value.catch(() => {
    if (caches.names === entry) caches.names = undefined;
  });
  return value;
}

const OPTION_ORDER: Partial<Record<ProductFacet, readonly string[]>> = {
  quality: MATERIAL_QUALITIES,
  finish: FINISHES,
  thickness: THICKNESSES,
  type: PRODUCT_TYPES,
  origin: ORIGINS,
  availability: AVAILABILITY_STATUSES,
  bestSellers: ['true'],
  grade: LOT_GRADES,
};

/**
 * Each facet lists the values a buyer can pick with their counts: every active category, and the
 * manufacturers and option values that have products under the other filters, plus any value
 * currently chosen, so a filter never vanishes from the panel. (Manufacturers without products here
 * are left out as the panel leaves them out: at 400 manufacturers they were most of every answer.)
 */
function facetLists(
  counts: Record<ProductFacet, Map<string, number>>,
  filter: IndexFilter,
  names: FacetNames & { variety: VarietyNames['byId'] },
): Record<ProductFacet, FacetCount[]> {
  const lists = {} as Record<ProductFacet, FacetCount[]>;
  for (const facet of PRODUCT_FACETS) {
    const n = counts[facet];
    if (facet === 'variety') {
      // D32: the values are slugs (?variety=black-galaxy); the counts are kept by variety id.
      const chosen = filter.variety ?? [];
      lists[facet] = [...names.variety]
        .filter(([id]) => (n.get(id) ?? 0) > 0 || chosen.includes(id))
        .map(([id, v]) => ({ value: v.slug, label: v.name, count: n.get(id) ?? 0 }));
      continue;
    }
    if (facet === 'category') {
      lists[facet] = [...names[facet]].map(([value, label]) => ({ value, label, count: n.get(value) ?? 0 }));
      continue;
    }
    if (facet === 'manufacturer') {
      const chosen = filter.manufacturer === undefined ? null : String(filter.manufacturer);
      lists[facet] = [...names[facet]]
        .filter(([value]) => (n.get(value) ?? 0) > 0 || value === chosen)
        .map(([value, label]) => ({ value, label, count: n.get(value) ?? 0 }));
      continue;
    }
    if (facet === 'bestSellers') {
      lists[facet] = [{ value: 'true', count: n.get('true') ?? 0 }];
      continue;
    }
    if (facet === 'inStock') {
      lists[facet] = [{ value: 'true', count: n.get('true') ?? 0 }];
      continue;
    }
    if (facet === 'stockThicknessMm') {
      // D32: the thicknesses lots in stock have, thinnest first, and any chosen one.
      const chosen = (filter.stockThicknessMm ?? []).map(String);
      const values = [...new Set([...n.keys(), ...chosen])].sort((a, b) => Number(a) - Number(b));
      lists[facet] = values
        .filter((value) => (n.get(value) ?? 0) > 0 || chosen.includes(value))
        .map((value) => ({ value, label: `${value} mm`, count: n.get(value) ?? 0 }));
      continue;
    }
    const options = OPTION_ORDER[facet] ?? [];
    const chosen = (filter[facet] as string[] | undefined) ?? [];
    lists[facet] = options
      .filter((value) => (n.get(value) ?? 0) > 0 || chosen.includes(value))
      .map((value) => ({ value, count: n.get(value) ?? 0 }));
  }
  return lists;
}
