// The public catalogue (storefront 2.4-2.8, 2.11, 2.12; D11, D14). Everything here is public and
// read-only: the access rule is visibility, enforced by every query (catalog.queries.ts).
import {
  AVAILABILITY_STATUSES,
  type FacetCount,
  FINISHES,
  MATERIAL_QUALITIES,
  ORIGINS,
  type Paginated,
  PRODUCT_FACETS,
  PRODUCT_TYPES,
  type ProductFacet,
  rupeesToPaise,
  type StoreCategory,
  type StoreListManufacturersQuery,
  type StoreListProductsQuery,
  type StoreManufacturer,
  type StoreManufacturerProfileQuery,
  type StoreProductDetail,
  type StoreProductList,
  type StoreProductSummary,
  THICKNESSES,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import { countProductView } from '../products/products.service';
import { type CachedAnswer, catalogCache, etagOf } from './catalog.cache';
import {
  countProductFacets,
  countSitemapEntries,
  findActiveCategory,
  findActiveManufacturer,
  findVisibleProduct,
  listActiveCategories,
  listActiveManufacturers,
  listManufacturerProducts,
  listProductsPage,
  listSitemapEntries,
  type ProductFilter,
  type SitemapEntry,
} from './catalog.queries';
import { type CompiledSearch, compileSearch } from './catalog.search';

type Deps = Pick<AppDeps, 'db'> & { log?: { warn(obj: unknown, msg?: string): void } };

/** A JSON answer cached whole under the catalogue version, with its ETag. */
async function cachedAnswer(deps: Deps, key: string, build: () => Promise<unknown>): Promise<CachedAnswer> {
  const cache = catalogCache(deps);
  const version = await cache.currentVersion();
  const full = `${version}:${key}`;
  const hit = cache.answers.get(full);
  if (hit) return hit;
  const body = JSON.stringify(await build());
  const answer = { body, etag: etagOf(version, body) };
  cache.answers.set(full, answer);
  return answer;
}

const categoriesOf = (deps: Deps) =>
  catalogCache(deps).memo('categories', () => listActiveCategories(deps.db));
const manufacturersOf = (deps: Deps) =>
  catalogCache(deps).memo('manufacturers', () => listActiveManufacturers(deps.db, {}));

export function listCategories(deps: Deps): Promise<CachedAnswer> {
  return cachedAnswer(deps, 'GET categories', async () => ({ items: await categoriesOf(deps) }));
}

export async function getCategory(deps: Deps, id: number): Promise<StoreCategory> {
  const category =
    (await categoriesOf(deps)).find((c) => c.id === id) ?? (await findActiveCategory(deps.db, id));
  if (!category) throw notFound('Category');
  return category;
}

export function listManufacturers(deps: Deps, query: StoreListManufacturersQuery): Promise<CachedAnswer> {
  return cachedAnswer(deps, `GET manufacturers ${JSON.stringify(query)}`, async () => {
    const all = await manufacturersOf(deps);
    return { items: query.premium === undefined ? all : all.filter((m) => m.isPremium === query.premium) };
  });
}

export function getManufacturerProfile(
  deps: Deps,
  id: number,
  query: StoreManufacturerProfileQuery,
): Promise<CachedAnswer> {
  return cachedAnswer(deps, `GET manufacturer ${id} ${query.page} ${query.pageSize}`, async () => {
    const manufacturer: StoreManufacturer | undefined =
      (await manufacturersOf(deps)).find((m) => m.id === id) ?? (await findActiveManufacturer(deps.db, id));
    if (!manufacturer) throw notFound('Manufacturer');
    const offset = (query.page - 1) * query.pageSize;
    const items = await listManufacturerProducts(deps.db, id, query.pageSize, offset);
    return { manufacturer, products: paginate(items, query.page, query.pageSize, manufacturer.productCount) };
  });
}

/** A visible manufacturer without its products (the page head of D23). */
export async function getManufacturer(deps: Deps, id: number): Promise<StoreManufacturer> {
  const manufacturer =
    (await manufacturersOf(deps)).find((m) => m.id === id) ?? (await findActiveManufacturer(deps.db, id));
  if (!manufacturer) throw notFound('Manufacturer');
  return manufacturer;
}

/** `countView: false` for reads that are not a buyer looking at the product (the server-side page head, D23). */
export async function getProduct(
  deps: Deps,
  id: number,
  options: { countView?: boolean } = {},
): Promise<StoreProductDetail> {
  const product = await findVisibleProduct(deps.db, id);
  if (!product) throw notFound('Product');
  if (options.countView !== false)
    countProductView(deps, id).catch((err) => deps.log?.warn({ err }, 'product view not counted'));
  return product;
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

export function listProducts(deps: Deps, query: StoreListProductsQuery): Promise<CachedAnswer> {
  const { page, pageSize, sort, ...filters } = query;
  return cachedAnswer(deps, `GET products ${JSON.stringify(query)}`, async (): Promise<StoreProductList> => {
    const cache = catalogCache(deps);
    const search: CompiledSearch | null = query.search
      ? await cache.memo(`search ${query.search}`, () => compileSearch(deps.db, query.search!))
      : null;
    const filter: ProductFilter = {
      tsquery: search?.tsquery,
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
    };
    // A query whose words are all punctuation searches nothing: it lists everything, like an empty box.
    const [items, totals, categories, manufacturers] = await Promise.all([
      listProductsPage(deps.db, filter, sort, pageSize, (page - 1) * pageSize),
      cache.memo(`facets ${JSON.stringify(filter)}`, () => countProductFacets(deps.db, filter)),
      categoriesOf(deps),
      manufacturersOf(deps),
    ]);
    return {
      ...paginate<StoreProductSummary>(items, page, pageSize, totals.total),
      facets: facetLists(totals.counts, filter, {
        category: new Map(categories.map((c) => [String(c.id), c.name])),
        manufacturer: new Map(manufacturers.map((m) => [String(m.id), m.businessName])),
      }),
      searchedFor: search?.searchedFor ?? null,
    };
  });
}

const OPTION_ORDER: Partial<Record<ProductFacet, readonly string[]>> = {
  quality: MATERIAL_QUALITIES,
  finish: FINISHES,
  thickness: THICKNESSES,
  type: PRODUCT_TYPES,
  origin: ORIGINS,
  availability: AVAILABILITY_STATUSES,
  bestSellers: ['true'],
};

/**
 * Each facet lists every value a buyer can pick (option lists, active categories and manufacturers)
 * with its count, plus any value currently chosen, so a filter never vanishes from the panel.
 */
function facetLists(
  counts: Record<ProductFacet, Map<string, number>>,
  filter: ProductFilter,
  names: { category: Map<string, string>; manufacturer: Map<string, string> },
): Record<ProductFacet, FacetCount[]> {
  const lists = {} as Record<ProductFacet, FacetCount[]>;
  for (const facet of PRODUCT_FACETS) {
    const n = counts[facet];
    if (facet === 'category' || facet === 'manufacturer') {
      lists[facet] = [...names[facet]].map(([value, label]) => ({ value, label, count: n.get(value) ?? 0 }));
      continue;
    }
    if (facet === 'bestSellers') {
      lists[facet] = [{ value: 'true', label: 'Best Sellers', count: n.get('true') ?? 0 }];
      continue;
    }
    const options = OPTION_ORDER[facet] ?? [];
    const chosen = (filter[facet] as string[] | undefined) ?? [];
    lists[facet] = options
      .filter((value) => (n.get(value) ?? 0) > 0 || chosen.includes(value))
      .map((value) => ({ value, label: value, count: n.get(value) ?? 0 }));
  }
  return lists;
}
