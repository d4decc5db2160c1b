// Samples of a lot (D39): the buyer asks for one from a lot and follows it under /me/samples; the
// manufacturer answers under /vendor/samples. Each handler parses with the shared schema (the contract
// plugin), makes one service call and answers.
import {
  AcceptSample,
  CreateSampleRequest,
  DeclineSample,
  DispatchSample,
  EmptyBody,
  ManufacturerSampleListQuery,
  PageQuery,
  SampleIdParams,
  SampleList,
  SampleView,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as samples from './samples.service';

export const sampleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };

  app.post(
    '/lots/:id/samples',
    {
      config: { audience: 'buyer', permission: 'sample.request' },
      schema: {
        summary:
          'Ask for a sample of a lot (409 when the lot has no available slabs or its product or manufacturer is not on sale)',
        params: SampleIdParams,
        body: CreateSampleRequest,
        response: { 201: SampleView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await samples.requestSample(deps, request.actor, request.params.id, request.body)),
  );

  app.get(
    '/me/samples',
    {
      config: { audience: 'buyer' },
      schema: { summary: 'My samples, newest first', querystring: PageQuery, response: { 200: SampleList } },
    },
    async (request) => samples.listMySamples(deps, request.actor, request.query),
  );

  app.post(
    '/me/samples/:id/received',
    {
      config: { audience: 'buyer', permission: 'sample.receive' },
      schema: {
        summary: 'Mark my dispatched sample as received',
        params: SampleIdParams,
        body: EmptyBody,
        response: { 200: SampleView },
      },
    },
    async (request) => samples.markReceived(deps, request.actor, request.params.id),
  );

  app.post(
    '/me/samples/:id/cancel',
    {
      config: { audience: 'buyer', permission: 'sample.cancel' },
      schema: {
        summary: 'Cancel my sample before it is dispatched',
        params: SampleIdParams,
        body: EmptyBody,
        response: { 200: SampleView },
      },
    },
    async (request) => samples.cancelSample(deps, request.actor, request.params.id),
  );

  app.get(
    '/vendor/samples',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'Sample requests for my lots, newest first, optionally of one status',
        querystring: ManufacturerSampleListQuery,
        response: { 200: SampleList },
      },
    },
    async (request) => samples.listManufacturerSamples(deps, request.actor, request.query),
  );

  app.post(
    '/vendor/samples/:id/accept',
    {
      config: { audience: 'vendor', permission: 'sample.answer' },
      schema: {
        summary: 'Accept a sample request with its fee in rupees (0 = free)',
        params: SampleIdParams,
        body: AcceptSample,
        response: { 200: SampleView },
      },
    },
    async (request) => samples.acceptSample(deps, request.actor, request.params.id, request.body),
  );

  app.post(
    '/vendor/samples/:id/decline',
    {
      config: { audience: 'vendor', permission: 'sample.answer' },
      schema: {
        summary: 'Decline a sample request with a reason',
        params: SampleIdParams,
        body: DeclineSample,
        response: { 200: SampleView },
      },
    },
    async (request) => samples.declineSample(deps, request.actor, request.params.id, request.body),
  );

  app.post(
    '/vendor/samples/:id/dispatch',
    {
      config: { audience: 'vendor', permission: 'sample.dispatch' },
      schema: {
        summary: 'Dispatch an accepted sample with the courier and tracking number',
        params: SampleIdParams,
        body: DispatchSample,
        response: { 200: SampleView },
      },
    },
    async (request) => samples.dispatchSample(deps, request.actor, request.params.id, request.body),
  );
};
