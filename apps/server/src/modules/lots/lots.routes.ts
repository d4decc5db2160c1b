// Lots and slabs (D32): the storefront's lot views (public) and the manufacturer's inventory under
// /api/v1/vendor/… (lots, slabs in bulk, photos, the CSV import, slabs sold outside the platform).
// Each handler parses with the shared schema (the contract plugin), makes one service call and answers.
import fastifyMultipart from '@fastify/multipart';
import {
  CreateLot,
  IdParam,
  IMAGE_MESSAGES,
  InventoryList,
  InventoryQuery,
  InventorySlabView,
  LOT_LIMITS,
  ManufacturerLotDetail,
  ManufacturerLotList,
  ManufacturerLotListQuery,
  MarkSlabsSold,
  MarkSlabsSoldResult,
  ProductLotsView,
  PublicLotView,
  SlabImportInput,
  SlabImportReport,
  SlabPhotoMatchReport,
  SlabRowsInput,
  UpdateLot,
  UpdateSlab,
} from '@granite/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { UPLOAD_LIMITS, uploadReader } from '../../lib/upload';
import { MultipartImageBody } from '../../plugins/api-contract';
import * as inventory from './inventory.service';
import * as lots from './lots.service';
import { importSlabs } from './slab-import.service';
import * as photos from './slab-photos.service';

const IdParams = z.object({ id: IdParam }).strict();
const LotPhotoParams = z.object({ id: IdParam, photoId: IdParam }).strict();
const Removed = z.null().describe('Deleted');
const upload = { consumes: ['multipart/form-data'], body: MultipartImageBody };

/** The files of a bulk photo upload, one at a time; a file over 5 MB is reported, not a failure. */
function bulkFiles(request: FastifyRequest) {
  return async function* (): AsyncIterable<photos.BulkFile> {
    if (!request.isMultipart()) {
      throw new AppError(
        'unsupported_media_type',
        'Send the photos as multipart/form-data, one "file" part each',
      );
    }
    const parts = request.files({
      limits: {
        ...UPLOAD_LIMITS,
        files: LOT_LIMITS.bulkPhotosMax,
        parts: LOT_LIMITS.bulkPhotosMax + 4,
      },
      throwFileSizeLimit: false,
    });
    try {
      for await (const part of parts) {
        const bytes = await part.toBuffer();
        if (part.file.truncated) yield { filename: part.filename, problem: IMAGE_MESSAGES.tooLarge };
        else yield { bytes, filename: part.filename };
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new AppError(
          'payload_too_large',
          `One upload takes at most ${LOT_LIMITS.bulkPhotosMax} photos; upload the rest separately`,
        );
      }
      if (/^Unexpected end of (multipart data|form)$/.test((err as Error).message)) {
        throw new AppError('invalid_data', 'The upload was cut off. Please try again.', {
          file: 'was cut off',
        });
      }
      throw err;
    }
  };
}

export const lotRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: UPLOAD_LIMITS });
  const deps = { db: app.deps.db, storage: app.deps.storage };

  // ------------------------------------------------------------ storefront

  app.get(
    '/products/:id/lots',
    {
      config: { audience: 'public' },
      schema: {
        summary:
          "A product's lots as its page shows them first: each lot's counts, sq.ft, sizes and picture, and the first lot's first 12 slabs (sold slabs are not shown; a lot's other slabs are GET /lots/{id})",
        params: IdParams,
        response: { 200: ProductLotsView },
      },
    },
    async (request) => lots.productLots(deps, request.params.id),
  );

  app.get(
    '/lots/:id',
    {
      config: { audience: 'public' },
      schema: {
        summary:
          'One lot of a shown product with all its available and held slabs, photos in every rendition',
        params: IdParams,
        response: { 200: PublicLotView },
      },
    },
    async (request) => lots.publicLot(deps, request.params.id),
  );

  // ------------------------------------------------------------ the manufacturer's lots

  app.get(
    '/vendor/lots',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'My lots, newest first, with their slab counts and sq.ft per status',
        querystring: ManufacturerLotListQuery,
        response: { 200: ManufacturerLotList },
      },
    },
    async (request) => lots.listLots(deps, request.actor, request.query),
  );

  app.post(
    '/vendor/lots',
    {
      config: { audience: 'vendor', permission: 'lot.create' },
      schema: {
        summary: 'Add a lot (a block or a bundle of it) to one of my products',
        body: CreateLot,
        response: { 201: ManufacturerLotDetail },
      },
    },
    async (request, reply) => reply.status(201).send(await lots.createLot(deps, request.actor, request.body)),
  );

  app.get(
    '/vendor/lots/:id',
    {
      config: { audience: 'vendor', permission: 'lot.read' },
      schema: {
        summary: 'One of my lots with all its slabs',
        params: IdParams,
        response: { 200: ManufacturerLotDetail },
      },
    },
    async (request) => lots.getLot(deps, request.actor, request.params.id),
  );

  app.put(
    '/vendor/lots/:id',
    {
      config: { audience: 'vendor', permission: 'lot.write' },
      schema: {
        summary: 'Edit a lot over the version loaded (a newer one is a 409)',
        params: IdParams,
        body: UpdateLot,
        response: { 200: ManufacturerLotDetail },
      },
    },
    async (request) => lots.updateLot(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/vendor/lots/:id',
    {
      config: { audience: 'vendor', permission: 'lot.write' },
      schema: {
        summary: 'Delete a lot whose slabs are all available (a held or sold slab is a 409 naming it)',
        params: IdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await lots.deleteLot(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vendor/lots/:id/photos',
    {
      config: { audience: 'vendor', permission: 'lot.write' },
      schema: {
        summary: `Add a photo of the lot's bundle (at most ${LOT_LIMITS.photosMax})`,
        params: IdParams,
        ...upload,
        response: { 201: ManufacturerLotDetail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await photos.addLotPhoto(deps, request.actor, request.params.id, uploadReader(request))),
  );

  app.delete(
    '/vendor/lots/:id/photos/:photoId',
    {
      config: { audience: 'vendor', permission: 'lot.write' },
      schema: {
        summary: "Remove a photo of the lot's bundle",
        params: LotPhotoParams,
        response: { 200: ManufacturerLotDetail },
      },
    },
    async (request) => photos.removeLotPhoto(deps, request.actor, request.params.id, request.params.photoId),
  );

  app.post(
    '/vendor/lots/:id/slabs',
    {
      config: { audience: 'vendor', permission: 'lot.write' },
      schema: {
        summary: 'Add slabs to a lot, all rows or none (sizes in mm or feet and inches)',
        params: IdParams,
        body: SlabRowsInput,
        response: { 201: ManufacturerLotDetail },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await inventory.addSlabs(deps, request.actor, request.params.id, request.body)),
  );

  // ------------------------------------------------------------ the Inventory screen

  app.get(
    '/vendor/slabs',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'My slabs across products (or of one product or lot), filtered, with totals per status',
        querystring: InventoryQuery.strict(),
        response: { 200: InventoryList },
      },
    },
    async (request) => inventory.listInventory(deps, request.actor, request.query),
  );

  app.post(
    '/vendor/slabs/mark-sold',
    {
      config: { audience: 'vendor', permission: 'slab.write' },
      schema: {
        summary: 'Mark available slabs sold outside the platform, all or none',
        body: MarkSlabsSold,
        response: { 200: MarkSlabsSoldResult },
      },
    },
    async (request) => inventory.markSold(deps, request.actor, request.body),
  );

  app.put(
    '/vendor/slabs/:id',
    {
      config: { audience: 'vendor', permission: 'slab.write' },
      schema: {
        summary: 'Edit an available slab over the version loaded (held or sold: 409)',
        params: IdParams,
        body: UpdateSlab,
        response: { 200: InventorySlabView },
      },
    },
    async (request) => inventory.updateSlab(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/vendor/slabs/:id',
    {
      config: { audience: 'vendor', permission: 'slab.write' },
      schema: {
        summary: 'Delete an available slab (held or sold: 409)',
        params: IdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await inventory.deleteSlab(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/vendor/slabs/:id/photo',
    {
      config: { audience: 'vendor', permission: 'slab.write' },
      schema: {
        summary: "Set a slab's photo (replacing the one before)",
        params: IdParams,
        ...upload,
        response: { 201: InventorySlabView },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await photos.setPhotoOfSlab(deps, request.actor, request.params.id, uploadReader(request))),
  );

  app.post(
    '/vendor/slab-photos',
    {
      config: { audience: 'vendor', firmPermission: 'inventory.write' },
      schema: {
        summary: `Photos of many slabs at once (up to ${LOT_LIMITS.bulkPhotosMax} "file" parts), each matched by its name: B114-07.jpg is slab 7 of block B114`,
        ...upload,
        response: { 200: SlabPhotoMatchReport },
      },
    },
    async (request) => photos.matchSlabPhotos(deps, request.actor, bulkFiles(request)),
  );

  app.post(
    '/vendor/products/:id/slab-import',
    {
      config: { audience: 'vendor', permission: 'lot.create' },
      // A 2,000-slab file with its JSON quoting fits well within this.
      bodyLimit: LOT_LIMITS.importMaxBytes * 2,
      schema: {
        summary:
          'Import slabs of a product from CSV: a preview (confirm false) or the import of the good rows',
        params: IdParams,
        body: SlabImportInput,
        response: { 200: SlabImportReport },
      },
    },
    async (request) => importSlabs(deps, request.actor, request.params.id, request.body),
  );
};
