import {
  type BuyerList,
  BuyerListItemParams,
  CreateSavedComparison,
  MergeBuyerList,
  SavedComparisonParams,
  StoreComparisonQuery,
} from '@granite/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/errors';
import * as lists from './buyer-lists.service';

const NoQuery = z.object({}).strict();

export const buyerListRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.deps.db };

  // Signed-in buyers' copies of the browser lists (D15): GET, add, remove, clear, merge at sign-in.
  for (const list of ['wishlist', 'comparison'] as const satisfies readonly BuyerList[]) {
    app.get(`/me/${list}`, async (request, reply) => {
      parseInput(NoQuery, request.query);
      reply.header('cache-control', 'no-store');
      return lists.getList(deps, request.actor, list);
    });
    app.put(`/me/${list}/:productId`, async (request) => {
      const { productId } = parseInput(BuyerListItemParams, request.params);
      return lists.addItem(deps, request.actor, list, productId);
    });
    app.delete(`/me/${list}/:productId`, async (request) => {
      const { productId } = parseInput(BuyerListItemParams, request.params);
      return lists.removeItem(deps, request.actor, list, productId);
    });
    app.delete(`/me/${list}`, async (request) => lists.clearItems(deps, request.actor, list));
    app.post(`/me/${list}/merge`, async (request) => {
      const { productIds } = parseInput(MergeBuyerList, request.body ?? {});
      return lists.mergeItems(deps, request.actor, list, productIds);
    });
  }

  // Storefront 2.9: the public manufacturer comparison, filtered and sorted on the server.
  app.get('/comparison', async (request, reply) => {
    const query = parseInput(StoreComparisonQuery, request.query);
    reply.header('cache-control', 'no-cache');
    return lists.getComparison(deps, query);
  });

  // D22: 'Save for Later' on the account.
  app.get('/me/saved-comparisons', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return lists.listSaved(deps, request.actor);
  });
  app.post('/me/saved-comparisons', async (request, reply) => {
    const input = parseInput(CreateSavedComparison, request.body ?? {});
    return reply.status(201).send(await lists.saveComparison(deps, request.actor, input));
  });
  app.delete('/me/saved-comparisons/:id', async (request, reply) => {
    const { id } = parseInput(SavedComparisonParams, request.params);
    await lists.deleteSaved(deps, request.actor, id);
    return reply.status(204).send();
  });
};
