// D46: a manufacturer firm's notices go to the members whose role works on them — quote requests to
// the owner, the manager and sales; payments to the owner and accounts; an accepted quote (an order to
// load and dispatch) to the owner, the manager, sales and the yard — each in the member's own
// language and as the member's own preferences say (D40, ADR 019). A removed member hears nothing.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, user } from '../../db/schema';
import { admin, buyer, call, lastMailTo, uniqueEmail } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { type OrderParties, orderParties } from '../../test/orders';
import { indiaDay } from '../payments/money';

describe(`a manufacturer firm's notices by role (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let p: OrderParties;
  let anAdmin: Awaited<ReturnType<typeof admin>>;
  type Member = Awaited<ReturnType<typeof buyer>>;
  const team: Record<'owner' | 'manager' | 'sales' | 'yard' | 'accounts', Member> = {} as never;

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    who: { cookie: string },
    body?: unknown,
  ) =>
    call(t.app, method, `/api/v1${path}`, {
      cookie: who.cookie,
      body: body ?? (method === 'GET' ? undefined : {}),
    });

  async function member(role: string): Promise<Member> {
    const email = uniqueEmail(role);
    const invited = await api('POST', `/vendor/manufacturers/${p.m.vendorId}/invitations`, p.m, {
      email,
      role,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await lastMailTo(t.app, email);
    const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    const person = await buyer(t.app, { email, name: `Member ${role}` });
    expect((await api('POST', `/me/invitations/${token}/accept`, person)).statusCode).toBe(200);
    return person;
  }

  /** The kinds of the bell items a person has. */
  const kindsOf = async (who: Member) =>
    (
      await t.app.deps.db
        .select({ kind: notifications.kind })
        .from(notifications)
        .where(eq(notifications.userId, who.userId))
    ).map((r) => r.kind);

  /** Who of the firm has a bell item of this kind. */
  const heard = async (kind: string) => {
    const roles: string[] = [];
    for (const [role, who] of Object.entries(team)) if ((await kindsOf(who)).includes(kind)) roles.push(role);
    return roles.sort();
  };

  const lastMail = async (who: Member, template: string) =>
    (
      await t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, who.email.toLowerCase()), eq(mailOutbox.template, template)))
        .orderBy(desc(mailOutbox.id))
        .limit(1)
    )[0];

  let requestId: number;

  beforeAll(async () => {
    t = await createTestApp();
    p = await orderParties(t.app);
    anAdmin = await admin(t.app);
    team.owner = p.m;
    team.manager = await member('manager');
    team.sales = await member('sales');
    team.yard = await member('yard');
    team.accounts = await member('accounts');
    // Sales reads Hindi; accounts takes payments on the bell but not by e-mail.
    await t.app.deps.db.update(user).set({ language: 'hi' }).where(eq(user.id, team.sales.userId));
    const prefs = await api('PUT', '/me/notification-preferences', team.accounts, {
      channels: [{ event: 'payments', channel: 'email', enabled: false }],
    });
    expect(prefs.statusCode, prefs.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('tells the owner, the manager and sales of a quote request forwarded, sales in Hindi', async () => {
    const asked = await api('POST', '/quote-requests', p.b, {
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 1000,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: p.productId,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    requestId = asked.json().requests[0].id;
    expect((await api('POST', `/admin/quote-requests/${requestId}/forward`, anAdmin)).statusCode).toBe(200);
    expect(await heard('quote_forwarded')).toEqual(['manager', 'owner', 'sales']);
    const hindi = await lastMail(team.sales, 'notify_quote_forwarded');
    expect(hindi?.subject).toMatch(/[\u0900-\u097F]/);
    const english = await lastMail(team.manager, 'notify_quote_forwarded');
    expect(english?.subject).not.toMatch(/[\u0900-\u097F]/);
    // What sales reads on the bell is in Hindi too.
    const bell = await api('GET', '/me/notifications?pageSize=20', team.sales);
    expect(bell.json().items[0].title).toMatch(/[\u0900-\u097F]/);
  });

  it('tells the owner, the manager, sales and the yard of an accepted quote: an order to load', async () => {
    const replied = await api('POST', `/vendor/quote-requests/${requestId}/replies`, team.sales, {
      price: 180,
      gstRate: 18,
      freight: 12000,
      leadTimeDays: 14,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const accepted = await api('POST', `/me/quote-replies/${replied.json().replies[0].id}/accept`, p.b);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await heard('quote_accepted')).toEqual(['manager', 'owner', 'sales', 'yard']);
  });

  it('tells the owner and accounts of a payment, accounts on the bell only as they chose', async () => {
    const o = await p.order({ status: 'confirmed' });
    const paid = await api('POST', `/me/orders/${o.id}/payments`, p.b, {
      amount: 10_000,
      paidOn: indiaDay(new Date()),
      method: 'NEFT',
      reference: 'HDFCN52026120802',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await heard('payment_recorded')).toEqual(['accounts', 'owner']);
    expect(await lastMail(team.owner, 'notify_payment_recorded')).toBeDefined();
    expect(await lastMail(team.accounts, 'notify_payment_recorded')).toBeUndefined();
  });

  it('tells a removed member nothing more', async () => {
    const removed = await api(
      'DELETE',
      `/vendor/manufacturers/${p.m.vendorId}/members/${team.manager.userId}`,
      p.m,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    const before = (await kindsOf(team.manager)).length;
    const asked = await api('POST', '/quote-requests', p.b, {
      customerName: 'Meera Iyer',
      mobileNumber: '9845012345',
      quantitySqft: 500,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      productId: p.productId,
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().requests[0].id;
    expect((await api('POST', `/admin/quote-requests/${id}/forward`, anAdmin)).statusCode).toBe(200);
    expect((await kindsOf(team.manager)).length).toBe(before);
    expect((await kindsOf(team.sales)).filter((k) => k === 'quote_forwarded')).toHaveLength(2);
  });
});
