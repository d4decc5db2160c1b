import { AdminListUsersQuery, AdminSuspendUser, ChangePassword, UpdateProfile } from '@granite/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, parseInput } from '../../lib/errors';
import { requireRole } from '../auth/actor';
import { authHeaders, forwardCookies } from '../auth/auth.plugin';
import { consumeRateLimit, RATE_LIMIT_MESSAGE } from '../auth/rate-limit';
import * as users from './users.service';

const UserIdParams = z.object({ id: z.string().trim().min(1).max(64) });

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const deps = () => ({ ...app.deps, auth: app.auth });

  // The web app's session hook: always 200, `session` null when signed out.
  app.get('/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { session: await users.getSessionView(deps(), request.actor) };
  });

  app.get('/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return users.getMe(deps(), request.actor);
  });

  app.patch('/me', async (request) => {
    const input = parseInput(UpdateProfile, request.body ?? {});
    return users.updateMe(deps(), request.actor, input);
  });

  app.post('/me/password', async (request, reply) => {
    const input = parseInput(ChangePassword, request.body ?? {});
    if (request.actor) {
      const { allowed, retryAfter } = await consumeRateLimit(
        app.deps.db,
        `user|password|${request.actor.userId}`,
        {
          window: 900,
          max: 10,
        },
      );
      if (!allowed) {
        reply.header('retry-after', String(retryAfter));
        throw new AppError('rate_limited', RATE_LIMIT_MESSAGE);
      }
    }
    const headers = await users.changePassword(deps(), request.actor, input, authHeaders(request));
    forwardCookies(reply, headers);
    return { message: 'Password updated successfully' };
  });

  await app.register(
    async (admin) => {
      admin.addHook('preHandler', requireRole('admin'));

      admin.get('/users', async (request) => {
        const query = parseInput(AdminListUsersQuery, request.query);
        return users.listUsers(deps(), request.actor, query);
      });

      admin.post('/users/:id/suspend', async (request) => {
        const { id } = parseInput(UserIdParams, request.params);
        const input = parseInput(AdminSuspendUser, request.body ?? {});
        return users.suspendUser(deps(), request.actor, id, input);
      });

      admin.post('/users/:id/reactivate', async (request) => {
        const { id } = parseInput(UserIdParams, request.params);
        return users.reactivateUser(deps(), request.actor, id);
      });

      admin.delete('/users/:id', async (request) => {
        const { id } = parseInput(UserIdParams, request.params);
        return users.deleteUser(deps(), request.actor, id);
      });
    },
    { prefix: '/admin' },
  );
}
