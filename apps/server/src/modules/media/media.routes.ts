import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { media } from '../../db/schema';

const KEY = /^([a-f0-9]{32})-(\d{1,5})\.webp$/;

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const match = KEY.exec(request.params.key);
    const notFound = { error: { code: 'not_found', message: 'Image not found' } };
    if (!match) return reply.status(404).send(notFound);
    const rows = await app.deps.db.select().from(media).where(eq(media.hash, match[1]!)).limit(1);
    const row = rows[0];
    const variant = row?.variants.find((v) => v.key === request.params.key);
    if (!row || !variant) return reply.status(404).send(notFound);
    const body = await app.deps.storage.get(variant.key);
    if (!body) return reply.status(404).send(notFound);
    // Type comes from our own record, never from the upload; names are content hashes.
    return reply
      .header('content-type', row.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(body);
  });
};
