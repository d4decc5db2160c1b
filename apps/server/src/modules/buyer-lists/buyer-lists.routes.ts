import {
  type BuyerList,
  BuyerListItemParams,
  BuyerListMergeAnswer,
  BuyerListView,
  CreateSavedComparison,
  EmptyBody,
  MergeBuyerList,
  SavedComparison,
  SavedComparisonParams,
  StoreComparison,
  StoreComparisonQuery,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as lists from './buyer-lists.service';

const NoQuery = z.object({}).strict();
const buyer = { audience: 'buyer' } as const;
const LIST_NAMES: Record<BuyerList, string> = { wishlist: 'wishlist', comparison: 'comparison list' };

export const buyerListRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  // Signed-in buyers' copies of the browser lists (D15): GET, add, remove, clear, merge at sign-in.
  for (const list of ['wishlist', 'comparison'] as const satisfies readonly BuyerList[]) {
    const name = LIST_NAMES[list];
    app.get(
      `/me/${list}`,
      {
        config: buyer,
        schema: { summary: `My ${name}`, querystring: NoQuery, response: { 200: BuyerListView } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return lists.getList(deps, request.actor, list);
      },
    );
    app.put(
      `/me/${list}/:productId`,
      {
        config: buyer,
        schema: {
          summary: `Add a product to my ${name}`,
          params: BuyerListItemParams,
          body: EmptyBody,
          response: { 200: BuyerListView },
        },
      },
      async (request) => lists.addItem(deps, request.actor, list, request.params.productId),
    );
    app.delete(
      `/me/${list}/:productId`,
      {
        config: buyer,
        schema: {
          summary: `Remove a product from my ${name}`,
          params: BuyerListItemParams,
          response: { 200: BuyerListView },
        },
      },
      async (request) => lists.removeItem(deps, request.actor, list, request.params.productId),
    );
    app.delete(
      `/me/${list}`,
      { config: buyer, schema: { summary: `Empty my ${name}`, response: { 200: BuyerListView } } },
      async (request) => lists.clearItems(deps, request.actor, list),
    );
    app.post(
      `/me/${list}/merge`,
      {
        config: buyer,
        schema: {
          summary: `Merge the browser's ${name} into my account's (at sign-in)`,
          body: MergeBuyerList,
          response: { 200: BuyerListMergeAnswer },
        },
      },
      async (request) => lists.mergeItems(deps, request.actor, list, request.body.productIds),
    );
  }

  // Storefront 2.9: the public manufacturer comparison, filtered and sorted on the server.
  app.get(
    '/comparison',
    {
      config: { audience: 'public' },
      schema: {
        summary: "Compare manufacturers' offers for a product or a category",
        querystring: StoreComparisonQuery,
        response: { 200: StoreComparison },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return lists.getComparison(deps, request.query);
    },
  );

  // D22: 'Save for Later' on the account.
  app.get(
    '/me/saved-comparisons',
    {
      config: buyer,
      schema: {
        summary: 'My saved comparisons',
        response: { 200: z.object({ items: z.array(SavedComparison) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return lists.listSaved(deps, request.actor);
    },
  );
  app.post(
    '/me/saved-comparisons',
    {
      config: buyer,
      schema: {
        summary: 'Save a comparison for later (D22)',
        body: CreateSavedComparison,
        response: { 201: SavedComparison },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await lists.saveComparison(deps, request.actor, request.body)),
  );
  app.delete(
    '/me/saved-comparisons/:id',
    {
      config: buyer,
      schema: {
        summary: 'Delete a saved comparison',
        params: SavedComparisonParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await lists.deleteSaved(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
