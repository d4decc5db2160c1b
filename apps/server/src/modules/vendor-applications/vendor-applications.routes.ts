import { VendorApplication, VendorRegistration } from '@granite/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, parseInput } from '../../lib/errors';
import { requireRole } from '../auth/actor';
import { authHeaders } from '../auth/auth.plugin';
import { consumeRateLimit, RATE_LIMIT_MESSAGE } from '../auth/rate-limit';
import * as applications from './vendor-applications.service';

export async function vendorApplicationRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ ...app.deps, auth: app.auth });

  // Public: creates the account and the application (admin 2 "Manufacturer registration").
  app.post('/vendor-applications', async (request, reply) => {
    const input = parseInput(VendorRegistration, request.body ?? {});
    const { allowed, retryAfter } = await consumeRateLimit(app.deps.db, `ip|vendor-register|${request.ip}`, {
      window: 600,
      max: 10,
    });
    if (!allowed) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError('rate_limited', RATE_LIMIT_MESSAGE);
    }
    const result = await applications.registerVendor(deps(), input, authHeaders(request));
    return reply.status(201).send(result);
  });

  app.get('/me/vendor-application', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return applications.myApplication(deps(), request.actor);
  });

  app.post('/me/vendor-application', async (request, reply) => {
    const input = parseInput(VendorApplication, request.body ?? {});
    return reply.status(201).send(await applications.applyAsSignedInUser(deps(), request.actor, input));
  });

  // Everything under /vendor is the manufacturer panel: vendor role only (D1).
  await app.register(
    async (vendor) => {
      vendor.addHook('preHandler', requireRole('vendor'));
      vendor.get('/manufacturers', async (request) => applications.myManufacturers(deps(), request.actor));
    },
    { prefix: '/vendor' },
  );
}
