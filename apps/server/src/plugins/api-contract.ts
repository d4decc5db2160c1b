// The API describes and checks itself (docs/architecture.md, The API): every /api/v1 route declares its
// schemas (shared zod) and its audience in its route config; from them this plugin
//  - validates input (400 naming the field) and, outside production, checks every answer against
//    its declared response schema (a mismatch is a test failure, not a silent drift);
//  - completes each operation's document: tag by audience, session-cookie security, error answers;
//  - serves OpenAPI 3.1 at /api/docs/openapi.json and an interactive reference at /api/docs.
import fastifySwagger from '@fastify/swagger';
import { ApiErrorBody } from '@granite/shared';
import scalarApiReference from '@scalar/fastify-api-reference';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';
import type { Config } from '../config';
import type { Permission } from '../modules/access/permissions';

/**
 * Who may call an operation (D1), declared once per route in `config.audience`:
 * `public` anyone; `buyer` any signed-in account; `vendor` owners of an active manufacturer;
 * `admin` administrators; `vendor-or-admin` either (a product's image: its manufacturer or an
 * admin). The guard (auth.plugin) refuses before any body is read: 401 signed out,
 * 403 without the role. Services still check access themselves (ownership, 404 for others' rows).
 */
export const AUDIENCES = ['public', 'buyer', 'vendor', 'vendor-or-admin', 'admin'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** OpenAPI tag of each audience: the reference groups operations by who calls them. */
export const AUDIENCE_TAGS: Record<Audience, string> = {
  public: 'store',
  buyer: 'buyer',
  vendor: 'vendor',
  'vendor-or-admin': 'vendor',
  admin: 'admin',
};

/** What a route declared: the contract test walks these against the document. */
export type ApiOperation = {
  method: string;
  url: string;
  audience: Audience | undefined;
  /** The access module's permission its service asks on the row of `:id` (ADR 017). */
  permission: Permission | undefined;
  /** D46: a firm-wide permission (no row) its service asks of the access module for the caller's firm. */
  firmPermission: Permission | undefined;
  schema: FastifySchema & { summary?: string; response?: Record<string, unknown> };
};

declare module 'fastify' {
  interface FastifyContextConfig {
    audience?: Audience;
    /**
     * ADR 017: the permission the route's service asks of the access module on the row named by
     * `:id`; stated here for the reader, the reference (`x-permission`) and the authorization matrix.
     */
    permission?: Permission;
    /**
     * D46: the firm-wide permission (`on: 'firm'`) its service asks with requireFirmAccess: which
     * members of the caller's firm may take the step (`x-firm-permission`).
     */
    firmPermission?: Permission;
  }
  interface FastifyInstance {
    /** Every operation under /api (method × url), as declared. */
    apiOperations: ApiOperation[];
  }
}

export const SESSION_COOKIE = 'better-auth.session_token';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: `error.fields` names each bad field',
  401: 'Not signed in',
  403: 'Signed in without the role this operation needs, or a request from another origin',
  404: 'No such resource, or not yours to see',
  409: 'Conflict with the current state (already done, edited by someone else)',
  413: 'Request body too large',
  429: 'Too many requests: see the Retry-After header',
  500: 'Unexpected server error (no details are given)',
};

/** The error answers an operation can give, from what it declares. */
function errorStatuses(route: RouteOptions, audience: Audience | undefined): number[] {
  const schema = route.schema ?? {};
  const statuses = new Set<number>([500]);
  if (schema.params || schema.querystring || schema.body || schema.headers) statuses.add(400);
  if (audience && audience !== 'public') statuses.add(401);
  if (audience === 'vendor' || audience === 'vendor-or-admin' || audience === 'admin') statuses.add(403);
  if (schema.params) statuses.add(404);
  if (schema.body) statuses.add(413);
  const methods = [route.method].flat();
  if (methods.some((m) => m !== 'GET' && m !== 'HEAD')) statuses.add(403);
  return [...statuses].sort();
}

/** Fills in what every operation shares, so a route declares only what is its own. */
export function completeOperation(route: RouteOptions): void {
  route.schema ??= {};
  const schema = route.schema as FastifySchema & { tags?: string[]; security?: unknown[] };
  const audience = route.config?.audience;
  if (audience) {
    schema.tags ??= [AUDIENCE_TAGS[audience]];
    if (audience !== 'public') schema.security ??= [{ sessionCookie: [] }];
  }
  const permission = route.config?.permission;
  if (permission) (schema as Record<string, unknown>)['x-permission'] = permission;
  const firmPermission = route.config?.firmPermission;
  if (firmPermission) (schema as Record<string, unknown>)['x-firm-permission'] = firmPermission;
  if (!schema.response) return;
  const response = schema.response as Record<string, unknown>;
  for (const status of errorStatuses(route, audience)) {
    response[status] ??= ApiErrorBody.describe(ERROR_DESCRIPTIONS[status] ?? 'Error');
  }
}

/**
 * Answers are serialised with JSON.stringify; outside production each one is first checked
 * against the schema its route declares (a drift between code and document fails the tests).
 */
function createSerializerCompiler(check: boolean) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) =>
    (data: unknown) => {
      if (check) {
        const result = safeParse(schema as $ZodType, data);
        if (result.error) {
          const where = result.error.issues.map((i) => `${i.path.join('.') || '_'}: ${i.message}`).join('; ');
          throw new Error(`Answer of ${method} ${url} does not match its schema: ${where}`);
        }
      }
      return JSON.stringify(data);
    };
}

const zodToJsonConfig = { unrepresentable: 'any' as const };

type OpenApiDocument = {
  paths?: Record<string, Record<string, { tags?: string[] } & Record<string, unknown>>>;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
} & Record<string, unknown>;

/** better-auth's operations (its OpenAPI plugin), joined to ours under the `auth` tag. */
const authDocuments = new WeakMap<FastifyInstance, OpenApiDocument>();

/** Called once accounts are mounted: reads better-auth's own document of /api/auth/*. */
export async function addAuthOperations(app: FastifyInstance): Promise<void> {
  const document = (await app.auth.api.generateOpenAPISchema()) as unknown as OpenApiDocument;
  authDocuments.set(app, document);
}

function withAuthOperations(ours: OpenApiDocument, auth: OpenApiDocument | undefined): OpenApiDocument {
  if (!auth?.paths) return ours;
  const paths = { ...ours.paths };
  for (const [path, operations] of Object.entries(auth.paths)) {
    const tagged: Record<string, unknown> = {};
    for (const [method, operation] of Object.entries(operations)) {
      tagged[method] = { ...operation, tags: ['auth'] };
    }
    paths[`/api/auth${path}`] = tagged as (typeof paths)[string];
  }
  return {
    ...ours,
    paths,
    components: {
      ...ours.components,
      schemas: { ...auth.components?.schemas, ...ours.components?.schemas },
    },
  };
}

/**
 * Body of an image upload: multipart/form-data with one `file` part. It documents the operation;
 * the bytes are streamed and checked by the media module, not by a schema.
 */
export const MultipartImageBody = z
  .object({
    file: z.string().meta({ format: 'binary' }).describe('The image: JPEG, PNG, WebP or GIF, at most 5 MB'),
  })
  .describe('multipart/form-data');

/** D45: a buyer's answer to a disputed payment: a `note` and one `file` (a photo or a PDF). */
export const MultipartAnswerBody = z
  .object({
    note: z.string().describe('What the buyer says of the payment (10 to 1,000 characters)'),
    file: z.string().meta({ format: 'binary' }).describe('A photo (JPEG, PNG, WebP) or a PDF, at most 5 MB'),
  })
  .describe('multipart/form-data');

/** ADR 021: a photo or video in a quote's thread: one `file` and an optional `body` (its text). */
export const MultipartMessageBody = z
  .object({
    body: z.string().optional().describe('Text sent with the file (at most 2,000 characters)'),
    file: z
      .string()
      .meta({ format: 'binary' })
      .describe('A photo (JPEG, PNG, WebP; at most 10 MB) or a video (MP4, MOV; at most 20 MB)'),
  })
  .describe('multipart/form-data');

const MULTIPART_BODIES: unknown[] = [MultipartImageBody, MultipartAnswerBody, MultipartMessageBody];

export async function registerApiContract(app: FastifyInstance, config: Config): Promise<void> {
  app.setValidatorCompiler((route) =>
    route.httpPart === 'body' && MULTIPART_BODIES.includes(route.schema)
      ? (data: unknown) => ({ value: data })
      : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]),
  );
  app.setSerializerCompiler(createSerializerCompiler(config.env !== 'production'));

  // A JSON operation sent without a body is checked as `{}`, so the answer names the missing fields.
  // With `done`, not async: a promise per request for work that never waits (ADR 010, the cached path).
  app.addHook('preValidation', (request, _reply, done) => {
    const multipart = (request.headers['content-type'] ?? '').startsWith('multipart/');
    if (request.body === undefined && request.routeOptions.schema?.body && !multipart) request.body = {};
    done();
  });

  const operations: ApiOperation[] = [];
  app.decorate('apiOperations', operations);
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1')) completeOperation(route);
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      operations.push({
        method,
        url: route.url,
        audience: route.config?.audience,
        permission: route.config?.permission,
        firmPermission: route.config?.firmPermission,
        schema: (route.schema ?? {}) as ApiOperation['schema'],
      });
    }
  });

  const transformOurs = createJsonSchemaTransformObject({ zodToJsonConfig });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Granite Marketplace API',
        version: '1',
        description:
          'JSON API of the marketplace. Errors are always `{ "error": { "code", "message", "fields"? } }`. ' +
          'Signed-in operations use the session cookie set by the accounts API under `/api/auth` ' +
          '(better-auth; its operations are listed under the `auth` tag). State-changing requests ' +
          'are accepted only from the site itself.',
      },
      servers: [{ url: config.publicUrl }],
      tags: [
        { name: 'store', description: 'Public storefront: anyone' },
        { name: 'buyer', description: 'Any signed-in account' },
        { name: 'vendor', description: 'Manufacturers: owners of an approved manufacturer' },
        { name: 'admin', description: 'Administrators' },
        { name: 'auth', description: 'Accounts: sign-up, sign-in, sessions, passwords (better-auth)' },
      ],
      components: {
        securitySchemes: {
          sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [], zodToJsonConfig }),
    transformObject: (document) =>
      withAuthOperations(transformOurs(document) as OpenApiDocument, authDocuments.get(app)) as ReturnType<
        typeof transformOurs
      >,
    // Only the API is documented: pages, media files, robots and sitemaps are not operations.
    hideUntagged: true,
  });

  await app.register(scalarApiReference, {
    routePrefix: '/api/docs',
    logLevel: 'warn',
    // No font CDN (DESIGN: nothing loads from other origins; the CSP would refuse it anyway).
    // No development toolbar or hosted-client buttons: this is the reference of a running site.
    configuration: {
      withDefaultFonts: false,
      showDeveloperTools: 'never',
      hideClientButton: true,
      metaData: { title: 'Granite Marketplace API' },
    },
  });
}
