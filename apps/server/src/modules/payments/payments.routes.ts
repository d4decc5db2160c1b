// D36: the buyer records payments against an order; its manufacturer confirms or disputes each.
import {
  DisputePayment,
  EmptyBody,
  OrderPaymentResult,
  PaymentIdParams,
  RecordPayment,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as payments from './payments.service';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  app.post(
    '/me/orders/:id/payments',
    {
      config: { audience: 'buyer', permission: 'payment.record' },
      schema: {
        summary:
          'Record a payment made for my order (amount in rupees, date, method, UTR or cheque number); the manufacturer confirms it',
        params: StoreIdParams,
        body: RecordPayment,
        response: { 201: OrderPaymentResult },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await payments.recordPayment(deps, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/vendor/orders/:id/payments/:paymentId/confirm',
    {
      config: { audience: 'vendor', permission: 'payment.confirm' },
      schema: {
        summary: "Confirm a buyer's recorded payment (once)",
        params: PaymentIdParams,
        body: EmptyBody,
        response: { 200: OrderPaymentResult },
      },
    },
    async (request) =>
      payments.decide(deps, request.actor, request.params.id, request.params.paymentId, {
        status: 'confirmed',
      }),
  );

  app.post(
    '/vendor/orders/:id/payments/:paymentId/dispute',
    {
      config: { audience: 'vendor', permission: 'payment.dispute' },
      schema: {
        summary: "Dispute a buyer's recorded payment with a reason (once)",
        params: PaymentIdParams,
        body: DisputePayment,
        response: { 200: OrderPaymentResult },
      },
    },
    async (request) =>
      payments.decide(deps, request.actor, request.params.id, request.params.paymentId, {
        status: 'disputed',
        reason: request.body.reason,
      }),
  );
};
