// D45 on the server: a disputed payment is answered by its buyer with a note and a file (a photo or
// a PDF, checked; nothing is kept when the answer fails), the manufacturer decides again, and an
// answer left 7 days is decided by an admin (not before); every step is in the order's thread and
// the activity log; the manufacturer's and the admin's decision at the same moment: one wins.
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, attachmentFiles, notifications, orderPayments, quoteMessages } from '../../db/schema';
import { admin, call, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { HTML_PAYLOAD, multipart, solidImage } from '../../test/images';
import { type OrderParties, orderParties } from '../../test/orders';
import { indiaDay } from './money';

let t: TestApp;
let p: OrderParties;
let anAdmin: Awaited<ReturnType<typeof admin>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await orderParties(t.app);
  anAdmin = await admin(t.app);
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
/** A small PDF as a bank's statement download is: header, one page, end marker. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const PDF_WITH_SCRIPT = Buffer.from(
  PDF.toString('latin1').replace(
    '/Type/Catalog',
    '/Type/Catalog/OpenAction<</S/JavaScript/JS(app.alert(1))>>',
  ),
);
let refs = 0;

const api = (method: 'GET' | 'POST', url: string, cookie?: string, body?: unknown) =>
  call(t.app, method, `/api/v1${url}`, { cookie, body, ip: nextIp() });

async function disputedPayment(): Promise<{ orderId: number; paymentId: number; quoteRequestId: number }> {
  const o = await p.order();
  const paid = await api('POST', `/me/orders/${o.id}/payments`, p.b.cookie, {
    amount: 42_480,
    paidOn: indiaDay(new Date()),
    method: 'NEFT',
    reference: `HDFCN5202411260${String(++refs).padStart(4, '0')}`,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const paymentId = paid.json().payment.id as number;
  const disputed = await api('POST', `/vendor/orders/${o.id}/payments/${paymentId}/dispute`, p.m.cookie, {
    reason: 'No such credit in our account',
  });
  expect(disputed.statusCode, disputed.body).toBe(200);
  return { orderId: o.id, paymentId, quoteRequestId: o.quoteRequestId };
}

function answer(
  ids: { orderId: number; paymentId: number },
  file: Buffer,
  note = 'Paid from our HDFC current account; the statement line is attached.',
  cookie = p.b.cookie,
  field = 'file',
) {
  const form = multipart(file, { fields: { note }, field, filename: 'statement.pdf' });
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/me/orders/${ids.orderId}/payments/${ids.paymentId}/answer`,
    remoteAddress: nextIp(),
    headers: { origin: t.app.deps.config.publicUrl, cookie, ...form.headers },
    payload: form.payload,
  });
}

const fileCount = async () =>
  Number((await t.app.deps.db.select({ n: count() }).from(attachmentFiles))[0]!.n);
const thread = (quoteRequestId: number) =>
  t.app.deps.db
    .select()
    .from(quoteMessages)
    .where(eq(quoteMessages.quoteRequestId, quoteRequestId))
    .orderBy(asc(quoteMessages.id));
const answeredDaysAgo = (paymentId: number, days: number) =>
  t.app.deps.db
    .update(orderPayments)
    .set({ answeredAt: new Date(Date.now() - days * DAY) })
    .where(eq(orderPayments.id, paymentId));

describe('a disputed payment comes to an end (D45)', () => {
  it('the buyer answers with a note and a PDF; the manufacturer is told; thread and activity log keep it', async () => {
    const ids = await disputedPayment();
    const res = await answer(ids, PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment).toMatchObject({
      status: 'answered',
      answerNote: 'Paid from our HDFC current account; the statement line is attached.',
      answerFile: { mimeType: 'application/pdf', bytes: PDF.length },
      disputeReason: 'No such credit in our account',
    });
    expect(res.json().payment.adminDecidesFrom).toEqual(expect.any(String));
    // Still in dispute: it does not count as paid or pending.
    expect(res.json().money).toMatchObject({ paidPaise: 0, pendingPaise: 0, disputedPaise: 4_248_000 });

    const lines = (await thread(ids.quoteRequestId)).map((m) => [m.senderRole, m.body]);
    expect(lines).toEqual([
      ['vendor', expect.stringMatching(/^Payment disputed: .*42,480.*NEFT HDFCN.*Reason: No such credit/)],
      [
        'buyer',
        expect.stringMatching(/^Answer to the disputed payment .*Paid from our HDFC current account/),
      ],
    ]);
    const logged = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.entityType, 'order_payment'), eq(activityLog.entityId, String(ids.paymentId))),
      );
    expect(logged.map((l) => l.action).sort()).toEqual([
      'payment.answer',
      'payment.dispute',
      'payment.record',
    ]);
    const told = await t.app.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, p.m.userId), eq(notifications.kind, 'payment_answered')));
    expect(told.length).toBeGreaterThan(0);

    // Its buyer, its manufacturer and admins download the file; another buyer or manufacturer cannot.
    for (const [base, cookie] of [
      ['/me', p.b.cookie],
      ['/vendor', p.m.cookie],
      ['/admin', anAdmin.cookie],
    ] as const) {
      const file = await api(
        'GET',
        `${base}/orders/${ids.orderId}/payments/${ids.paymentId}/answer-file`,
        cookie,
      );
      expect(file.statusCode, base).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    const path = `/orders/${ids.orderId}/payments/${ids.paymentId}/answer-file`;
    expect((await api('GET', `/me${path}`, p.b2.cookie)).statusCode).toBe(404);
    expect((await api('GET', `/vendor${path}`, p.other.cookie)).statusCode).toBe(404);
  });

  it('takes a photo, re-encoded to WebP', async () => {
    const ids = await disputedPayment();
    const res = await answer(ids, await solidImage('jpeg', 800, 600));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.answerFile.mimeType).toBe('image/webp');
  });

  it('refuses a bad note or file with 400 naming it, a payment not disputed with 409, and keeps no file', async () => {
    const ids = await disputedPayment();
    const files = await fileCount();
    const short = await answer(ids, PDF, 'Paid');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.note).toMatch(/at least 10/);
    for (const bad of [HTML_PAYLOAD, PDF_WITH_SCRIPT, Buffer.from('just some text, not a file at all')]) {
      const res = await answer(ids, bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields.file).toBeDefined();
    }
    const none = await answer(ids, PDF, undefined, p.b.cookie, 'attachment');
    expect(none.statusCode).toBe(400);
    expect(none.json().error.fields.file).toMatch(/attach/);
    // Another buyer's order is not found.
    expect((await answer(ids, PDF, undefined, p.b2.cookie)).statusCode).toBe(404);
    // A payment that is not disputed cannot be answered.
    const recorded = await p.order();
    const paid = await api('POST', `/me/orders/${recorded.id}/payments`, p.b.cookie, {
      amount: 100,
      paidOn: indiaDay(new Date()),
      method: 'UPI',
      reference: 'UPI4123456789',
    });
    const early = await answer({ orderId: recorded.id, paymentId: paid.json().payment.id }, PDF);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe('Only a disputed payment can be answered.');
    expect(await fileCount()).toBe(files);
    const [row] = await t.app.deps.db.select().from(orderPayments).where(eq(orderPayments.id, ids.paymentId));
    expect(row!.status).toBe('disputed');
  });

  it('two answers at the same moment: one is kept, the other refused (409) and its file deleted', async () => {
    const ids = await disputedPayment();
    const files = await fileCount();
    const [first, second] = await Promise.all([
      answer(ids, PDF, 'Paid by NEFT on the 5th, statement attached.'),
      answer(ids, await solidImage('png', 640, 480), 'Paid by NEFT on the 5th, slip attached.'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await fileCount()).toBe(files + 1);
    const [row] = await t.app.deps.db.select().from(orderPayments).where(eq(orderPayments.id, ids.paymentId));
    const kept = await t.app.deps.db
      .select()
      .from(attachmentFiles)
      .where(eq(attachmentFiles.id, row!.answerFileId!));
    expect(kept).toHaveLength(1);
  });

  it('the manufacturer disputes again, the buyer answers again (the first file goes), then it confirms', async () => {
    const ids = await disputedPayment();
    expect((await answer(ids, PDF)).statusCode).toBe(200);
    const files = await fileCount();
    const base = `/vendor/orders/${ids.orderId}/payments/${ids.paymentId}`;
    const again = await api('POST', `${base}/dispute`, p.m.cookie, {
      reason: 'The statement shows another UTR',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().payment).toMatchObject({
      status: 'disputed',
      disputeReason: 'The statement shows another UTR',
    });
    const second = await answer(
      ids,
      await solidImage('png', 640, 480),
      'The UTR on the slip is the one we recorded.',
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(await fileCount()).toBe(files);
    const confirmed = await api('POST', `${base}/confirm`, p.m.cookie, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().payment).toMatchObject({ status: 'confirmed', decidedAs: 'manufacturer' });
    expect(confirmed.json().money.paidPaise).toBe(4_248_000);
    const lines = (await thread(ids.quoteRequestId)).map((m) => m.body);
    expect(lines[2]).toMatch(/^Payment disputed again: .*Reason: The statement shows another UTR/);
    expect(lines.at(-1)).toMatch(/^Payment confirmed: /);
    expect((await api('POST', `${base}/confirm`, p.m.cookie, {})).statusCode).toBe(409);
    // The manufacturer's filter lists an answered dispute as a payment to confirm.
  });

  it('lists an answered dispute under "payment to confirm" for the manufacturer', async () => {
    const ids = await disputedPayment();
    expect((await answer(ids, PDF)).statusCode).toBe(200);
    const list = await api('GET', '/vendor/orders?payment=to-confirm&pageSize=100', p.m.cookie);
    expect(list.json().items.map((o: { id: number }) => o.id)).toContain(ids.orderId);
  });

  it('an admin decides only after 7 days without the manufacturer: reject, with a note to both sides', async () => {
    const ids = await disputedPayment();
    expect((await answer(ids, PDF)).statusCode).toBe(200);
    const path = `/admin/orders/${ids.orderId}/payments/${ids.paymentId}/decide`;
    const body = { decision: 'reject', note: 'The bank confirmed no credit under this UTR.' };
    const early = await api('POST', path, anAdmin.cookie, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/an admin decides from \d{4}-\d{2}-\d{2}\.$/);
    expect((await api('POST', path, p.m.cookie, body)).statusCode).toBe(403);
    expect((await api('POST', path, anAdmin.cookie, { decision: 'maybe', note: 'x' })).statusCode).toBe(400);
    await answeredDaysAgo(ids.paymentId, 8);
    const decided = await api('POST', path, anAdmin.cookie, body);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json().payment).toMatchObject({
      status: 'rejected',
      decidedAs: 'admin',
      adminNote: 'The bank confirmed no credit under this UTR.',
    });
    expect(decided.json().money).toMatchObject({ paidPaise: 0, disputedPaise: 0, duePaise: 14_160_000 });
    const last = (await thread(ids.quoteRequestId)).at(-1)!;
    expect(last).toMatchObject({ senderRole: 'admin', senderUserId: anAdmin.userId });
    expect(last.body).toMatch(/^The marketplace rejected the payment .*: The bank confirmed no credit/);
    for (const userId of [p.b.userId, p.m.userId]) {
      const told = await t.app.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'payment_settled')));
      expect(told.length, userId).toBeGreaterThan(0);
    }
    // The buyer reads the admin's line in the thread, signed by the marketplace.
    const read = await api('GET', `/quote-requests/${ids.quoteRequestId}/messages`, p.b.cookie);
    if (read.statusCode === 200) {
      expect(read.json().messages.at(-1)).toMatchObject({ senderRole: 'admin', mine: false });
    }
    expect((await api('POST', path, anAdmin.cookie, body)).statusCode).toBe(409);
  });

  it('the manufacturer’s and the admin’s decision at the same moment: the database lets one through', async () => {
    for (let round = 0; round < 3; round++) {
      const ids = await disputedPayment();
      expect((await answer(ids, PDF)).statusCode).toBe(200);
      await answeredDaysAgo(ids.paymentId, 8);
      const [byMaker, byAdmin] = await Promise.all([
        api('POST', `/vendor/orders/${ids.orderId}/payments/${ids.paymentId}/confirm`, p.m.cookie, {}),
        api('POST', `/admin/orders/${ids.orderId}/payments/${ids.paymentId}/decide`, anAdmin.cookie, {
          decision: 'reject',
          note: 'No credit under this UTR.',
        }),
      ]);
      const codes = [byMaker.statusCode, byAdmin.statusCode].sort();
      expect(codes, `${byMaker.body} ${byAdmin.body}`).toEqual([200, 409]);
      const [row] = await t.app.deps.db
        .select()
        .from(orderPayments)
        .where(eq(orderPayments.id, ids.paymentId));
      expect(row!.status).toBe(byMaker.statusCode === 200 ? 'confirmed' : 'rejected');
      expect(row!.decidedAs).toBe(byMaker.statusCode === 200 ? 'manufacturer' : 'admin');
      const decisions = (await thread(ids.quoteRequestId)).filter((m) => /confirmed|rejected/.test(m.body));
      expect(decisions).toHaveLength(1);
    }
  });
});
