// The public reads of the storefront answered in-process for server rendering (ADR 012): the pages'
// queries (named by their routes in the web app's routes.tsx) call the API's paths, and these are
// answered by the same services, caches and visibility rules as GET /api/v1/…, with the status and
// JSON body the HTTP API would send, and no HTTP hop. Services, not app.inject: an injected GET
// /products/:id would count a product view (D22), and each read would pass the request hooks and the
// access log. Only what every visitor may see is here; anything else (the session, a buyer's lists,
// the panels' data) answers 503 and stays for the browser to fetch.
import {
  StoreComparisonQuery,
  StoreContentQuery,
  StoreIdParams,
  StoreListGraniteImagesQuery,
  StoreListManufacturersQuery,
  StoreListProductsQuery,
  StoreManufacturerProfileQuery,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { AppError, parseInput, toHttpError } from '../../lib/errors';
import { getComparison } from '../buyer-lists/buyer-lists.service';
import type { CachedAnswer } from '../catalog/catalog.cache';
import {
  getCategory,
  getManufacturerProfile,
  getProduct,
  listCategories,
  listManufacturers,
  listProducts,
} from '../catalog/catalog.service';
import { listPublicVarieties } from '../categories/varieties.service';
import {
  type ContentDeps,
  getContentBlocks,
  getLegalPageLinks,
  sharedContentCache,
} from '../content/content.service';
import { listActiveGraniteImages } from '../granite-images/granite-images.service';
import { productLots } from '../lots/lots.service';

type Logger = { warn(obj: unknown, msg?: string): void };
export type InProcessAnswer = { status: number; body: unknown };
export type InProcessApi = (path: string, query: URLSearchParams) => Promise<InProcessAnswer>;

const queryOf = <S extends z.ZodType>(schema: S, query: URLSearchParams) =>
  parseInput(schema, Object.fromEntries(query));
const idOf = (raw: string) => parseInput(StoreIdParams, { id: raw }).id;
const cached = (answer: CachedAnswer): unknown => JSON.parse(answer.body);

type Read = (params: Record<string, string>, query: URLSearchParams) => Promise<unknown>;

/** The path parameters of `path` when it is an address of the route `pattern` ('/products/:id'). */
function paramsOf(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':') && got[i]) params[part.slice(1)] = got[i];
    else if (part !== got[i]) return undefined;
  }
  return params;
}

/**
 * The public reads by the path of the API route that serves them (catalog.routes.ts and its
 * siblings; the ssr tests check that each is a public GET route), each calling that route's service.
 */
export function inProcessReads(deps: Pick<AppDeps, 'db' | 'storage' | 'mail' | 'config'>, log: Logger) {
  const catalog = { db: deps.db, log, config: deps.config };
  const content = (): ContentDeps => ({ ...deps, log, cache: sharedContentCache(deps.db, log) });
  const reads: Record<string, Read> = {
    '/products': async (_, q) => cached(await listProducts(catalog, queryOf(StoreListProductsQuery, q))),
    // No view is counted here: the browser reads the product once more after hydration (D22).
    '/products/:id': ({ id }) => getProduct(catalog, idOf(id!)),
    // D32: the product page's "Slabs in stock".
    '/products/:id/lots': ({ id }) => productLots(deps, idOf(id!)),
    '/categories': async () => cached(await listCategories(catalog)),
    '/categories/:id': ({ id }) => getCategory(catalog, idOf(id!)),
    '/manufacturers': async (_, q) =>
      cached(await listManufacturers(catalog, queryOf(StoreListManufacturersQuery, q))),
    '/manufacturers/:id': async ({ id }, q) =>
      cached(await getManufacturerProfile(catalog, idOf(id!), queryOf(StoreManufacturerProfileQuery, q))),
    '/comparison': (_, q) => getComparison(deps, queryOf(StoreComparisonQuery, q)),
    // D32: the varieties of /vendors' filter.
    '/stone-varieties': () => listPublicVarieties(deps),
    '/content': (_, q) => getContentBlocks(content(), queryOf(StoreContentQuery, q).keys),
    '/content/legal-pages': () => getLegalPageLinks(content()),
    '/granite-images': (_, q) =>
      listActiveGraniteImages(deps, queryOf(StoreListGraniteImagesQuery, q).category),
  };
  return reads;
}

export function createInProcessApi(deps: Pick<AppDeps, 'db' | 'storage' | 'mail' | 'config'>, log: Logger) {
  const reads = Object.entries(inProcessReads(deps, log));

  const api: InProcessApi = async (path, query) => {
    for (const [pattern, read] of reads) {
      const params = paramsOf(pattern, path);
      if (!params) continue;
      try {
        return { status: 200, body: await read(params, query) };
      } catch (err) {
        const { status, body } = toHttpError(err);
        if (status >= 500) log.warn({ err, path }, 'server rendering: a read failed');
        return { status, body };
      }
    }
    const { status, body } = toHttpError(
      new AppError('unavailable', 'Read in the browser, not on the server'),
    );
    return { status, body };
  };
  return api;
}
