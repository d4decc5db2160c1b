// The trade's route table: every path from a buyer's quote request to a delivered order, with the
// service that holds its rules. Each service asks the access module first (requireAccess with the
// permission its route declares, ADR 017) and takes the lifecycle rules of D17/D18 from rules.ts; the
// order's steps are @granite/shared's order-steps.ts.
//
//   path                                                   routes file          service
//   POST /quote-requests, /quote-requests/multi            requests.routes      requests.service
//   GET  /me/quote-requests[/:id]                          requests.routes      requests.service
//   GET  /quote-requests/suggestions (D16, D27, D31, D32)   suggestions.routes   suggestions.service
//   GET  /me/quote-board (the buyer's quote sheet)         quote-sheet.routes   quote-sheet.service
//   GET  /me/orders (the buyer's orders)                   quote-sheet.routes   quote-sheet.service
//   GET|PUT /admin/quote-requests/auto-forward             lifecycle.routes     lifecycle.service
//   GET  /admin/quote-requests[/:id]                       lifecycle.routes     admin-requests.service
//   POST /admin/quote-requests/:id/forward | close         lifecycle.routes     admin-requests.service
//   GET  /vendor/quote-requests[/:id]                      lifecycle.routes     replies.service
//   POST /vendor/quote-requests/:id/replies                lifecycle.routes     replies.service
//   POST /me/quote-replies/:id/accept | decline            lifecycle.routes     decisions.service
//   GET|POST /quote-requests/:id/messages (masked, D17)    messages.routes      messages.service
//   GET  /vendor/orders[/:id]                              orders.routes        orders.service
//   POST /vendor/orders/:id/confirm|ship|deliver|cancel    orders.routes        orders.service
//   POST /me/orders/:id/receipt (D37)                     receipt.routes       receipt.service
//   POST /me/orders/:id/claims[/:claimId/photos] (D37)     claims.routes        claims.service
//   GET  /admin/orders, POST …/claims/:claimId/close       claims.routes        claims.service
//        (a credit note or a replacement challan, D42)
//   GET  …/orders/:id/documents[/:kind[/:documentId]]       orders.routes        orders.service
//   POST /vendor|admin/orders/:id/documents/credit-notes | debit-notes (D42)
//   (event) payment confirmed before shipping → receipt voucher (D42)  orders.service
//   GET  /quote-links/:token, POST …/confirm | account     visitor.routes       visitor.service (D31)
//   POST /requirements, GET /me/requirements, POST …/close requirements.routes   requirements.service (D38)
//   GET  /vendor/requirements, POST …/:id/replies          requirements.routes  requirements.service
//   GET  /admin/requirements, POST …/:id/hide              requirements.routes  requirements.service
//   (scheduled) reply expiry, reply reminders,
//               unconfirmed requests closed (D31)          jobs module          schedule.service
//   (scheduled) receipt confirmed 7 days after delivery    jobs module          receipt.service
//
// Slabs (D32, D33): a request's chosen slabs and each reply's offered ones are kept by
// slab-quotes.queries; every change of a slab's status (held, released, sold, dispatched) is the
// lots module's holds.service, called inside the transition's transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onPaymentConfirmed } from '../../lib/order-events';
import { claimRoutes } from './claims.routes';
import { quoteLifecycleRoutes } from './lifecycle.routes';
import { quoteMessageRoutes } from './messages.routes';
import { orderRoutes } from './orders.routes';
import { issueAdvanceReceipt } from './orders.service';
import { buyerQuoteRoutes } from './quote-sheet.routes';
import { receiptRoutes } from './receipt.routes';
import { quoteRoutes } from './requests.routes';
import { requirementRoutes } from './requirements.routes';
import { quoteSuggestionRoutes } from './suggestions.routes';
import { visitorQuoteRoutes } from './visitor.routes';

export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  // D42: a payment confirmed before the order ships is an advance with a receipt voucher (r.50).
  onPaymentConfirmed(app.deps.db, 'receipt-voucher', issueAdvanceReceipt);
  await app.register(quoteRoutes);
  await app.register(quoteSuggestionRoutes);
  await app.register(quoteLifecycleRoutes);
  await app.register(quoteMessageRoutes);
  await app.register(orderRoutes);
  await app.register(buyerQuoteRoutes);
  await app.register(visitorQuoteRoutes);
  await app.register(receiptRoutes);
  await app.register(claimRoutes);
  await app.register(requirementRoutes);
};
