// D43: the manufacturer's e-invoicing: its Settings section (turnover declaration and IRP API
// credentials) and, on each order, its documents' registration with the IRP, a new try after a
// refusal, and the cancellation of an IRN within 24 hours.
import {
  CancelIrnInput,
  EInvoiceDocumentParams,
  EInvoiceSettings,
  EInvoiceSettingsInput,
  EmptyBody,
  OrderEInvoices,
  StoreIdParams,
} from '@granite/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as einvoice from './einvoice.service';

export const einvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.deps.db, config: app.deps.config };

  app.get(
    '/vendor/e-invoice/settings',
    {
      config: { audience: 'vendor', firmPermission: 'einvoice.settings' },
      schema: {
        summary:
          'My e-invoicing settings: the turnover declaration and the IRP API user (never the secret or password)',
        response: { 200: EInvoiceSettings },
      },
    },
    async (request) => einvoice.getSettings(deps, request.actor),
  );

  app.put(
    '/vendor/e-invoice/settings',
    {
      config: { audience: 'vendor', firmPermission: 'einvoice.settings' },
      schema: {
        summary:
          'Declare whether my aggregate turnover is above ₹5 crore and save my IRP API credentials (an empty secret or password keeps the stored one)',
        body: EInvoiceSettingsInput,
        response: { 200: EInvoiceSettings },
      },
    },
    async (request) => einvoice.updateSettings(deps, request.actor, request.body),
  );

  app.get(
    '/vendor/orders/:id/e-invoices',
    {
      config: { audience: 'vendor', permission: 'document.read' },
      schema: {
        summary:
          "My order's documents and their registration with the IRP (IRN, Ack No and date, or the IRP's refusal)",
        params: StoreIdParams,
        response: { 200: OrderEInvoices },
      },
    },
    async (request) => einvoice.orderEInvoices(deps, request.actor, request.params.id),
  );

  app.post(
    '/vendor/orders/:id/e-invoices/:documentId/register',
    {
      config: { audience: 'vendor', permission: 'einvoice.register' },
      schema: {
        summary: 'Try again to register a document with the IRP after a refusal or an outage',
        params: EInvoiceDocumentParams,
        body: EmptyBody,
        response: { 200: OrderEInvoices },
      },
    },
    async (request) =>
      einvoice.registerAgain(deps, request.actor, request.params.id, request.params.documentId),
  );

  app.post(
    '/vendor/orders/:id/e-invoices/:documentId/cancel',
    {
      config: { audience: 'vendor', permission: 'einvoice.cancel' },
      schema: {
        summary:
          "Cancel a document's IRN at the IRP (within 24 hours), with the IRP's reason 1–4 and a remark",
        params: EInvoiceDocumentParams,
        body: CancelIrnInput,
        response: { 200: OrderEInvoices },
      },
    },
    async (request) =>
      einvoice.cancelIrn(deps, request.actor, request.params.id, request.params.documentId, request.body),
  );
};
