import {
  StoreCategory,
  StoreCategoryList,
  StoreFacetParams,
  StoreFacetValues,
  StoreFacetValuesQuery,
  StoreIdParams,
  StoreListManufacturersQuery,
  StoreListProductsQuery,
  StoreManufacturerList,
  StoreManufacturerProfile,
  StoreManufacturerProfileQuery,
  StoreProductDetail,
  StoreProductList,
} from '@granite/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CachedAnswer } from './catalog.cache';
import {
  facetValues,
  getCategory,
  getManufacturerProfile,
  getProduct,
  listCategories,
  listManufacturers,
  listProducts,
} from './catalog.service';

/**
 * The UTF-8 bytes of each cached answer, made once: sending the string made every cache hit measure
 * and encode the whole body again (tens of KB for a product list). Weak: an answer dropped from its
 * cache takes its bytes with it.
 */
const bytesOf = new WeakMap<CachedAnswer, Buffer>();

/**
 * Public answers may be revalidated by browsers and CDNs with the ETag (a 304 costs no database
 * work). The body is the cached, already serialised answer; the contract test checks it against
 * the route's response schema like any other answer.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  let bytes = bytesOf.get(answer);
  if (!bytes) {
    bytes = Buffer.from(answer.body, 'utf8');
    bytesOf.set(answer, bytes);
  }
  return reply.type('application/json; charset=utf-8').send(bytes);
}

const NoQuery = z.object({}).strict();
const NotModified = z.null().describe('Not modified: the ETag sent in If-None-Match is current');
const store = { audience: 'public' } as const;

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, log: app.log, config: app.deps.config };

  app.get(
    '/categories',
    {
      config: store,
      schema: {
        summary: 'Categories with their live product counts',
        querystring: NoQuery,
        response: { 200: StoreCategoryList, 304: NotModified },
      },
    },
    async (request, reply) => sendCached(request, reply, await listCategories(deps)),
  );

  app.get(
    '/categories/:id',
    {
      config: store,
      schema: {
        summary: 'One category',
        params: StoreIdParams,
        querystring: NoQuery,
        response: { 200: StoreCategory },
      },
    },
    async (request) => getCategory(deps, request.params.id),
  );

  app.get(
    '/products',
    {
      config: store,
      schema: {
        summary: 'Search and filter the catalogue, with facet counts for every filter',
        querystring: StoreListProductsQuery,
        response: { 200: StoreProductList, 304: NotModified },
      },
    },
    async (request, reply) => sendCached(request, reply, await listProducts(deps, request.query)),
  );

  app.get(
    '/products/facets/:facet',
    {
      config: store,
      schema: {
        summary:
          "One long facet's values (manufacturers or varieties) under the list's filters, most products first, with a search inside them",
        params: StoreFacetParams,
        querystring: StoreFacetValuesQuery,
        response: { 200: StoreFacetValues, 304: NotModified },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await facetValues(deps, request.params.facet, request.query)),
  );

  app.get(
    '/products/:id',
    {
      config: store,
      schema: {
        summary: 'One product with its manufacturer (counts a view)',
        params: StoreIdParams,
        querystring: NoQuery,
        response: { 200: StoreProductDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return getProduct(deps, request.params.id, {
        viewer: { actor: request.actor, userAgent: request.headers['user-agent'] },
      });
    },
  );

  app.get(
    '/manufacturers',
    {
      config: store,
      schema: {
        summary: 'Approved, active manufacturers',
        querystring: StoreListManufacturersQuery,
        response: { 200: StoreManufacturerList, 304: NotModified },
      },
    },
    async (request, reply) => sendCached(request, reply, await listManufacturers(deps, request.query)),
  );

  app.get(
    '/manufacturers/:id',
    {
      config: store,
      schema: {
        summary: "A manufacturer's public profile with its products, newest first",
        params: StoreIdParams,
        querystring: StoreManufacturerProfileQuery,
        response: { 200: StoreManufacturerProfile, 304: NotModified },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await getManufacturerProfile(deps, request.params.id, request.query)),
  );
};
