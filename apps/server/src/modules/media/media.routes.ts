import fastifyMultipart from '@fastify/multipart';
import { IdParam, UploadedImage, UploadKindQuery } from '@granite/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS, uploadReader } from '../../lib/upload';
import { MultipartImageBody } from '../../plugins/api-contract';
import { deleteImage, readImageFile, uploadImage } from './media.service';

/** GET /media/:key: files of stored images (no /api/v1 prefix; docs/architecture.md, Shape). */
export const mediaRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage };
  app.get<{ Params: { key: string } }>('/media/:key', async (request, reply) => {
    const file = await readImageFile(deps, request.params.key, request.headers.accept);
    // A rendition with an AVIF twin answers by the browser's Accept: caches keep one copy per Accept.
    if (file.negotiated) reply.header('vary', 'accept');
    // Names are content hashes, so a file never changes and may be cached for a year.
    return reply
      .header('content-type', file.mimeType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .send(file.bytes);
  });
};

const MediaIdParams = z.object({ id: z.uuid('must be an image id') }).strict();
const _RecordIdParams = z.object({ id: IdParam }).strict();
const _NoQuery = z.object({}).strict();
const Removed = z.null().describe('Removed');
const upload = { consumes: ['multipart/form-data'], body: MultipartImageBody };

/** Upload API under /api/v1 (ADR 005). */
export const mediaApiRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, storage: app.deps.storage };

  app.post(
    '/media',
    {
      config: { audience: 'vendor-or-admin' },
      schema: {
        summary: 'Upload an image for a form that attaches it later (vendors: product and logo images)',
        querystring: UploadKindQuery,
        ...upload,
        response: { 201: UploadedImage },
      },
    },
    async (request, reply) => {
      const result = await uploadImage(deps, request.actor, {
        kind: request.query.kind,
        read: uploadReader(request),
      });
      return reply.status(201).send(result);
    },
  );

  app.delete(
    '/media/:id',
    {
      config: { audience: 'vendor-or-admin' },
      schema: {
        summary: 'Delete an uploaded image that nothing shows any more (its uploader or an admin)',
        params: MediaIdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await deleteImage(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
