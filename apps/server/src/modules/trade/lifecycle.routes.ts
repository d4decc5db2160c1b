import {
  AdminQuoteDetail,
  AdminQuoteList,
  AdminQuoteListQuery,
  CloseQuoteRequest,
  DecideQuoteReply,
  EmptyBody,
  ManufacturerQuoteDetail,
  ManufacturerQuoteList,
  ManufacturerQuoteListQuery,
  QuoteDecision,
  QuoteReplyInput,
  QuoteSettings,
  StoreIdParams,
  UpdateQuoteSettings,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as admin from './admin-requests.service';
import * as decisions from './decisions.service';
import * as lifecycle from './lifecycle.service';
import * as replies from './replies.service';

/** D17: the admin's Quote Requests tab, the manufacturer's inbox and the buyer's decision. */
export const quoteLifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const noStore = { 'cache-control': 'no-store' };

  // ---------------------------------------------------------------- admin

  app.get(
    '/admin/quote-requests',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Quote requests with filters (status, manufacturer, dates, search, waiting over 24 h)',
        querystring: AdminQuoteListQuery,
        response: { 200: AdminQuoteList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.listAdminQuoteRequests(deps, request.actor, request.query);
    },
  );

  app.get(
    '/admin/quote-requests/auto-forward',
    {
      config: { audience: 'admin' },
      schema: { summary: 'The auto-forward setting of new quote requests', response: { 200: QuoteSettings } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return lifecycle.getQuoteSettings(deps, request.actor);
    },
  );

  app.put(
    '/admin/quote-requests/auto-forward',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Turn auto-forwarding of new quote requests on or off (D29 version)',
        body: UpdateQuoteSettings,
        response: { 200: QuoteSettings },
      },
    },
    async (request) => lifecycle.updateQuoteSettings(deps, request.actor, request.body),
  );

  app.get(
    '/admin/quote-requests/:id',
    {
      config: { audience: 'admin', permission: 'request.read' },
      schema: {
        summary: 'One quote request with its replies, thread (read only) and order',
        params: StoreIdParams,
        response: { 200: AdminQuoteDetail },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return admin.getAdminQuoteRequest(deps, request.actor, request.params.id);
    },
  );

  app.post(
    '/admin/quote-requests/:id/forward',
    {
      config: { audience: 'admin', permission: 'request.forward' },
      schema: {
        summary: 'Forward a pending quote request to its manufacturer',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: AdminQuoteDetail },
      },
    },
    async (request) => admin.forwardQuoteRequest(deps, request.actor, request.params.id),
  );

  app.post(
    '/admin/quote-requests/:id/close',
    {
      config: { audience: 'admin', permission: 'request.close' },
      schema: {
        summary: 'Close a quote request that has not become an order, with a reason',
        params: StoreIdParams,
        body: CloseQuoteRequest,
        response: { 200: AdminQuoteDetail },
      },
    },
    async (request) => admin.closeQuoteRequest(deps, request.actor, request.params.id, request.body),
  );

  // ---------------------------------------------------------------- manufacturer

  app.get(
    '/vendor/quote-requests',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'Quote requests forwarded to my manufacturers, unanswered first',
        querystring: ManufacturerQuoteListQuery,
        response: { 200: ManufacturerQuoteList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return replies.listManufacturerQuoteRequests(deps, request.actor, request.query);
    },
  );

  app.get(
    '/vendor/quote-requests/:id',
    {
      config: { audience: 'vendor', permission: 'request.read' },
      schema: {
        summary: 'One forwarded quote request with my replies (every revision) and its order',
        params: StoreIdParams,
        response: { 200: ManufacturerQuoteDetail },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return replies.getManufacturerQuoteRequest(deps, request.actor, request.params.id);
    },
  );

  app.post(
    '/vendor/quote-requests/:id/replies',
    {
      config: { audience: 'vendor', permission: 'reply.write' },
      schema: {
        summary:
          'Reply to a forwarded quote request, or revise the reply (kept as a new revision); slabIds offer and hold slabs until validUntil (D33)',
        params: StoreIdParams,
        body: QuoteReplyInput,
        response: { 201: ManufacturerQuoteDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await replies.replyToQuoteRequest(deps, request.actor, request.params.id, request.body)),
  );

  // ---------------------------------------------------------------- buyer

  app.post(
    '/me/quote-replies/:id/accept',
    {
      config: { audience: 'buyer', permission: 'reply.decide' },
      schema: {
        summary: "Accept a manufacturer's quote: it becomes an order",
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: QuoteDecision },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return decisions.acceptQuoteReply(deps, request.actor, request.params.id);
    },
  );

  app.post(
    '/me/quote-replies/:id/decline',
    {
      config: { audience: 'buyer', permission: 'reply.decide' },
      schema: {
        summary: "Decline a manufacturer's quote (reason optional)",
        params: StoreIdParams,
        body: DecideQuoteReply,
        response: { 200: QuoteDecision },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return decisions.declineQuoteReply(deps, request.actor, request.params.id, request.body);
    },
  );
};
