// Open requirements (D38): the buyer posts and closes, manufacturers with matching stock read and
// reply, admins list and hide. Rules live in requirements.service.
import {
  AdminRequirement,
  AdminRequirementList,
  AdminRequirementListQuery,
  BuyerRequirement,
  BuyerRequirementList,
  BuyerRequirementListQuery,
  CreateRequirement,
  EmptyBody,
  HideRequirement,
  ManufacturerRequirementList,
  ManufacturerRequirementListQuery,
  RequirementReplied,
  RequirementReplyInput,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as requirements from './requirements.service';

export const requirementRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const noStore = { 'cache-control': 'no-store' };

  app.post(
    '/requirements',
    {
      config: { audience: 'buyer' },
      schema: {
        summary:
          'Post an open requirement: shown to every manufacturer with matching stock that delivers to the PIN’s state, until 10 replies or expiry (D38)',
        body: CreateRequirement,
        response: { 201: BuyerRequirement },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await requirements.createRequirement(deps, request.actor, request.body)),
  );

  app.get(
    '/me/requirements',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'My requirements, newest first, with their reply count, status and quote sheet group',
        querystring: BuyerRequirementListQuery,
        response: { 200: BuyerRequirementList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return requirements.listMyRequirements(deps, request.actor, request.query);
    },
  );

  app.post(
    '/me/requirements/:id/close',
    {
      config: { audience: 'buyer', permission: 'requirement.close' },
      schema: {
        summary: 'Close my requirement: it takes no more replies; the replies it has stay',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: BuyerRequirement },
      },
    },
    async (request) => requirements.closeMyRequirement(deps, request.actor, request.params.id),
  );

  app.get(
    '/vendor/requirements',
    {
      config: { audience: 'vendor' },
      schema: {
        summary:
          'Open requirements matching my products and delivery states, newest first, with why each matches',
        querystring: ManufacturerRequirementListQuery,
        response: { 200: ManufacturerRequirementList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return requirements.listManufacturerRequirements(deps, request.actor, request.query);
    },
  );

  app.post(
    '/vendor/requirements/:id/replies',
    {
      config: { audience: 'vendor', permission: 'requirement.reply' },
      schema: {
        summary:
          'Reply to an open requirement with one of my matching products (a D17 reply; a second one revises it); 409 when full, expired, closed or hidden',
        params: StoreIdParams,
        body: RequirementReplyInput,
        response: { 201: RequirementReplied },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await requirements.replyToRequirement(deps, request.actor, request.params.id, request.body)),
  );

  app.get(
    '/admin/requirements',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Every requirement, newest first, filtered by status',
        querystring: AdminRequirementListQuery,
        response: { 200: AdminRequirementList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return requirements.listAdminRequirements(deps, request.actor, request.query);
    },
  );

  app.post(
    '/admin/requirements/:id/hide',
    {
      config: { audience: 'admin', permission: 'requirement.hide' },
      schema: {
        summary: 'Hide a requirement with a reason (activity log): manufacturers no longer see it or reply',
        params: StoreIdParams,
        body: HideRequirement,
        response: { 200: AdminRequirement },
      },
    },
    async (request) => requirements.hideRequirement(deps, request.actor, request.params.id, request.body),
  );
};
