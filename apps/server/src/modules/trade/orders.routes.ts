import {
  CancelDocument,
  CancelOrder,
  CorrectionDocumentParams,
  EmptyBody,
  IssueNote,
  ManufacturerOrderList,
  ManufacturerOrderListQuery,
  OrderDocumentList,
  OrderDocumentParams,
  OrderView,
  ShipOrderForm,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as orders from './orders.service';

/** D35: a document's file: a PDF, or the e-way bill's JSON. */
const DocumentFile = z
  .string()
  .meta({ format: 'binary' })
  .describe('The document: a PDF, or JSON for the e-way bill');

/** D18: the manufacturer's orders and their steps; D35: the order's documents for its three readers. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, mail: app.deps.mail, config: app.deps.config, storage: app.deps.storage };
  const noStore = { 'cache-control': 'no-store' };

  app.get(
    '/vendor/orders',
    {
      config: { audience: 'vendor' },
      schema: {
        summary: "My manufacturers' orders, newest first",
        querystring: ManufacturerOrderListQuery,
        response: { 200: ManufacturerOrderList },
      },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return orders.listOrders(deps, request.actor, request.query);
    },
  );

  app.get(
    '/vendor/orders/:id',
    {
      config: { audience: 'vendor', permission: 'order.read' },
      schema: { summary: 'One of my orders', params: StoreIdParams, response: { 200: OrderView } },
    },
    async (request, reply) => {
      reply.headers(noStore);
      return orders.getOrder(deps, request.actor, request.params.id);
    },
  );

  const step = (action: 'confirm' | 'deliver', summary: string) =>
    app.post(
      `/vendor/orders/:id/${action}`,
      {
        config: { audience: 'vendor', permission: `order.${action}` },
        schema: { summary, params: StoreIdParams, body: EmptyBody, response: { 200: OrderView } },
      },
      async (request) => orders.moveOrder(deps, request.actor, request.params.id, action),
    );
  step('confirm', 'Confirm Order: pending → confirmed');
  step('deliver', 'Mark as Delivered: shipped → delivered');

  app.post(
    '/vendor/orders/:id/ship',
    {
      config: { audience: 'vendor', permission: 'order.ship' },
      schema: {
        summary:
          'Mark as Shipped: confirmed → shipped (transporter and LR number optional; vehicle number and distance required above ₹50,000 for the e-way bill); its slabs are dispatched and its tax invoice numbered',
        params: StoreIdParams,
        body: ShipOrderForm,
        response: { 200: OrderView },
      },
    },
    async (request) => orders.moveOrder(deps, request.actor, request.params.id, 'ship', request.body),
  );

  app.post(
    '/vendor/orders/:id/cancel',
    {
      config: { audience: 'vendor', permission: 'order.cancel' },
      schema: {
        summary: 'Cancel an order before it ships, with a reason; its slabs are for sale again',
        params: StoreIdParams,
        body: CancelOrder,
        response: { 200: OrderView },
      },
    },
    async (request) => orders.moveOrder(deps, request.actor, request.params.id, 'cancel', request.body),
  );

  // D35: each reader's documents: the buyer's (/me), the manufacturer's (/vendor), an admin's.
  const readers = [
    ['/me/orders', 'buyer', 'buyer'],
    ['/vendor/orders', 'vendor', 'vendor'],
    ['/admin/orders', 'admin', 'admin'],
  ] as const;
  for (const [base, audience, side] of readers) {
    app.get(
      `${base}/:id/documents`,
      {
        config: { audience, permission: 'document.read' },
        schema: {
          summary:
            "The order's documents: proforma invoice, then tax invoice, delivery challan and e-way bill data once it ships",
          params: StoreIdParams,
          response: { 200: OrderDocumentList },
        },
      },
      async (request, reply) => {
        reply.headers(noStore);
        return orders.orderDocuments(deps, request.actor, request.params.id, side);
      },
    );
    app.get(
      `${base}/:id/documents/:kind`,
      {
        config: { audience, permission: 'document.download' },
        schema: {
          summary:
            'Download one of the order’s documents (the same bytes every time): proforma, tax-invoice, challan (PDF) or e-way-bill (JSON)',
          params: OrderDocumentParams,
          produces: ['application/pdf', 'application/json'],
          response: { 200: DocumentFile },
        },
      },
      async (request, reply) => {
        const file = await orders.orderDocument(
          deps,
          request.actor,
          request.params.id,
          request.params.kind,
          side,
        );
        return reply
          .headers(noStore)
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('etag', `"${file.sha256}"`)
          .send(file.bytes as unknown as string); // Fastify sends a Buffer as it is
      },
    );
    app.get(
      `${base}/:id/documents/:kind/:documentId`,
      {
        config: { audience, permission: 'document.download' },
        schema: {
          summary:
            'Download one of the order’s correction documents (D42) by its id, the same bytes every time: a credit-note, debit-note, receipt-voucher or replacement-challan (PDF)',
          params: CorrectionDocumentParams,
          produces: ['application/pdf'],
          response: { 200: DocumentFile },
        },
      },
      async (request, reply) => {
        const file = await orders.orderCorrectionDocument(
          deps,
          request.actor,
          request.params.id,
          request.params.kind,
          request.params.documentId,
          side,
        );
        return reply
          .headers(noStore)
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('x-content-type-options', 'nosniff')
          .header('etag', `"${file.sha256}"`)
          .send(file.bytes as unknown as string);
      },
    );
    if (side === 'buyer') continue;
    for (const [path, kind, what] of [
      [
        'credit-notes',
        'credit_note',
        'A credit note reducing the value of the order’s tax invoice (CGST Act s.34(1))',
      ],
      [
        'debit-notes',
        'debit_note',
        'A debit note for an amount billed short on the order’s tax invoice (CGST Act s.34(3))',
      ],
    ] as const)
      app.post(
        `${base}/:id/documents/${path}`,
        {
          config: { audience, permission: 'document.note' },
          schema: {
            summary: `${what}: the taxable value in rupees and the reason; each tax at the invoice's rates (D42)`,
            params: StoreIdParams,
            body: IssueNote,
            response: { 201: OrderDocumentList },
          },
        },
        async (request, reply) =>
          reply
            .status(201)
            .send(
              await orders.issueOrderNote(deps, request.actor, request.params.id, kind, side, request.body),
            ),
      );
    app.post(
      `${base}/:id/documents/:kind/cancel`,
      {
        config: { audience, permission: 'document.cancel' },
        schema: {
          summary:
            'Cancel one of the order’s documents, with a reason (D42): a draft, or an issued document not yet registered with the IRP; the document stays as issued, its state becomes cancelled',
          params: OrderDocumentParams,
          body: CancelDocument,
          response: { 200: OrderDocumentList },
        },
      },
      async (request) =>
        orders.cancelOrderDocument(
          deps,
          request.actor,
          request.params.id,
          request.params.kind,
          side,
          request.body,
        ),
    );
  }
};
