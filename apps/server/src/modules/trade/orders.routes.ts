import {
  CancelOrder,
  EmptyBody,
  ManufacturerOrderList,
  ManufacturerOrderListQuery,
  OrderView,
  ShipOrder,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as orders from './orders.service';

/** D18: the manufacturer's orders and their steps. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/vendor/orders',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: "My manufacturers' orders, newest first",
        querystring: ManufacturerOrderListQuery,
        response: { 200: ManufacturerOrderList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return orders.listOrders(deps, request.actor, request.query);
    },
  );

  app.get(
    '/vendor/orders/:id',
    {
      config: { audience: 'vendor' },
      schema: { summary: 'One of my orders', params: StoreIdParams, response: { 200: OrderView } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return orders.getOrder(deps, request.actor, request.params.id);
    },
  );

  const step = (action: 'confirm' | 'deliver', summary: string) =>
    app.post(
      `/vendor/orders/:id/${action}`,
      {
        config: { audience: 'vendor' },
        schema: { summary, params: StoreIdParams, body: EmptyBody, response: { 200: OrderView } },
      },
      async (request) => orders.moveOrder(deps, request.actor, request.params.id, action),
    );
  step('confirm', 'Confirm Order: pending → confirmed');
  step('deliver', 'Mark as Delivered: shipped → delivered');

  app.post(
    '/vendor/orders/:id/ship',
    {
      config: { audience: 'vendor' },
      schema: {
        summary:
          'Mark as Shipped: confirmed → shipped (transporter and LR number optional); its slabs are dispatched',
        params: StoreIdParams,
        body: ShipOrder,
        response: { 200: OrderView },
      },
    },
    async (request) => orders.moveOrder(deps, request.actor, request.params.id, 'ship', request.body),
  );

  app.post(
    '/vendor/orders/:id/cancel',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'Cancel an order before it ships, with a reason; its slabs are for sale again',
        params: StoreIdParams,
        body: CancelOrder,
        response: { 200: OrderView },
      },
    },
    async (request) => orders.moveOrder(deps, request.actor, request.params.id, 'cancel', request.body),
  );
};
