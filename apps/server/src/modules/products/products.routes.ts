// The product editors' API: /api/v1/admin/products… (admins) and /api/v1/vendor/products… (D9).
// Each handler parses with the shared schema (the contract plugin), calls one service function and
// answers; access, ownership (D9), versions (D29) and the activity log (D28) live in the service.
import {
  AdminBulkProductAction,
  AdminExportProductsQuery,
  AdminListProductsQuery,
  AdminProductInput,
  AdminProductUpdate,
  BulkPriceChange,
  BulkResult,
  CsvFile,
  EmptyBody,
  ManufacturerExportProductsQuery,
  ManufacturerListProductsQuery,
  ManufacturerProductInput,
  ManufacturerProductUpdate,
  PRODUCT_LIMITS,
  ProductAvailabilityChange,
  ProductIdParams,
  ProductImportQuery,
  ProductImportReport,
  ProductManageList,
  ProductManageView,
  ProductStatusChange,
} from '@granite/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { templateCsv } from './product-csv';
import * as editor from './product-editor.service';
import { importAsManufacturer } from './product-import.service';

const Removed = z.null().describe('Deleted');
const NoQuery = z.object({}).strict();

/** A CSV answer: a download named after what it holds and the day, never cached (admin and manufacturer data). */
function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .send(csv);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A file over the limit is refused with a sentence saying so, from its declared length,
 * before a byte is read (the parser's own limit still stops a body sent without a length).
 */
async function refuseLargeFile(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > PRODUCT_LIMITS.importMaxBytes) {
    throw new AppError(
      'payload_too_large',
      `The file is ${megabytes(length)}; an import file may be at most ${megabytes(PRODUCT_LIMITS.importMaxBytes)}. Split it into smaller files.`,
      { file: `must be at most ${megabytes(PRODUCT_LIMITS.importMaxBytes)}` },
    );
  }
}

export const productEditorRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, storage: app.deps.storage };

  // The import takes the CSV file itself as the body (text/csv), up to its own limit.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: PRODUCT_LIMITS.importMaxBytes },
    (_request, body, done) => done(null, body),
  );

  // ------------------------------------------------------------ admin

  app.get(
    '/admin/products',
    {
      config: { audience: 'admin' },
      schema: {
        summary:
          'All products: search by product or manufacturer name, category and status filters, sort, 10 per page',
        querystring: AdminListProductsQuery,
        response: { 200: ProductManageList },
      },
    },
    async (request) => editor.listAsAdmin(deps, request.actor, request.query),
  );

  app.get(
    '/admin/products/export',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'The filtered product list as a CSV file (formula-like cells neutralised)',
        querystring: AdminExportProductsQuery,
        produces: ['text/csv'],
        response: { 200: CsvFile },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'products', await editor.exportAsAdmin(deps, request.actor, request.query)),
  );

  app.post(
    '/admin/products',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Add a product for any active manufacturer (the admin product form)',
        body: AdminProductInput,
        response: { 201: ProductManageView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.createAsAdmin(deps, request.actor, request.body)),
  );

  app.post(
    '/admin/products/bulk',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Suspend, activate or delete the selected products, all or none',
        body: AdminBulkProductAction,
        response: { 200: BulkResult },
      },
    },
    async (request) => editor.bulkAsAdmin(deps, request.actor, request.body),
  );

  app.get(
    '/admin/products/:id',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'One product as the admin form edits it, with its gallery and version (D29)',
        params: ProductIdParams,
        response: { 200: ProductManageView },
      },
    },
    async (request) => editor.getAsAdmin(deps, request.actor, request.params.id),
  );

  app.put(
    '/admin/products/:id',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Save the admin product form over the version it loaded (409 when changed meanwhile)',
        params: ProductIdParams,
        body: AdminProductUpdate,
        response: { 200: ProductManageView },
      },
    },
    async (request) => editor.updateAsAdmin(deps, request.actor, request.params.id, request.body),
  );

  app.patch(
    '/admin/products/:id/status',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Suspend or activate a product (a suspended product leaves the public site)',
        params: ProductIdParams,
        body: ProductStatusChange,
        response: { 200: ProductManageView },
      },
    },
    async (request) => editor.setStatusAsAdmin(deps, request.actor, request.params.id, request.body),
  );

  app.delete(
    '/admin/products/:id',
    {
      config: { audience: 'admin' },
      schema: {
        summary: 'Delete a product (quote requests keep its name)',
        params: ProductIdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await editor.deleteAsAdmin(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ------------------------------------------------------------ manufacturer panel (D9)

  app.get(
    '/vendor/products',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: "My products (my manufacturers' only): search, status, category and availability filters",
        querystring: ManufacturerListProductsQuery,
        response: { 200: ProductManageList },
      },
    },
    async (request) => editor.listAsManufacturer(deps, request.actor, request.query),
  );

  app.get(
    '/vendor/products/export',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'My filtered products as a CSV file (formula-like cells neutralised)',
        querystring: ManufacturerExportProductsQuery,
        produces: ['text/csv'],
        response: { 200: CsvFile },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'my-products', await editor.exportAsManufacturer(deps, request.actor, request.query)),
  );

  app.get(
    '/vendor/products/import-template',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'The import template: the columns in order, one product per row below them',
        querystring: NoQuery,
        produces: ['text/csv'],
        response: { 200: CsvFile },
      },
    },
    async (_request, reply) => sendCsv(reply, 'product-import-template', templateCsv()),
  );

  app.post(
    '/vendor/products/import',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      bodyLimit: PRODUCT_LIMITS.importMaxBytes,
      onRequest: refuseLargeFile,
      schema: {
        summary:
          'Import products from a CSV file (body: text/csv). dryRun=true (default) checks every row and writes nothing; dryRun=false creates the good rows and skips the bad ones',
        querystring: ProductImportQuery,
        consumes: ['text/csv'],
        body: CsvFile,
        response: { 200: ProductImportReport },
      },
    },
    async (request) =>
      importAsManufacturer(deps, request.actor, {
        csv: request.body,
        dryRun: request.query.dryRun,
        vendorId: request.query.vendorId,
      }),
  );

  app.post(
    '/vendor/products/bulk-price',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      schema: {
        summary: 'Change the price of selected products by a percentage or an amount, all or none',
        body: BulkPriceChange,
        response: { 200: BulkResult },
      },
    },
    async (request) => editor.bulkPriceAsManufacturer(deps, request.actor, request.body),
  );

  app.post(
    '/vendor/products',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      schema: {
        summary: 'Add a product to my manufacturer',
        body: ManufacturerProductInput,
        response: { 201: ProductManageView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.createAsManufacturer(deps, request.actor, request.body)),
  );

  app.get(
    '/vendor/products/:id',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: 'One of my products as the form edits it, with its gallery and version (D29)',
        params: ProductIdParams,
        response: { 200: ProductManageView },
      },
    },
    async (request) => editor.getAsManufacturer(deps, request.actor, request.params.id),
  );

  app.put(
    '/vendor/products/:id',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      schema: {
        summary: 'Save my product form over the version it loaded (409 when changed meanwhile)',
        params: ProductIdParams,
        body: ManufacturerProductUpdate,
        response: { 200: ProductManageView },
      },
    },
    async (request) => editor.updateAsManufacturer(deps, request.actor, request.params.id, request.body),
  );

  app.patch(
    '/vendor/products/:id/availability',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      schema: {
        summary: 'Change the availability of one of my products',
        params: ProductIdParams,
        body: ProductAvailabilityChange,
        response: { 200: ProductManageView },
      },
    },
    async (request) =>
      editor.setAvailabilityAsManufacturer(deps, request.actor, request.params.id, request.body),
  );

  app.post(
    '/vendor/products/:id/duplicate',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      schema: {
        summary: 'Copy one of my products as a new one named "… (copy)", gallery included',
        params: ProductIdParams,
        body: EmptyBody,
        response: { 201: ProductManageView },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.duplicateAsManufacturer(deps, request.actor, request.params.id)),
  );

  app.delete(
    '/vendor/products/:id',
    {
      config: { audience: 'vendor', firmPermission: 'catalogue.write' },
      schema: {
        summary: 'Delete one of my products (quote requests keep its name)',
        params: ProductIdParams,
        response: { 204: Removed },
      },
    },
    async (request, reply) => {
      await editor.deleteAsManufacturer(deps, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
