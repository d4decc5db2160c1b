// The API contract (issue 10): every operation under /api is declared with its schemas and its
// audience, the OpenAPI document lists them all, and the authorization matrix walks every
// operation of that document × seven kinds of caller, asserting the class of each answer and
// checking every 2xx body against the operation's declared response schema.
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { products } from './db/schema';
import type { ApiOperation } from './plugins/api-contract';
import { admin, buyer, call, cookieOf, nextIp, PASSWORD, vendor } from './test/accounts';
import { createTestApp, onPostgres, type TestApp } from './test/app';
import { multipart, solidImage } from './test/images';
import { seedMiniCatalogue } from './test/mini-catalogue';

const PERSONAS = [
  'anonymous',
  'buyer',
  'otherBuyer',
  'manufacturer',
  'otherManufacturer',
  'suspended',
  'admin',
] as const;
type Persona = (typeof PERSONAS)[number];
type AnswerClass = '2xx' | '401' | '403' | '404';

type Sample = {
  path: string;
  query?: string;
  body?: unknown;
  /** A multipart image upload instead of a JSON body. */
  image?: boolean;
  headers?: Record<string, string>;
};

type SampleSpec = {
  /** A valid request for this caller (fixtures it needs are made fresh). */
  request(persona: Persona): Promise<Sample> | Sample;
  /** The row belongs to `buyer` or `manufacturer`: other callers the audience admits get this. */
  owner?: { persona: Persona; others: '403' | '404' };
  /** Answers that differ from what the audience alone says (each with its reason). */
  except?: Partial<Record<Persona, AnswerClass>>;
};

/** The class the audience alone decides (D1): who is refused before any handler runs. */
function expectedByAudience(operation: ApiOperation, persona: Persona): AnswerClass {
  const audience = operation.audience;
  if (audience === 'public') return '2xx';
  if (persona === 'anonymous' || persona === 'suspended') return '401';
  const isVendor = persona === 'manufacturer' || persona === 'otherManufacturer';
  switch (audience) {
    case 'buyer':
      return '2xx';
    case 'vendor':
      return isVendor ? '2xx' : '403';
    case 'vendor-or-admin':
      return isVendor || persona === 'admin' ? '2xx' : '403';
    case 'admin':
      return persona === 'admin' ? '2xx' : '403';
    default:
      throw new Error(`${operation.method} ${operation.url} declares no audience`);
  }
}

const classOf = (status: number): string =>
  status >= 200 && status < 300 ? '2xx' : status === 304 ? '2xx' : String(status);

/** `/api/v1/products/{id}` (document) → `/api/v1/products/:id` (route). */
const routeUrl = (documentPath: string) => documentPath.replace(/\{([^}]+)\}/g, ':$1');

describe(`API contract (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
  const cookies: Partial<Record<Persona, string>> = {};
  let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;
  let manufacturerId: number;
  let manufacturerProductId: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    catalogue = await seedMiniCatalogue(t.app.deps.db);
    png = await solidImage('png', 1200, 900);
    const b = await buyer(t.app);
    cookies.buyer = b.cookie;
    cookies.otherBuyer = (await buyer(t.app)).cookie;
    const m = await vendor(t.app);
    cookies.manufacturer = m.cookie;
    manufacturerId = m.vendorId;
    cookies.otherManufacturer = (await vendor(t.app)).cookie;
    const a = await admin(t.app);
    cookies.admin = a.cookie;
    const s = await buyer(t.app);
    const suspended = await call(t.app, 'POST', `/api/v1/admin/users/${s.userId}/suspend`, {
      cookie: a.cookie,
      body: { reason: 'Contract test' },
    });
    expect(suspended.statusCode).toBe(200);
    cookies.suspended = s.cookie;
    const [product] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Contract Test Slab',
        pricePaise: 25000,
        vendorId: manufacturerId,
        categoryId: catalogue.categoryIds.black,
      })
      .returning({ id: products.id });
    manufacturerProductId = product!.id;
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
  });
  afterAll(async () => t?.close());

  async function send(persona: Persona, method: string, sample: Sample): Promise<LightMyRequestResponse> {
    const url = sample.query ? `${sample.path}?${sample.query}` : sample.path;
    const upload = sample.image ? multipart(png) : undefined;
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress: nextIp(),
      headers: {
        origin: t.app.deps.config.publicUrl,
        ...(cookies[persona] ? { cookie: cookies[persona] } : {}),
        ...upload?.headers,
        ...sample.headers,
      },
      ...(upload
        ? { payload: upload.payload }
        : sample.body !== undefined
          ? { payload: sample.body as object }
          : {}),
    });
    // A password change starts a new session: the caller goes on with it.
    const renewed = cookieOf(res);
    if (renewed.includes('session_token') && persona !== 'anonymous') cookies[persona] = renewed;
    return res;
  }

  const quoteBody = (productId: number) => ({
    productId,
    customerName: 'Asha Builder',
    mobileNumber: '9876543210',
    quantitySqft: 500,
    deliveryCity: 'Hyderabad',
    deliveryPin: '500001',
    materialQuality: 'Premium',
    productType: 'Slabs',
  });

  /** One quote request of the buyer, for the operations that read it back. */
  async function buyersQuoteRequestId(): Promise<number> {
    const res = await call(t.app, 'POST', '/api/v1/quote-requests', {
      cookie: cookies.buyer,
      ip: nextIp(),
      body: quoteBody(catalogue.productIds[0]!),
    });
    expect(res.statusCode).toBe(201);
    return res.json().requests[0].id;
  }

  async function uploadedBy(persona: Persona): Promise<string> {
    const upload = multipart(png);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/media?kind=product',
      headers: { origin: t.app.deps.config.publicUrl, cookie: cookies[persona]!, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().image.id;
  }

  async function heroImageId(): Promise<number> {
    const res = await call(t.app, 'POST', '/api/v1/admin/granite-images', {
      cookie: cookies.admin,
      body: {},
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  async function freshBuyerId(persona: Persona): Promise<string> {
    // Only an admin's call reaches the handler; everyone else is refused by the audience first.
    return persona === 'admin' ? (await buyer(t.app)).userId : randomUUID();
  }

  const productInList = () => catalogue.productIds[1]!;

  const SAMPLES: Record<string, SampleSpec> = {
    'GET /api/v1/health': { request: () => ({ path: '/api/v1/health' }) },
    'GET /api/v1/session': { request: () => ({ path: '/api/v1/session' }) },
    'GET /api/v1/categories': { request: () => ({ path: '/api/v1/categories' }) },
    'GET /api/v1/categories/{id}': {
      request: () => ({ path: `/api/v1/categories/${catalogue.categoryIds.black}` }),
    },
    'GET /api/v1/products': {
      request: () => ({ path: '/api/v1/products', query: 'search=black&sort=price-asc' }),
    },
    'GET /api/v1/products/{id}': { request: () => ({ path: `/api/v1/products/${catalogue.productIds[0]}` }) },
    'GET /api/v1/manufacturers': { request: () => ({ path: '/api/v1/manufacturers' }) },
    'GET /api/v1/manufacturers/{id}': {
      request: () => ({ path: `/api/v1/manufacturers/${catalogue.vendorIds.ongole}` }),
    },
    'GET /api/v1/content': { request: () => ({ path: '/api/v1/content', query: 'keys=hero,footer_info' }) },
    'GET /api/v1/content/{key}': { request: () => ({ path: '/api/v1/content/contact_info' }) },
    'GET /api/v1/granite-images': {
      request: () => ({ path: '/api/v1/granite-images', query: 'category=hero' }),
    },
    'GET /api/v1/comparison': {
      request: () => ({ path: '/api/v1/comparison', query: `product=${catalogue.productIds[0]}` }),
    },
    'POST /api/v1/contact': {
      request: () => ({
        path: '/api/v1/contact',
        body: { name: 'Ravi', email: 'ravi@example.com', message: 'Do you ship to Pune?' },
      }),
    },
    'POST /api/v1/quote-requests': {
      request: () => ({ path: '/api/v1/quote-requests', body: quoteBody(catalogue.productIds[0]!) }),
    },
    'POST /api/v1/quote-requests/multi': {
      request: () => {
        const { productId: _one, ...fields } = quoteBody(0);
        return {
          path: '/api/v1/quote-requests/multi',
          body: { ...fields, productIds: [catalogue.productIds[0], catalogue.productIds[1]] },
        };
      },
    },
    'POST /api/v1/vendor-applications': {
      request: () => ({
        path: '/api/v1/vendor-applications',
        body: {
          businessName: `Contract Granites ${randomUUID().slice(0, 8)}`,
          ownerName: 'Meena Rao',
          email: `applicant-${randomUUID()}@example.com`,
          password: PASSWORD,
        },
      }),
    },

    'GET /api/v1/me': { request: () => ({ path: '/api/v1/me' }) },
    'PATCH /api/v1/me': { request: () => ({ path: '/api/v1/me', body: { city: 'Chennai' } }) },
    'POST /api/v1/me/password': {
      request: () => ({
        path: '/api/v1/me/password',
        body: { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
      }),
    },
    'GET /api/v1/me/quote-requests': { request: () => ({ path: '/api/v1/me/quote-requests' }) },
    'GET /api/v1/me/quote-requests/{id}': {
      request: async () => ({ path: `/api/v1/me/quote-requests/${await buyersQuoteRequestId()}` }),
      owner: { persona: 'buyer', others: '404' },
    },
    'GET /api/v1/me/vendor-application': { request: () => ({ path: '/api/v1/me/vendor-application' }) },
    'POST /api/v1/me/vendor-application': {
      request: () => ({
        path: '/api/v1/me/vendor-application',
        body: { businessName: `Applicant Stones ${randomUUID().slice(0, 8)}` },
      }),
    },
    'GET /api/v1/me/saved-comparisons': { request: () => ({ path: '/api/v1/me/saved-comparisons' }) },
    'POST /api/v1/me/saved-comparisons': {
      request: () => ({
        path: '/api/v1/me/saved-comparisons',
        body: { name: 'Black slabs', query: { category: String(catalogue.categoryIds.black) } },
      }),
    },
    'DELETE /api/v1/me/saved-comparisons/{id}': {
      request: async () => {
        const res = await call(t.app, 'POST', '/api/v1/me/saved-comparisons', {
          cookie: cookies.buyer,
          body: { name: 'To delete', query: {} },
        });
        expect(res.statusCode).toBe(201);
        return { path: `/api/v1/me/saved-comparisons/${res.json().id}` };
      },
      owner: { persona: 'buyer', others: '404' },
    },

    'GET /api/v1/vendor/manufacturers': { request: () => ({ path: '/api/v1/vendor/manufacturers' }) },

    'POST /api/v1/media': { request: () => ({ path: '/api/v1/media', query: 'kind=product', image: true }) },
    'DELETE /api/v1/media/{id}': {
      request: async (persona) => ({
        path: `/api/v1/media/${persona === 'admin' || persona === 'manufacturer' ? await uploadedBy('manufacturer') : randomUUID()}`,
      }),
      owner: { persona: 'manufacturer', others: '404' },
    },
    'PUT /api/v1/products/{id}/image': {
      request: () => ({ path: `/api/v1/products/${manufacturerProductId}/image`, image: true }),
      owner: { persona: 'manufacturer', others: '403' },
    },
    'DELETE /api/v1/products/{id}/image': {
      request: () => ({ path: `/api/v1/products/${manufacturerProductId}/image` }),
      owner: { persona: 'manufacturer', others: '403' },
    },
    'PUT /api/v1/vendors/{id}/logo': {
      request: () => ({ path: `/api/v1/vendors/${manufacturerId}/logo`, image: true }),
      owner: { persona: 'manufacturer', others: '403' },
    },
    'DELETE /api/v1/vendors/{id}/logo': {
      request: () => ({ path: `/api/v1/vendors/${manufacturerId}/logo` }),
      owner: { persona: 'manufacturer', others: '403' },
    },

    'GET /api/v1/admin/users': { request: () => ({ path: '/api/v1/admin/users', query: 'status=active' }) },
    'POST /api/v1/admin/users/{id}/suspend': {
      request: async (persona) => ({
        path: `/api/v1/admin/users/${await freshBuyerId(persona)}/suspend`,
        body: { reason: 'Spam quote requests' },
      }),
    },
    'POST /api/v1/admin/users/{id}/reactivate': {
      request: async (persona) => {
        const id = await freshBuyerId(persona);
        if (persona === 'admin') {
          await call(t.app, 'POST', `/api/v1/admin/users/${id}/suspend`, {
            cookie: cookies.admin,
            body: { reason: 'To reactivate' },
          });
        }
        return { path: `/api/v1/admin/users/${id}/reactivate` };
      },
    },
    'DELETE /api/v1/admin/users/{id}': {
      request: async (persona) => ({ path: `/api/v1/admin/users/${await freshBuyerId(persona)}` }),
    },
    'PUT /api/v1/admin/content/{key}': {
      request: () => ({
        path: '/api/v1/admin/content/contact_info',
        body: {
          whatsappNumber: '+919876543210',
          whatsappMessage: 'Hello',
          email: 'sales@granite.example',
          emailSubject: 'Enquiry',
          emailBody: '',
        },
      }),
    },
    'GET /api/v1/admin/granite-images': {
      request: () => ({ path: '/api/v1/admin/granite-images', query: 'category=hero' }),
    },
    'POST /api/v1/admin/granite-images': {
      request: () => ({ path: '/api/v1/admin/granite-images', body: {} }),
    },
    'PUT /api/v1/admin/granite-images/order': {
      request: async () => {
        const res = await call(t.app, 'GET', '/api/v1/admin/granite-images?category=hero', {
          cookie: cookies.admin,
        });
        const ids = res.json().items.map((i: { id: number }) => i.id);
        return { path: '/api/v1/admin/granite-images/order', body: { category: 'hero', ids: ids.reverse() } };
      },
    },
    'PATCH /api/v1/admin/granite-images/{id}': {
      request: async () => ({
        path: `/api/v1/admin/granite-images/${await heroImageId()}`,
        body: { name: 'Black Galaxy slab yard' },
      }),
    },
    'PUT /api/v1/admin/granite-images/{id}/image': {
      request: async () => ({
        path: `/api/v1/admin/granite-images/${await heroImageId()}/image`,
        image: true,
      }),
    },
    'DELETE /api/v1/admin/granite-images/{id}': {
      request: async () => ({ path: `/api/v1/admin/granite-images/${await heroImageId()}` }),
    },
  };
  for (const list of ['wishlist', 'comparison']) {
    Object.assign(SAMPLES, {
      [`GET /api/v1/me/${list}`]: { request: () => ({ path: `/api/v1/me/${list}` }) },
      [`PUT /api/v1/me/${list}/{productId}`]: {
        request: () => ({ path: `/api/v1/me/${list}/${productInList()}` }),
      },
      [`DELETE /api/v1/me/${list}/{productId}`]: {
        request: () => ({ path: `/api/v1/me/${list}/${productInList()}` }),
      },
      [`DELETE /api/v1/me/${list}`]: { request: () => ({ path: `/api/v1/me/${list}` }) },
      [`POST /api/v1/me/${list}/merge`]: {
        request: () => ({
          path: `/api/v1/me/${list}/merge`,
          body: { productIds: [catalogue.productIds[2]] },
        }),
      },
    } satisfies Record<string, SampleSpec>);
  }

  /** Operations whose effects would disturb the rest: a password change renews sessions. */
  const LAST = new Set(['POST /api/v1/me/password']);

  const ourOperations = () =>
    Object.entries(document.paths)
      .filter(([path]) => !path.startsWith('/api/auth'))
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));

  const declared = (key: string): ApiOperation => {
    const [method, path] = key.split(' ') as [string, string];
    const operation = t.app.apiOperations.find((o) => o.method === method && o.url === routeUrl(path));
    if (!operation) throw new Error(`${key} is in the document but not a route`);
    return operation;
  };

  it('every route under /api declares an audience, a summary and schemas for what it accepts and answers', () => {
    const problems: string[] = [];
    for (const op of t.app.apiOperations) {
      // better-auth's catch-all is documented by better-auth itself (joined under the `auth` tag);
      // the reference and the document are served by the documentation plugin.
      if (op.url.startsWith('/api/auth/') || op.url.startsWith('/api/docs')) continue;
      const name = `${op.method} ${op.url}`;
      if (!op.audience) problems.push(`${name}: no audience (config.audience)`);
      if (!op.schema.summary) problems.push(`${name}: no summary`);
      const statuses = Object.keys(op.schema.response ?? {});
      if (!statuses.some((s) => s.startsWith('2'))) problems.push(`${name}: no success response schema`);
      if (op.url.includes(':') && !op.schema.params)
        problems.push(`${name}: path parameters without a schema`);
      if (['POST', 'PUT', 'PATCH'].includes(op.method) && !op.schema.body)
        problems.push(`${name}: no body schema`);
    }
    expect(problems).toEqual([]);
  });

  it('serves OpenAPI 3.1 listing every operation with its tag, security and error answers', () => {
    expect(document.openapi).toBe('3.1.0');
    const routes = t.app.apiOperations.filter((o) => o.url.startsWith('/api/v1'));
    expect(routes.length).toBeGreaterThan(40);
    for (const op of routes) {
      const path = op.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const operation = document.paths[path]?.[op.method.toLowerCase()] as
        | { summary?: string; tags?: string[]; security?: unknown[]; responses?: Record<string, unknown> }
        | undefined;
      expect(operation, `${op.method} ${path} is missing from the document`).toBeDefined();
      expect(operation!.summary).toBeTruthy();
      expect(operation!.tags).toHaveLength(1);
      expect(['store', 'buyer', 'vendor', 'admin']).toContain(operation!.tags![0]);
      if (op.audience !== 'public') expect(operation!.security).toEqual([{ sessionCookie: [] }]);
      expect(Object.keys(operation!.responses ?? {})).toContain('500');
    }
    // better-auth's operations are in the same document.
    expect(document.paths['/api/auth/sign-in/email']?.post).toBeDefined();
  });

  it('has a sample request for every operation of the document (a new operation must join the matrix)', () => {
    const missing = ourOperations().filter((key) => !SAMPLES[key]);
    expect(missing).toEqual([]);
    const stale = Object.keys(SAMPLES).filter((key) => !ourOperations().includes(key));
    expect(stale).toEqual([]);
  });

  it('answers every operation × caller with the class its audience and ownership decide', async () => {
    const keys = ourOperations().sort((a, b) => Number(LAST.has(a)) - Number(LAST.has(b)));
    const wrong: string[] = [];
    for (const key of keys) {
      const spec = SAMPLES[key];
      if (!spec) continue;
      const operation = declared(key);
      for (const persona of PERSONAS) {
        let expected = expectedByAudience(operation, persona);
        if (spec.owner && expected === '2xx' && persona !== spec.owner.persona && persona !== 'admin') {
          expected = spec.owner.others;
        }
        if (spec.owner && persona === 'admin' && operation.audience === 'buyer') expected = spec.owner.others;
        expected = spec.except?.[persona] ?? expected;
        const sample = await spec.request(persona);
        const res = await send(persona, operation.method, sample);
        const got = classOf(res.statusCode);
        if (got !== expected) {
          wrong.push(
            `${key} as ${persona}: expected ${expected}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
          );
          continue;
        }
        // Every answer matches the schema the operation declares (cached answers included).
        const schema = operation.schema.response?.[String(res.statusCode)] as $ZodType | undefined;
        if (res.statusCode !== 204 && res.statusCode !== 304 && schema) {
          const parsed = safeParse(schema, res.json());
          if (parsed.error) {
            const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
            wrong.push(`${key} as ${persona}: ${res.statusCode} answer does not match its schema (${where})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an encoded admin path like the plain one, before the body is read', async () => {
    const res = await call(t.app, 'PATCH', '/api/v1/%61dmin/granite-images/1', {
      cookie: cookies.buyer,
      body: { colour: 'not a field' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    const dotted = await call(t.app, 'GET', '/api/v1/me/../admin/users', { cookie: cookies.buyer });
    expect([403, 404]).toContain(dotted.statusCode);
    const anonymous = await call(t.app, 'GET', '/api/v1/%61dmin/users');
    expect(anonymous.statusCode).toBe(401);
  });
});
