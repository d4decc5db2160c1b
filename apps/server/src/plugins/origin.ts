import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whose POSTs a route outside /api takes: 'site' for a page's form posted without JavaScript
     * (the contact form), 'any' for RFC 8058 one-click unsubscribe, which mail providers POST from
     * their own servers with no Origin; its token is the only credential. Under /api the site's
     * origin is always required.
     */
    origin?: 'site' | 'any';
  }
}

export const CROSS_ORIGIN_MESSAGE =
  'This request did not come from this site. Please reload the page and try again.';

/** The site's own origin for this request: PUBLIC_URL's, or the request's scheme and host when unset. */
export function siteOriginOf(config: Config, request: FastifyRequest): string {
  if (config.siteOrigin) return config.siteOrigin;
  // `request.protocol` and `request.host` honour X-Forwarded-Proto/Host only from trusted proxies.
  return `${request.protocol}://${request.host}`.toLowerCase();
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function normalise(origin: string): string {
  // `new URL` drops a default port (http://x:80 → http://x), so both sides compare alike.
  return originOf(origin) ?? origin;
}

/**
 * Where a request says it comes from: the Origin header; without one, Sec-Fetch-Site `same-origin`
 * or `none` (typed into the address bar) counts as the site itself; else the Referer's origin.
 * null when nothing tells (a non-browser client that sends none of them).
 */
export function requestOrigin(request: FastifyRequest, site: string): string | null {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin === 'null' ? 'null' : normalise(origin);
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin' || fetchSite === 'none') return site;
  if (typeof fetchSite === 'string' && fetchSite !== '') return fetchSite;
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOf(referer) ?? 'null';
  return null;
}

/**
 * One origin policy for every state-changing request under /api/auth and /api/v1 and every page
 * form the server takes (`config.origin: 'site'`; docs/architecture.md, One origin policy):
 * only the site's own origin or one of TRUSTED_ORIGINS may POST, PUT, PATCH or DELETE. The one-click
 * unsubscribe (`config.origin: 'any'`, outside /api) is open to every origin by design (RFC 8058). SameSite=Lax cookies alone let another port of the same host (the
 * same "site") send them with a no-cors fetch.
 */
export function registerOriginPolicy(app: FastifyInstance, config: Config): void {
  const extra = new Set(config.trustedOrigins.map(normalise));
  // With `done`, not async: a promise per request for work that never waits (ADR 010, the cached path).
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const api = /^\/api\/(auth|v1)(\/|$|\?)/.test(request.url);
    const policy = request.routeOptions.config?.origin;
    if (!api && policy !== 'site') return done();
    const site = normalise(siteOriginOf(config, request));
    const from = requestOrigin(request, site);
    if (from !== null && (from === site || extra.has(from))) return done();
    request.log.info({ origin: from, site }, 'refused a cross-origin request');
    reply.status(403).send({ error: { code: 'forbidden', message: CROSS_ORIGIN_MESSAGE } });
  });
}
