import fastifyMultipart from '@fastify/multipart';
import {
  AdminCreateGraniteImage,
  AdminListGraniteImagesQuery,
  AdminReorderGraniteImages,
  AdminUpdateGraniteImage,
  GraniteImage,
  IdParam,
  StoreListGraniteImagesQuery,
  UploadedImage,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_LIMITS, uploadReader } from '../../lib/upload';
import { MultipartImageBody } from '../../plugins/api-contract';
import {
  addHeroImage,
  adminListGraniteImages,
  deleteGraniteImage,
  editGraniteImage,
  listActiveGraniteImages,
  reorderImages,
  replaceGraniteImage,
} from './granite-images.service';

const Params = z.object({ id: IdParam }).strict();
const GraniteImageList = z.object({ items: z.array(GraniteImage) });
const admin = { audience: 'admin' } as const;

/** Hero carousel images and 3D viewer textures: public list plus the admin Images / 3D Viewer tabs. */
export const graniteImageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, storage: app.deps.storage };

  app.get(
    '/granite-images',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Active hero images or 3D viewer textures, in order',
        querystring: StoreListGraniteImagesQuery,
        response: { 200: GraniteImageList },
      },
    },
    async (request) => listActiveGraniteImages(deps, request.query.category),
  );

  app.get(
    '/admin/granite-images',
    {
      config: admin,
      schema: {
        summary: 'Every hero image or 3D viewer texture, active or not',
        querystring: AdminListGraniteImagesQuery,
        response: { 200: GraniteImageList },
      },
    },
    async (request) => adminListGraniteImages(deps, request.actor, request.query.category),
  );

  app.post(
    '/admin/granite-images',
    {
      config: admin,
      schema: {
        summary: "Add a hero image ('New Hero Image'; its picture is uploaded next)",
        body: AdminCreateGraniteImage,
        response: { 201: GraniteImage },
      },
    },
    async (request, reply) => reply.status(201).send(await addHeroImage(deps, request.actor)),
  );

  app.put(
    '/admin/granite-images/order',
    {
      config: admin,
      schema: {
        summary: 'Reorder the images of a category',
        body: AdminReorderGraniteImages,
        response: { 200: GraniteImageList },
      },
    },
    async (request) => reorderImages(deps, request.actor, request.body),
  );

  app.patch(
    '/admin/granite-images/:id',
    {
      config: admin,
      schema: {
        summary: "Edit an image's name, description, colour or status",
        params: Params,
        body: AdminUpdateGraniteImage,
        response: { 200: GraniteImage },
      },
    },
    async (request) => editGraniteImage(deps, request.actor, request.params.id, request.body),
  );

  app.put(
    '/admin/granite-images/:id/image',
    {
      config: admin,
      schema: {
        summary: "Replace an image's picture",
        params: Params,
        consumes: ['multipart/form-data'],
        body: MultipartImageBody,
        response: { 200: UploadedImage.extend({ graniteImage: GraniteImage }) },
      },
    },
    async (request) =>
      replaceGraniteImage(deps, request.actor, { id: request.params.id, read: uploadReader(request) }),
  );

  app.delete(
    '/admin/granite-images/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a hero image (the five 3D textures cannot be deleted)',
        params: Params,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteGraniteImage(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
