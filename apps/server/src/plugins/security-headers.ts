import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy for the app: scripts only from our own origin (the Vite build has no
 * inline script), so even if admin-written Markdown slipped past sanitising (D20) an injected
 * script or event handler would not run. Styles allow inline attributes (React `style` props).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
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

/** Headers every answer carries; `nosniff` matters most for /media (images never sniffed as HTML). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
  });
}
