// GET /api/v1/content, /api/v1/content/{key}: public reads (merged over defaults).
// PUT /api/v1/admin/content/{key}: admin writes. POST /api/v1/contact: the contact form (D21).
import { createHash } from 'node:crypto';
import { ContentKeyParams, StoreContentQuery } from '@granite/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, parseInput } from '../../lib/errors';
import { requireRole } from '../auth/actor';
import { consumeRateLimit, RATE_LIMIT_MESSAGE } from '../auth/rate-limit';
import {
  CONTACT_RATE_RULE,
  type ContentDeps,
  getContentBlock,
  getContentBlocks,
  sharedContentCache,
  submitContactMessage,
  updateContentBlock,
} from './content.service';

/** Long legal texts are allowed up to 100k characters; a 1 MB field must reach the schema to be named. */
const CONTENT_BODY_LIMIT = 4 * 1024 * 1024;

/** Content changes rarely and is read on every page: revalidate with the ETag (a 304 sends nothing). */
function sendRevalidated(request: FastifyRequest, reply: FastifyReply, answer: unknown) {
  const body = JSON.stringify(answer);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'public, max-age=0, must-revalidate');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

export const contentRoutes: FastifyPluginAsync = async (app) => {
  const cache = sharedContentCache(app.deps.db, app.log);
  const deps = (): ContentDeps => ({
    db: app.deps.db,
    mail: app.deps.mail,
    config: app.deps.config,
    log: app.log,
    cache,
  });

  app.get('/content', async (request, reply) => {
    const { keys } = parseInput(StoreContentQuery, request.query);
    return sendRevalidated(request, reply, await getContentBlocks(deps(), keys));
  });

  app.get('/content/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    return sendRevalidated(request, reply, await getContentBlock(deps(), key));
  });

  // The role is checked before the (large) body is read; the service checks it again (STYLE).
  app.put(
    '/admin/content/:key',
    { bodyLimit: CONTENT_BODY_LIMIT, onRequest: requireRole('admin') },
    async (request, reply) => {
      const { key } = parseInput(ContentKeyParams, request.params);
      reply.header('cache-control', 'no-store');
      return updateContentBlock(deps(), request.actor, key, request.body);
    },
  );

  app.post('/contact', async (request, reply) => {
    const { allowed, retryAfter } = await consumeRateLimit(
      app.deps.db,
      `ip|contact|${request.ip}`,
      CONTACT_RATE_RULE,
    );
    if (!allowed) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError('rate_limited', RATE_LIMIT_MESSAGE);
    }
    const created = await submitContactMessage(deps(), { ip: request.ip }, request.body ?? {});
    return reply.status(201).send({
      ...created,
      message: "Thank you for your message. We'll get back to you soon.",
    });
  });
};
