// D31: the link a signed-out visitor's quote request mails (trade.routes.ts names it). The token
// is the path's last part; the request logger redacts it (logger.ts), and only its hash is stored.
import {
  EmptyBody,
  QuoteLinkParams,
  VisitorAccountCreated,
  VisitorCreateAccount,
  VisitorQuoteLink,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as visitor from './visitor.service';

export const visitorQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  app.get(
    '/quote-links/:token',
    {
      config: { audience: 'public' },
      schema: {
        summary: "A signed-out visitor's quote requests and the manufacturers' replies, by the mailed link",
        params: QuoteLinkParams,
        response: { 200: VisitorQuoteLink },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return visitor.getVisitorLink(deps, request.params.token);
    },
  );

  app.post(
    '/quote-links/:token/confirm',
    {
      config: { audience: 'public' },
      schema: {
        summary: "Confirm a signed-out visitor's e-mail address: the requests go ahead (once)",
        params: QuoteLinkParams,
        body: EmptyBody,
        response: { 200: VisitorQuoteLink },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return visitor.confirmVisitorLink(deps, request.params.token);
    },
  );

  app.post(
    '/quote-links/:token/account',
    {
      config: { audience: 'public' },
      schema: {
        summary: "Set a password: an account for the link's address that holds its requests",
        params: QuoteLinkParams,
        body: VisitorCreateAccount,
        response: { 201: VisitorAccountCreated },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await visitor.createVisitorAccount({ ...deps, auth: app.auth }, request.params.token, request.body),
        ),
  );
};
