// The trade's route table: every path from a buyer's quote request to a delivered order, and the
// file whose service holds its rules. Each service checks access first through ./access.ts (one
// function per actor) and takes its lifecycle rules from ./rules.ts (D17, D18).
//
//   POST /quote-requests, /quote-requests/multi, GET /me/quote-requests[/:id]   requests.routes.ts
//   GET  /me/quote-board (the buyer's quote sheet)                               quote-sheet.routes.ts
//   GET|PUT /admin/quote-requests[...], POST .../:id/forward | close             lifecycle.routes.ts
//   GET  /vendor/quote-requests[/:id], POST /vendor/quote-requests/:id/replies   lifecycle.routes.ts
//   POST /me/quote-replies/:id/accept | decline                                  lifecycle.routes.ts
//   GET|POST /quote-requests/:id/messages (the masked thread, D17)              messages.routes.ts
//   GET  /vendor/orders[/:id], POST /vendor/orders/:id/<step> | ship | cancel    orders.routes.ts
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { quoteLifecycleRoutes } from './lifecycle.routes';
import { quoteMessageRoutes } from './messages.routes';
import { orderRoutes } from './orders.routes';
import { buyerQuoteRoutes } from './quote-sheet.routes';
import { quoteRoutes } from './requests.routes';

export const tradeRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(quoteRoutes);
  await app.register(quoteLifecycleRoutes);
  await app.register(quoteMessageRoutes);
  await app.register(orderRoutes);
  await app.register(buyerQuoteRoutes);
};
