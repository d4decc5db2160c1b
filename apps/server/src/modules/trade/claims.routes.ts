// D37: the buyer's quality claim with its photos, and the admin's orders and claim closing.
import fastifyMultipart from '@fastify/multipart';
import {
  AdminOrderList,
  AdminOrderListQuery,
  CLAIM_PHOTOS_MAX,
  ClaimIdParams,
  CloseClaim,
  CreateClaim,
  OrderClaimView,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS, uploadReader } from '../../lib/upload';
import { MultipartImageBody } from '../../plugins/api-contract';
import * as claims from './claims.service';

export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const mediaDeps = { ...deps, storage: app.deps.storage };

  app.post(
    '/me/orders/:id/claims',
    {
      config: { audience: 'buyer', permission: 'claim.raise' },
      schema: {
        summary: `Raise a quality claim on my order within 7 days of delivery (photos follow, at most ${CLAIM_PHOTOS_MAX})`,
        params: StoreIdParams,
        body: CreateClaim,
        response: { 201: OrderClaimView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await claims.raiseClaim(deps, request.actor, request.params.id, request.body)),
  );

  app.post(
    '/me/orders/:id/claims/:claimId/photos',
    {
      config: { audience: 'buyer', permission: 'claim.raise' },
      schema: {
        summary: `Add a photo to my open quality claim (at most ${CLAIM_PHOTOS_MAX})`,
        params: ClaimIdParams,
        consumes: ['multipart/form-data'],
        body: MultipartImageBody,
        response: { 201: OrderClaimView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await claims.addClaimPhoto(
            mediaDeps,
            request.actor,
            request.params.id,
            request.params.claimId,
            uploadReader(request),
          ),
        ),
  );

  app.get(
    '/admin/orders',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Every order, those with an open quality claim or a disputed payment first',
        querystring: AdminOrderListQuery,
        response: { 200: AdminOrderList },
      },
    },
    async (request, reply) => {
      reply.headers({ 'cache-control': 'no-store' });
      return claims.listAdminOrders(deps, request.actor, request.query);
    },
  );

  app.post(
    '/admin/orders/:id/claims/:claimId/close',
    {
      config: { audience: 'admin', permission: 'claim.close' },
      schema: {
        summary: 'Close a quality claim with an outcome and a note for both sides',
        params: ClaimIdParams,
        body: CloseClaim,
        response: { 200: OrderClaimView },
      },
    },
    async (request) =>
      claims.closeClaim(deps, request.actor, request.params.id, request.params.claimId, request.body),
  );
};
