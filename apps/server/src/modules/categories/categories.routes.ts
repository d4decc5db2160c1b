import {
  AdminCategory,
  AdminCategoryList,
  AdminCreateCategory,
  AdminDeleteCategoryQuery,
  AdminSaveCategories,
  AdminUpdateCategory,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as categories from './categories.service';

const admin = { audience: 'admin' } as const;

/** Admin "Manage Granite Categories" (admin spec 2, 5, 8). */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage };

  app.get(
    '/admin/categories',
    {
      config: admin,
      schema: {
        summary: 'Every category that is not deleted, with its product counts',
        response: { 200: AdminCategoryList },
      },
    },
    async (request) => categories.listCategories(deps, request.actor),
  );

  app.post(
    '/admin/categories',
    {
      config: admin,
      schema: {
        summary:
          "Add a category (missing name: 'New Granite {id}'; missing description: 'Description pending')",
        body: AdminCreateCategory,
        response: { 201: AdminCategory },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await categories.createCategory(deps, request.actor, request.body)),
  );

  app.put(
    '/admin/categories',
    {
      config: admin,
      schema: {
        summary: 'Save All Changes: several edited categories in one transaction (all or nothing)',
        body: AdminSaveCategories,
        response: { 200: AdminCategoryList },
      },
    },
    async (request) => categories.saveAllCategories(deps, request.actor, request.body),
  );

  app.patch(
    '/admin/categories/:id',
    {
      config: admin,
      schema: {
        summary: 'Edit a category (send the version you loaded; 409 when somebody saved it meanwhile)',
        params: StoreIdParams,
        body: AdminUpdateCategory,
        response: { 200: AdminCategory },
      },
    },
    async (request) => categories.updateCategory(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/admin/categories/:id',
    {
      config: admin,
      schema: {
        summary: 'Delete a category (soft: hidden from the catalogue, its products keep their row)',
        params: StoreIdParams,
        querystring: AdminDeleteCategoryQuery,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await categories.deleteCategory(deps, request.actor, request.params.id, request.query.version);
      return reply.status(204).send(null);
    },
  );
};
