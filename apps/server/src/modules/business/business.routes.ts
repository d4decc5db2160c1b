// D34: the buyer's business and delivery addresses (any signed-in account: its own rows only).
import {
  DeliveryAddressInput,
  DeliveryAddressList,
  DeliveryAddressView,
  MyBusiness,
  StoreIdParams,
  UpdateBuyerBusiness,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as business from './business.service';

const buyer = { audience: 'buyer' } as const;

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db };

  app.get(
    '/me/business',
    {
      config: buyer,
      schema: {
        summary: 'My business for GST invoices (company, GSTIN, billing address); null until saved (D34)',
        response: { 200: MyBusiness },
      },
    },
    async (request) => business.getMyBusiness(deps, request.actor),
  );

  app.put(
    '/me/business',
    {
      config: buyer,
      schema: {
        summary: "Save my business: the GSTIN's check digit and state must match the billing state (D8)",
        body: UpdateBuyerBusiness,
        response: { 200: MyBusiness },
      },
    },
    async (request) => business.saveMyBusiness(deps, request.actor, request.body),
  );

  app.get(
    '/me/delivery-addresses',
    {
      config: buyer,
      schema: { summary: 'My delivery addresses (sites, godowns)', response: { 200: DeliveryAddressList } },
    },
    async (request) => business.listMyDeliveryAddresses(deps, request.actor),
  );

  app.post(
    '/me/delivery-addresses',
    {
      config: buyer,
      schema: {
        summary: 'Add a delivery address',
        body: DeliveryAddressInput,
        response: { 201: DeliveryAddressView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await business.addDeliveryAddress(deps, request.actor, request.body)),
  );

  app.put(
    '/me/delivery-addresses/:id',
    {
      config: buyer,
      schema: {
        summary: 'Edit one of my delivery addresses',
        params: StoreIdParams,
        body: DeliveryAddressInput,
        response: { 200: DeliveryAddressView },
      },
    },
    async (request) => business.editDeliveryAddress(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/me/delivery-addresses/:id',
    {
      config: buyer,
      schema: {
        summary: 'Delete one of my delivery addresses (requests keep the copy they took)',
        params: StoreIdParams,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await business.removeDeliveryAddress(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
