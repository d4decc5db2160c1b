import {
  AdminCreateStoneVariety,
  AdminStoneVariety,
  AdminStoneVarietyList,
  AdminUpdateStoneVariety,
  StoreIdParams,
  StoreStoneVarietyList,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as varieties from './varieties.service';

const admin = { audience: 'admin' } as const;

/** D32: the stone varieties admins keep, and the public list of active ones. */
export const stoneVarietyRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/stone-varieties',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'The active stone varieties by name (product forms and catalogue filters; D32)',
        response: { 200: StoreStoneVarietyList },
      },
    },
    async () => varieties.listPublicVarieties(deps),
  );

  app.get(
    '/admin/stone-varieties',
    {
      config: admin,
      schema: {
        summary: 'Every stone variety, active and hidden, with its product and manufacturer counts',
        response: { 200: AdminStoneVarietyList },
      },
    },
    async (request) => varieties.listVarieties(deps, request.actor),
  );

  app.post(
    '/admin/stone-varieties',
    {
      config: admin,
      schema: {
        summary: 'Add a stone variety (409 naming the name when it exists)',
        body: AdminCreateStoneVariety,
        response: { 201: AdminStoneVariety },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await varieties.createVariety(deps, request.actor, request.body)),
  );

  app.patch(
    '/admin/stone-varieties/:id',
    {
      config: admin,
      schema: {
        summary: 'Edit, hide or show a stone variety (send the version you loaded; 409 when it moved on)',
        params: StoreIdParams,
        body: AdminUpdateStoneVariety,
        response: { 200: AdminStoneVariety },
      },
    },
    async (request) => varieties.updateVariety(deps, request.actor, request.params.id, request.body),
  );
};
