// Saving a content block as the admin forms do (D29): read the block's version, then PUT it with
// the value. Tests that only need a block saved use this; conflict tests send versions themselves.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from './accounts';

export async function contentVersion(app: FastifyInstance, cookie: string, key: string): Promise<number> {
  const res = await call(app, 'GET', `/api/v1/admin/content/${key}`, { cookie });
  if (res.statusCode !== 200) throw new Error(`GET admin content ${key}: ${res.statusCode} ${res.body}`);
  return (res.json() as { version: number }).version;
}

/** PUT /api/v1/admin/content/{key} over the version stored now. */
export async function saveContent(
  app: FastifyInstance,
  cookie: string,
  key: string,
  value: unknown,
): Promise<LightMyRequestResponse> {
  const version = await contentVersion(app, cookie, key);
  return call(app, 'PUT', `/api/v1/admin/content/${key}`, { cookie, body: { version, value } });
}
