import fastifyMultipart from '@fastify/multipart';
import {
  AdminCreateGraniteImage,
  AdminListGraniteImagesQuery,
  AdminReorderGraniteImages,
  AdminUpdateGraniteImage,
  IdParam,
  StoreListGraniteImagesQuery,
} from '@granite/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { parseInput } from '../../lib/errors';
import { UPLOAD_LIMITS, uploadReader } from '../media/media.routes';
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

/** Hero carousel images and 3D viewer textures: public list plus the admin Images / 3D Viewer tabs. */
export const graniteImageRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, storage: app.deps.storage };

  app.get('/granite-images', async (request) => {
    const { category } = parseInput(StoreListGraniteImagesQuery, request.query);
    return listActiveGraniteImages(deps, category);
  });

  app.get('/admin/granite-images', async (request) => {
    const { category } = parseInput(AdminListGraniteImagesQuery, request.query);
    return adminListGraniteImages(deps, request.actor, category);
  });

  app.post('/admin/granite-images', async (request, reply) => {
    parseInput(AdminCreateGraniteImage, request.body ?? {});
    return reply.status(201).send(await addHeroImage(deps, request.actor));
  });

  app.put('/admin/granite-images/order', async (request) => {
    const input = parseInput(AdminReorderGraniteImages, request.body);
    return reorderImages(deps, request.actor, input);
  });

  app.patch('/admin/granite-images/:id', async (request) => {
    const { id } = parseInput(Params, request.params);
    const input = parseInput(AdminUpdateGraniteImage, request.body);
    return editGraniteImage(deps, request.actor, id, input);
  });

  app.put('/admin/granite-images/:id/image', async (request) => {
    const { id } = parseInput(Params, request.params);
    return replaceGraniteImage(deps, request.actor, { id, read: uploadReader(request) });
  });

  app.delete('/admin/granite-images/:id', async (request, reply) => {
    const { id } = parseInput(Params, request.params);
    await deleteGraniteImage(deps, request.actor, id);
    return reply.status(204).send();
  });
};
