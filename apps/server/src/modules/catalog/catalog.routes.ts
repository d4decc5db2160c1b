import {
  StoreIdParams,
  StoreListManufacturersQuery,
  StoreListProductsQuery,
  StoreManufacturerProfileQuery,
} from '@granite/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/errors';
import type { CachedAnswer } from './catalog.cache';
import {
  getCategory,
  getManufacturerProfile,
  getProduct,
  listCategories,
  listManufacturers,
  listProducts,
} from './catalog.service';

/** Public answers may be revalidated by browsers and CDNs with the ETag (a 304 costs no database work). */
function sendCached(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  reply.header('etag', answer.etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

const NoQuery = z.object({}).strict();

export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.deps.db, log: app.log };

  app.get('/categories', async (request, reply) => {
    parseInput(NoQuery, request.query);
    return sendCached(request, reply, await listCategories(deps));
  });

  app.get('/categories/:id', async (request) => {
    const { id } = parseInput(StoreIdParams, request.params);
    parseInput(NoQuery, request.query);
    return getCategory(deps, id);
  });

  app.get('/products', async (request, reply) => {
    const query = parseInput(StoreListProductsQuery, request.query);
    return sendCached(request, reply, await listProducts(deps, query));
  });

  app.get('/products/:id', async (request, reply) => {
    const { id } = parseInput(StoreIdParams, request.params);
    parseInput(NoQuery, request.query);
    reply.header('cache-control', 'no-cache');
    return getProduct(deps, id);
  });

  app.get('/manufacturers', async (request, reply) => {
    const query = parseInput(StoreListManufacturersQuery, request.query);
    return sendCached(request, reply, await listManufacturers(deps, query));
  });

  app.get('/manufacturers/:id', async (request, reply) => {
    const { id } = parseInput(StoreIdParams, request.params);
    const query = parseInput(StoreManufacturerProfileQuery, request.query);
    return sendCached(request, reply, await getManufacturerProfile(deps, id, query));
  });
};
