import { CONTENT_KEYS, type ContentBlock, type ContentKey } from '@granite/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema';
import { admin, buyer, call, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { CONTENT_DEFAULTS } from './content.defaults';

let t: TestApp;
let adminCookie: string;
let buyerCookie: string;
const ADMIN_EMAIL = 'site-admin@example.com';

beforeAll(async () => {
  // ADMIN_EMAIL is the last fallback recipient of contact mail (D21).
  t = await createTestApp({}, { ADMIN_EMAIL, ADMIN_PASSWORD: 'Granite-Slab-2024' });
  adminCookie = (await admin(t.app)).cookie;
  buyerCookie = (await buyer(t.app)).cookie;
});
afterAll(async () => t?.close());

const read = async <K extends ContentKey>(key: K): Promise<ContentBlock<K>> => {
  const res = await call(t.app, 'GET', `/api/v1/content/${key}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
/** An admin form's save (D29): the version stored now, with the value. */
const put = async (key: string, value: unknown, cookie: string | null = adminCookie) => {
  const current = await call(t.app, 'GET', `/api/v1/admin/content/${key}`, { cookie: adminCookie });
  const version = current.statusCode === 200 ? (current.json() as { version: number }).version : 0;
  return call(t.app, 'PUT', `/api/v1/admin/content/${key}`, {
    body: { version, value },
    cookie: cookie ?? undefined,
  });
};
const fieldsOf = (res: { json(): unknown }) =>
  (res.json() as { error: { fields?: Record<string, string> } }).error.fields;

/** A valid value for each key: the defaults with one visible change. */
const HERO = { ...CONTENT_DEFAULTS.hero, title: 'Granite from the quarry to your site' };

describe('reading content', () => {
  it('answers every key with the built-in defaults before anything is saved', async () => {
    const res = await call(t.app, 'GET', '/api/v1/content');
    expect(res.statusCode).toBe(200);
    const all = res.json() as Record<ContentKey, ContentBlock>;
    expect(Object.keys(all)).toEqual([...CONTENT_KEYS]);
    for (const key of CONTENT_KEYS) expect(all[key].updatedAt, key).toBeNull();

    // D25: no invented figures. With nothing in the database, the live hero counts are all 0 and
    // left out; the company facts nobody set are empty.
    expect((all.hero as ContentBlock<'hero'>).value.stats).toEqual([]);
    expect(JSON.stringify(all)).not.toMatch(/500\+|50K\+|1,200\+/);
    const company = (all.company_info as ContentBlock<'company_info'>).value;
    expect(company).toMatchObject({ foundedYear: null, employeesCount: '', yearsExperience: '' });
    const legal = (all.legal_info as ContentBlock<'legal_info'>).value;
    expect(legal.refundPolicy.content).toMatch(/7 days of delivery/);
    expect(legal.termsOfService.content).toMatch(/18 years old/);
    expect(legal.privacyPolicy.content).toMatch(/18 years old/);
    expect(legal.additionalPages).toEqual([]);
    expect((all.social_media as ContentBlock<'social_media'>).value).toEqual({
      instagram: '',
      facebook: '',
      twitter: '',
      linkedin: '',
    });
    // D14: no invented people or contact details.
    expect((all.team_members as ContentBlock<'team_members'>).value.members).toEqual([]);
    expect((all.trusted_manufacturers as ContentBlock<'trusted_manufacturers'>).value.manufacturers).toEqual(
      [],
    );
    expect((all.contact_info as ContentBlock<'contact_info'>).value.whatsappNumber).toBe('');
  });

  it('answers only the keys asked for, and refuses unknown ones', async () => {
    const res = await call(t.app, 'GET', '/api/v1/content?keys=cta,hero');
    expect(Object.keys(res.json())).toEqual(['hero', 'cta']);
    const bad = await call(t.app, 'GET', '/api/v1/content?keys=hero,passwords');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toHaveProperty('keys');
    expect((await call(t.app, 'GET', '/api/v1/content?colour=red')).statusCode).toBe(400);
    const missing = await call(t.app, 'GET', '/api/v1/content/passwords');
    expect(missing.statusCode).toBe(404);
  });

  it('revalidates with an ETag', async () => {
    const first = await call(t.app, 'GET', '/api/v1/content/seo');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await call(t.app, 'GET', '/api/v1/content/seo', { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('merges stored values over the defaults field by field and ignores invalid fields', async () => {
    await t.app.deps.db.execute(sql`insert into homepage_content (section, content) values ('cta',
      ${JSON.stringify({ title: 'Sell with us', subtitle: 42, backgroundImage: 'javascript:alert(1)', extra: true })}::jsonb)`);
    // Footer settings apply only when all five strings are present (storefront 2.2).
    await t.app.deps.db.execute(sql`insert into site_settings (key, value) values ('footer_info',
      ${JSON.stringify({ businessName: 'Shree Granites', description: 'Stone', address: 'Jaipur', phone: '+91 98290 12345' })}::jsonb)`);
    await putThenIgnore();
    const cta = await read('cta');
    expect(cta.value).toEqual({ ...CONTENT_DEFAULTS.cta, title: 'Sell with us' });
    expect(cta.updatedAt).not.toBeNull();
    const footer = await read('footer_info');
    expect(footer.value).toEqual(CONTENT_DEFAULTS.footer_info);
  });
});

/** A write elsewhere empties the cache, so rows inserted by hand above become visible. */
async function putThenIgnore() {
  expect((await put('seo', CONTENT_DEFAULTS.seo)).statusCode).toBe(200);
}

describe('writing content', () => {
  it('is refused to signed-out visitors (401) and buyers (403)', async () => {
    const signedOut = await put('hero', HERO, null);
    expect(signedOut.statusCode).toBe(401);
    const asBuyer = await put('hero', HERO, buyerCookie);
    expect(asBuyer.statusCode).toBe(403);
    expect((await read('hero')).value.title).toBe(CONTENT_DEFAULTS.hero.title);
  });

  it('saves an admin write, answers it and serves it from then on', async () => {
    const res = await put('hero', HERO);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'hero', value: HERO });
    const stored = await read('hero');
    // The live statistics are resolved on reading (all 0 here, so left out, D25).
    expect(stored.value).toEqual({ ...HERO, stats: [] });
    expect(stored.updatedAt).not.toBeNull();
  });

  it('shows a change made behind its back within about a second, and its own writes at once', async () => {
    await read('featured_products');
    // Changed by hand, as another server process would: the trigger bumps the content version, which
    // this process re-reads at most once a second (its cached answer may be served until then).
    await t.app.deps.db.execute(sql`insert into homepage_content (section, content) values ('featured_products',
      ${JSON.stringify({ ...CONTENT_DEFAULTS.featured_products, title: 'Changed by hand' })}::jsonb)`);
    const deadline = Date.now() + 2_000;
    let title = (await read('featured_products')).value.title;
    while (title !== 'Changed by hand' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
      title = (await read('featured_products')).value.title;
    }
    expect(title).toBe('Changed by hand');
    // A write through the API empties this process's cache at once.
    const next = { ...CONTENT_DEFAULTS.featured_products, title: 'Our best sellers' };
    expect((await put('featured_products', next)).statusCode).toBe(200);
    expect((await read('featured_products')).value.title).toBe('Our best sellers');
  });

  it('refuses missing fields, wrong types and unknown keys with 400 naming the field', async () => {
    const { subtitle: _omit, ...noSubtitle } = HERO;
    const missing = await put('hero', noSubtitle);
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing)).toHaveProperty('subtitle');

    const wrongType = await put('hero', { ...HERO, stats: 'many' });
    expect(wrongType.statusCode).toBe(400);
    expect(fieldsOf(wrongType)).toHaveProperty('stats');

    const nestedType = await put('hero', { ...HERO, stats: [{ label: 'Vendors', value: 500 }] });
    expect(fieldsOf(nestedType)).toHaveProperty(['stats.0.value']);

    const unknown = await put('social_media', { ...CONTENT_DEFAULTS.social_media, is_admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toHaveProperty('is_admin');

    const nestedUnknown = await put('team_members', {
      members: [{ id: 'a', name: 'Meera Iyer', position: 'Director', bio: '', imageUrl: '', role: 'admin' }],
    });
    expect(fieldsOf(nestedUnknown)).toHaveProperty(['members.0.role']);

    const badKey = await put('passwords', {});
    expect(badKey.statusCode).toBe(400);
    expect(fieldsOf(badKey)).toHaveProperty('key');

    const notObject = await put('hero', [1, 2]);
    expect(notObject.statusCode).toBe(400);
  });

  it('refuses a 1 MB string with 400 naming the field', async () => {
    const huge = 'x'.repeat(1024 * 1024);
    const res = await put('hero', { ...HERO, subtitle: huge });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toHaveProperty('subtitle');
    const legal = await put('legal_info', {
      ...CONTENT_DEFAULTS.legal_info,
      cookiePolicy: { title: 'Cookie Policy', content: huge },
    });
    expect(legal.statusCode).toBe(400);
    expect(fieldsOf(legal)).toHaveProperty(['cookiePolicy.content']);
  });

  it('refuses javascript: links in addresses and in Markdown', async () => {
    const social = await put('social_media', {
      ...CONTENT_DEFAULTS.social_media,
      twitter: 'javascript:alert(1)',
    });
    expect(social.statusCode).toBe(400);
    expect(fieldsOf(social)).toHaveProperty('twitter');
    const image = await put('cta', { ...CONTENT_DEFAULTS.cta, backgroundImage: ' JavaScript:alert(1)' });
    expect(fieldsOf(image)).toHaveProperty('backgroundImage');
    const protocolRelative = await put('cta', {
      ...CONTENT_DEFAULTS.cta,
      backgroundImage: '//evil.example/x.png',
    });
    expect(fieldsOf(protocolRelative)).toHaveProperty('backgroundImage');
    const markdown = await put('legal_info', {
      ...CONTENT_DEFAULTS.legal_info,
      privacyPolicy: { title: 'Privacy Policy', content: 'Read [this](javascript:alert(1)) first.' },
    });
    expect(markdown.statusCode).toBe(400);
    expect(fieldsOf(markdown)).toHaveProperty(['privacyPolicy.content']);
  });

  it('stores Markdown with raw HTML sanitised: no <script>, no onerror (D20)', async () => {
    const content =
      '# Shipping\n\n<script>window.pwned = true</script>\n\nWe ship <b>across</b> India.<img src=x onerror=alert(1)>';
    const res = await put('legal_info', {
      ...CONTENT_DEFAULTS.legal_info,
      additionalPages: [{ slug: 'shipping-policy', title: 'Shipping Policy', content }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const legal = await read('legal_info');
    expect(legal.value.additionalPages).toEqual([
      {
        slug: 'shipping-policy',
        title: 'Shipping Policy',
        content: '# Shipping\n\n\n\nWe ship across India.',
      },
    ]);
    expect(legal.value.privacyPolicy).toEqual(CONTENT_DEFAULTS.legal_info.privacyPolicy);
  });

  it('refuses extra legal pages that reuse a slug', async () => {
    const page = { slug: 'privacy-policy', title: 'Mine', content: 'x' };
    const fixed = await put('legal_info', { ...CONTENT_DEFAULTS.legal_info, additionalPages: [page] });
    expect(fieldsOf(fixed)).toHaveProperty(['additionalPages.0.slug']);
    const twice = await put('legal_info', {
      ...CONTENT_DEFAULTS.legal_info,
      additionalPages: [
        { ...page, slug: 'shipping' },
        { ...page, slug: 'shipping' },
      ],
    });
    expect(fieldsOf(twice)).toHaveProperty(['additionalPages.1.slug']);
    const badSlug = await put('legal_info', {
      ...CONTENT_DEFAULTS.legal_info,
      additionalPages: [{ ...page, slug: '../Admin' }],
    });
    expect(fieldsOf(badSlug)).toHaveProperty(['additionalPages.0.slug']);
  });

  it("lists the legal pages' titles for the footer, without their texts", async () => {
    const legal = CONTENT_DEFAULTS.legal_info;
    const saved = await put('legal_info', {
      ...legal,
      privacyPolicy: { title: 'Privacy at Granite', content: 'We keep your GSTIN private.' },
      additionalPages: [
        { slug: 'shipping', title: 'Shipping and Freight', content: 'Trucks leave Kishangarh daily.' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await call(t.app, 'GET', '/api/v1/content/legal-pages');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      pages: [
        { slug: 'privacy-policy', title: 'Privacy at Granite' },
        { slug: 'terms-of-service', title: legal.termsOfService.title },
        { slug: 'cookie-policy', title: legal.cookiePolicy.title },
        { slug: 'refund-policy', title: legal.refundPolicy.title },
        { slug: 'shipping', title: 'Shipping and Freight' },
      ],
    });
    expect(res.body).not.toContain('GSTIN private');
    expect(res.body).not.toContain('Kishangarh');
    const again = await call(t.app, 'GET', '/api/v1/content/legal-pages', {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await put('legal_info', legal)).statusCode).toBe(200);
  });

  it('accepts every default as a valid write (the admin forms start from them)', async () => {
    for (const key of CONTENT_KEYS) {
      const res = await put(key, CONTENT_DEFAULTS[key]);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(200);
    }
  });
});

describe('contact form', () => {
  const MESSAGE = {
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    phone: '+91 98450 12345',
    subject: 'Kitchen countertops',
    message: 'I need 400 sq.ft of Black Galaxy, polished, 18mm, delivered to Bengaluru 560001.',
  };
  const send = (body: unknown, ip = nextIp()) => call(t.app, 'POST', '/api/v1/contact', { body, ip });

  it('stores the message and queues an e-mail to the site contact address (D21)', async () => {
    expect(
      (
        await put('contact_settings', {
          ...CONTENT_DEFAULTS.contact_settings,
          contactEmail: 'sales@shreegranites.in',
        })
      ).statusCode,
    ).toBe(200);
    const res = await send(MESSAGE);
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json() as { id: number };
    const [row] = await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ ...MESSAGE, status: 'new' });
    const [mail] = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'sales@shreegranites.in'));
    expect(mail).toMatchObject({ template: 'contact_message', subject: 'Contact form: Kitchen countertops' });
    expect(mail!.textBody).toContain(MESSAGE.message);
    expect(mail!.textBody).toContain('ravi@example.com');
  });

  it('falls back to ADMIN_EMAIL when no site address is set, and escapes HTML in the mail', async () => {
    expect((await put('contact_settings', CONTENT_DEFAULTS.contact_settings)).statusCode).toBe(200);
    const res = await send({
      name: 'Asha',
      email: 'asha@example.com',
      message: '<img src=x onerror=alert(1)>',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, (res.json() as { id: number }).id));
    expect(row).toMatchObject({ phone: null, subject: null });
    const mails = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, ADMIN_EMAIL));
    const mail = mails.find((m) => m.template === 'contact_message');
    expect(mail?.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail?.htmlBody).not.toContain('<img');
  });

  it('refuses missing fields, an invalid e-mail, unknown keys and a 20 kB message', async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(empty) ?? {}).sort()).toEqual(['email', 'message', 'name']);
    const blank = await send({ ...MESSAGE, name: '   ' });
    expect(fieldsOf(blank)).toHaveProperty('name');
    const email = await send({ ...MESSAGE, email: 'not-an-email' });
    expect(fieldsOf(email)).toHaveProperty('email');
    const unknown = await send({ ...MESSAGE, status: 'read' });
    expect(fieldsOf(unknown)).toHaveProperty('status');
    const long = await send({ ...MESSAGE, message: 'x'.repeat(20 * 1024) });
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long)).toHaveProperty('message');
    const wrongType = await send({ ...MESSAGE, phone: 9845012345 });
    expect(fieldsOf(wrongType)).toHaveProperty('phone');
  });

  it('rate-limits a burst of 50 submissions from one address with 429', async () => {
    const ip = nextIp();
    const before = await t.app.deps.db.$count(contactMessages);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await send({ ...MESSAGE, subject: `burst ${i}` }, ip)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    const limited = await send(MESSAGE, ip);
    expect(limited.json().error.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.app.deps.db.$count(contactMessages)) - before).toBe(5);
    // Another address is not affected.
    expect((await send(MESSAGE)).statusCode).toBe(201);
  });

  describe('posted as a page form, without JavaScript (D21)', () => {
    const post = (fields: Record<string, string>, options: { ip?: string; origin?: string | null } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/contact',
        remoteAddress: options.ip ?? nextIp(),
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(options.origin === null ? {} : { origin: options.origin ?? t.app.deps.config.publicUrl }),
        },
        payload: new URLSearchParams(fields).toString(),
      });

    it('stores the message, mails it, and answers with the thank-you page (303, nothing in the address)', async () => {
      const res = await post({ ...MESSAGE, subject: 'No JavaScript on this phone' });
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toBe('/contact?sent=1');
      const [row] = await t.app.deps.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, 'No JavaScript on this phone'));
      expect(row).toMatchObject({ name: MESSAGE.name, email: MESSAGE.email, message: MESSAGE.message });
      const mails = await t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'contact_message'));
      expect(mails.some((m) => m.subject === 'Contact form: No JavaScript on this phone')).toBe(true);
    });

    it('refuses what the API refuses, naming the fields to correct, and stores nothing', async () => {
      const before = await t.app.deps.db.$count(contactMessages);
      const bad = await post({ name: ' ', email: 'not-an-email', phone: '', subject: '', message: 'Hello' });
      expect(bad.statusCode).toBe(303);
      expect(bad.headers.location).toBe(`/contact?unsent=${encodeURIComponent('name,email')}`);
      const unknown = await post({ ...MESSAGE, status: 'read' });
      expect(unknown.headers.location).toMatch(/^\/contact\?unsent=/);
      const long = await post({ ...MESSAGE, message: 'x'.repeat(20 * 1024) });
      expect(long.headers.location).toBe('/contact?unsent=message');
      expect(await t.app.deps.db.$count(contactMessages)).toBe(before);
    });

    it('refuses another site (the origin policy) and keeps the rate limit of the API', async () => {
      const before = await t.app.deps.db.$count(contactMessages);
      const forged = await post(MESSAGE, { origin: 'https://evil.example' });
      expect(forged.statusCode).toBe(403);
      const unnamed = await post(MESSAGE, { origin: null });
      expect(unnamed.statusCode).toBe(403);
      expect(await t.app.deps.db.$count(contactMessages)).toBe(before);

      const ip = nextIp();
      const answers: string[] = [];
      for (let i = 0; i < 7; i++)
        answers.push(String((await post({ ...MESSAGE, subject: `form ${i}` }, { ip })).headers.location));
      expect(answers.filter((a) => a === '/contact?sent=1')).toHaveLength(5);
      expect(answers.slice(5)).toEqual(['/contact?unsent=rate_limited', '/contact?unsent=rate_limited']);
      // The API and the page form count together.
      expect((await send(MESSAGE, ip)).statusCode).toBe(429);
    });
  });
});
