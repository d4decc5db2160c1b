import { EmptyBody, OrderView, StoreIdParams } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as receipt from './receipt.service';

/** D37: the buyer confirms receipt of a delivered order. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  app.post(
    '/me/orders/:id/receipt',
    {
      config: { audience: 'buyer', permission: 'receipt.confirm' },
      schema: {
        summary: 'Confirm receipt of my delivered order (once); reviews open after it',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: OrderView },
      },
    },
    async (request) => receipt.confirmReceipt(deps, request.actor, request.params.id),
  );
};
