// Mounts better-auth on /api/auth/* and resolves `request.actor` for every /api/v1 request.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Actor, assertRole, assertSignedIn, hasRole } from '../../lib/actor';
import { fromAuthError, toHttpError } from '../../lib/errors';
import { siteOriginOf } from '../../plugins/origin';
import { type Auth, CLIENT_IP_HEADER, createAuth } from './auth';
import { manufacturerFirmsOf } from './auth.queries';
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

/** A better-auth answer without its `token` fields (top level, `session`, and list items). */
export function withoutTokens(value: unknown, depth = 0): unknown {
  if (depth > 3 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutTokens(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key !== 'token') copy[key] = withoutTokens(inner, depth + 1);
  }
  return copy;
}

/** Copies better-auth's cookies (sign-in, refresh, clearing a dead session) onto our answer. */
export function forwardCookies(reply: FastifyReply, headers: Headers | null | undefined): void {
  const cookies = headers?.getSetCookie() ?? [];
  if (cookies.length) reply.header('set-cookie', cookies);
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
        // The status stays better-auth's; the body is ours (lib/errors: the one error mapping).
        const { body: errorBody } = toHttpError(fromAuthError(response.status, parsed));
        return reply.type('application/json').send(errorBody);
      }
      // Session tokens live only in the HttpOnly cookie; page scripts never see them
      // (sign-in, get-session and list-sessions answers carry them in their JSON).
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return reply.send(text);
        }
        return reply.type('application/json').send(JSON.stringify(withoutTokens(parsed)));
      }
      return reply.send(text);
    },
  });

  // A request without a session cookie is judged at once (no promise: most requests, and every
  // cached catalogue answer, are signed out; ADR 010, the cached path); one with a cookie waits for
  // its session. The audience guard runs either way.
  app.addHook('onRequest', (request, reply, done) => {
    request.actor = null;
    const path = normalisedPath(request.url);
    if (!path.startsWith('/api/v1/')) return done();
    if (!hasSessionCookie(request)) {
      guardAudience(request, path);
      return done();
    }
    resolveActor(request, reply)
      .then((actor) => {
        request.actor = actor;
        guardAudience(request, path);
      })
      .then(() => done(), done);
  });

  function hasSessionCookie(request: FastifyRequest): boolean {
    return request.headers.cookie?.includes('session_token') === true;
  }

  async function resolveActor(request: FastifyRequest, reply: FastifyReply): Promise<Actor | null> {
    if (!hasSessionCookie(request)) return null;
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
    if (!response) return null;
    const u = response.user as typeof response.user & { role?: string; status?: string };
    // D6: only active accounts act; a suspended user's session is dead even before it is deleted.
    if (u.status !== 'active') return null;
    return actorOf(db, { id: u.id, email: u.email, name: u.name, role: u.role }, chosenFirmOf(request));
  }
}

/** The cookie the firm switcher sets (D46): the manufacturer firm a member of several acts for. */
export const FIRM_COOKIE = 'granite_firm';

/** The firm named by the switcher's cookie, if any (a plain id; whether it is the person's is read below). */
export function chosenFirmOf(request: FastifyRequest): number | undefined {
  const match = /(?:^|;\s*)granite_firm=(\d{1,9})(?:;|$)/.exec(request.headers.cookie ?? '');
  return match ? Number(match[1]) : undefined;
}

/**
 * The actor of an active account (D1, D46): its manufacturer firms with its role in each, read on
 * every request. A firm chosen with the switcher narrows them to that one when the person is still
 * its member; otherwise the person acts for every firm they belong to, as an owner always did.
 */
export async function actorOf(
  db: Parameters<typeof manufacturerFirmsOf>[0],
  u: { id: string; email: string; name: string; role?: string },
  chosenFirm?: number,
): Promise<Actor> {
  const firms = await manufacturerFirmsOf(db, u.id);
  const chosen = firms.filter((f) => f.manufacturerId === chosenFirm);
  const acting = chosen.length ? chosen : firms;
  return {
    userId: u.id,
    email: u.email,
    name: u.name,
    role: u.role === 'admin' ? 'admin' : 'buyer',
    vendorIds: acting.map((f) => f.manufacturerId),
    firmRoles: Object.fromEntries(acting.map((f) => [f.manufacturerId, f.role])),
  };
}

/** The path as the router sees it: percent-decoded, `//` and `.`/`..` segments resolved. */
export function normalisedPath(url: string): string {
  const raw = url.split('?')[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  const out: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
}

/**
 * D1, before any body is read or validated: the audience the matched route declares (route
 * config, docs/architecture.md, The API). As a second line, everything under /api/v1/admin is for admins and
 * everything under /api/v1/vendor for manufacturers, judged on the decoded, normalised path, so an
 * encoded `%61dmin` or a route that forgot its audience still fails closed. Services check again.
 */
function guardAudience(request: FastifyRequest, path: string): void {
  const audience = request.routeOptions.config?.audience;
  if (audience === 'admin' || audience === 'vendor') assertRole(request.actor, audience);
  else if (audience === 'buyer') assertSignedIn(request.actor);
  else if (audience === 'vendor-or-admin' && !hasRole(request.actor, 'admin'))
    assertRole(request.actor, 'vendor');
  if (/^\/api\/v1\/admin(\/|$)/.test(path)) assertRole(request.actor, 'admin');
  else if (/^\/api\/v1\/vendor(\/|$)/.test(path)) assertRole(request.actor, 'vendor');
}
