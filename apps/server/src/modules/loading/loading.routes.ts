// D49: the order's loading list — the yard's scans, bundle photos and the reasons a slab does not
// travel (the manufacturer's side), and the as-loaded list the buyer reads and whose replacement
// slabs the buyer accepts.
import fastifyMultipart from '@fastify/multipart';
import {
  EmptyBody,
  LOADING_PHOTOS_MAX,
  LoadingPhotoParams,
  LoadingSlabParams,
  LoadingView,
  RecordShortfall,
  ScanResult,
  ScanSlab,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_LIMITS, uploadReader } from '../../lib/upload';
import { MultipartImageBody } from '../../plugins/api-contract';
import * as loading from './loading.service';

export const loadingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config };
  const mediaDeps = { db: app.deps.db, storage: app.deps.storage };

  app.get(
    '/vendor/orders/:id/loading',
    {
      config: { audience: 'vendor', permission: 'loading.read' },
      schema: {
        summary: 'The loading list of my order: each slab sold on it scanned or missing, with totals',
        params: StoreIdParams,
        response: { 200: LoadingView },
      },
    },
    async (request) => loading.loadingOf(deps, request.actor, request.params.id, 'manufacturer'),
  );

  app.post(
    '/vendor/orders/:id/loading/scans',
    {
      config: { audience: 'vendor', permission: 'order.load' },
      schema: {
        summary: 'Load a slab onto my order: its label’s QR code, or its block and number (once per slab)',
        params: StoreIdParams,
        body: ScanSlab,
        response: { 200: ScanResult },
      },
    },
    async (request) => loading.scanSlab(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/vendor/orders/:id/loading/scans/:slabId',
    {
      config: { audience: 'vendor', permission: 'order.load' },
      schema: {
        summary: 'Take a scanned slab off my order’s loading list, before it ships',
        params: LoadingSlabParams,
        response: { 200: LoadingView },
      },
    },
    async (request) => loading.removeScan(deps, request.actor, request.params.id, request.params.slabId),
  );

  app.post(
    '/vendor/orders/:id/loading/shortfalls',
    {
      config: { audience: 'vendor', permission: 'order.load' },
      schema: {
        summary: 'Write down why a slab of my order does not travel: broken, or replaced by another slab',
        params: StoreIdParams,
        body: RecordShortfall,
        response: { 200: LoadingView },
      },
    },
    async (request) => loading.recordShortfall(deps, request.actor, request.params.id, request.body),
  );

  app.post(
    '/vendor/orders/:id/loading/complete',
    {
      config: { audience: 'vendor', permission: 'order.load' },
      schema: {
        summary: 'Tell the buyer my order is loaded (once every slab is loaded or accounted for)',
        params: StoreIdParams,
        body: EmptyBody,
        response: { 200: LoadingView },
      },
    },
    async (request) => loading.announceLoaded(deps, request.actor, request.params.id),
  );

  app.post(
    '/vendor/orders/:id/loading/photos',
    {
      config: { audience: 'vendor', permission: 'order.load' },
      schema: {
        summary: `Add a photo of a loaded bundle to my order (at most ${LOADING_PHOTOS_MAX})`,
        params: StoreIdParams,
        consumes: ['multipart/form-data'],
        body: MultipartImageBody,
        response: { 201: LoadingView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await loading.addLoadingPhoto(mediaDeps, request.actor, request.params.id, uploadReader(request)),
        ),
  );

  app.delete(
    '/vendor/orders/:id/loading/photos/:photoId',
    {
      config: { audience: 'vendor', permission: 'order.load' },
      schema: {
        summary: 'Remove a bundle photo from my order, before it ships',
        params: LoadingPhotoParams,
        response: { 200: LoadingView },
      },
    },
    async (request) =>
      loading.removeLoadingPhoto(mediaDeps, request.actor, request.params.id, request.params.photoId),
  );

  app.get(
    '/me/orders/:id/loading',
    {
      config: { audience: 'buyer', permission: 'loading.read' },
      schema: {
        summary: 'The as-loaded list of my order: each slab loaded or missing and why, with bundle photos',
        params: StoreIdParams,
        response: { 200: LoadingView },
      },
    },
    async (request) => loading.loadingOf(deps, request.actor, request.params.id, 'buyer'),
  );

  app.post(
    '/me/orders/:id/loading/replacements/:slabId/accept',
    {
      config: { audience: 'buyer', permission: 'loading.accept' },
      schema: {
        summary: 'Accept the slab my manufacturer sends instead of a slab of my order',
        params: LoadingSlabParams,
        body: EmptyBody,
        response: { 200: LoadingView },
      },
    },
    async (request) =>
      loading.acceptReplacement(deps, request.actor, request.params.id, request.params.slabId),
  );
};
