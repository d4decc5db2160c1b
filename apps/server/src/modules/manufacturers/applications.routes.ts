import {
  ManufacturerApplication,
  ManufacturerOwnedManufacturers,
  ManufacturerRegistration,
  MessageAnswer,
  MyManufacturerApplication,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authHeaders } from '../auth/auth.plugin';
import * as applications from './applications.service';

export const manufacturerApplicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ ...app.deps, auth: app.auth });

  // Public: creates the account and the application (admin 2 "Manufacturer registration").
  app.post(
    '/vendor-applications',
    {
      config: { audience: 'public' },
      schema: {
        summary: 'Register as a manufacturer: a new account plus an application for review',
        body: ManufacturerRegistration,
        response: { 201: MessageAnswer },
      },
    },
    async (request, reply) => {
      const result = await applications.registerManufacturer(
        deps(),
        { ip: request.ip },
        request.body,
        authHeaders(request),
      );
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/me/vendor-application',
    {
      config: { audience: 'buyer' },
      schema: { summary: 'My latest manufacturer application', response: { 200: MyManufacturerApplication } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applications.myApplication(deps(), request.actor);
    },
  );

  app.post(
    '/me/vendor-application',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'Apply as a manufacturer from my existing account',
        body: ManufacturerApplication,
        response: { 201: MyManufacturerApplication },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applications.applyAsSignedInUser(deps(), request.actor, request.body)),
  );

  app.put(
    '/me/vendor-application',
    {
      config: { audience: 'buyer' },
      schema: {
        summary: 'Correct my rejected manufacturer application and submit it again',
        body: ManufacturerApplication,
        response: { 200: MyManufacturerApplication },
      },
    },
    async (request) => applications.resubmitApplication(deps(), request.actor, request.body),
  );

  app.get(
    '/vendor/manufacturers',
    {
      config: { audience: 'vendor' },
      schema: { summary: 'The manufacturers I own', response: { 200: ManufacturerOwnedManufacturers } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return applications.myManufacturers(deps(), request.actor);
    },
  );
};
