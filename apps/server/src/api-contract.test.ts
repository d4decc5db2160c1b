// The API contract (D1, ADR 006): every operation under /api is declared with its schemas and its
// audience, the OpenAPI document lists them all, and the authorization matrix walks every
// operation of that document × seven kinds of caller, asserting the class of each answer and
// checking every 2xx body against the operation's declared response schema.
import { randomUUID } from 'node:crypto';
import { gstinCheckChar } from '@granite/shared';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type $ZodType, safeParse } from 'zod/v4/core';
// Notifications (D17) and reviews (D26): rows the samples below make.
import {
  attachmentFiles,
  documents,
  exchangeRates,
  firmMembers,
  lots,
  notificationPreferences,
  notifications,
  orderClaims,
  orderLoadingScans,
  orderLoadingShortfalls,
  orderPayments,
  orders,
  products,
  quoteReplies,
  quoteReplySlabs,
  quoteRequests,
  reviews,
  sampleRequests,
  slabs,
  vendorRequests,
  vendors,
} from './db/schema';
import type { IrpStandin } from './irp-standin/standin';
import { type Party, PERMISSION_NAMES, PERMISSIONS, partiesOf } from './modules/access/permissions';
import { unsubscribeTokenFor } from './modules/alerts/alerts.service';
import { notify } from './modules/notifications/notifications.service';
import type { ApiOperation } from './plugins/api-contract';
import { admin, buyer, call, cookieOf, lastMailTo, manufacturer, nextIp, PASSWORD } from './test/accounts';
import { createTestApp, onPostgres, type TestApp } from './test/app';
import { multipart, solidImage } from './test/images';
import { IRP_USER, startTestIrp } from './test/irp';
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
  /** Text fields sent before the image in the same multipart form (D45: an answer's note). */
  fields?: Record<string, string>;
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
  const isManufacturer = persona === 'manufacturer' || persona === 'otherManufacturer';
  switch (audience) {
    case 'buyer':
      return '2xx';
    case 'vendor':
      return isManufacturer ? '2xx' : '403';
    case 'vendor-or-admin':
      return isManufacturer || persona === 'admin' ? '2xx' : '403';
    case 'admin':
      return persona === 'admin' ? '2xx' : '403';
    default:
      throw new Error(`${operation.method} ${operation.url} declares no audience`);
  }
}

/** The side a route serves, by its path (the `as` its service gives requireAccess): ADR 017. */
function sideOfRoute(url: string): Party | undefined {
  if (url.startsWith('/api/v1/me/')) return 'buyer';
  if (url.startsWith('/api/v1/vendor/')) return 'manufacturer';
  if (url.startsWith('/api/v1/admin/')) return 'admin';
  return undefined;
}

/** Whether a persona can be this side of some row at all (every account is a buyer, D1). */
const canBe = (persona: Persona, side: Party): boolean =>
  side === 'admin'
    ? persona === 'admin'
    : side === 'manufacturer'
      ? persona === 'manufacturer' || persona === 'otherManufacturer'
      : persona !== 'anonymous' && persona !== 'suspended';

/**
 * ADR 017: the class the permission table decides for an operation that declares a permission.
 * The fixtures make each row `buyer`'s and `manufacturer`'s; today every account is the owner of its
 * firms (D46), so a side is granted when the table names `owner` for it.
 */
function expectedByPermission(operation: ApiOperation, persona: Persona): AnswerClass {
  const byAudience = expectedByAudience(operation, persona);
  if (byAudience !== '2xx') return byAudience;
  if (persona === 'anonymous' || persona === 'suspended') return '401';
  const permission = operation.permission!;
  const rule: import('./modules/access/permissions').PermissionRule = PERMISSIONS[permission];
  const sides = partiesOf(permission, sideOfRoute(operation.url)).filter((side) => canBe(persona, side));
  if (!sides.length) return '403';
  const granted = sides.some((side) => {
    if (side === 'admin') return persona === 'admin' && rule.admin === true;
    if (side === 'buyer') {
      return (rule.anyBuyer ?? (persona === 'buyer' ? rule.buyer : undefined))?.includes('owner') ?? false;
    }
    return (
      (rule.anyManufacturer ?? (persona === 'manufacturer' ? rule.manufacturer : undefined))?.includes(
        'owner',
      ) ?? false
    );
  });
  return granted ? '2xx' : '404';
}

const classOf = (status: number): string =>
  status >= 200 && status < 300 ? '2xx' : status === 304 ? '2xx' : String(status);

/** `/api/v1/products/{id}` (document) → `/api/v1/products/:id` (route). */
const routeUrl = (documentPath: string) => documentPath.replace(/\{([^}]+)\}/g, ':$1');

describe(`API contract (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let document: { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> };
  const cookies: Partial<Record<Persona, string>> = {};
  const emails: Partial<Record<Persona, string>> = {};
  let catalogue: Awaited<ReturnType<typeof seedMiniCatalogue>>;
  let manufacturerId: number;
  let manufacturerProductId: number;
  let png: Buffer;

  // D43: the IRP stand-in the e-invoice operations talk to.
  let irp: IrpStandin;
  beforeAll(async () => {
    const started = await startTestIrp();
    irp = started.irp;
    t = await createTestApp({}, started.env);
    catalogue = await seedMiniCatalogue(t.app.deps.db);
    png = await solidImage('png', 1200, 900);
    const b = await buyer(t.app);
    cookies.buyer = b.cookie;
    emails.buyer = b.email;
    const b2 = await buyer(t.app);
    cookies.otherBuyer = b2.cookie;
    emails.otherBuyer = b2.email;
    const m = await manufacturer(t.app);
    cookies.manufacturer = m.cookie;
    emails.manufacturer = m.email;
    manufacturerId = m.vendorId;
    const m2 = await manufacturer(t.app);
    cookies.otherManufacturer = m2.cookie;
    emails.otherManufacturer = m2.email;
    const a = await admin(t.app);
    cookies.admin = a.cookie;
    emails.admin = a.email;
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
  afterAll(async () => {
    await t?.close();
    await irp?.close();
  });

  async function send(persona: Persona, method: string, sample: Sample): Promise<LightMyRequestResponse> {
    const url = sample.query ? `${sample.path}?${sample.query}` : sample.path;
    const upload = sample.image ? multipart(png, { fields: sample.fields }) : undefined;
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

  /** D31: a signed-out visitor's request; answers the token of the link mailed for it. */
  async function visitorLinkToken(): Promise<string> {
    const email = `visitor-${randomUUID()}@example.com`;
    const res = await call(t.app, 'POST', '/api/v1/quote-requests', {
      ip: nextIp(),
      body: { ...quoteBody(catalogue.productIds[0]!), email },
    });
    expect(res.statusCode, res.body).toBe(201);
    return /\/quote-links\/([A-Za-z0-9_-]{43})/.exec((await lastMailTo(t.app, email))!.textBody)![1]!;
  }

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

  /** D38: an open requirement for black slabs (the manufacturer's product matches it), posted by `poster`. */
  const requirementBody = {
    categoryId: 0,
    productType: 'Slabs',
    quantitySqft: 800,
    deliveryCity: 'Hyderabad',
    deliveryPin: '500001',
    customerName: 'Asha Builder',
    mobileNumber: '9876543210',
  };
  async function requirementOf(poster: 'buyer' | 'otherBuyer'): Promise<number> {
    const res = await call(t.app, 'POST', '/api/v1/requirements', {
      cookie: cookies[poster],
      ip: nextIp(),
      body: { ...requirementBody, categoryId: catalogue.categoryIds.black },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
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

  /** A fresh category for the admin's call (others are refused before any row is read). */
  async function freshCategoryId(persona: Persona): Promise<number> {
    if (persona !== 'admin') return 1;
    const res = await call(t.app, 'POST', '/api/v1/admin/categories', { cookie: cookies.admin, body: {} });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  /** A fresh stone variety for the admin's call (others are refused before any row is read). */
  async function freshVarietyId(persona: Persona): Promise<number> {
    if (persona !== 'admin') return 1;
    const res = await call(t.app, 'POST', '/api/v1/admin/stone-varieties', {
      cookie: cookies.admin,
      body: { name: `Fresh Variety ${randomUUID().slice(0, 8)}` },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  /** A fresh contact message for the admin's call. */
  async function freshContactMessageId(persona: Persona): Promise<number> {
    if (persona !== 'admin') return 1;
    const res = await call(t.app, 'POST', '/api/v1/contact', {
      ip: nextIp(),
      body: { name: 'Ravi', email: 'ravi@example.com', message: 'Do you ship to Pune?' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  const productInList = () => catalogue.productIds[1]!;

  /** D34: the caller's business version (a first save sends none). */
  async function businessVersion(persona: Persona): Promise<number | undefined> {
    if (!cookies[persona]) return undefined;
    const res = await call(t.app, 'GET', '/api/v1/me/business', { cookie: cookies[persona] });
    return res.statusCode === 200 ? (res.json().business?.version ?? undefined) : undefined;
  }

  /** D34: a fresh delivery address of the buyer (the owner of the row every caller asks for). */
  async function buyersAddressId(): Promise<number> {
    const res = await call(t.app, 'POST', '/api/v1/me/delivery-addresses', {
      cookie: cookies.buyer,
      body: { label: 'Site', address: '4 ITPL Road', city: 'Bengaluru', state: 'Karnataka', pin: '560066' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  /** D34: each sample rate its own HSN code (the table keeps one rate per code and date). */
  let hsnSerial = 0;
  const nextHsn = () => String(68_000_000 + ++hsnSerial);

  /** D34: a fresh GST rate not yet in force, for the admin's call. */
  async function freshHsnRateId(persona: Persona): Promise<number> {
    if (persona !== 'admin') return 1;
    const res = await call(t.app, 'POST', '/api/v1/admin/hsn-rates', {
      cookie: cookies.admin,
      body: {
        hsn: nextHsn(),
        description: 'Contract',
        ratePercent: 18,
        effectiveFrom: '2099-04-01',
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  // D47, D48: the export desk's tables; each admin call gets its own day, or country and leg.
  let exportCounter = 0;
  const nextRateDay = () => `2099-02-${String(++exportCounter).padStart(2, '0')}`;
  const FREE_LIMITS = ['FR', 'IT', 'ES', 'BE', 'JP', 'AU', 'CA', 'SA'].flatMap((c) =>
    ['road', 'rail'].map((leg) => ({ country: c, leg })),
  );
  const nextLimit = () => FREE_LIMITS[++exportCounter % FREE_LIMITS.length]!;
  async function freshExchangeRateId(persona: Persona): Promise<number> {
    if (persona !== 'admin') return 1;
    const res = await call(t.app, 'POST', '/api/v1/admin/exchange-rates', {
      cookie: cookies.admin,
      body: { currency: 'GBP', inrPerUnit: '110.25', effectiveFrom: nextRateDay() },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }
  async function freshPayloadLimitId(persona: Persona): Promise<number> {
    if (persona !== 'admin') return 1;
    const res = await call(t.app, 'POST', '/api/v1/admin/payload-limits', {
      cookie: cookies.admin,
      body: { ...nextLimit(), limit20Kg: 22_000, limit40Kg: 22_000 },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id;
  }

  // D41: the buyer's saved searches (one kept for PUT and the unsubscribe link, fresh ones to delete).
  let savedSearchCounter = 0;
  let keptSavedSearch: number | undefined;
  async function buyersSavedSearchId(fresh = false): Promise<number> {
    if (!fresh && keptSavedSearch) return keptSavedSearch;
    const res = await call(t.app, 'POST', '/api/v1/me/saved-searches', {
      cookie: cookies.buyer,
      body: { name: 'Polished', url: `/products?finish=Polished&minPrice=${++savedSearchCounter}` },
    });
    expect(res.statusCode).toBe(201);
    if (!fresh) keptSavedSearch = res.json().id;
    return res.json().id;
  }

  const SAMPLES: Record<string, SampleSpec> = {
    'GET /api/v1/health': { request: () => ({ path: '/api/v1/health' }) },
    // Readiness answers 503 while this process's catalogue index loads (its first call starts the
    // load; metrics.test.ts holds that answer): the matrix asks who may call it, once it is ready.
    'GET /api/v1/health/ready': {
      request: async () => {
        for (let tries = 0; tries < 600; tries++) {
          const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
          if (res.statusCode === 200) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        return { path: '/api/v1/health/ready' };
      },
    },
    'GET /api/v1/session': { request: () => ({ path: '/api/v1/session' }) },
    'GET /api/v1/categories': { request: () => ({ path: '/api/v1/categories' }) },
    'GET /api/v1/categories/{id}': {
      request: () => ({ path: `/api/v1/categories/${catalogue.categoryIds.black}` }),
    },
    'GET /api/v1/products': {
      request: () => ({ path: '/api/v1/products', query: 'search=black&sort=price-asc' }),
    },
    'GET /api/v1/products/facets/{facet}': {
      request: () => ({ path: '/api/v1/products/facets/manufacturer', query: 'search=black&q=ongole' }),
    },
    'GET /api/v1/products/{id}': { request: () => ({ path: `/api/v1/products/${catalogue.productIds[0]}` }) },
    'GET /api/v1/manufacturers': {
      request: () => ({
        path: '/api/v1/manufacturers',
        query: 'q=stone&state=Andhra%20Pradesh&variety=black-galaxy',
      }),
    },
    'GET /api/v1/stone-varieties': { request: () => ({ path: '/api/v1/stone-varieties' }) },
    'GET /api/v1/manufacturers/{id}': {
      request: () => ({ path: `/api/v1/manufacturers/${catalogue.vendorIds.ongole}` }),
    },
    'GET /api/v1/content': { request: () => ({ path: '/api/v1/content', query: 'keys=hero,footer_info' }) },
    'GET /api/v1/content/{key}': { request: () => ({ path: '/api/v1/content/contact_info' }) },
    'GET /api/v1/content/legal-pages': { request: () => ({ path: '/api/v1/content/legal-pages' }) },
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
      // D31: signed out, the address is required; signed in, the account's is used.
      request: () => ({
        path: '/api/v1/quote-requests',
        body: { ...quoteBody(catalogue.productIds[0]!), email: `visitor-${randomUUID()}@example.com` },
      }),
    },
    'POST /api/v1/quote-requests/multi': {
      request: () => {
        const { productId: _one, ...fields } = quoteBody(0);
        return {
          path: '/api/v1/quote-requests/multi',
          body: {
            ...fields,
            email: `visitor-${randomUUID()}@example.com`,
            productIds: [catalogue.productIds[0], catalogue.productIds[1]],
          },
        };
      },
    },
    // D16/D27/D31/D32: public like the quote form it sits in.
    'GET /api/v1/quote-requests/suggestions': {
      request: () => ({
        path: '/api/v1/quote-requests/suggestions',
        query: `productIds=${catalogue.productIds[0]},${catalogue.productIds[1]}`,
      }),
    },
    // D31: the link is the credential, whoever holds it (signed in or not).
    'GET /api/v1/quote-links/{token}': {
      request: async () => ({ path: `/api/v1/quote-links/${await visitorLinkToken()}` }),
    },
    'POST /api/v1/quote-links/{token}/confirm': {
      request: async () => ({ path: `/api/v1/quote-links/${await visitorLinkToken()}/confirm`, body: {} }),
    },
    'POST /api/v1/quote-links/{token}/account': {
      request: async () => ({
        path: `/api/v1/quote-links/${await visitorLinkToken()}/account`,
        body: { password: PASSWORD },
      }),
    },
    'POST /api/v1/vendor-applications': {
      request: () => ({
        path: '/api/v1/vendor-applications',
        body: {
          businessName: `Contract Granites ${randomUUID().slice(0, 8)}`,
          ownerName: 'Meena Rao',
          email: `applicant-${randomUUID()}@example.com`,
          password: PASSWORD,
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560058',
        },
      }),
    },

    'GET /api/v1/me': { request: () => ({ path: '/api/v1/me' }) },
    'PATCH /api/v1/me': { request: () => ({ path: '/api/v1/me', body: { city: 'Chennai' } }) },
    // D40: any signed-in account; signed out and suspended callers get 401.
    'PUT /api/v1/me/language': { request: () => ({ path: '/api/v1/me/language', body: { language: 'en' } }) },
    'POST /api/v1/me/password': {
      request: () => ({
        path: '/api/v1/me/password',
        body: { currentPassword: PASSWORD, newPassword: PASSWORD, confirmPassword: PASSWORD },
      }),
    },
    'GET /api/v1/me/quote-requests': { request: () => ({ path: '/api/v1/me/quote-requests' }) },
    'GET /api/v1/me/quote-requests/{id}': {
      request: async () => ({ path: `/api/v1/me/quote-requests/${await buyersQuoteRequestId()}` }),
    },
    'GET /api/v1/me/vendor-application': { request: () => ({ path: '/api/v1/me/vendor-application' }) },
    'POST /api/v1/me/vendor-application': {
      request: () => ({
        path: '/api/v1/me/vendor-application',
        body: {
          businessName: `Applicant Stones ${randomUUID().slice(0, 8)}`,
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560058',
        },
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

    // D41: saved searches; another buyer's answers 404. Each sample saves a search of its own address.
    'GET /api/v1/me/saved-searches': { request: () => ({ path: '/api/v1/me/saved-searches' }) },
    'POST /api/v1/me/saved-searches': {
      request: () => ({
        path: '/api/v1/me/saved-searches',
        body: { name: 'Premium black', url: `/products?quality=Premium&maxPrice=${++savedSearchCounter}` },
      }),
    },
    'PUT /api/v1/me/saved-searches/{id}': {
      request: async () => ({
        path: `/api/v1/me/saved-searches/${await buyersSavedSearchId()}`,
        body: { frequency: 'weekly', priceDrops: false },
      }),
      owner: { persona: 'buyer', others: '404' },
    },
    'DELETE /api/v1/me/saved-searches/{id}': {
      request: async () => ({ path: `/api/v1/me/saved-searches/${await buyersSavedSearchId(true)}` }),
      owner: { persona: 'buyer', others: '404' },
    },
    'GET /api/v1/saved-searches/unsubscribe': {
      // The token alone decides (no session): any caller with a valid link gets 200.
      request: async () => ({
        path: '/api/v1/saved-searches/unsubscribe',
        query: `token=${unsubscribeTokenFor(t.app.deps.config, await buyersSavedSearchId())}`,
      }),
    },
    'POST /api/v1/saved-searches/unsubscribe': {
      request: async () => ({
        path: '/api/v1/saved-searches/unsubscribe',
        query: `token=${unsubscribeTokenFor(t.app.deps.config, await buyersSavedSearchId())}`,
        body: {},
      }),
    },

    'GET /api/v1/vendor/manufacturers': { request: () => ({ path: '/api/v1/vendor/manufacturers' }) },
    // D10, D22: the manufacturer's own figures; the others' are never in its answer.
    'GET /api/v1/vendor/dashboard': { request: () => ({ path: '/api/v1/vendor/dashboard' }) },
    'GET /api/v1/vendor/analytics': {
      request: () => ({ path: '/api/v1/vendor/analytics', query: 'days=90' }),
    },
    'GET /api/v1/vendor/analytics/products': {
      request: () => ({ path: '/api/v1/vendor/analytics/products', query: 'days=30&sort=views&dir=desc' }),
    },

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
    'GET /api/v1/admin/users/{id}': {
      request: async (persona) => ({ path: `/api/v1/admin/users/${await freshBuyerId(persona)}` }),
    },
    'GET /api/v1/admin/dashboard': { request: () => ({ path: '/api/v1/admin/dashboard' }) },
    'GET /api/v1/admin/vitals': { request: () => ({ path: '/api/v1/admin/vitals', query: 'days=7' }) },
    'POST /api/v1/vitals': {
      request: () => ({
        path: '/api/v1/vitals',
        body: { page: 'product', metrics: [{ name: 'LCP', value: 1900 }] },
      }),
    },
    'GET /api/v1/admin/activity': {
      request: () => ({ path: '/api/v1/admin/activity', query: 'kind=category&pageSize=5' }),
    },
    'GET /api/v1/admin/categories': { request: () => ({ path: '/api/v1/admin/categories' }) },
    // D32: the stone varieties admins keep.
    'GET /api/v1/admin/stone-varieties': { request: () => ({ path: '/api/v1/admin/stone-varieties' }) },
    'POST /api/v1/admin/stone-varieties': {
      request: () => ({
        path: '/api/v1/admin/stone-varieties',
        body: { name: `Contract Variety ${randomUUID().slice(0, 8)}`, colour: 'Black' },
      }),
    },
    'PATCH /api/v1/admin/stone-varieties/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/stone-varieties/${await freshVarietyId(persona)}`,
        body: { version: 1, status: 'hidden' },
      }),
    },
    'POST /api/v1/admin/categories': {
      request: () => ({
        path: '/api/v1/admin/categories',
        body: { name: `Contract Granite ${randomUUID().slice(0, 8)}`, color: '#3f3f46' },
      }),
    },
    'PUT /api/v1/admin/categories': {
      request: async (persona) => ({
        path: '/api/v1/admin/categories',
        body: { items: [{ id: await freshCategoryId(persona), version: 1, description: 'Saved together' }] },
      }),
    },
    'PATCH /api/v1/admin/categories/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/categories/${await freshCategoryId(persona)}`,
        body: { version: 1, color: 'bg-gray-100' },
      }),
    },
    'DELETE /api/v1/admin/categories/{id}': {
      request: async (persona) => ({ path: `/api/v1/admin/categories/${await freshCategoryId(persona)}` }),
    },
    'GET /api/v1/admin/contact-messages': {
      request: () => ({ path: '/api/v1/admin/contact-messages', query: 'status=new' }),
    },
    'GET /api/v1/admin/contact-messages/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/contact-messages/${await freshContactMessageId(persona)}`,
      }),
    },
    'POST /api/v1/admin/contact-messages/{id}/read': {
      request: async (persona) => ({
        path: `/api/v1/admin/contact-messages/${await freshContactMessageId(persona)}/read`,
      }),
    },
    'POST /api/v1/admin/contact-messages/{id}/handled': {
      request: async (persona) => ({
        path: `/api/v1/admin/contact-messages/${await freshContactMessageId(persona)}/handled`,
      }),
    },
    'POST /api/v1/admin/contact-messages/{id}/reply': {
      request: async (persona) => ({
        path: `/api/v1/admin/contact-messages/${await freshContactMessageId(persona)}/reply`,
        body: { replyText: 'Yes, we deliver to Pune.' },
      }),
    },
    'DELETE /api/v1/admin/users/{id}': {
      request: async (persona) => ({ path: `/api/v1/admin/users/${await freshBuyerId(persona)}` }),
    },
    'GET /api/v1/admin/content/{key}': { request: () => ({ path: '/api/v1/admin/content/hero' }) },
    'GET /api/v1/admin/hero-statistics': { request: () => ({ path: '/api/v1/admin/hero-statistics' }) },
    'PUT /api/v1/admin/content/{key}': {
      request: async () => {
        // D29: the version stored now (each admin write bumps it).
        const current = await call(t.app, 'GET', '/api/v1/admin/content/contact_info', {
          cookie: cookies.admin,
        });
        return {
          path: '/api/v1/admin/content/contact_info',
          body: {
            version: (current.json() as { version: number }).version,
            value: {
              whatsappNumber: '+919876543210',
              whatsappMessage: 'Hello',
              email: 'sales@granite.example',
              emailSubject: 'Enquiry',
              emailBody: '',
            },
          },
        };
      },
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

  // Manufacturers and their approval (D7, D8): fresh rows for the admin's calls, since
  // each one changes or removes what it is given; everyone else is refused before any handler runs.
  let applicant: { userId: string; email: string } | undefined;
  const applicantAccount = async () => {
    applicant ??= await buyer(t.app);
    return applicant;
  };
  async function applicationWith(status: 'pending' | 'rejected', userId?: string): Promise<number> {
    const [row] = await t.app.deps.db
      .insert(vendorRequests)
      .values({
        userId: userId ?? (await applicantAccount()).userId,
        businessName: `Applicant Granites ${randomUUID().slice(0, 8)}`,
        ownerName: 'Meena Rao',
        email: 'applicant@example.com',
        status,
        rejectionReason: status === 'rejected' ? 'GSTIN missing' : null,
      })
      .returning({ id: vendorRequests.id });
    return row!.id;
  }
  const applicationFor = async (persona: Persona, status: 'pending' | 'rejected') =>
    persona === 'admin' ? applicationWith(status) : 1;
  async function manufacturerFor(persona: Persona): Promise<number> {
    if (persona !== 'admin') return manufacturerId;
    const res = await call(t.app, 'POST', '/api/v1/admin/manufacturers', {
      cookie: cookies.admin,
      body: {
        businessName: `Contract Stones ${randomUUID().slice(0, 8)}`,
        ownerName: 'Ravi',
        email: 'r@example.com',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  }
  const manufacturerForm = { businessName: 'Contract Stones', ownerName: 'Ravi', email: 'r@example.com' };
  async function versionOfMyProfile(persona: Persona): Promise<number> {
    const res = await call(t.app, 'GET', '/api/v1/vendor/profile', { cookie: cookies[persona] });
    return res.statusCode === 200 ? res.json().version : 1;
  }
  Object.assign(SAMPLES, {
    'GET /api/v1/admin/manufacturers': {
      request: () => ({
        path: '/api/v1/admin/manufacturers',
        query: 'q=granite&status=active&sort=businessName',
      }),
    },
    'POST /api/v1/admin/manufacturers': {
      request: () => ({ path: '/api/v1/admin/manufacturers', body: manufacturerForm }),
    },
    'GET /api/v1/admin/manufacturers/{id}': {
      request: () => ({ path: `/api/v1/admin/manufacturers/${manufacturerId}` }),
    },
    'PUT /api/v1/admin/manufacturers/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/manufacturers/${await manufacturerFor(persona)}`,
        body: { ...manufacturerForm, city: 'Ongole', version: 1 },
      }),
    },
    'PUT /api/v1/admin/manufacturers/{id}/premium': {
      request: async (persona) => ({
        path: `/api/v1/admin/manufacturers/${await manufacturerFor(persona)}/premium`,
        body: { isPremium: true },
      }),
    },
    'PUT /api/v1/admin/manufacturers/{id}/status': {
      request: async (persona) => ({
        path: `/api/v1/admin/manufacturers/${await manufacturerFor(persona)}/status`,
        body: { status: 'suspended' },
      }),
    },
    'PUT /api/v1/admin/manufacturers/{id}/owner': {
      request: async (persona) => ({
        path: `/api/v1/admin/manufacturers/${await manufacturerFor(persona)}/owner`,
        body: { email: persona === 'admin' ? (await applicantAccount()).email : 'someone@example.com' },
      }),
    },
    'DELETE /api/v1/admin/manufacturers/{id}/owner': {
      request: async (persona) => ({
        path: `/api/v1/admin/manufacturers/${await manufacturerFor(persona)}/owner`,
      }),
    },
    'DELETE /api/v1/admin/manufacturers/{id}': {
      request: async (persona) => ({ path: `/api/v1/admin/manufacturers/${await manufacturerFor(persona)}` }),
    },
    'GET /api/v1/admin/vendor-applications': {
      request: () => ({ path: '/api/v1/admin/vendor-applications', query: 'status=rejected&q=granites' }),
    },
    'GET /api/v1/admin/vendor-applications/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/vendor-applications/${await applicationFor(persona, 'pending')}`,
      }),
    },
    'POST /api/v1/admin/vendor-applications/{id}/approve': {
      request: async (persona) => ({
        path: `/api/v1/admin/vendor-applications/${await applicationFor(persona, 'pending')}/approve`,
        body: {},
      }),
    },
    'POST /api/v1/admin/vendor-applications/{id}/reject': {
      request: async (persona) => ({
        path: `/api/v1/admin/vendor-applications/${await applicationFor(persona, 'pending')}/reject`,
        body: { reason: 'The GSTIN does not match the business name' },
      }),
    },
    'POST /api/v1/admin/vendor-applications/{id}/reactivate': {
      request: async (persona) => ({
        path: `/api/v1/admin/vendor-applications/${await applicationFor(persona, 'rejected')}/reactivate`,
      }),
    },
    'DELETE /api/v1/admin/vendor-applications/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/vendor-applications/${await applicationFor(persona, 'rejected')}`,
      }),
    },
    'PUT /api/v1/me/vendor-application': {
      // Each caller corrects their own rejected application (made here for whoever can reach the handler).
      request: async (persona) => {
        const me = await call(t.app, 'GET', '/api/v1/session', { cookie: cookies[persona] });
        const userId = me.json().session?.user.id as string | undefined;
        if (userId) await applicationWith('rejected', userId);
        return {
          path: '/api/v1/me/vendor-application',
          body: {
            businessName: 'Corrected Granites',
            city: 'Bengaluru',
            state: 'Karnataka',
            pincode: '560058',
          },
        };
      },
    },
    'GET /api/v1/vendor/profile': { request: () => ({ path: '/api/v1/vendor/profile' }) },
    'PUT /api/v1/vendor/profile': {
      request: async (persona) => ({
        path: '/api/v1/vendor/profile',
        body: {
          ...manufacturerForm,
          businessName: 'Vikram Granites',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560058',
          version: await versionOfMyProfile(persona),
        },
      }),
    },
  } satisfies Record<string, SampleSpec>);

  // Buyer side and cross-cutting: notifications (D17; every signed-in account has a bell),
  // reviews (D26) and reputation (D27). Rows are made fresh for the callers that reach a handler.
  const userIdOf = async (persona: Persona): Promise<string | undefined> => {
    const me = await call(t.app, 'GET', '/api/v1/session', { cookie: cookies[persona] });
    return me.json().session?.user.id as string | undefined;
  };
  async function buyersNotificationId(): Promise<number> {
    const userId = (await userIdOf('buyer'))!;
    await notify(t.app.deps, {
      userId,
      kind: 'contract',
      title: 'Contract test',
      body: 'x',
      link: '/dashboard',
    });
    const [row] = await t.app.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.id))
      .limit(1);
    return row!.id;
  }
  /** A delivered order of `buyer` from `manufacturer`, and optionally its review. */
  async function deliveredOrder(
    withReview = false,
    received = true,
  ): Promise<{ orderId: number; reviewId?: number }> {
    const userId = (await userIdOf('buyer'))!;
    const [q] = await t.app.deps.db
      .insert(quoteRequests)
      .values({
        productId: manufacturerProductId,
        productName: 'Contract Test Slab',
        vendorId: manufacturerId,
        vendorName: 'Vikram Granites',
        userId,
        customerName: 'Asha Builder',
        mobileNumber: '+919876543210',
        quantitySqft: 500,
        deliveryCity: 'Hyderabad',
        deliveryPin: '500001',
        materialQuality: 'Premium',
        productType: 'Slabs',
        status: 'accepted',
        forwardedAt: new Date(),
      })
      .returning({ id: quoteRequests.id });
    const [r] = await t.app.deps.db
      .insert(quoteReplies)
      .values({
        quoteRequestId: q!.id,
        vendorId: manufacturerId,
        revision: 1,
        pricePaise: 25_000,
        freightPaise: 0,
        leadTimeDays: 7,
        validUntil: '2099-01-01',
        status: 'accepted',
      })
      .returning({ id: quoteReplies.id });
    const [o] = await t.app.deps.db
      .insert(orders)
      .values({
        quoteRequestId: q!.id,
        quoteReplyId: r!.id,
        vendorId: manufacturerId,
        userId,
        productName: 'Contract Test Slab',
        customerName: 'Asha Builder',
        customerPhone: '+919876543210',
        deliveryAddress: 'Hyderabad 500001',
        quantitySqft: 500,
        pricePaise: 25_000,
        subtotalPaise: 12_500_000,
        gstRate: 18,
        gstPaise: 2_250_000,
        totalPaise: 14_750_000,
        leadTimeDays: 7,
        status: 'delivered',
        deliveredAt: new Date(),
        // D37: reviews open after receipt.
        receivedAt: received ? new Date() : null,
      })
      .returning({ id: orders.id });
    if (!withReview) return { orderId: o!.id };
    const [rv] = await t.app.deps.db
      .insert(reviews)
      .values({ orderId: o!.id, vendorId: manufacturerId, userId, rating: 5, body: 'Contract review' })
      .returning({ id: reviews.id });
    return { orderId: o!.id, reviewId: rv!.id };
  }
  const reviewFor = async (persona: Persona, reachable: Persona[]) =>
    reachable.includes(persona) ? (await deliveredOrder(true)).reviewId! : 1;
  Object.assign(SAMPLES, {
    'GET /api/v1/me/notifications': {
      request: () => ({ path: '/api/v1/me/notifications', query: 'unread=true' }),
    },
    'GET /api/v1/me/notifications/unread-count': {
      request: () => ({ path: '/api/v1/me/notifications/unread-count' }),
    },
    'POST /api/v1/me/notifications/{id}/read': {
      request: async () => ({
        path: `/api/v1/me/notifications/${await buyersNotificationId()}/read`,
        body: {},
      }),
      owner: { persona: 'buyer', others: '404' },
    },
    'POST /api/v1/me/notifications/read-all': {
      request: () => ({ path: '/api/v1/me/notifications/read-all', body: {} }),
    },
    'GET /api/v1/me/notification-preferences': {
      request: () => ({ path: '/api/v1/me/notification-preferences' }),
    },
    'PUT /api/v1/me/notification-preferences': {
      request: () => ({ path: '/api/v1/me/notification-preferences', body: { emailMode: 'immediate' } }),
    },
    'GET /api/v1/notifications/unsubscribe': {
      // The token alone decides (no session): any caller with a valid link gets 200.
      request: async () => {
        await buyersNotificationId();
        const [prefs] = await t.app.deps.db
          .select({ token: notificationPreferences.unsubscribeToken })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, (await userIdOf('buyer'))!));
        return { path: '/api/v1/notifications/unsubscribe', query: `token=${prefs!.token}` };
      },
    },
    'POST /api/v1/notifications/unsubscribe': {
      // The unsubscribe page's button: the token alone decides (no session), as for the GET.
      request: async () => {
        await buyersNotificationId();
        const [prefs] = await t.app.deps.db
          .select({ token: notificationPreferences.unsubscribeToken })
          .from(notificationPreferences)
          .where(eq(notificationPreferences.userId, (await userIdOf('buyer'))!));
        return { path: '/api/v1/notifications/unsubscribe', body: { token: prefs!.token } };
      },
    },
    'POST /api/v1/me/orders/{id}/review': {
      request: async () => ({
        path: `/api/v1/me/orders/${(await deliveredOrder()).orderId}/review`,
        body: { rating: 4, body: 'Well packed, on time.' },
      }),
    },
    'GET /api/v1/me/quote-board': { request: () => ({ path: '/api/v1/me/quote-board' }) },
    'GET /api/v1/me/orders': { request: () => ({ path: '/api/v1/me/orders?state=open' }) },
    'GET /api/v1/me/held-slabs': {
      request: () => ({ path: '/api/v1/me/held-slabs', query: `productId=${catalogue.productIds[0]!}` }),
    },
    'POST /api/v1/requirements': {
      request: () => ({
        path: '/api/v1/requirements',
        body: { ...requirementBody, categoryId: catalogue.categoryIds.black },
      }),
    },
    'GET /api/v1/me/requirements': { request: () => ({ path: '/api/v1/me/requirements' }) },
    'POST /api/v1/me/requirements/{id}/close': {
      request: async () => ({
        path: `/api/v1/me/requirements/${await requirementOf('buyer')}/close`,
        body: {},
      }),
    },
    'GET /api/v1/vendor/requirements': { request: () => ({ path: '/api/v1/vendor/requirements' }) },
    'POST /api/v1/vendor/requirements/{id}/replies': {
      request: async () => ({
        path: `/api/v1/vendor/requirements/${await requirementOf('otherBuyer')}/replies`,
        body: {
          productId: manufacturerProductId,
          price: 250,
          freight: 4000,
          leadTimeDays: 10,
          validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        },
      }),
      // Any manufacturer may answer a requirement (the table's anyManufacturer), but only one with
      // matching stock finds it (D38's match, decided by the service): the other has none.
      except: { otherManufacturer: '404' },
    },
    'GET /api/v1/admin/requirements': {
      request: () => ({ path: '/api/v1/admin/requirements', query: 'status=open' }),
    },
    'POST /api/v1/admin/requirements/{id}/hide': {
      request: async () => ({
        path: `/api/v1/admin/requirements/${await requirementOf('otherBuyer')}/hide`,
        body: { reason: 'Contract test' },
      }),
    },
    'GET /api/v1/me/business': { request: () => ({ path: '/api/v1/me/business' }) },
    'PUT /api/v1/me/business': {
      request: async (persona) => ({
        path: '/api/v1/me/business',
        body: {
          companyName: 'Contract Interiors',
          gstin: '29AAGCB7777Q1ZK',
          billingAddress: '12 MG Road',
          billingCity: 'Bengaluru',
          billingState: 'Karnataka',
          billingPin: '560001',
          version: await businessVersion(persona),
        },
      }),
    },
    'GET /api/v1/me/delivery-addresses': { request: () => ({ path: '/api/v1/me/delivery-addresses' }) },
    'POST /api/v1/me/delivery-addresses': {
      request: () => ({
        path: '/api/v1/me/delivery-addresses',
        body: {
          label: 'Godown',
          address: '2 Old Madras Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pin: '560016',
        },
      }),
    },
    'PUT /api/v1/me/delivery-addresses/{id}': {
      request: async () => ({
        path: `/api/v1/me/delivery-addresses/${await buyersAddressId()}`,
        body: {
          label: 'Site 2',
          address: '4 ITPL Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pin: '560066',
        },
      }),
      owner: { persona: 'buyer', others: '404' },
    },
    'DELETE /api/v1/me/delivery-addresses/{id}': {
      request: async () => ({ path: `/api/v1/me/delivery-addresses/${await buyersAddressId()}` }),
      owner: { persona: 'buyer', others: '404' },
    },
    'GET /api/v1/admin/hsn-rates': { request: () => ({ path: '/api/v1/admin/hsn-rates' }) },
    'POST /api/v1/admin/hsn-rates': {
      request: () => ({
        path: '/api/v1/admin/hsn-rates',
        body: {
          hsn: nextHsn(),
          description: 'Contract',
          ratePercent: 12,
          effectiveFrom: '2099-04-01',
        },
      }),
    },
    'PUT /api/v1/admin/hsn-rates/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/hsn-rates/${await freshHsnRateId(persona)}`,
        body: {
          hsn: '68029390',
          description: 'Contract edit',
          ratePercent: 18,
          effectiveFrom: '2099-05-01',
          version: 1,
        },
      }),
    },
    'DELETE /api/v1/admin/hsn-rates/{id}': {
      request: async (persona) => ({ path: `/api/v1/admin/hsn-rates/${await freshHsnRateId(persona)}` }),
    },
    'GET /api/v1/admin/exchange-rates': { request: () => ({ path: '/api/v1/admin/exchange-rates' }) },
    'POST /api/v1/admin/exchange-rates': {
      request: () => ({
        path: '/api/v1/admin/exchange-rates',
        body: { currency: 'USD', inrPerUnit: '84.25', effectiveFrom: nextRateDay() },
      }),
    },
    'PUT /api/v1/admin/exchange-rates/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/exchange-rates/${await freshExchangeRateId(persona)}`,
        body: { currency: 'GBP', inrPerUnit: '110.50', effectiveFrom: nextRateDay(), version: 1 },
      }),
    },
    'DELETE /api/v1/admin/exchange-rates/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/exchange-rates/${await freshExchangeRateId(persona)}`,
        query: 'version=1',
      }),
    },
    'GET /api/v1/admin/payload-limits': { request: () => ({ path: '/api/v1/admin/payload-limits' }) },
    'POST /api/v1/admin/payload-limits': {
      request: () => ({
        path: '/api/v1/admin/payload-limits',
        body: { ...nextLimit(), limit20Kg: 21_000, limit40Kg: 21_000 },
      }),
    },
    'PUT /api/v1/admin/payload-limits/{id}': {
      request: async (persona) => {
        const id = await freshPayloadLimitId(persona);
        return {
          path: `/api/v1/admin/payload-limits/${id}`,
          body: {
            ...FREE_LIMITS[exportCounter % FREE_LIMITS.length]!,
            limit20Kg: 23_000,
            limit40Kg: 23_000,
            confirmed: true,
            version: 1,
          },
        };
      },
    },
    'DELETE /api/v1/admin/payload-limits/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/payload-limits/${await freshPayloadLimitId(persona)}`,
        query: 'version=1',
      }),
    },
    'GET /api/v1/me/reviews': { request: () => ({ path: '/api/v1/me/reviews' }) },
    'GET /api/v1/vendor/reviews': { request: () => ({ path: '/api/v1/vendor/reviews' }) },
    'POST /api/v1/vendor/reviews/{id}/reply': {
      request: async (persona) => ({
        path: `/api/v1/vendor/reviews/${await reviewFor(persona, ['manufacturer', 'otherManufacturer'])}/reply`,
        body: { body: 'Thank you for your order.' },
      }),
    },
    'GET /api/v1/admin/reviews': {
      request: () => ({ path: '/api/v1/admin/reviews', query: 'hidden=false' }),
    },
    'POST /api/v1/admin/reviews/{id}/hide': {
      request: async (persona) => ({
        path: `/api/v1/admin/reviews/${await reviewFor(persona, ['admin'])}/hide`,
        body: { reason: 'Contract test' },
      }),
    },
    'POST /api/v1/admin/reviews/{id}/show': {
      request: async (persona) => ({
        path: `/api/v1/admin/reviews/${await reviewFor(persona, ['admin'])}/show`,
        body: {},
      }),
    },
    'GET /api/v1/manufacturers/{id}/reviews': {
      request: () => ({ path: `/api/v1/manufacturers/${manufacturerId}/reviews` }),
    },
    'GET /api/v1/manufacturers/reputation': {
      request: () => ({
        path: '/api/v1/manufacturers/reputation',
        query: `ids=${manufacturerId},${catalogue.vendorIds.ongole}`,
      }),
    },
  } satisfies Record<string, SampleSpec>);

  // The product editors (admin: any product; manufacturer: only its own, another's is a 404, D9). Every
  // caller that reaches a handler gets a fresh product, so versions start at 1.
  async function freshProduct(ofManufacturer = manufacturerId): Promise<number> {
    const [row] = await t.app.deps.db
      .insert(products)
      .values({
        name: 'Contract Editor Slab',
        pricePaise: 30000,
        vendorId: ofManufacturer,
        categoryId: catalogue.categoryIds.black,
      })
      .returning({ id: products.id });
    return row!.id;
  }
  const productForm = () => ({
    name: 'Contract Form Slab',
    price: '310.50',
    categoryId: catalogue.categoryIds.black,
    materialQuality: 'Premium',
    productType: 'Slabs',
  });
  const importFile =
    'name,price_per_sqft,category,material_quality,product_type\r\nImported,120,Black Granite,Premium,Slabs\r\n';
  Object.assign(SAMPLES, {
    'GET /api/v1/admin/products': {
      request: () => ({ path: '/api/v1/admin/products', query: 'q=test&sort=price&dir=asc' }),
    },
    'GET /api/v1/admin/products/export': {
      request: () => ({
        path: '/api/v1/admin/products/export',
        query: `categoryId=${catalogue.categoryIds.black}`,
      }),
    },
    'POST /api/v1/admin/products': {
      request: () => ({
        path: '/api/v1/admin/products',
        body: { ...productForm(), vendorId: catalogue.vendorIds.ongole },
      }),
    },
    'POST /api/v1/admin/products/bulk': {
      request: async (persona) => ({
        path: '/api/v1/admin/products/bulk',
        body: { ids: [persona === 'admin' ? await freshProduct() : 1], action: 'delete' },
      }),
    },
    'GET /api/v1/admin/products/{id}': {
      request: () => ({ path: `/api/v1/admin/products/${manufacturerProductId}` }),
    },
    'PUT /api/v1/admin/products/{id}': {
      request: async () => ({
        path: `/api/v1/admin/products/${await freshProduct()}`,
        body: { ...productForm(), vendorId: manufacturerId, version: 1 },
      }),
    },
    'PATCH /api/v1/admin/products/{id}/status': {
      request: async () => ({
        path: `/api/v1/admin/products/${await freshProduct()}/status`,
        body: { status: 'suspended' },
      }),
    },
    'DELETE /api/v1/admin/products/{id}': {
      request: async () => ({ path: `/api/v1/admin/products/${await freshProduct()}` }),
    },
    'GET /api/v1/vendor/products': {
      request: () => ({ path: '/api/v1/vendor/products', query: 'status=active' }),
    },
    'GET /api/v1/vendor/products/export': { request: () => ({ path: '/api/v1/vendor/products/export' }) },
    'GET /api/v1/vendor/products/import-template': {
      request: () => ({ path: '/api/v1/vendor/products/import-template' }),
    },
    'POST /api/v1/vendor/products/import': {
      request: () => ({
        path: '/api/v1/vendor/products/import',
        query: 'dryRun=true',
        body: importFile,
        headers: { 'content-type': 'text/csv' },
      }),
    },
    'POST /api/v1/vendor/products/bulk-price': {
      request: async () => ({
        path: '/api/v1/vendor/products/bulk-price',
        body: { ids: [await freshProduct()], mode: 'percent', value: 5 },
      }),
      owner: { persona: 'manufacturer', others: '404' },
    },
    'POST /api/v1/vendor/products': {
      request: () => ({ path: '/api/v1/vendor/products', body: productForm() }),
    },
    'GET /api/v1/vendor/products/{id}': {
      request: () => ({ path: `/api/v1/vendor/products/${manufacturerProductId}` }),
      owner: { persona: 'manufacturer', others: '404' },
    },
    'PUT /api/v1/vendor/products/{id}': {
      request: async () => ({
        path: `/api/v1/vendor/products/${await freshProduct()}`,
        body: { ...productForm(), version: 1 },
      }),
      owner: { persona: 'manufacturer', others: '404' },
    },
    'PATCH /api/v1/vendor/products/{id}/availability': {
      request: async () => ({
        path: `/api/v1/vendor/products/${await freshProduct()}/availability`,
        body: { availabilityStatus: 'Limited Stock' },
      }),
      owner: { persona: 'manufacturer', others: '404' },
    },
    'POST /api/v1/vendor/products/{id}/duplicate': {
      request: async () => ({ path: `/api/v1/vendor/products/${await freshProduct()}/duplicate`, body: {} }),
      owner: { persona: 'manufacturer', others: '404' },
    },
    'DELETE /api/v1/vendor/products/{id}': {
      request: async () => ({ path: `/api/v1/vendor/products/${await freshProduct()}` }),
      owner: { persona: 'manufacturer', others: '404' },
    },
  } satisfies Record<string, SampleSpec>);

  // The quote lifecycle (D17, D18): requests of `buyer` to `manufacturer` at each stage,
  // made fresh (directly in the database, so the buyer's quote rate limit is not spent) for the
  // callers that reach a handler; the others get any id.
  async function quoteStage(
    stage: 'pending' | 'forwarded' | 'answered' | 'order',
    orderStatus: 'pending' | 'confirmed' | 'shipped' = 'pending',
  ): Promise<{ requestId: number; replyId: number; orderId: number }> {
    const session = await call(t.app, 'GET', '/api/v1/session', { cookie: cookies.buyer });
    const userId = session.json().session.user.id as string;
    const { db } = t.app.deps;
    const [q] = await db
      .insert(quoteRequests)
      .values({
        productId: manufacturerProductId,
        productName: 'Contract Test Slab',
        vendorId: manufacturerId,
        vendorName: 'Vikram Granites',
        userId,
        customerName: 'Asha Builder',
        mobileNumber: '+919876543210',
        quantitySqft: 500,
        deliveryCity: 'Hyderabad',
        deliveryPin: '500001',
        materialQuality: 'Premium',
        productType: 'Slabs',
        status: { pending: 'pending', forwarded: 'forwarded', answered: 'responded', order: 'accepted' }[
          stage
        ],
        forwardedAt: stage === 'pending' ? null : new Date(),
      })
      .returning({ id: quoteRequests.id });
    if (stage === 'pending' || stage === 'forwarded') return { requestId: q!.id, replyId: 0, orderId: 0 };
    const [r] = await db
      .insert(quoteReplies)
      .values({
        quoteRequestId: q!.id,
        vendorId: manufacturerId,
        revision: 1,
        pricePaise: 25_000,
        freightPaise: 0,
        leadTimeDays: 7,
        validUntil: '2099-01-01',
        status: stage === 'order' ? 'accepted' : 'current',
      })
      .returning({ id: quoteReplies.id });
    if (stage === 'answered') return { requestId: q!.id, replyId: r!.id, orderId: 0 };
    const [o] = await db
      .insert(orders)
      .values({
        quoteRequestId: q!.id,
        quoteReplyId: r!.id,
        vendorId: manufacturerId,
        userId,
        productName: 'Contract Test Slab',
        customerName: 'Asha Builder',
        customerPhone: '+919876543210',
        deliveryAddress: 'Hyderabad 500001',
        quantitySqft: 500,
        pricePaise: 25_000,
        subtotalPaise: 12_500_000,
        freightPaise: 0,
        gstRate: 18,
        gstPaise: 2_250_000,
        totalPaise: 14_750_000,
        leadTimeDays: 7,
        status: orderStatus,
      })
      .returning({ id: orders.id });
    return { requestId: q!.id, replyId: r!.id, orderId: o!.id };
  }
  /** Callers the audience lets through get a fresh row; the rest are refused before any lookup. */
  const MANUFACTURERS: Persona[] = ['manufacturer', 'otherManufacturer'];
  const SIGNED_IN: Persona[] = ['buyer', 'otherBuyer', 'manufacturer', 'otherManufacturer', 'admin'];
  const staged = async (
    persona: Persona,
    reach: Persona[],
    stage: Parameters<typeof quoteStage>[0],
    orderStatus?: Parameters<typeof quoteStage>[1],
  ) => (reach.includes(persona) ? quoteStage(stage, orderStatus) : { requestId: 1, replyId: 1, orderId: 1 });
  /**
   * D47, D48: a forwarded request of the contract manufacturer with one slab of its own to offer,
   * and the euro's customs rate, for an export reply (others get the request of another firm).
   */
  let exportSlabs = 0;
  async function exportStage(persona: Persona): Promise<{ requestId: number; slabId: number }> {
    const { requestId } = await staged(persona, MANUFACTURERS, 'forwarded');
    if (persona !== 'manufacturer') return { requestId, slabId: 1 };
    const { db } = t.app.deps;
    await db
      .insert(exchangeRates)
      .values({ currency: 'EUR', inrPerUnit: '96.8500', effectiveFrom: '2026-01-01' })
      .onConflictDoNothing();
    const [lot] = await db
      .insert(lots)
      .values({
        productId: manufacturerProductId,
        vendorId: manufacturerId,
        blockNumber: `EXP${++exportSlabs}`,
        thicknessMm: 20,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Hosur',
      })
      .returning({ id: lots.id });
    const [slab] = await db
      .insert(slabs)
      .values({
        lotId: lot!.id,
        productId: manufacturerProductId,
        vendorId: manufacturerId,
        blockNumber: `EXP${exportSlabs}`,
        sequence: 1,
        lengthMm: 3000,
        widthMm: 1800,
        grossSqftX100: 5812,
        usableSqftX100: 5812,
      })
      .returning({ id: slabs.id });
    return { requestId, slabId: slab!.id };
  }
  const orderStep = (action: string, from: 'pending' | 'confirmed' | 'shipped', body: unknown) => ({
    request: async (persona: Persona) => ({
      path: `/api/v1/vendor/orders/${(await staged(persona, MANUFACTURERS, 'order', from)).orderId}/${action}`,
      body,
    }),
  });
  /**
   * D43: a shipped B2B order of the contract manufacturer (above ₹5 crore, with the stand-in's API
   * user) and its tax invoice, registered with the IRP stand-in or, with the IRP unreachable, not yet.
   */
  async function eInvoiceStage(persona: Persona, registered: boolean) {
    if (persona !== 'manufacturer')
      return { orderId: (await staged(persona, MANUFACTURERS, 'order')).orderId, documentId: 1 };
    const { db } = t.app.deps;
    await db
      .update(vendors)
      .set({
        address: '14 Peenya Industrial Area',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560058',
        gstin: '29AABCU9603R1ZJ',
      })
      .where(eq(vendors.id, manufacturerId));
    const settings = await call(t.app, 'PUT', '/api/v1/vendor/e-invoice/settings', {
      cookie: cookies.manufacturer,
      ip: nextIp(),
      body: { aboveThreshold: true, ...IRP_USER, gstin: undefined },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const { orderId } = await quoteStage('order', 'confirmed');
    await db
      .update(orders)
      .set({
        hsn: '68022390',
        supplierState: 'Karnataka',
        placeOfSupply: 'Telangana',
        buyerCompany: 'Asha Builders',
        buyerGstin: `36AAACR5055K1Z${gstinCheckChar('36AAACR5055K1Z')}`,
        billingAddress: 'Road 12, Banjara Hills, Hyderabad 500034',
        billingState: 'Telangana',
      })
      .where(eq(orders.id, orderId));
    irp.faults.dropConnections = registered ? 0 : 100;
    const shipped = await call(t.app, 'POST', `/api/v1/vendor/orders/${orderId}/ship`, {
      cookie: cookies.manufacturer,
      ip: nextIp(),
      body: { vehicleNumber: 'KA01AB1234', distanceKm: 570 },
    });
    irp.faults.dropConnections = 0;
    expect(shipped.statusCode, shipped.body).toBe(200);
    const [doc] = await db
      .select({ id: documents.id, state: documents.state })
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'tax_invoice')));
    expect(doc!.state).toBe(registered ? 'registered' : 'issued');
    return { orderId, documentId: doc!.id };
  }
  Object.assign(SAMPLES, {
    // D43: e-invoicing settings and an order's registrations with the IRP.
    'GET /api/v1/vendor/e-invoice/settings': {
      request: () => ({ path: '/api/v1/vendor/e-invoice/settings' }),
    },
    'PUT /api/v1/vendor/e-invoice/settings': {
      request: () => ({ path: '/api/v1/vendor/e-invoice/settings', body: { aboveThreshold: false } }),
    },
    'GET /api/v1/vendor/orders/{id}/e-invoices': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await staged(persona, MANUFACTURERS, 'order')).orderId}/e-invoices`,
      }),
    },
    'POST /api/v1/vendor/orders/{id}/e-invoices/{documentId}/register': {
      request: async (persona) => {
        const { orderId, documentId } = await eInvoiceStage(persona, false);
        return { path: `/api/v1/vendor/orders/${orderId}/e-invoices/${documentId}/register`, body: {} };
      },
    },
    'POST /api/v1/vendor/orders/{id}/e-invoices/{documentId}/cancel': {
      request: async (persona) => {
        const { orderId, documentId } = await eInvoiceStage(persona, true);
        return {
          path: `/api/v1/vendor/orders/${orderId}/e-invoices/${documentId}/cancel`,
          body: { reason: '2', remark: 'Contract test' },
        };
      },
    },
    'GET /api/v1/admin/quote-requests': {
      request: () => ({
        path: '/api/v1/admin/quote-requests',
        query: 'status=pending&sort=createdAt&dir=desc',
      }),
    },
    'GET /api/v1/admin/quote-requests/auto-forward': {
      request: () => ({ path: '/api/v1/admin/quote-requests/auto-forward' }),
    },
    'PUT /api/v1/admin/quote-requests/auto-forward': {
      request: async (persona) => {
        let version = 0;
        if (persona === 'admin') {
          const current = await call(t.app, 'GET', '/api/v1/admin/quote-requests/auto-forward', {
            cookie: cookies.admin,
          });
          version = current.json().version;
        }
        return { path: '/api/v1/admin/quote-requests/auto-forward', body: { autoForward: false, version } };
      },
    },
    'GET /api/v1/admin/quote-requests/{id}': {
      request: async (persona) => ({
        path: `/api/v1/admin/quote-requests/${(await staged(persona, ['admin'], 'answered')).requestId}`,
      }),
    },
    'POST /api/v1/admin/quote-requests/{id}/forward': {
      request: async (persona) => ({
        path: `/api/v1/admin/quote-requests/${(await staged(persona, ['admin'], 'pending')).requestId}/forward`,
        body: {},
      }),
    },
    'POST /api/v1/admin/quote-requests/{id}/close': {
      request: async (persona) => ({
        path: `/api/v1/admin/quote-requests/${(await staged(persona, ['admin'], 'pending')).requestId}/close`,
        body: { reason: 'Contract test' },
      }),
    },
    'GET /api/v1/vendor/quote-requests': {
      request: () => ({ path: '/api/v1/vendor/quote-requests', query: 'status=unanswered' }),
    },
    'GET /api/v1/vendor/quote-requests/{id}': {
      request: async (persona) => ({
        path: `/api/v1/vendor/quote-requests/${(await staged(persona, MANUFACTURERS, 'answered')).requestId}`,
      }),
    },
    'POST /api/v1/vendor/quote-requests/{id}/replies': {
      request: async (persona) => ({
        path: `/api/v1/vendor/quote-requests/${(await staged(persona, MANUFACTURERS, 'forwarded')).requestId}/replies`,
        body: {
          price: 250,
          freight: 4000,
          leadTimeDays: 10,
          validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        },
      }),
    },
    'POST /api/v1/vendor/quote-requests/{id}/export-replies': {
      request: async (persona) => {
        const { requestId, slabId } = await exportStage(persona);
        return {
          path: `/api/v1/vendor/quote-requests/${requestId}/export-replies`,
          body: {
            currency: 'EUR',
            incoterm: 'FOB',
            portOfLoading: 'INMAA',
            destinationCountry: 'DE',
            pricePerM2: '42.50',
            balanceTerms: 'against-documents',
            leadTimeDays: 21,
            validUntil: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
            slabIds: [slabId],
          },
        };
      },
    },
    'GET /api/v1/vendor/quote-requests/{id}/export-replies': {
      request: async (persona) => ({
        path: `/api/v1/vendor/quote-requests/${(await staged(persona, MANUFACTURERS, 'answered')).requestId}/export-replies`,
      }),
    },
    'GET /api/v1/me/quote-requests/{id}/export-replies': {
      request: async (persona) => ({
        path: `/api/v1/me/quote-requests/${(await staged(persona, SIGNED_IN, 'answered')).requestId}/export-replies`,
      }),
    },
    'GET /api/v1/me/export-offers': {
      request: () => ({ path: '/api/v1/me/export-offers', query: 'currency=INR' }),
    },
    'POST /api/v1/me/quote-replies/{id}/accept': {
      request: async (persona) => ({
        path: `/api/v1/me/quote-replies/${(await staged(persona, SIGNED_IN, 'answered')).replyId}/accept`,
        body: {},
      }),
    },
    'POST /api/v1/me/quote-replies/{id}/decline': {
      request: async (persona) => ({
        path: `/api/v1/me/quote-replies/${(await staged(persona, SIGNED_IN, 'answered')).replyId}/decline`,
        body: { reason: 'Contract test' },
      }),
    },
    'GET /api/v1/quote-requests/{id}/messages': {
      request: async (persona) => ({
        path: `/api/v1/quote-requests/${(await staged(persona, SIGNED_IN, 'answered')).requestId}/messages`,
      }),
    },
    'POST /api/v1/quote-requests/{id}/messages': {
      request: async (persona) => ({
        path: `/api/v1/quote-requests/${(await staged(persona, SIGNED_IN, 'answered')).requestId}/messages`,
        body: { body: 'Is the 18 mm thickness in stock?' },
      }),
    },
    // ADR 021: a photo in the thread, and the file for both sides and admins (anyone else 404).
    'POST /api/v1/quote-requests/{id}/messages/files': {
      request: async (persona) => ({
        path: `/api/v1/quote-requests/${(await staged(persona, SIGNED_IN, 'answered')).requestId}/messages/files`,
        image: true,
        fields: { body: 'The slab under daylight' },
      }),
    },
    'GET /api/v1/quote-requests/{id}/messages/{messageId}/file': {
      request: async (persona) => {
        const { requestId } = await staged(persona, SIGNED_IN, 'answered');
        if (requestId === 1) return { path: '/api/v1/quote-requests/1/messages/1/file' };
        const upload = multipart(png);
        const sent = await t.app.inject({
          method: 'POST',
          url: `/api/v1/quote-requests/${requestId}/messages/files`,
          remoteAddress: nextIp(),
          headers: { origin: t.app.deps.config.publicUrl, cookie: cookies.buyer!, ...upload.headers },
          payload: upload.payload,
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const messageId = sent.json().messages.at(-1).id as number;
        return {
          path: `/api/v1/quote-requests/${requestId}/messages/${messageId}/file`,
          query: 'size=preview',
        };
      },
    },
    'GET /api/v1/vendor/orders': {
      request: () => ({ path: '/api/v1/vendor/orders', query: 'status=pending' }),
    },
    'GET /api/v1/vendor/orders/{id}': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await staged(persona, MANUFACTURERS, 'order')).orderId}`,
      }),
    },
    // D35: the order's documents, for its buyer, its manufacturer and admins; anyone else 404.
    'GET /api/v1/me/orders/{id}/documents': {
      request: async (persona) => ({
        path: `/api/v1/me/orders/${(await staged(persona, SIGNED_IN, 'order')).orderId}/documents`,
      }),
    },
    'GET /api/v1/me/orders/{id}/documents/{kind}': {
      request: async (persona) => ({
        path: `/api/v1/me/orders/${(await staged(persona, SIGNED_IN, 'order')).orderId}/documents/proforma`,
      }),
    },
    'GET /api/v1/vendor/orders/{id}/documents': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await staged(persona, MANUFACTURERS, 'order')).orderId}/documents`,
      }),
    },
    'GET /api/v1/vendor/orders/{id}/documents/{kind}': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await staged(persona, MANUFACTURERS, 'order')).orderId}/documents/proforma`,
      }),
    },
    'GET /api/v1/admin/orders/{id}/documents': {
      request: async (persona) => ({
        path: `/api/v1/admin/orders/${(await staged(persona, ['admin'], 'order')).orderId}/documents`,
      }),
    },
    'GET /api/v1/admin/orders/{id}/documents/{kind}': {
      request: async (persona) => ({
        path: `/api/v1/admin/orders/${(await staged(persona, ['admin'], 'order')).orderId}/documents/proforma`,
      }),
    },
    // D42: its manufacturer or an admin cancels a document with a reason; anyone else 404.
    'POST /api/v1/vendor/orders/{id}/documents/{kind}/cancel': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await staged(persona, MANUFACTURERS, 'order')).orderId}/documents/proforma/cancel`,
        body: { reason: 'Contract test' },
      }),
    },
    'POST /api/v1/admin/orders/{id}/documents/{kind}/cancel': {
      request: async (persona) => ({
        path: `/api/v1/admin/orders/${(await staged(persona, ['admin'], 'order')).orderId}/documents/proforma/cancel`,
        body: { reason: 'Contract test' },
      }),
    },
    // The manufacturer's books (D35, D42): its owner reads them; another manufacturer 404, a buyer 403.
    // A month before any document of the run, so the answer does not depend on the samples' order.
    'GET /api/v1/vendor/books': {
      request: () => ({
        path: '/api/v1/vendor/books',
        query: `month=2025-01&manufacturerId=${manufacturerId}`,
      }),
    },
    'GET /api/v1/vendor/books/register.csv': {
      request: () => ({
        path: '/api/v1/vendor/books/register.csv',
        query: `from=2025-01-01&to=2025-01-31&manufacturerId=${manufacturerId}`,
      }),
    },
    'GET /api/v1/vendor/books/gstr1.json': {
      request: async (persona) => {
        // GSTR-1 is filed for a GSTIN: the manufacturer states one (its state's, Karnataka's).
        if (persona === 'manufacturer')
          await t.app.deps.db
            .update(vendors)
            .set({ gstin: '29AABCU9603R1ZJ' })
            .where(and(eq(vendors.id, manufacturerId), isNull(vendors.gstin)));
        return {
          path: '/api/v1/vendor/books/gstr1.json',
          query: `month=2025-01&manufacturerId=${manufacturerId}`,
        };
      },
    },
    'GET /api/v1/vendor/books/tally.xml': {
      request: () => ({
        path: '/api/v1/vendor/books/tally.xml',
        query: `month=2025-01&manufacturerId=${manufacturerId}`,
      }),
    },
    'POST /api/v1/vendor/orders/{id}/confirm': orderStep('confirm', 'pending', {}),
    'POST /api/v1/vendor/orders/{id}/ship': orderStep('ship', 'confirmed', {
      transporter: 'VRL',
      lrNumber: 'LR-1',
      lrDate: '2026-12-01',
      // D35: above ₹50,000 the e-way bill needs the vehicle and the distance.
      vehicleNumber: 'KA01AB1234',
      distanceKm: 120,
    }),
    'POST /api/v1/vendor/orders/{id}/deliver': orderStep('deliver', 'shipped', {}),
    'POST /api/v1/vendor/orders/{id}/cancel': orderStep('cancel', 'pending', { reason: 'Contract test' }),
  } satisfies Record<string, SampleSpec>);

  // D49: the loading list of an order of chosen slabs: its manufacturer's yard loads it (another
  // manufacturer 404); its buyer reads it and accepts a replacement (another buyer 404).
  let loadingBlocks = 0;
  async function slabOrderStage(
    persona: Persona,
    reach: Persona[],
    extra: 'none' | 'scanned' | 'replaced' | 'photo' = 'none',
  ): Promise<{ orderId: number; slabId: number; blockNumber: string; photoId: number }> {
    if (!reach.includes(persona)) return { orderId: 1, slabId: 1, blockNumber: 'X1', photoId: 1 };
    const { orderId, replyId } = await quoteStage('order', 'confirmed');
    const { db } = t.app.deps;
    const blockNumber = `LD${++loadingBlocks}`;
    const [lot] = await db
      .insert(lots)
      .values({
        productId: manufacturerProductId,
        vendorId: manufacturerId,
        blockNumber,
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning({ id: lots.id });
    const [sold, spare] = await db
      .insert(slabs)
      .values(
        [1, 2].map((sequence) => ({
          lotId: lot!.id,
          productId: manufacturerProductId,
          vendorId: manufacturerId,
          blockNumber,
          sequence,
          lengthMm: 3050,
          widthMm: 1850,
          grossSqftX100: 6073,
          usableSqftX100: 6000,
          status: sequence === 1 ? 'sold' : 'available',
        })),
      )
      .returning({ id: slabs.id });
    await db.insert(quoteReplySlabs).values({
      quoteReplyId: replyId,
      slabId: sold!.id,
      lotId: lot!.id,
      position: 0,
      blockNumber,
      lotNumber: '',
      sequence: 1,
      lengthMm: 3050,
      widthMm: 1850,
      grossSqftX100: 6073,
      usableSqftX100: 6000,
    });
    await db.update(orders).set({ billedSqftX100: 6000 }).where(eq(orders.id, orderId));
    if (extra === 'scanned') await db.insert(orderLoadingScans).values({ orderId, slabId: sold!.id });
    if (extra === 'replaced')
      await db.insert(orderLoadingShortfalls).values({
        orderId,
        slabId: sold!.id,
        reason: 'replaced',
        note: 'Edge chipped in the yard',
        replacementSlabId: spare!.id,
      });
    let photoId = 1;
    if (extra === 'photo') {
      const upload = multipart(png);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/vendor/orders/${orderId}/loading/photos`,
        payload: upload.payload,
        headers: { ...upload.headers, cookie: cookies.manufacturer, origin: t.app.deps.config.publicUrl },
      });
      expect(res.statusCode, res.body).toBe(201);
      photoId = res.json().photos[0].id;
    }
    return { orderId, slabId: sold!.id, blockNumber, photoId };
  }
  Object.assign(SAMPLES, {
    'GET /api/v1/vendor/orders/{id}/loading': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await slabOrderStage(persona, MANUFACTURERS)).orderId}/loading`,
      }),
    },
    'POST /api/v1/vendor/orders/{id}/loading/scans': {
      request: async (persona) => {
        const { orderId, blockNumber } = await slabOrderStage(persona, MANUFACTURERS);
        return {
          path: `/api/v1/vendor/orders/${orderId}/loading/scans`,
          body: { block: blockNumber, slab: 1 },
        };
      },
    },
    'DELETE /api/v1/vendor/orders/{id}/loading/scans/{slabId}': {
      request: async (persona) => {
        const { orderId, slabId } = await slabOrderStage(persona, MANUFACTURERS, 'scanned');
        return { path: `/api/v1/vendor/orders/${orderId}/loading/scans/${slabId}` };
      },
    },
    'POST /api/v1/vendor/orders/{id}/loading/shortfalls': {
      request: async (persona) => {
        const { orderId, slabId } = await slabOrderStage(persona, MANUFACTURERS);
        return {
          path: `/api/v1/vendor/orders/${orderId}/loading/shortfalls`,
          body: { slabId, reason: 'broken', note: 'Cracked while lifting' },
        };
      },
    },
    'POST /api/v1/vendor/orders/{id}/loading/complete': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await slabOrderStage(persona, MANUFACTURERS, 'scanned')).orderId}/loading/complete`,
        body: {},
      }),
    },
    'POST /api/v1/vendor/orders/{id}/loading/photos': {
      request: async (persona) => ({
        path: `/api/v1/vendor/orders/${(await slabOrderStage(persona, MANUFACTURERS)).orderId}/loading/photos`,
        image: true,
      }),
    },
    'DELETE /api/v1/vendor/orders/{id}/loading/photos/{photoId}': {
      request: async (persona) => {
        const { orderId, photoId } = await slabOrderStage(persona, MANUFACTURERS, 'photo');
        return { path: `/api/v1/vendor/orders/${orderId}/loading/photos/${photoId}` };
      },
    },
    'GET /api/v1/me/orders/{id}/loading': {
      request: async (persona) => ({
        path: `/api/v1/me/orders/${(await slabOrderStage(persona, SIGNED_IN)).orderId}/loading`,
      }),
    },
    'POST /api/v1/me/orders/{id}/loading/replacements/{slabId}/accept': {
      request: async (persona) => {
        const { orderId, slabId } = await slabOrderStage(persona, SIGNED_IN, 'replaced');
        return { path: `/api/v1/me/orders/${orderId}/loading/replacements/${slabId}/accept`, body: {} };
      },
    },
  } satisfies Record<string, SampleSpec>);

  // Payments, receipt and claims (D36, D37): the buyer's own order (anyone else 404), its manufacturer's
  // decision on a recorded payment, the admin's orders and claim closing.
  let paymentCounter = 0;
  async function recordedPayment(): Promise<{ orderId: number; paymentId: number }> {
    const { orderId } = await deliveredOrder(false, false);
    const [p] = await t.app.deps.db
      .insert(orderPayments)
      .values({
        orderId,
        amountPaise: 10_000,
        paidOn: '2026-01-05',
        method: 'UPI',
        reference: `UPI${++paymentCounter}00000`,
      })
      .returning({ id: orderPayments.id });
    return { orderId, paymentId: p!.id };
  }
  /** D42: an order shipped through the API (its tax invoice issued), for notes against it. */
  let invoiced: number | undefined;
  async function invoicedOrder(): Promise<number> {
    if (invoiced) return invoiced;
    const { orderId } = await quoteStage('order', 'confirmed');
    const res = await call(t.app, 'POST', `/api/v1/vendor/orders/${orderId}/ship`, {
      cookie: cookies.manufacturer,
      body: { transporter: 'VRL', vehicleNumber: 'KA01AB1234', distanceKm: 120 },
    });
    expect(res.statusCode, res.body).toBe(200);
    invoiced = orderId;
    return orderId;
  }
  /** D42: an order with a receipt voucher (an advance confirmed before shipping), and the voucher's id. */
  let voucher: { orderId: number; documentId: number } | undefined;
  async function orderWithVoucher(): Promise<{ orderId: number; documentId: number }> {
    if (voucher) return voucher;
    const { orderId } = await quoteStage('order', 'confirmed');
    const paid = await call(t.app, 'POST', `/api/v1/me/orders/${orderId}/payments`, {
      cookie: cookies.buyer,
      body: {
        amount: 100,
        paidOn: '2026-01-05',
        method: 'NEFT',
        reference: `HDFCV${++paymentCounter}0000001`,
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const confirmed = await call(
      t.app,
      'POST',
      `/api/v1/vendor/orders/${orderId}/payments/${paid.json().payment.id}/confirm`,
      { cookie: cookies.manufacturer, body: {} },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [doc] = await t.app.deps.db
      .select({ id: documents.id })
      .from(documents)
      .where(and(eq(documents.orderId, orderId), eq(documents.kind, 'receipt_voucher')));
    voucher = { orderId, documentId: doc!.id };
    return voucher;
  }
  const voucherPath = async (persona: Persona, reach: Persona[], base: string) => {
    const v = reach.includes(persona) ? await orderWithVoucher() : { orderId: 1, documentId: 1 };
    return { path: `/api/v1/${base}/${v.orderId}/documents/receipt-voucher/${v.documentId}` };
  };
  const notePath = async (persona: Persona, reach: Persona[], base: string, kind: string) => ({
    path: `/api/v1/${base}/${reach.includes(persona) ? await invoicedOrder() : 1}/documents/${kind}`,
    body: { amount: '1', reason: 'Contract test' },
  });
  Object.assign(SAMPLES, {
    // D42: a correction document by its id, for the order's buyer, its manufacturer and admins.
    'GET /api/v1/me/orders/{id}/documents/{kind}/{documentId}': {
      request: (persona: Persona) => voucherPath(persona, SIGNED_IN, 'me/orders'),
    },
    'GET /api/v1/vendor/orders/{id}/documents/{kind}/{documentId}': {
      request: (persona: Persona) => voucherPath(persona, MANUFACTURERS, 'vendor/orders'),
    },
    'GET /api/v1/admin/orders/{id}/documents/{kind}/{documentId}': {
      request: (persona: Persona) => voucherPath(persona, ['admin'], 'admin/orders'),
    },
    // D42: a credit or debit note of the manufacturer's own (or an admin's) against the tax invoice.
    'POST /api/v1/vendor/orders/{id}/documents/credit-notes': {
      request: (persona: Persona) => notePath(persona, MANUFACTURERS, 'vendor/orders', 'credit-notes'),
    },
    'POST /api/v1/vendor/orders/{id}/documents/debit-notes': {
      request: (persona: Persona) => notePath(persona, MANUFACTURERS, 'vendor/orders', 'debit-notes'),
    },
    'POST /api/v1/admin/orders/{id}/documents/credit-notes': {
      request: (persona: Persona) => notePath(persona, ['admin'], 'admin/orders', 'credit-notes'),
    },
    'POST /api/v1/admin/orders/{id}/documents/debit-notes': {
      request: (persona: Persona) => notePath(persona, ['admin'], 'admin/orders', 'debit-notes'),
    },
  } satisfies Record<string, SampleSpec>);
  /** D45: a payment disputed, or answered 8 days ago with a PDF (so an admin may decide it). */
  async function paymentIn(status: 'disputed' | 'answered'): Promise<{ orderId: number; paymentId: number }> {
    const { orderId } = await deliveredOrder(false, false);
    const bytes = Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    );
    const storageKey = `file-contract-${++paymentCounter}.pdf`;
    await t.app.deps.storage.put(storageKey, bytes, 'application/pdf');
    const [file] = await t.app.deps.db
      .insert(attachmentFiles)
      .values({ mimeType: 'application/pdf', bytes: bytes.length, sha256: 'contract', storageKey })
      .returning({ id: attachmentFiles.id });
    const [p] = await t.app.deps.db
      .insert(orderPayments)
      .values({
        orderId,
        amountPaise: 10_000,
        paidOn: '2026-01-05',
        method: 'UPI',
        reference: `UPI${++paymentCounter}00000`,
        status,
        disputeReason: 'Not in our account',
        ...(status === 'answered' && {
          answerNote: 'Paid from our current account; slip attached.',
          answerFileId: file!.id,
          answeredAt: new Date(Date.now() - 8 * 86_400_000),
        }),
      })
      .returning({ id: orderPayments.id });
    return { orderId, paymentId: p!.id };
  }
  async function openClaim(): Promise<{ orderId: number; claimId: number }> {
    const { orderId } = await deliveredOrder(false, false);
    const [c] = await t.app.deps.db
      .insert(orderClaims)
      .values({ orderId, description: 'Two slabs cracked at the edge' })
      .returning({ id: orderClaims.id });
    return { orderId, claimId: c!.id };
  }
  Object.assign(SAMPLES, {
    'POST /api/v1/me/orders/{id}/payments': {
      request: async () => ({
        path: `/api/v1/me/orders/${(await deliveredOrder(false, false)).orderId}/payments`,
        body: {
          amount: 1000,
          paidOn: '2026-01-05',
          method: 'NEFT',
          reference: `HDFCN${++paymentCounter}0000001`,
        },
      }),
    },
    'POST /api/v1/vendor/orders/{id}/payments/{paymentId}/confirm': {
      request: async () => {
        const { orderId, paymentId } = await recordedPayment();
        return { path: `/api/v1/vendor/orders/${orderId}/payments/${paymentId}/confirm`, body: {} };
      },
    },
    'POST /api/v1/vendor/orders/{id}/payments/{paymentId}/dispute': {
      request: async () => {
        const { orderId, paymentId } = await recordedPayment();
        return {
          path: `/api/v1/vendor/orders/${orderId}/payments/${paymentId}/dispute`,
          body: { reason: 'Not in our account' },
        };
      },
    },
    // D45: a disputed payment answered by its buyer (a note and a file); its file for both sides and
    // admins; an admin's decision once the answer has waited 7 days.
    'POST /api/v1/me/orders/{id}/payments/{paymentId}/answer': {
      request: async () => {
        const { orderId, paymentId } = await paymentIn('disputed');
        return {
          path: `/api/v1/me/orders/${orderId}/payments/${paymentId}/answer`,
          image: true,
          fields: { note: 'Paid from our current account; slip attached.' },
        };
      },
    },
    'POST /api/v1/admin/orders/{id}/payments/{paymentId}/decide': {
      request: async () => {
        const { orderId, paymentId } = await paymentIn('answered');
        return {
          path: `/api/v1/admin/orders/${orderId}/payments/${paymentId}/decide`,
          body: { decision: 'confirm', note: 'The bank confirmed the credit.' },
        };
      },
    },
    'GET /api/v1/me/orders/{id}/payments/{paymentId}/answer-file': {
      request: async () => {
        const { orderId, paymentId } = await paymentIn('answered');
        return { path: `/api/v1/me/orders/${orderId}/payments/${paymentId}/answer-file` };
      },
    },
    'GET /api/v1/vendor/orders/{id}/payments/{paymentId}/answer-file': {
      request: async () => {
        const { orderId, paymentId } = await paymentIn('answered');
        return { path: `/api/v1/vendor/orders/${orderId}/payments/${paymentId}/answer-file` };
      },
    },
    'GET /api/v1/admin/orders/{id}/payments/{paymentId}/answer-file': {
      request: async () => {
        const { orderId, paymentId } = await paymentIn('answered');
        return { path: `/api/v1/admin/orders/${orderId}/payments/${paymentId}/answer-file` };
      },
    },
    // D44: the manufacturer's payee details (its own; another manufacturer 404) and the buyer's
    // "Where to pay" on its own order.
    'GET /api/v1/vendor/manufacturers/{id}/payee': {
      request: () => ({ path: `/api/v1/vendor/manufacturers/${manufacturerId}/payee` }),
    },
    'PUT /api/v1/vendor/manufacturers/{id}/payee': {
      request: () => ({
        path: `/api/v1/vendor/manufacturers/${manufacturerId}/payee`,
        body: { bank: null, upiId: `vikram${++paymentCounter}@okaxis` },
      }),
    },
    'GET /api/v1/me/orders/{id}/payee': {
      request: async () => ({
        path: `/api/v1/me/orders/${(await deliveredOrder(false, false)).orderId}/payee`,
      }),
    },
    'POST /api/v1/me/orders/{id}/receipt': {
      request: async () => ({
        path: `/api/v1/me/orders/${(await deliveredOrder(false, false)).orderId}/receipt`,
        body: {},
      }),
    },
    'POST /api/v1/me/orders/{id}/claims': {
      request: async () => ({
        path: `/api/v1/me/orders/${(await deliveredOrder(false, false)).orderId}/claims`,
        body: { description: 'Two slabs cracked at the edge' },
      }),
    },
    'POST /api/v1/me/orders/{id}/claims/{claimId}/photos': {
      request: async () => {
        const { orderId, claimId } = await openClaim();
        return { path: `/api/v1/me/orders/${orderId}/claims/${claimId}/photos`, image: true };
      },
    },
    'GET /api/v1/admin/orders': {
      request: () => ({ path: '/api/v1/admin/orders', query: 'attention=true' }),
    },
    'POST /api/v1/admin/orders/{id}/claims/{claimId}/close': {
      request: async () => {
        const { orderId, claimId } = await openClaim();
        return {
          path: `/api/v1/admin/orders/${orderId}/claims/${claimId}/close`,
          body: { outcome: 'resolved', note: 'Settled between the parties' },
        };
      },
    },
  } satisfies Record<string, SampleSpec>);

  // Lots and slabs (D32): the manufacturer's own lot (another manufacturer's is a 404, D9). Callers
  // that reach a handler get a fresh lot with one slab, so versions start at 1.
  let lotCounter = 0;
  const reachesManufacturerHandler = (persona: Persona) =>
    persona === 'manufacturer' || persona === 'otherManufacturer';
  async function freshLot(persona: Persona): Promise<{ lotId: number; slabId: number }> {
    if (!reachesManufacturerHandler(persona)) return { lotId: 1, slabId: 1 };
    const lot = await call(t.app, 'POST', '/api/v1/vendor/lots', {
      cookie: cookies.manufacturer,
      body: {
        productId: manufacturerProductId,
        blockNumber: `C${++lotCounter}`,
        thicknessMm: 20,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      },
    });
    expect(lot.statusCode, lot.body).toBe(201);
    const lotId = lot.json().id as number;
    const added = await call(t.app, 'POST', `/api/v1/vendor/lots/${lotId}/slabs`, {
      cookie: cookies.manufacturer,
      body: { rows: [{ sequence: 1, length: 3050, width: 1830 }] },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { lotId, slabId: added.json().slabs[0].id };
  }
  async function lotPhotoPath(persona: Persona): Promise<string> {
    const { lotId } = await freshLot(persona);
    if (!reachesManufacturerHandler(persona)) return '/api/v1/vendor/lots/1/photos/1';
    const upload = multipart(png);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/lots/${lotId}/photos`,
      headers: { origin: t.app.deps.config.publicUrl, cookie: cookies.manufacturer!, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return `/api/v1/vendor/lots/${lotId}/photos/${res.json().photos[0].id}`;
  }
  let shownLotId: number | undefined;
  async function shownLot(): Promise<number> {
    shownLotId ??= (await freshLot('manufacturer')).lotId;
    return shownLotId;
  }
  const lotForm = () => ({
    blockNumber: `E${++lotCounter}`,
    thicknessMm: 20,
    finish: 'Honed',
    grade: 'Second',
    yardCity: 'Hyderabad',
  });

  Object.assign(SAMPLES, {
    'GET /api/v1/products/{id}/lots': {
      request: () => ({ path: `/api/v1/products/${manufacturerProductId}/lots` }),
    },
    'GET /api/v1/lots/{id}': { request: async () => ({ path: `/api/v1/lots/${await shownLot()}` }) },
    'GET /api/v1/vendor/lots': {
      request: () => ({ path: '/api/v1/vendor/lots', query: `productId=${manufacturerProductId}` }),
    },
    'POST /api/v1/vendor/lots': {
      request: () => ({
        path: '/api/v1/vendor/lots',
        body: { ...lotForm(), productId: manufacturerProductId },
      }),
    },
    'GET /api/v1/vendor/lots/{id}': {
      request: async (persona) => ({ path: `/api/v1/vendor/lots/${(await freshLot(persona)).lotId}` }),
    },
    'PUT /api/v1/vendor/lots/{id}': {
      request: async (persona) => ({
        path: `/api/v1/vendor/lots/${(await freshLot(persona)).lotId}`,
        body: { ...lotForm(), version: 1 },
      }),
    },
    'DELETE /api/v1/vendor/lots/{id}': {
      request: async (persona) => ({ path: `/api/v1/vendor/lots/${(await freshLot(persona)).lotId}` }),
    },
    'POST /api/v1/vendor/lots/{id}/photos': {
      request: async (persona) => ({
        path: `/api/v1/vendor/lots/${(await freshLot(persona)).lotId}/photos`,
        image: true,
      }),
    },
    'DELETE /api/v1/vendor/lots/{id}/photos/{photoId}': {
      request: async (persona) => ({ path: await lotPhotoPath(persona) }),
    },
    'POST /api/v1/vendor/lots/{id}/slabs': {
      request: async (persona) => ({
        path: `/api/v1/vendor/lots/${(await freshLot(persona)).lotId}/slabs`,
        body: { rows: [{ sequence: 2, length: `9'6"`, width: `5'2"`, usableSqft: 28.5 }] },
      }),
    },
    // D49: a lot's labels and chosen slabs' labels (PDF).
    'GET /api/v1/vendor/lots/{id}/labels': {
      request: async (persona) => ({
        path: `/api/v1/vendor/lots/${(await freshLot(persona)).lotId}/labels`,
        query: 'format=label',
      }),
    },
    'GET /api/v1/vendor/slab-labels': {
      request: async (persona) => ({
        path: '/api/v1/vendor/slab-labels',
        query: `slabs=${(await freshLot(persona)).slabId}`,
      }),
    },
    'GET /api/v1/vendor/slabs': {
      request: () => ({
        path: '/api/v1/vendor/slabs',
        query: 'status=available&minLengthMm=2000&pageSize=5',
      }),
    },
    'PUT /api/v1/vendor/slabs/{id}': {
      request: async (persona) => ({
        path: `/api/v1/vendor/slabs/${(await freshLot(persona)).slabId}`,
        body: { sequence: 1, length: 3000, width: 1800, defects: 'Natural pits', version: 1 },
      }),
    },
    'DELETE /api/v1/vendor/slabs/{id}': {
      request: async (persona) => ({ path: `/api/v1/vendor/slabs/${(await freshLot(persona)).slabId}` }),
    },
    'POST /api/v1/vendor/slabs/mark-sold': {
      request: async (persona) => ({
        path: '/api/v1/vendor/slabs/mark-sold',
        body: { slabIds: [(await freshLot(persona)).slabId] },
      }),
    },
    'POST /api/v1/vendor/slabs/{id}/photo': {
      request: async (persona) => ({
        path: `/api/v1/vendor/slabs/${(await freshLot(persona)).slabId}/photo`,
        image: true,
      }),
    },
    // The sample's file (slab.png) names no slab: a report with one unmatched file, for any manufacturer.
    'POST /api/v1/vendor/slab-photos': {
      request: () => ({ path: '/api/v1/vendor/slab-photos', image: true }),
    },
    'POST /api/v1/vendor/products/{id}/slab-import': {
      request: () => ({
        path: `/api/v1/vendor/products/${manufacturerProductId}/slab-import`,
        body: {
          csv: 'block_number,thickness_mm,finish,grade,yard_city,sequence,length,width\nZ9,20,Polished,First,Ongole,1,3050,1830\n',
          confirm: false,
        },
      }),
    },
  } satisfies Record<string, SampleSpec>);

  // Samples of a lot (D39): the buyer's own sample (anyone else 404), the lot's manufacturer's
  // answers (another manufacturer's 404). Each caller gets a fresh sample in the status its step needs.
  async function freshSample(status: 'requested' | 'accepted' | 'dispatched'): Promise<number> {
    const res = await call(t.app, 'POST', `/api/v1/lots/${await shownLot()}/samples`, {
      cookie: cookies.buyer,
      body: {
        contactName: 'Meera Iyer',
        mobileNumber: '9845012345',
        deliveryAddress: '14 Anna Salai',
        deliveryCity: 'Chennai',
        deliveryPin: '600018',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    if (status !== 'requested') {
      await t.app.deps.db
        .update(sampleRequests)
        .set({ status, feePaise: 0, courier: status === 'dispatched' ? 'DTDC' : null })
        .where(eq(sampleRequests.id, id));
    }
    return id;
  }
  // D46: the firm's team. A member of the manufacturer's firm is made fresh where the step changes
  // members (the sample sends that member's cookie for the manufacturer), so the manufacturer caller
  // stays its owner for every other operation.
  let firmCounter = 0;
  async function memberOfManufacturer(role: 'owner' | 'manager' | 'sales' | 'yard' | 'accounts') {
    const person = await buyer(t.app, { name: `Member ${++firmCounter}` });
    await t.app.deps.db.insert(firmMembers).values({ manufacturerId, userId: person.userId, role });
    return person;
  }
  async function invitationOf(persona: Persona): Promise<{ id: number; token: string }> {
    const email = `invited-${++firmCounter}-${randomUUID()}@example.com`;
    const res = await call(t.app, 'POST', `/api/v1/vendor/manufacturers/${manufacturerId}/invitations`, {
      cookie: cookies.manufacturer,
      body: { email, role: 'sales' },
    });
    expect(res.statusCode, res.body).toBe(201);
    void persona;
    const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec((await lastMailTo(t.app, email))!.textBody)![1]!;
    return { id: res.json().id, token };
  }
  /** A firm (of its own) that invites the caller's address, for the caller to accept. */
  async function invitationFor(persona: Persona): Promise<string> {
    const inviter = await manufacturer(t.app);
    const email = emails[persona] ?? `nobody-${randomUUID()}@example.com`;
    const res = await call(t.app, 'POST', `/api/v1/vendor/manufacturers/${inviter.vendorId}/invitations`, {
      cookie: inviter.cookie,
      body: { email, role: 'yard' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return /\/invitations\/([A-Za-z0-9_-]{43})/.exec((await lastMailTo(t.app, email))!.textBody)![1]!;
  }
  const team = (rest: string) => `/api/v1/vendor/manufacturers/${manufacturerId}${rest}`;
  Object.assign(SAMPLES, {
    'GET /api/v1/vendor/manufacturers/{id}/team': { request: () => ({ path: team('/team') }) },
    'POST /api/v1/vendor/manufacturers/{id}/invitations': {
      request: () => ({
        path: team('/invitations'),
        body: { email: `team-${++firmCounter}-${randomUUID()}@example.com`, role: 'yard' },
      }),
    },
    'POST /api/v1/vendor/manufacturers/{id}/invitations/{invitationId}/resend': {
      request: async (persona: Persona) => ({
        path: team(`/invitations/${(await invitationOf(persona)).id}/resend`),
        body: {},
      }),
    },
    'DELETE /api/v1/vendor/manufacturers/{id}/invitations/{invitationId}': {
      request: async (persona: Persona) => ({
        path: team(`/invitations/${(await invitationOf(persona)).id}`),
      }),
    },
    'PATCH /api/v1/vendor/manufacturers/{id}/members/{userId}': {
      request: async () => ({
        path: team(`/members/${(await memberOfManufacturer('sales')).userId}`),
        body: { role: 'yard' },
      }),
    },
    'DELETE /api/v1/vendor/manufacturers/{id}/members/{userId}': {
      request: async () => ({ path: team(`/members/${(await memberOfManufacturer('yard')).userId}`) }),
    },
    'POST /api/v1/vendor/manufacturers/{id}/leave': {
      request: async (persona: Persona) => ({
        path: team('/leave'),
        body: {},
        ...(persona === 'manufacturer' && {
          headers: { cookie: (await memberOfManufacturer('sales')).cookie },
        }),
      }),
    },
    'POST /api/v1/vendor/manufacturers/{id}/owner': {
      request: async (persona: Persona) => ({
        path: team('/owner'),
        body: { userId: (await memberOfManufacturer('manager')).userId, keepAs: 'manager' },
        ...(persona === 'manufacturer' && {
          headers: { cookie: (await memberOfManufacturer('owner')).cookie },
        }),
      }),
    },
    'GET /api/v1/invitations/{token}': {
      request: async (persona: Persona) => ({
        path: `/api/v1/invitations/${(await invitationOf(persona)).token}`,
      }),
    },
    'POST /api/v1/me/invitations/{token}/accept': {
      request: async (persona: Persona) => ({
        path: `/api/v1/me/invitations/${await invitationFor(persona)}/accept`,
        body: {},
      }),
    },
    'PUT /api/v1/me/firm': { request: () => ({ path: '/api/v1/me/firm', body: { manufacturerId: null } }) },
  });

  Object.assign(SAMPLES, {
    'POST /api/v1/lots/{id}/samples': {
      request: async () => ({
        path: `/api/v1/lots/${await shownLot()}/samples`,
        body: {
          contactName: 'Meera Iyer',
          mobileNumber: '9845012345',
          deliveryAddress: '14 Anna Salai',
          deliveryCity: 'Chennai',
          deliveryPin: '600018',
        },
      }),
    },
    'GET /api/v1/me/samples': { request: () => ({ path: '/api/v1/me/samples' }) },
    'POST /api/v1/me/samples/{id}/received': {
      request: async () => ({
        path: `/api/v1/me/samples/${await freshSample('dispatched')}/received`,
        body: {},
      }),
    },
    'POST /api/v1/me/samples/{id}/cancel': {
      request: async () => ({
        path: `/api/v1/me/samples/${await freshSample('requested')}/cancel`,
        body: {},
      }),
    },
    'GET /api/v1/vendor/samples': {
      request: () => ({ path: '/api/v1/vendor/samples', query: 'status=requested' }),
    },
    'POST /api/v1/vendor/samples/{id}/accept': {
      request: async () => ({
        path: `/api/v1/vendor/samples/${await freshSample('requested')}/accept`,
        body: { fee: 250 },
      }),
    },
    'POST /api/v1/vendor/samples/{id}/decline': {
      request: async () => ({
        path: `/api/v1/vendor/samples/${await freshSample('requested')}/decline`,
        body: { reason: 'No offcuts of this block' },
      }),
    },
    'POST /api/v1/vendor/samples/{id}/dispatch': {
      request: async () => ({
        path: `/api/v1/vendor/samples/${await freshSample('accepted')}/dispatch`,
        body: { courier: 'DTDC', trackingNumber: 'D1234567' },
      }),
    },
  } satisfies Record<string, SampleSpec>);

  /** Operations whose effects would disturb the rest: a password change renews sessions. */
  const LAST = new Set([
    'POST /api/v1/me/password',
    // D46: accepting makes the caller a member of a firm, and a hand-over changes the firm's owner of
    // record: both after every other operation has met the callers as they were.
    'POST /api/v1/me/invitations/{token}/accept',
    'POST /api/v1/vendor/manufacturers/{id}/owner',
  ]);

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

  it('walks every permission of the access table through the operations that ask it, with no hand-written owner', () => {
    const withPermission = ourOperations().filter((key) => declared(key).permission);
    const asked = new Set(
      ourOperations().flatMap((key) => [declared(key).permission, declared(key).firmPermission]),
    );
    expect(PERMISSION_NAMES.filter((p) => !asked.has(p))).toEqual([]);
    expect(withPermission.filter((key) => SAMPLES[key]?.owner)).toEqual([]);
  });

  it('answers every operation × caller with the class its audience and ownership decide', async () => {
    const keys = ourOperations().sort((a, b) => Number(LAST.has(a)) - Number(LAST.has(b)));
    const wrong: string[] = [];
    for (const key of keys) {
      const spec = SAMPLES[key];
      if (!spec) continue;
      const operation = declared(key);
      for (const persona of PERSONAS) {
        let expected = operation.permission
          ? expectedByPermission(operation, persona)
          : expectedByAudience(operation, persona);
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
          // CSV downloads (product exports) are checked as the text they are.
          const isJson = String(res.headers['content-type'] ?? '').includes('json');
          const parsed = safeParse(schema, isJson ? res.json() : res.body);
          if (parsed.error) {
            const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
            wrong.push(`${key} as ${persona}: ${res.statusCode} answer does not match its schema (${where})`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    // Hundreds of operations × 7 callers: minutes on a loaded machine, not the default minute.
  }, 900_000);

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
