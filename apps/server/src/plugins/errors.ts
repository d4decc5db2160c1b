import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError, fieldsFromZodIssues, invalidData, toHttpError } from '../lib/errors';

/** Header names as people write them: `idempotency-key` → `Idempotency-Key`. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, dash, c) => dash + c.toUpperCase());

/**
 * The route schema's zod issues (fastify-type-provider-zod hands them over as `validation`
 * entries: code in `keyword`, the rest of the issue in `params`) named like every other 400.
 */
function validationFields(error: FastifyError): Record<string, string> {
  const issues = (error.validation ?? []).map((v) => {
    const path = v.instancePath.split('/').filter(Boolean);
    if (error.validationContext === 'headers' && path[0]) path[0] = headerName(path[0]);
    return { ...v.params, code: v.keyword, path, message: v.message ?? 'is invalid' };
  });
  return fieldsFromZodIssues(issues as unknown as z.core.$ZodIssue[]);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let mapped = error as unknown;
    if (hasZodFastifySchemaValidationErrors(error)) mapped = invalidData(validationFields(error));
    const { status, body, retryAfter } = toHttpError(mapped);
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    if (status === 503) request.log.warn({ err: error.message }, 'database unavailable: answered 503');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else if (!(mapped instanceof AppError)) request.log.info({ err: error.message }, 'client error');
    // A 5xx names its request, so what a person reports can be found in the log (ADR 020).
    reply.status(status).send(status >= 500 ? { error: { ...body.error, requestId: request.id } } : body);
  });
}
