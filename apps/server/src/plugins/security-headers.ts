import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SCRIPT_LOADER_SOURCE } from '../modules/ssr/ssr.scripts';

/**
 * Content Security Policy for the app: scripts only from our own origin, and inline only the one
 * script by its hash that loads a server-rendered page's scripts after its first screen (ADR 011,
 * modules/ssr/ssr.scripts.ts), so even if admin-written Markdown slipped past sanitising (D20) an
 * injected script or event handler would not run. Styles allow inline attributes (React `style` props).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${SCRIPT_LOADER_SOURCE}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/**
 * The API reference page (/api/docs, Scalar) starts itself with one inline script: only that exact
 * script is allowed, by its hash, and only on that page.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    hashes.push(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
  }
  return hashes;
}

/** Headers every answer carries; `nosniff` matters most for /media (images never sniffed as HTML). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // With `done`, not async: a promise per answer for work that never waits (ADR 010, the cached path).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    const docsPage =
      request.url.startsWith('/api/docs') && typeof payload === 'string' && payload.includes('<script');
    reply.header(
      'content-security-policy',
      docsPage
        ? CONTENT_SECURITY_POLICY.replace(
            "script-src 'self'",
            `script-src 'self' ${inlineScriptHashes(payload).join(' ')}`,
          )
        : CONTENT_SECURITY_POLICY,
    );
    done(null, payload);
  });
}
