// Mounts better-auth on /api/auth/* and resolves `request.actor` for every /api/v1 request.
import { ERROR_CODES, type ErrorCode } from '@granite/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteOriginOf } from '../../plugins/origin';
import { ownedActiveVendorIds } from '../users/users.queries';
import { type Actor, assertRole } from './actor';
import { type Auth, CLIENT_IP_HEADER, createAuth } from './auth';
import { resolveAuthSecret } from './auth.secret';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** Every route registered after registerAuth: lets a test check the guard of each one. */
    routeList: { method: string; url: string }[];
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'invalid_data',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_data',
  429: 'rate_limited',
};

/** better-auth's own wording where ours is clearer for this site. */
const MESSAGES: Record<string, string> = {
  EMAIL_NOT_VERIFIED: 'Please verify your e-mail address first. We have sent you a new verification link.',
  INVALID_EMAIL_OR_PASSWORD: 'Invalid email or password.',
  INVALID_TOKEN: 'This link is invalid or has expired. Please ask for a new one.',
};

/** Request headers for better-auth: the client address is the one Fastify decided (trustProxy). */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER || name === 'content-length') continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Copies better-auth's cookies (sign-in, refresh, clearing a dead session) onto our answer. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
}

/** Any error body of better-auth becomes ours: `{ error: { code, message, fields? } }`. */
export function toApiErrorBody(status: number, raw: unknown) {
  const body = (raw ?? {}) as { code?: string; message?: string; fields?: Record<string, string> };
  const code: ErrorCode = (ERROR_CODES as readonly string[]).includes(body.code ?? '')
    ? (body.code as ErrorCode)
    : (CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'invalid_data'));
  const message =
    (body.code && MESSAGES[body.code]) ||
    (status >= 500 ? 'Something went wrong on our side. Please try again.' : body.message) ||
    'Authentication failed';
  return { error: { code, message, ...(body.fields ? { fields: body.fields } : {}) } };
}

export async function registerAuth(app: FastifyInstance): Promise<void> {
  const { config, db, mail } = app.deps;
  const auth = createAuth({ config, db, mail, secret: resolveAuthSecret(config) });
  app.decorate('auth', auth);
  app.decorateRequest('actor', null);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const headers = authHeaders(request);
      let body: string | undefined;
      if (request.method === 'POST' && request.body !== undefined) {
        body = JSON.stringify(request.body);
        headers.set('content-type', 'application/json');
      }
      const response = await auth.handler(
        new Request(new URL(request.url, siteOriginOf(config, request)), {
          method: request.method,
          headers,
          body,
        }),
      );
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      forwardCookies(reply, response.headers);
      const retryAfter = response.headers.get('x-retry-after');
      if (retryAfter) reply.header('retry-after', retryAfter);
      reply.header('cache-control', 'no-store');
      const text = await response.text();
      if (response.status >= 400 && (response.headers.get('content-type') ?? '').includes('json')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = undefined;
        }
        if (response.status >= 500) request.log.error({ authError: parsed }, 'auth request failed');
        return reply.type('application/json').send(toApiErrorBody(response.status, parsed));
      }
      return reply.send(text);
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    request.actor = null;
    if (!request.url.startsWith('/api/v1/')) return;
    request.actor = await resolveActor(request, reply);
    // D1, structurally: every route under /api/v1/admin is for admins and every route under
    // /api/v1/vendor for vendors, refused here before any body is read or validated. Services
    // check again (STYLE: access check first); this makes a forgotten check fail closed.
    const path = request.url.split('?')[0]!;
    if (/^\/api\/v1\/admin(\/|$)/.test(path)) assertRole(request.actor, 'admin');
    else if (/^\/api\/v1\/vendor(\/|$)/.test(path)) assertRole(request.actor, 'vendor');
  });

  async function resolveActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
    if (!request.headers.cookie?.includes('session_token')) return null;
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
    if (!response) return null;
    const u = response.user as typeof response.user & { role?: string; status?: string };
    // D6: only active accounts act; a suspended user's session is dead even before it is deleted.
    if (u.status !== 'active') return null;
    return {
      userId: u.id,
      email: u.email,
      name: u.name,
      role: u.role === 'admin' ? 'admin' : 'buyer',
      vendorIds: await ownedActiveVendorIds(db, u.id),
    };
  }
}
