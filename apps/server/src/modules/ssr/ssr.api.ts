// The public reads of the storefront answered in-process for server rendering (issue 16): the same
// services, caches and visibility rules as GET /api/v1/…, with the status and JSON body the HTTP
// API would send, and no HTTP hop. Only what every visitor may see is here; anything else (the
// session, a buyer's lists, the panels' data) answers 503 and stays for the browser to fetch.
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
import { type ContentDeps, getContentBlocks, sharedContentCache } from '../content/content.service';
import { listActiveGraniteImages } from '../granite-images/granite-images.service';

type Logger = { warn(obj: unknown, msg?: string): void };
export type InProcessAnswer = { status: number; body: unknown };
export type InProcessApi = (path: string, query: URLSearchParams) => Promise<InProcessAnswer>;

const queryOf = <S extends z.ZodType>(schema: S, query: URLSearchParams) =>
  parseInput(schema, Object.fromEntries(query));
const idOf = (raw: string) => parseInput(StoreIdParams, { id: raw }).id;
const cached = (answer: CachedAnswer): unknown => JSON.parse(answer.body);

type Read = (match: RegExpExecArray, query: URLSearchParams) => Promise<unknown>;

export function createInProcessApi(deps: Pick<AppDeps, 'db' | 'storage' | 'mail' | 'config'>, log: Logger) {
  const catalog = { db: deps.db, log, config: deps.config };
  const content = (): ContentDeps => ({ ...deps, log, cache: sharedContentCache(deps.db, log) });
  const reads: [RegExp, Read][] = [
    [/^\/products$/, async (_, q) => cached(await listProducts(catalog, queryOf(StoreListProductsQuery, q)))],
    // No view is counted here: the browser reads the product once more after hydration (D22).
    [/^\/products\/([^/]+)$/, (m) => getProduct(catalog, idOf(m[1]!))],
    [/^\/categories$/, async () => cached(await listCategories(catalog))],
    [/^\/categories\/([^/]+)$/, (m) => getCategory(catalog, idOf(m[1]!))],
    [
      /^\/manufacturers$/,
      async (_, q) => cached(await listManufacturers(catalog, queryOf(StoreListManufacturersQuery, q))),
    ],
    [
      /^\/manufacturers\/([^/]+)$/,
      async (m, q) =>
        cached(await getManufacturerProfile(catalog, idOf(m[1]!), queryOf(StoreManufacturerProfileQuery, q))),
    ],
    [/^\/comparison$/, (_, q) => getComparison(deps, queryOf(StoreComparisonQuery, q))],
    [/^\/content$/, (_, q) => getContentBlocks(content(), queryOf(StoreContentQuery, q).keys)],
    [
      /^\/granite-images$/,
      (_, q) => listActiveGraniteImages(deps, queryOf(StoreListGraniteImagesQuery, q).category),
    ],
  ];

  const api: InProcessApi = async (path, query) => {
    for (const [pattern, read] of reads) {
      const match = pattern.exec(path);
      if (!match) continue;
      try {
        return { status: 200, body: await read(match, query) };
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
