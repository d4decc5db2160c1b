// D30: contact details cross only after acceptance. Every text one side of a quote wrote reaches the
// other masked until the buyer accepts — in each API answer, in the notifications and in the e-mails
// — stored as written, read as written by admins, and shown as written once accepted.
import { randomUUID } from 'node:crypto';
import {
  type BuyerQuoteBoard,
  type BuyerQuoteRequest,
  CONTACT_MASKS,
  indiaDay,
  type ManufacturerQuoteDetail,
  type ManufacturerQuoteList,
  type QuoteDecision,
  type QuoteThread,
} from '@granite/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, products, quoteReplies, quoteRequests, rateLimit } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

const { phone: PHONE, email: EMAIL, link: LINK, handle: HANDLE } = CONTACT_MASKS;

let t: TestApp;
let categoryId: number;
let anAdmin: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = (await seedMiniCatalogue(t.app.deps.db)).categoryIds.black;
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(rateLimit);
});

type Person = { cookie: string; userId: string; email: string };
type Maker = Person & { vendorId: number; productId: number };

const api = (method: 'GET' | 'POST', url: string, who?: { cookie: string }, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

async function maker(): Promise<Maker> {
  const v = await manufacturer(t.app);
  const [p] = await t.app.deps.db
    .insert(products)
    .values({
      name: `Slab ${randomUUID().slice(0, 6)}`,
      pricePaise: 20_000,
      vendorId: v.vendorId,
      categoryId,
    })
    .returning({ id: products.id });
  return { ...v, productId: p!.id };
}

// What the buyer wrote: a name and notes with contact details in them.
const BUYER_NAME = 'Meera 9123456780';
const BUYER_NOTES = 'Mail meera.buyer@example.in or call ९१२३४५६७८० after 6 pm. Need 1,200 sq.ft, 18 mm.';
const BUYER_MESSAGE = 'My number is 91234 56780, or meera dot buyer at gmail dot com';
const BUYER_MOBILE = '9845012345';
/** What must never reach the manufacturer before acceptance. */
const BUYER_SECRETS = [
  '9123456780',
  '९१२३४५६७८०',
  '91234 56780',
  'meera.buyer',
  'meera dot buyer',
  BUYER_MOBILE,
];

// What the manufacturer wrote: the reply's message, a revision's note and a thread message.
const REPLY_MESSAGE = 'Call me on 9876543210 or sales@stoneworks.in or https://stoneworks.example';
const REPLY_MASKED = `Call me on ${PHONE} or ${EMAIL} or ${LINK}`;
const REVISION_NOTE =
  'Revised for 2400 x 1200 mm slabs. WhatsApp nine eight seven six five four three two one zero, @stoneworks_in';
const REVISION_MASKED = `Revised for 2400 x 1200 mm slabs. WhatsApp ${PHONE}, ${HANDLE}`;
const MAKER_MESSAGE = 'Visit our yard: stoneworks . in / 98765-43210';
/** What must never reach the buyer before acceptance. */
const MAKER_SECRETS = ['9876543210', '98765-43210', 'stoneworks', 'nine eight seven'];

const form = {
  customerName: BUYER_NAME,
  mobileNumber: BUYER_MOBILE,
  quantitySqft: 1200,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
  additionalNotes: BUYER_NOTES,
};

const reply = (m: Maker, id: number, message: string, price = 180) =>
  api('POST', `/vendor/quote-requests/${id}/replies`, m, {
    price,
    gstRate: 18,
    freight: 12000,
    leadTimeDays: 14,
    validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
    message,
  });

/** A forwarded request of `b` to `m`, answered with REPLY_MESSAGE; returns its id and the reply's. */
async function answeredRequest(b: Person, m: Maker): Promise<{ id: number; replyId: number }> {
  const asked = await api('POST', '/quote-requests', b, { ...form, productId: m.productId });
  expect(asked.statusCode, asked.body).toBe(201);
  const id = asked.json().requests[0].id as number;
  expect((await api('POST', `/admin/quote-requests/${id}/forward`, anAdmin)).statusCode).toBe(200);
  const res = await reply(m, id, REPLY_MESSAGE);
  expect(res.statusCode, res.body).toBe(201);
  return { id, replyId: (res.json() as ManufacturerQuoteDetail).replies[0]!.id };
}

async function boardItem(b: Person, id: number) {
  const board = (await api('GET', '/me/quote-board', b)).json() as BuyerQuoteBoard;
  return board.items.flatMap((g) => g.items).find((i) => i.request.id === id)!;
}

/** Everything the person reads: the answers of these endpoints, their notifications and e-mails. */
async function everythingReadBy(p: Person, urls: string[]): Promise<string> {
  const bodies: string[] = [];
  for (const url of [...urls, '/me/notifications?pageSize=100']) {
    const res = await api('GET', url, p);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    bodies.push(res.body);
  }
  const mails = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, p.email));
  for (const m of mails) bodies.push(m.subject, m.textBody, m.htmlBody ?? '');
  return bodies.join('\n');
}

describe(`contact details cross only after acceptance (D30, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("masks the reply's message and each revision's note for the buyer until acceptance, then shows them", async () => {
    const b = await buyer(t.app);
    const m = await maker();
    const { id } = await answeredRequest(b, m);

    expect((await boardItem(b, id)).replies[0]!.message).toBe(REPLY_MASKED);
    const mine = (await api('GET', `/me/quote-requests/${id}`, b)).json() as BuyerQuoteRequest;
    expect(mine.response?.message).toBe(REPLY_MASKED);
    const listed = (await api('GET', '/me/quote-requests', b)).json().items as BuyerQuoteRequest[];
    expect(listed.find((r) => r.id === id)!.response?.message).toBe(REPLY_MASKED);

    // The notification and its e-mail carry the message, masked.
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, b.userId))
      .then((rows) => asRead(rows));
    const replied = told.find((n) => n.kind === 'quote_replied')!;
    expect(replied.body).toContain(`Message: “${REPLY_MASKED}”`);
    const mails = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, b.email));
    expect(mails.some((mail) => mail.textBody.includes(REPLY_MASKED))).toBe(true);
    expect(mails.some((mail) => mail.textBody.includes('9876543210'))).toBe(false);

    // A revision: its note is masked too, and the first reply's message stays masked in the history.
    const revised = await reply(m, id, REVISION_NOTE, 170);
    expect(revised.statusCode, revised.body).toBe(201);
    // The manufacturer reads its own words as written.
    expect((revised.json() as ManufacturerQuoteDetail).replies.map((r) => r.message)).toEqual([
      REVISION_NOTE,
      REPLY_MESSAGE,
    ]);
    const item = await boardItem(b, id);
    expect(item.replies.map((r) => r.message)).toEqual([REVISION_MASKED, REPLY_MASKED]);
    const revisedNotice = (
      await t.app.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, b.userId))
        .then((rows) => asRead(rows))
    ).find((n) => n.kind === 'quote_revised')!;
    expect(revisedNotice.body).toContain(REVISION_MASKED);

    // Stored as written; the admin reads the request as written.
    const stored = await t.app.deps.db
      .select({ message: quoteReplies.message })
      .from(quoteReplies)
      .where(eq(quoteReplies.quoteRequestId, id));
    expect(stored.map((r) => r.message).sort()).toEqual([REPLY_MESSAGE, REVISION_NOTE].sort());
    const adminView = await api('GET', `/admin/quote-requests/${id}`, anAdmin);
    expect(adminView.body).toContain(REVISION_NOTE.replace(/"/g, '\\"'));

    // Accepted: the answer and every later read show the manufacturer's words as written.
    const accepted = await api('POST', `/me/quote-replies/${item.replies[0]!.id}/accept`, b);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((accepted.json() as QuoteDecision).reply.message).toBe(REVISION_NOTE);
    expect((await boardItem(b, id)).replies.map((r) => r.message)).toEqual([REVISION_NOTE, REPLY_MESSAGE]);
    const after = (await api('GET', `/me/quote-requests/${id}`, b)).json() as BuyerQuoteRequest;
    expect(after.response?.message).toBe(REVISION_NOTE);
  });

  it('masks the message in the answer to a decline', async () => {
    const b = await buyer(t.app);
    const m = await maker();
    const { replyId } = await answeredRequest(b, m);
    const declined = await api('POST', `/me/quote-replies/${replyId}/decline`, b, { reason: 'Too far' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json() as QuoteDecision).reply.message).toBe(REPLY_MASKED);
  });

  it("masks the buyer's name, notes and decline reason for the manufacturer until acceptance", async () => {
    const b = await buyer(t.app);
    const m = await maker();
    const { id, replyId } = await answeredRequest(b, m);
    const maskedName = `Meera ${PHONE}`;
    const maskedNotes = `Mail ${EMAIL} or call ${PHONE} after 6 pm. Need 1,200 sq.ft, 18 mm.`;

    const list = (
      await api('GET', `/vendor/quote-requests?vendorId=${m.vendorId}`, m)
    ).json() as ManufacturerQuoteList;
    const row = list.items.find((r) => r.id === id)!;
    expect(row.customerName).toBe(maskedName);
    expect(row.additionalNotes).toBe(maskedNotes);
    // Searching the list cannot reveal what reading masks.
    const search = async (q: string) =>
      (
        (
          await api('GET', `/vendor/quote-requests?q=${encodeURIComponent(q)}`, m)
        ).json() as ManufacturerQuoteList
      ).items.map((r) => r.id);
    expect(await search('Meera')).toContain(id);
    expect(await search('9123456780')).not.toContain(id);
    expect(await search('912345')).not.toContain(id);
    const detail = (await api('GET', `/vendor/quote-requests/${id}`, m)).json() as ManufacturerQuoteDetail;
    expect(detail.request).toMatchObject({ customerName: maskedName, additionalNotes: maskedNotes });
    expect(detail.buyerContact).toBeNull();
    const dashboard = (await api('GET', '/vendor/dashboard', m)).json();
    expect(dashboard.recentQuoteRequests.find((r: { id: number }) => r.id === id).customerName).toBe(
      maskedName,
    );
    const forwarded = (
      await t.app.deps.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, m.userId))
        .then((rows) => asRead(rows))
    ).find((n) => n.kind === 'quote_forwarded')!;
    expect(forwarded.body.startsWith(`${maskedName} asks for`)).toBe(true);

    // The admin reads the request as written; the database holds it as written.
    const adminView = await api('GET', `/admin/quote-requests/${id}`, anAdmin);
    expect(adminView.body).toContain(BUYER_NOTES);
    const [stored] = await t.app.deps.db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored).toMatchObject({ customerName: BUYER_NAME, additionalNotes: BUYER_NOTES });

    // Accepted: the manufacturer now reads the buyer's words and contact details as written.
    expect((await api('POST', `/me/quote-replies/${replyId}/accept`, b)).statusCode).toBe(200);
    const after = (await api('GET', `/vendor/quote-requests/${id}`, m)).json() as ManufacturerQuoteDetail;
    expect(after.request).toMatchObject({ customerName: BUYER_NAME, additionalNotes: BUYER_NOTES });
    expect(after.buyerContact?.phone).toContain(BUYER_MOBILE);
    expect(await search('9123456780')).toContain(id);
  });

  it('masks a decline reason with contact details for the manufacturer', async () => {
    const b = await buyer(t.app);
    const m = await maker();
    const { id, replyId } = await answeredRequest(b, m);
    const reason = 'Found it cheaper; call 9123456780 if you can match it';
    expect((await api('POST', `/me/quote-replies/${replyId}/decline`, b, { reason })).statusCode).toBe(200);
    const detail = (await api('GET', `/vendor/quote-requests/${id}`, m)).json() as ManufacturerQuoteDetail;
    expect(detail.request.closeReason).toBe(`Found it cheaper; call ${PHONE} if you can match it`);
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(inArray(notifications.kind, ['quote_declined']))
      .then((rows) => asRead(rows));
    const mine = told.find((n) => n.userId === m.userId)!;
    expect(mine.body).not.toContain('9123456780');
    expect(mine.body).toContain(PHONE);
  });

  it('no answer to the other side before acceptance carries a planted contact detail', async () => {
    const b = await buyer(t.app);
    const m = await maker();
    const { id, replyId } = await answeredRequest(b, m);
    expect((await reply(m, id, REVISION_NOTE, 175)).statusCode).toBe(201);
    expect((await api('POST', `/quote-requests/${id}/messages`, b, { body: BUYER_MESSAGE })).statusCode).toBe(
      201,
    );
    const sent = await api('POST', `/quote-requests/${id}/messages`, m, { body: MAKER_MESSAGE });
    expect(sent.statusCode, sent.body).toBe(201);
    // In the thread the writer reads its message as the other side does (D17).
    expect((sent.json() as QuoteThread).messages.map((x) => x.body)).toContain(
      `Visit our yard: ${LINK} / ${PHONE}`,
    );

    const buyerReads = await everythingReadBy(b, [
      '/me/quote-board',
      '/me/quote-requests',
      `/me/quote-requests/${id}`,
      `/quote-requests/${id}/messages`,
    ]);
    for (const secret of MAKER_SECRETS) expect(buyerReads, secret).not.toContain(secret);
    expect(buyerReads).toContain(BUYER_NOTES);

    const makerReads = await everythingReadBy(m, [
      '/vendor/quote-requests',
      `/vendor/quote-requests?q=Meera`,
      `/vendor/quote-requests/${id}`,
      `/quote-requests/${id}/messages`,
      '/vendor/dashboard',
    ]);
    for (const secret of BUYER_SECRETS) expect(makerReads, secret).not.toContain(secret);
    expect(makerReads).toContain(`Meera ${PHONE}`);

    // Once accepted, the same reads carry them as written.
    const current = (await boardItem(b, id)).replies[0]!.id;
    expect(current).not.toBe(replyId);
    expect((await api('POST', `/me/quote-replies/${current}/accept`, b)).statusCode).toBe(200);
    const thread = (await api('GET', `/quote-requests/${id}/messages`, b)).json() as QuoteThread;
    expect(thread.messages.map((x) => x.body)).toContain(MAKER_MESSAGE);
    const makerThread = (await api('GET', `/quote-requests/${id}/messages`, m)).json() as QuoteThread;
    expect(makerThread.counterpartName).toBe(BUYER_NAME);
    expect(makerThread.messages.map((x) => x.body)).toContain(BUYER_MESSAGE);
  });

  it("masks a requirement's own words for the stone and its description in the list, the bell and the e-mail", async () => {
    const b = await buyer(t.app);
    const m = await maker();
    const stone = 'Black Galaxy like 98765 43210';
    const posted = await api('POST', '/requirements', b, {
      categoryId,
      stone,
      productType: 'Slabs',
      quantitySqft: 1200,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      customerName: 'Meera Iyer',
      mobileNumber: BUYER_MOBILE,
      description: BUYER_NOTES,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const makerReads = await everythingReadBy(m, ['/vendor/requirements?pageSize=50']);
    // The requirement did reach this manufacturer (its list, its bell and its e-mail's subject)…
    expect(makerReads).toContain(`Black Galaxy like ${PHONE}`);
    const mails = await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, m.email));
    expect(mails.some((x) => x.subject.includes(`like ${PHONE}`))).toBe(true);
    // …with none of the buyer's contact details.
    for (const secret of [...BUYER_SECRETS, '98765 43210']) expect(makerReads, secret).not.toContain(secret);
    // The buyer reads their own words as written.
    expect((await api('GET', '/me/requirements', b)).body).toContain(stone);
  });
});
