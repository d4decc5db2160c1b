// The admin forms' reads and writes of content blocks (D19). Versions and conflicts (D29), the
// activity log (D28), the hero's live counts (D25), and each refusal: a 4xx naming the field, with
// nothing stored.
import { CONFLICT_MESSAGE, type ContentKey } from '@granite/shared';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, products, quoteRequests, vendors } from '../../db/schema';
import { admin, buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart, solidImage } from '../../test/images';
import { seedMiniCatalogue } from '../../test/mini-catalogue';
import { CONTENT_DEFAULTS } from './content.defaults';
import { HERO_COUNTS_TTL_MS, mergeOverDefaults } from './content.service';

let t: TestApp;
let adminCookie: string;
let otherAdminCookie: string;
let buyerCookie: string;
let manufacturerCookie: string;

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await admin(t.app)).cookie;
  // A second browser of an admin: another session, the same rights (two admins saving at once).
  otherAdminCookie = (await admin(t.app)).cookie;
  buyerCookie = (await buyer(t.app)).cookie;
  manufacturerCookie = (await manufacturer(t.app)).cookie;
});
afterAll(async () => t?.close());

type AdminBlock = { key: string; value: Record<string, unknown>; version: number; updatedAt: string | null };

const load = async (key: ContentKey, cookie = adminCookie): Promise<AdminBlock> => {
  const res = await call(t.app, 'GET', `/api/v1/admin/content/${key}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const save = (key: string, version: number, value: unknown, cookie = adminCookie) =>
  call(t.app, 'PUT', `/api/v1/admin/content/${key}`, { cookie, body: { version, value } });
const publicValue = async (key: ContentKey) =>
  ((await call(t.app, 'GET', `/api/v1/content/${key}`)).json() as { value: Record<string, unknown> }).value;
const fieldsOf = (res: { json(): unknown }) =>
  (res.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {};

/** Saves `value` over the current version; expects a refusal naming `field`, and nothing stored. */
async function expectRefused(key: ContentKey, value: unknown, field: string, status = 400) {
  const before = await load(key);
  const res = await save(key, before.version, value);
  expect(res.statusCode, res.body).toBe(status);
  expect(fieldsOf(res), res.body).toHaveProperty([field]);
  const after = await load(key);
  expect(after.version).toBe(before.version);
  expect(after.value).toEqual(before.value);
}

describe('admin reads', () => {
  it('answers a never-saved block with the defaults and version 0; only admins may read', async () => {
    const block = await load('footer_info');
    expect(block).toEqual({
      key: 'footer_info',
      value: CONTENT_DEFAULTS.footer_info,
      version: 0,
      updatedAt: null,
    });
    expect((await call(t.app, 'GET', '/api/v1/admin/content/footer_info')).statusCode).toBe(401);
    for (const cookie of [buyerCookie, manufacturerCookie]) {
      const res = await call(t.app, 'GET', '/api/v1/admin/content/footer_info', { cookie });
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('D29: two admins saving the same block', () => {
  it('saves the first and answers the second with 409 and the conflict message', async () => {
    const mine = await load('contact_settings');
    const theirs = await load('contact_settings', otherAdminCookie);
    expect(mine.version).toBe(0);

    const first = await save('contact_settings', mine.version, {
      ...CONTENT_DEFAULTS.contact_settings,
      contactPhone: '+91 98290 12345',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ key: 'contact_settings', version: 1 });

    const second = await save(
      'contact_settings',
      theirs.version,
      { ...CONTENT_DEFAULTS.contact_settings, contactPhone: '+91 11111 11111' },
      otherAdminCookie,
    );
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({ code: 'conflict', message: CONFLICT_MESSAGE });
    expect((await load('contact_settings')).value.contactPhone).toBe('+91 98290 12345');

    // After reloading, the second admin's save goes through over version 1.
    const reloaded = await load('contact_settings', otherAdminCookie);
    const retry = await save(
      'contact_settings',
      reloaded.version,
      { ...reloaded.value, contactPhone: '+91 11111 11111' },
      otherAdminCookie,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().version).toBe(2);
    // An old version is refused, also one from the future; a missing version is a 400 naming it.
    expect((await save('contact_settings', 1, CONTENT_DEFAULTS.contact_settings)).statusCode).toBe(409);
    expect((await save('contact_settings', 7, CONTENT_DEFAULTS.contact_settings)).statusCode).toBe(409);
    const missing = await call(t.app, 'PUT', '/api/v1/admin/content/contact_settings', {
      cookie: adminCookie,
      body: { value: CONTENT_DEFAULTS.contact_settings },
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toHaveProperty('version');
  });
});

describe('D28: the activity log', () => {
  it('records who changed which block, with the fields before and after', async () => {
    const { cookie, userId } = await admin(t.app);
    const block = await load('featured_products');
    const res = await save(
      'featured_products',
      block.version,
      { ...CONTENT_DEFAULTS.featured_products, title: 'Best sellers this month' },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'content'), eq(activityLog.entityId, 'featured_products')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: userId,
      action: 'content.update',
      changes: { title: { before: 'Featured Products', after: 'Best sellers this month' } },
    });
  });
});

describe('D25: hero statistics', () => {
  it('default to live counts from the database, each replaceable by the admin', async () => {
    const catalogue = await seedMiniCatalogue(t.app.deps.db);
    expect(catalogue).toBeDefined();
    const counts = await call(t.app, 'GET', '/api/v1/admin/hero-statistics', { cookie: adminCookie });
    expect(counts.statusCode).toBe(200);
    const expected = await t.app.deps.db.execute<{ m: number; p: number }>(sql`
      select (select count(*)::int from ${vendors} where status = 'active') as m,
             (select count(*)::int from ${products} p join ${vendors} v on v.id = p.vendor_id
               where p.status = 'active' and v.status = 'active') as p`);
    const { m, p } = expected.rows[0]!;
    expect(counts.json()).toEqual({ manufacturers: Number(m), products: Number(p), answered_quotes: 0 });
    expect(
      (await call(t.app, 'GET', '/api/v1/admin/hero-statistics', { cookie: buyerCookie })).statusCode,
    ).toBe(403);

    // The home page shows the counts, leaves out a count of 0, never "500+". (Public counts are kept
    // for HERO_COUNTS_TTL_MS; this is the first public read of the hero since the catalogue was made.)
    expect(HERO_COUNTS_TTL_MS).toBeLessThanOrEqual(10_000);
    expect(((await publicValue('hero')) as { stats: unknown[] }).stats).toEqual([
      { label: 'Manufacturers', value: String(m), live: 'manufacturers' },
      { label: 'Granite Products', value: String(p), live: 'products' },
    ]);

    // The admin replaces one count with text and adds a fixed statistic.
    const block = await load('hero');
    const replaced = await save('hero', block.version, {
      ...block.value,
      stats: [
        { label: 'Manufacturers', value: '40+', live: 'manufacturers' },
        { label: 'Granite Products', value: '', live: 'products' },
        { label: 'Quotes Answered', value: '', live: 'answered_quotes' },
        { label: 'States served', value: '12' },
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(((await publicValue('hero')) as { stats: unknown[] }).stats).toEqual([
      { label: 'Manufacturers', value: '40+', live: 'manufacturers' },
      { label: 'Granite Products', value: String(p), live: 'products' },
      { label: 'States served', value: '12' },
    ]);
    // The admin's form reads the statistics as stored (live ones still empty).
    expect((await load('hero')).value.stats).toHaveLength(4);
  });

  it('counts answered quote requests', async () => {
    const [v] = await t.app.deps.db.select({ id: vendors.id }).from(vendors).limit(1);
    await t.app.deps.db.insert(quoteRequests).values({
      productName: 'Black Galaxy',
      vendorId: v!.id,
      vendorName: 'Ongole Stone Co',
      customerName: 'Asha',
      mobileNumber: '+919845012345',
      quantitySqft: 400,
      deliveryCity: 'Bengaluru',
      deliveryPin: '560001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      status: 'responded',
      respondedAt: new Date(),
    });
    const counts = await call(t.app, 'GET', '/api/v1/admin/hero-statistics', { cookie: adminCookie });
    expect(counts.json().answered_quotes).toBe(1);
  });

  it('refuses a fixed statistic without a value and an unknown live count', async () => {
    const hero = (await load('hero')).value;
    await expectRefused('hero', { ...hero, stats: [{ label: 'Customers', value: '' }] }, 'stats.0.value');
    await expectRefused(
      'hero',
      { ...hero, stats: [{ label: 'Customers', value: '', live: 'customers' }] },
      'stats.0.live',
    );
  });
});

describe('blocks of the admin forms', () => {
  it('saves company information and team members; facts nobody set stay empty (D25)', async () => {
    const company = await load('company_info');
    expect(company.value).toMatchObject({ foundedYear: null, employeesCount: '', yearsExperience: '' });
    const info = {
      ...company.value,
      companyName: 'Shree Granites',
      foundedYear: 2004,
      headquarters: 'Jaipur, Rajasthan',
      heroImageUrl: '/media/about-hero.webp',
    };
    expect((await save('company_info', company.version, info)).statusCode).toBe(200);
    expect(await publicValue('company_info')).toEqual(info);

    const members = [
      {
        id: 'm1',
        name: 'Meera Iyer',
        position: 'Director',
        bio: 'Twenty years in stone.',
        imageUrl: '/media/m1.webp',
      },
      { id: 'm2', name: 'Arjun Rao', position: 'Operations', bio: '', imageUrl: '' },
    ];
    const team = await load('team_members');
    expect((await save('team_members', team.version, { members })).statusCode).toBe(200);
    // Reordered and one removed.
    const next = await load('team_members');
    expect((await save('team_members', next.version, { members: [members[1]] })).statusCode).toBe(200);
    expect(await publicValue('team_members')).toEqual({ members: [members[1]] });
  });

  it('saves the About Us and Vendors blocks of the home page (ADR 009)', async () => {
    const about = await load('home_about');
    expect(about.value).toEqual(CONTENT_DEFAULTS.home_about);
    const value = { title: 'Who we are', body: 'Granite traders since 2004.' };
    expect((await save('home_about', about.version, value)).statusCode).toBe(200);
    expect(await publicValue('home_about')).toEqual(value);

    const manufacturersBlock = await load('become_vendor');
    const benefits = {
      benefits: [{ title: 'No registration fee', description: 'Commission on sales only.' }],
    };
    expect((await save('become_vendor', manufacturersBlock.version, benefits)).statusCode).toBe(200);
    expect(await publicValue('become_vendor')).toEqual(benefits);
  });

  it('saves contact info, footer, social links and SEO', async () => {
    const contact = {
      whatsappNumber: '+91 98450 12345',
      whatsappMessage: 'Hello',
      email: 'sales@shree.example',
      emailSubject: 'Enquiry',
      emailBody: 'Hello',
    };
    expect((await save('contact_info', (await load('contact_info')).version, contact)).statusCode).toBe(200);
    const footer = {
      businessName: 'Shree Granites',
      description: 'Granite from Rajasthan.',
      address: 'Kishangarh, Rajasthan',
      phone: '+91 98290 12345',
      email: 'hello@shree.example',
    };
    expect((await save('footer_info', (await load('footer_info')).version, footer)).statusCode).toBe(200);
    expect(await publicValue('footer_info')).toEqual(footer);
    const social = {
      instagram: 'https://instagram.com/shree',
      facebook: '',
      twitter: '',
      linkedin: 'https://linkedin.com/company/shree',
    };
    expect((await save('social_media', (await load('social_media')).version, social)).statusCode).toBe(200);
    const seo = {
      ...CONTENT_DEFAULTS.seo,
      siteTitle: 'Shree Granites | Granite slabs from Rajasthan',
      ogImage: '/media/og.webp',
      structuredData: '{"@context":"https://schema.org","@type":"WebSite","name":"Shree"}',
    };
    expect((await save('seo', (await load('seo')).version, seo)).statusCode).toBe(200);
    expect(await publicValue('seo')).toEqual(seo);
  });

  it('uploads a team member photo through the media pipeline (kind team)', async () => {
    const png = await solidImage('png', 400, 400);
    const upload = multipart(png, { filename: 'meera.png' });
    const res = await call(t.app, 'POST', '/api/v1/media?kind=team', {
      cookie: adminCookie,
      headers: upload.headers,
      body: upload.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().image.url).toMatch(/^\/media\//);
    const asManufacturer = await call(t.app, 'POST', '/api/v1/media?kind=team', {
      cookie: manufacturerCookie,
      headers: upload.headers,
      body: upload.payload,
    });
    expect(asManufacturer.statusCode).toBe(403);
  });
});

describe('bad input: a 4xx naming the field, nothing stored', () => {
  const legal = () => CONTENT_DEFAULTS.legal_info;
  const page = (slug: string) => ({
    ...legal(),
    additionalPages: [{ slug, title: 'Shipping', content: 'x' }],
  });

  it.each([
    ['with spaces', 'shipping policy'],
    ['with ..', '..'],
    ['with a path', '../admin'],
    ['with capitals', 'Shipping'],
    ['equal to a fixed page', 'terms-of-service'],
  ])('refuses a legal slug %s', async (_label, slug) => {
    await expectRefused('legal_info', page(slug), 'additionalPages.0.slug');
  });

  it('refuses a megabyte of legal text', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    await expectRefused(
      'legal_info',
      { ...legal(), additionalPages: [{ slug: 'shipping', title: 'Shipping', content: huge }] },
      'additionalPages.0.content',
    );
  });

  it('refuses a social link that is not http(s)', async () => {
    for (const link of ['ftp://instagram.com/shree', 'javascript:alert(1)', 'instagram.com/shree']) {
      await expectRefused('social_media', { ...CONTENT_DEFAULTS.social_media, instagram: link }, 'instagram');
    }
  });

  it('refuses a WhatsApp number without country code', async () => {
    for (const number of ['9845012345', '098450 12345']) {
      await expectRefused(
        'contact_info',
        { ...CONTENT_DEFAULTS.contact_info, whatsappNumber: number },
        'whatsappNumber',
      );
    }
  });

  it('keeps no Google Analytics or Tag Manager ID (D22: nothing used them); one stored earlier is ignored', async () => {
    const before = await load('seo');
    expect(before.value).not.toHaveProperty('googleAnalyticsId');
    expect(before.value).not.toHaveProperty('googleTagManagerId');
    const res = await save('seo', before.version, { ...before.value, googleAnalyticsId: 'G-ABC1234' });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toHaveProperty(['googleAnalyticsId']);
    const silent = { warn: () => {} } as unknown as Parameters<typeof mergeOverDefaults>[2];
    const stored = {
      ...CONTENT_DEFAULTS.seo,
      siteTitle: 'Shree Granites',
      googleAnalyticsId: 'G-ABC1234',
      googleTagManagerId: 'GTM-ABCD12',
    };
    expect(mergeOverDefaults('seo', stored, silent)).toEqual({
      ...CONTENT_DEFAULTS.seo,
      siteTitle: 'Shree Granites',
    });
  });

  it('refuses structured data that is not JSON (or not an object)', async () => {
    for (const data of ['{"@type": "Organization",}', '<script>x</script>', '42']) {
      await expectRefused('seo', { ...CONTENT_DEFAULTS.seo, structuredData: data }, 'structuredData');
    }
  });

  it('refuses a javascript: link in Markdown', async () => {
    await expectRefused(
      'company_info',
      { ...CONTENT_DEFAULTS.company_info, mission: 'See [us](javascript:alert(1))' },
      'mission',
    );
  });

  it('refuses a NUL or a lone surrogate in any text', async () => {
    const put = (payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/content/footer_info',
        headers: { origin: t.config.publicUrl, cookie: adminCookie, 'content-type': 'application/json' },
        payload,
      });
    const before = await load('footer_info');
    const body = (name: string) =>
      JSON.stringify({
        version: before.version,
        value: { ...CONTENT_DEFAULTS.footer_info, businessName: name },
      });
    for (const bad of ['Shree\\u0000Granites', 'Shree\\ud800Granites']) {
      const res = await put(body('NAME').replace('NAME', bad));
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(fieldsOf(res)).join()).toMatch(/businessName/);
    }
    expect((await load('footer_info')).version).toBe(before.version);
  });
});
