// GET /api/v1/content, /api/v1/content/{key}: public reads (merged over defaults); /api/v1/content/legal-pages:
// the footer's legal links without the texts.
// GET and PUT /api/v1/admin/content/{key}: the admin forms (with the version of D29).
// GET /api/v1/admin/hero-statistics: the live counts of D25. POST /api/v1/contact: the contact form (D21).
import { createHash } from 'node:crypto';
import {
  AdminContentBlock,
  AdminContentBody,
  ContactMessageAccepted,
  ContentKeyParams,
  HeroLiveCounts,
  StoreContactMessage,
  StoreContentBlock,
  StoreContentBlocks,
  StoreContentQuery,
  StoreLegalPageLinks,
} from '@granite/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ContentDeps,
  getAdminContentBlock,
  getContentBlock,
  getContentBlocks,
  getHeroLiveCounts,
  getLegalPageLinks,
  sharedContentCache,
  submitContactMessage,
  updateContentBlock,
} from './content.service';

/** Long legal texts are allowed up to 100k characters; a 1 MB field must reach the schema to be named. */
const CONTENT_BODY_LIMIT = 4 * 1024 * 1024;

/** Any key may be asked for: an unknown one is a 404 (no such block), not a 400. */
const StoreContentKeyParams = z.object({ key: z.string().max(100) }).strict();

const NotModified = z.null().describe('Not modified: the ETag sent in If-None-Match is current');

/** Content changes rarely and is read on every page: revalidate with the ETag (a 304 sends nothing). */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, answer: unknown) {
  const body = JSON.stringify(answer);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = sharedContentCache(app.deps.db, app.log);
  const deps = (): ContentDeps => ({
    db: app.deps.db,
    mail: app.deps.mail,
    config: app.deps.config,
    log: app.log,
    cache,
  });

  app.get(
    '/content',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Site content blocks (all, or those named in `keys`), merged over the defaults',
        querystring: StoreContentQuery,
        response: { 200: StoreContentBlocks, 304: NotModified },
      },
    },
    async (request, reply) =>
      sendRevalidated(request, reply, await getContentBlocks(deps(), request.query.keys)),
  );

  // Before /content/:key in meaning, not only in Fastify's order: no content key is 'legal-pages'.
  app.get(
    '/content/legal-pages',
    {
      config: { audience: 'public' },
      schema: {
        summary: "The legal pages' titles and addresses for the footer, without their texts",
        response: { 200: StoreLegalPageLinks, 304: NotModified },
      },
    },
    async (request, reply) => sendRevalidated(request, reply, await getLegalPageLinks(deps())),
  );

  app.get(
    '/content/:key',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'One site content block',
        params: StoreContentKeyParams,
        response: { 200: StoreContentBlock, 304: NotModified },
      },
    },
    async (request, reply) =>
      sendRevalidated(request, reply, await getContentBlock(deps(), request.params.key)),
  );

  app.get(
    '/admin/content/:key',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'One site content block as its admin form edits it, with its version (D29)',
        params: ContentKeyParams,
        response: { 200: AdminContentBlock },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAdminContentBlock(deps(), request.actor, request.params.key);
    },
  );

  app.get(
    '/admin/hero-statistics',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'The live counts behind the hero statistics (D25)',
        response: { 200: HeroLiveCounts },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getHeroLiveCounts(deps(), request.actor);
    },
  );

  app.put(
    '/admin/content/:key',
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      config: { audience: 'admin' },
      schema: {
        summary:
          'Replace a site content block over the version the form loaded (a newer one answers 409, D29)',
        params: ContentKeyParams,
        body: AdminContentBody,
        response: { 200: AdminContentBlock },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return updateContentBlock(deps(), request.actor, request.params.key, request.body);
    },
  );

  app.post(
    '/contact',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Send a message to the site (stored for the admin inbox and e-mailed)',
        body: StoreContactMessage,
        response: { 201: ContactMessageAccepted },
      },
    },
    async (request, reply) => {
      const created = await submitContactMessage(deps(), { ip: request.ip }, request.body);
      return reply.status(201).send({
        ...created,
        message: "Thank you for your message. We'll get back to you soon.",
      });
    },
  );
};
