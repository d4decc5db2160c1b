// Admin inbox (D21): list with status filter, counts and search; opening marks read;
// handled; reply by e-mail through the outbox in the write's transaction; each change logged (D28).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, contactMessages, mailOutbox } from '../../db/schema';
import { admin, buyer, call, lastMailTo, nextIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let cookie: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await admin(t.app);
  cookie = a.cookie;
  adminId = a.userId;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
async function send(fields: Partial<{ name: string; email: string; subject: string; message: string }> = {}) {
  n++;
  const body = {
    name: 'Ravi Kumar',
    email: `ravi${n}@example.com`,
    subject: 'Delivery to Pune',
    message: 'Do you deliver 2,000 sq.ft of Black Galaxy to Pune?',
    ...fields,
  };
  const res = await call(t.app, 'POST', '/api/v1/contact', { body, ip: nextIp() });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as number, ...body };
}

const row = async (id: number) =>
  (await t.app.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!;

describe('list', () => {
  it('lists newest first with counts per status, filters by status and searches', async () => {
    const first = await send({ name: 'Meena Shah', subject: 'Kitchen counters' });
    const second = await send();
    const res = await call(t.app, 'GET', '/api/v1/admin/contact-messages', { cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items[0].id).toBe(second.id);
    expect(body.counts.new).toBeGreaterThanOrEqual(2);
    expect(body.items[0]).toMatchObject({ status: 'new', email: second.email, handledBy: null });
    const found = (
      await call(t.app, 'GET', '/api/v1/admin/contact-messages?search=kitchen', { cookie })
    ).json();
    expect(found.items.map((m: { id: number }) => m.id)).toEqual([first.id]);
    await call(t.app, 'POST', `/api/v1/admin/contact-messages/${first.id}/handled`, { cookie });
    const handled = (
      await call(t.app, 'GET', '/api/v1/admin/contact-messages?status=handled', { cookie })
    ).json();
    expect(handled.items.map((m: { id: number }) => m.id)).toContain(first.id);
    expect(handled.items.every((m: { status: string }) => m.status === 'handled')).toBe(true);
  });

  it('refuses an unknown status (400 naming status) and non-admins (403)', async () => {
    const bad = await call(t.app, 'GET', '/api/v1/admin/contact-messages?status=archived', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['status']);
    const b = await buyer(t.app);
    expect(
      (await call(t.app, 'GET', '/api/v1/admin/contact-messages', { cookie: b.cookie })).statusCode,
    ).toBe(403);
  });
});

describe('open, handle, reply', () => {
  it('marks a new message read once, and records it', async () => {
    const m = await send();
    const res = await call(t.app, 'POST', `/api/v1/admin/contact-messages/${m.id}/read`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('read');
    await call(t.app, 'POST', `/api/v1/admin/contact-messages/${m.id}/read`, { cookie });
    const entries = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'contact_message'), eq(activityLog.entityId, String(m.id))));
    expect(entries.map((e) => e.action)).toEqual(['contact_message.read']);
    expect(entries[0]!.changes).toEqual({ status: { before: 'new', after: 'read' } });
  });

  it('marks handled with who and when; a second time is a 409', async () => {
    const m = await send();
    const res = await call(t.app, 'POST', `/api/v1/admin/contact-messages/${m.id}/handled`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'handled', handledBy: { id: adminId } });
    expect(res.json().handledAt).not.toBeNull();
    const again = await call(t.app, 'POST', `/api/v1/admin/contact-messages/${m.id}/handled`, { cookie });
    expect(again.statusCode).toBe(409);
  });

  it('answers by e-mail through the outbox and stores the reply', async () => {
    const m = await send({ subject: 'Price for 500 sq.ft' });
    const res = await call(t.app, 'POST', `/api/v1/admin/contact-messages/${m.id}/reply`, {
      cookie,
      body: { replyText: 'Yes: ₹145 per sq.ft delivered to Pune. <b>Call us</b>.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'replied',
      replyText: 'Yes: ₹145 per sq.ft delivered to Pune. <b>Call us</b>.',
      handledBy: { id: adminId },
    });
    const mail = await lastMailTo(t.app, m.email);
    expect(mail).toMatchObject({ template: 'contact_reply', subject: 'Re: Price for 500 sq.ft' });
    expect(mail!.textBody).toContain('₹145 per sq.ft');
    expect(mail!.textBody).toContain('> Do you deliver');
    expect(mail!.htmlBody).toContain('&lt;b&gt;Call us&lt;/b&gt;');
    const [entry] = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'contact_message.reply'), eq(activityLog.entityId, String(m.id))));
    expect(entry!.changes!.status).toEqual({ before: 'new', after: 'replied' });
  });

  it.each([
    ['a missing reply', {}, 'replyText'],
    ['a blank reply', { replyText: '   ' }, 'replyText'],
    ['an unknown field', { replyText: 'Hi', cc: 'x@example.com' }, 'cc'],
  ])('refuses %s with 400, sends nothing and changes nothing', async (_label, body, field) => {
    const m = await send();
    const res = await call(t.app, 'POST', `/api/v1/admin/contact-messages/${m.id}/reply`, { cookie, body });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toContain(field);
    expect((await row(m.id)).status).toBe('new');
    expect(
      await t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, m.email), eq(mailOutbox.template, 'contact_reply'))),
    ).toHaveLength(0);
  });

  it('answers 404 for an unknown message and 400 for a bad id', async () => {
    expect((await call(t.app, 'GET', '/api/v1/admin/contact-messages/999999', { cookie })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'POST', '/api/v1/admin/contact-messages/999999/handled', { cookie })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', '/api/v1/admin/contact-messages/abc', { cookie })).statusCode).toBe(400);
  });
});
