// D36: the buyer records payments against an order; its manufacturer confirms or disputes each.
// D45: the buyer answers a dispute (a note and a file); the manufacturer decides again; an admin
// decides an answer left 7 days. D44: the manufacturer's payee details and the buyer's "Where to pay".
import fastifyMultipart from '@fastify/multipart';
import {
  AdminPaymentDecision,
  DisputePayment,
  EmptyBody,
  OrderPayeeView,
  OrderPaymentResult,
  PayeeSettings,
  PaymentIdParams,
  RecordPayment,
  StoreIdParams,
  UpdatePayee,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formUploadReader, UPLOAD_LIMITS } from '../../lib/upload';
import { MultipartAnswerBody } from '../../plugins/api-contract';
import * as payee from './payee.service';
import * as payments from './payments.service';

/** D45: the file of a buyer's answer. */
const AnswerFile = z
  .string()
  .meta({ format: 'binary' })
  .describe('The photo (WebP) or PDF the buyer attached');

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const fileDeps = { ...deps, storage: app.deps.storage };

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
        summary: "Confirm a buyer's recorded payment, or one whose dispute the buyer answered (D45)",
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
        summary: "Dispute a buyer's recorded payment with a reason, or dispute it again once answered (D45)",
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

  app.post(
    '/me/orders/:id/payments/:paymentId/answer',
    {
      config: { audience: 'buyer', permission: 'payment.answer' },
      schema: {
        summary:
          'Answer a disputed payment of my order with a note and a photo or PDF of the payment (D45); the manufacturer decides again',
        params: PaymentIdParams,
        consumes: ['multipart/form-data'],
        body: MultipartAnswerBody,
        response: { 200: OrderPaymentResult },
      },
    },
    async (request) =>
      payments.answerDispute(
        fileDeps,
        request.actor,
        request.params.id,
        request.params.paymentId,
        formUploadReader(request),
      ),
  );

  app.post(
    '/admin/orders/:id/payments/:paymentId/decide',
    {
      config: { audience: 'admin', permission: 'payment.settle' },
      schema: {
        summary:
          'Decide a disputed payment the buyer answered and the manufacturer left for 7 days: confirm or reject it, with a note to both sides (D45)',
        params: PaymentIdParams,
        body: AdminPaymentDecision,
        response: { 200: OrderPaymentResult },
      },
    },
    async (request) =>
      payments.adminDecide(deps, request.actor, request.params.id, request.params.paymentId, request.body),
  );

  for (const [base, audience, side] of [
    ['/me/orders', 'buyer', 'buyer'],
    ['/vendor/orders', 'vendor', 'manufacturer'],
    ['/admin/orders', 'admin', 'admin'],
  ] as const) {
    app.get(
      `${base}/:id/payments/:paymentId/answer-file`,
      {
        config: { audience, permission: 'payment.evidence' },
        schema: {
          summary: 'Download the photo or PDF the buyer attached to the answer of a disputed payment (D45)',
          params: PaymentIdParams,
          produces: ['image/webp', 'application/pdf'],
          response: { 200: AnswerFile },
        },
      },
      async (request, reply) => {
        const file = await payments.answerFile(
          fileDeps,
          request.actor,
          request.params.id,
          request.params.paymentId,
          side,
        );
        return reply
          .header('cache-control', 'private, no-store')
          .header('content-type', file.mimeType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .send(file.bytes as unknown as string);
      },
    );
  }

  // ---------------------------------------------------------------- D44: where the buyer pays

  app.get(
    '/vendor/manufacturers/:id/payee',
    {
      config: { audience: 'vendor', permission: 'payee.read' },
      schema: {
        summary: 'My bank account and UPI ID for payments (owner or accounts only)',
        params: StoreIdParams,
        response: { 200: PayeeSettings },
      },
    },
    async (request) => payee.getPayee(deps, request.actor, request.params.id),
  );

  app.put(
    '/vendor/manufacturers/:id/payee',
    {
      config: { audience: 'vendor', permission: 'payee.write' },
      schema: {
        summary:
          'Set my bank account (holder, number, IFSC, bank, branch) and UPI ID; buyers of open orders are told of a change',
        params: StoreIdParams,
        body: UpdatePayee,
        response: { 200: PayeeSettings },
      },
    },
    async (request) => payee.updatePayee(deps, request.actor, request.params.id, request.body),
  );

  app.get(
    '/me/orders/:id/payee',
    {
      config: { audience: 'buyer', permission: 'payee.see' },
      schema: {
        summary:
          "Where to pay for my accepted order: the manufacturer's account given at acceptance, a later change with its date, the terms and what is due now",
        params: StoreIdParams,
        response: { 200: OrderPayeeView },
      },
    },
    async (request) => payee.orderPayee(deps, request.actor, request.params.id),
  );
};
