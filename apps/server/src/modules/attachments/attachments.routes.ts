// PUT/DELETE /products/:id/image and /vendors/:id/logo: the images a product or a manufacturer shows.
import fastifyMultipart from '@fastify/multipart';
import { IdParam, UploadedImage } from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS, uploadReader } from '../../lib/upload';
import { MultipartImageBody } from '../../plugins/api-contract';
import {
  removeManufacturerLogo,
  removeProductImage,
  replaceManufacturerLogo,
  replaceProductImage,
} from './attachments.service';

const RecordIdParams = z.object({ id: IdParam }).strict();
const NoQuery = z.object({}).strict();
const Removed = z.null().describe('Removed');
const upload = { consumes: ['multipart/form-data'], body: MultipartImageBody };

export const attachmentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, storage: app.deps.storage };

  app.put(
    '/products/:id/image',
    {
      config: { audience: 'vendor-or-admin', firmPermission: 'catalogue.write' },
      schema: {
        summary: "Replace a product's image (its manufacturer or an admin, D9)",
        params: RecordIdParams,
        querystring: NoQuery,
        ...upload,
        response: { 200: UploadedImage },
      },
    },
    async (request) =>
      replaceProductImage(deps, request.actor, { productId: request.params.id, read: uploadReader(request) }),
  );

  app.delete(
    '/products/:id/image',
    {
      config: { audience: 'vendor-or-admin', firmPermission: 'catalogue.write' },
      schema: {
        summary: "Remove a product's image",
        params: RecordIdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await removeProductImage(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/vendors/:id/logo',
    {
      config: { audience: 'vendor-or-admin', firmPermission: 'profile.write' },
      schema: {
        summary: "Replace a manufacturer's logo (its owner or an admin)",
        params: RecordIdParams,
        querystring: NoQuery,
        ...upload,
        response: { 200: UploadedImage },
      },
    },
    async (request) =>
      replaceManufacturerLogo(deps, request.actor, {
        vendorId: request.params.id,
        read: uploadReader(request),
      }),
  );

  app.delete(
    '/vendors/:id/logo',
    {
      config: { audience: 'vendor-or-admin', firmPermission: 'profile.write' },
      schema: {
        summary: "Remove a manufacturer's logo",
        params: RecordIdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await removeManufacturerLogo(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
