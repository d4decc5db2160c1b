import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, invalidData, toHttpError } from '../lib/errors';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let mapped = error as unknown;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const v of error.validation) {
        const issue = (v.params as { issue?: { code?: string; keys?: string[] } }).issue;
        const base = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (issue?.code === 'unrecognized_keys' && issue.keys) {
          for (const k of issue.keys) fields[base ? `${base}.${k}` : k] ??= 'is not an allowed field';
        } else {
          fields[base || '_'] ??= v.message ?? 'is invalid';
        }
      }
      mapped = invalidData(fields);
    }
    const { status, body } = toHttpError(mapped);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(mapped instanceof AppError)) request.log.info({ err: error.message }, 'client error');
    reply.status(status).send(body);
  });
}
