import {
  BuyerOrders,
  BuyerOrdersQuery,
  BuyerQuoteBoard,
  BuyerQuoteBoardQuery,
  MyHeldSlabs,
  MyHeldSlabsQuery,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as board from './quote-sheet.service';

export const buyerQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/me/quote-board',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'My quote requests by submission, with replies, orders and reviews (the quote sheet)',
        querystring: BuyerQuoteBoardQuery,
        response: { 200: BuyerQuoteBoard },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return board.getQuoteBoard(deps, request.actor, request.query);
    },
  );

  app.get(
    '/me/orders',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'My orders, newest first, each with its request, reply, payments, claim and review',
        querystring: BuyerOrdersQuery,
        response: { 200: BuyerOrders },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return board.getMyOrders(deps, request.actor, request.query);
    },
  );

  app.get(
    '/me/held-slabs',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: "The slabs of a product held for my own quote replies (D32), for the product page's lots",
        querystring: MyHeldSlabsQuery,
        response: { 200: MyHeldSlabs },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return board.myHeldSlabs(deps, request.actor, request.query);
    },
  );
};
