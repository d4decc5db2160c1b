// D46: every write of the trade records the member of the firm who made it, and the firm's own views
// name them ("Replied by Ravindra (sales)"): the manufacturer's request with its revisions, the
// order's steps, the thread, the lot, and the activity log for admins. The buyer sees the firm's name
// only — never a member's name (D30).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lots, slabs } from '../../db/schema';
import { admin, buyer, call, lastMailTo, uniqueEmail } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { type OrderParties, orderParties } from '../../test/orders';
import { indiaDay } from '../payments/money';

describe(`who of the firm did what (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let p: OrderParties;
  let anAdmin: Awaited<ReturnType<typeof admin>>;
  type Member = Awaited<ReturnType<typeof buyer>>;
  let sales: Member;
  let yard: Member;
  let accounts: Member;
  let requestId: number;
  let orderId: number;

  const api = (method: 'GET' | 'POST' | 'DELETE', path: string, who: { cookie: string }, body?: unknown) =>
    call(t.app, method, `/api/v1${path}`, {
      cookie: who.cookie,
      body: body ?? (method === 'GET' ? undefined : {}),
    });

  /** The owner invites a role; the person signs up with the invited address and accepts. */
  async function member(role: string, name: string): Promise<Member> {
    const email = uniqueEmail(role);
    const invited = await api('POST', `/vendor/manufacturers/${p.m.vendorId}/invitations`, p.m, {
      email,
      role,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const mail = await lastMailTo(t.app, email);
    const token = /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    const person = await buyer(t.app, { email, name });
    const accepted = await api('POST', `/me/invitations/${token}/accept`, person);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return person;
  }

  const NAMES = ['Ravindra Salesman', 'Yashpal Yardman', 'Anita Accountant'];
  /** What the buyer receives never names a member of the firm, nor carries who of it did what. */
  const namesNoMember = (body: string) => {
    for (const name of NAMES) expect(body).not.toContain(name);
    expect(body).not.toContain('"stepsBy"');
    expect(body).not.toMatch(/"by":\{/);
  };

  beforeAll(async () => {
    t = await createTestApp();
    p = await orderParties(t.app);
    anAdmin = await admin(t.app);
    sales = await member('sales', NAMES[0]!);
    yard = await member('yard', NAMES[1]!);
    accounts = await member('accounts', NAMES[2]!);

    // The buyer asks; an admin forwards; sales replies and writes; the buyer accepts.
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
    const forwarded = await api('POST', `/admin/quote-requests/${requestId}/forward`, anAdmin);
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    const replied = await api('POST', `/vendor/quote-requests/${requestId}/replies`, sales, {
      price: 180,
      gstRate: 18,
      freight: 12000,
      leadTimeDays: 14,
      validUntil: indiaDay(new Date(Date.now() + 10 * 86_400_000)),
      message: 'Polished 18 mm slabs from our Ongole yard.',
    });
    expect(replied.statusCode, replied.body).toBe(201);
    const wrote = await api('POST', `/quote-requests/${requestId}/messages`, sales, {
      body: 'The slabs are ready for loading on Monday.',
    });
    expect(wrote.statusCode, wrote.body).toBe(201);
    const replyId = replied.json().replies[0].id;
    const accepted = await api('POST', `/me/quote-replies/${replyId}/accept`, p.b);
    expect(accepted.statusCode, accepted.body).toBe(200);
    orderId = accepted.json().order.id;
    // Sales confirms the order; the buyer records a payment that accounts confirms.
    expect((await api('POST', `/vendor/orders/${orderId}/confirm`, sales)).statusCode).toBe(200);
    const paid = await api('POST', `/me/orders/${orderId}/payments`, p.b, {
      amount: 10_000,
      paidOn: indiaDay(new Date()),
      method: 'NEFT',
      reference: 'HDFCN52026120801',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const paymentId = paid.json().payment.id;
    const confirmed = await api('POST', `/vendor/orders/${orderId}/payments/${paymentId}/confirm`, accounts);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });
  afterAll(() => t?.close());

  it("names the member who replied and who took each order step in the firm's own view of the request", async () => {
    const detail = await api('GET', `/vendor/quote-requests/${requestId}`, p.m);
    expect(detail.statusCode, detail.body).toBe(200);
    const view = detail.json();
    expect(view.replies[0].by).toEqual({ name: NAMES[0], role: 'sales', left: false });
    expect(view.order.stepsBy).toEqual([
      { step: 'confirm', by: { name: NAMES[0], role: 'sales', left: false } },
    ]);
    // The order itself, alone and in the list, says the same.
    const order = await api('GET', `/vendor/orders/${orderId}`, yard);
    expect(order.json().stepsBy).toEqual(view.order.stepsBy);
    const list = await api('GET', '/vendor/orders?pageSize=50', p.m);
    expect(list.json().items.find((o: { id: number }) => o.id === orderId).stepsBy).toEqual(
      view.order.stepsBy,
    );
  });

  it('names the member who wrote in the thread to the rest of the firm, and "You" to the writer', async () => {
    const ownerReads = (await api('GET', `/quote-requests/${requestId}/messages`, p.m)).json();
    const fromSales = ownerReads.messages.find((m: { body: string }) => m.body.includes('loading on Monday'));
    expect(fromSales).toMatchObject({ senderName: 'Vikram Granites', by: { name: NAMES[0], role: 'sales' } });
    // The payment's line in the order's thread is signed by the member of accounts who confirmed it.
    const paymentLine = ownerReads.messages.find((m: { body: string }) =>
      m.body.startsWith('Payment confirmed'),
    );
    expect(paymentLine.by).toEqual({ name: NAMES[2], role: 'accounts', left: false });
    // The writer reads their own message without a name: the page says "You".
    const salesReads = (await api('GET', `/quote-requests/${requestId}/messages`, sales)).json();
    const own = salesReads.messages.find((m: { body: string }) => m.body.includes('loading on Monday'));
    expect(own.by).toBeNull();
  });

  it('shows the buyer the firm, never the member: thread, quote board, orders and notifications', async () => {
    const thread = await api('GET', `/quote-requests/${requestId}/messages`, p.b);
    expect(thread.statusCode).toBe(200);
    namesNoMember(thread.body);
    for (const m of thread.json().messages.filter((x: { senderRole: string }) => x.senderRole === 'vendor')) {
      expect(m.senderName).toBe('Vikram Granites');
    }
    const board = await api('GET', '/me/quote-board', p.b);
    expect(board.statusCode, board.body).toBe(200);
    namesNoMember(board.body);
    const orders = await api('GET', '/me/orders', p.b);
    expect(orders.statusCode, orders.body).toBe(200);
    namesNoMember(orders.body);
    const bell = await api('GET', '/me/notifications?pageSize=50', p.b);
    expect(bell.statusCode, bell.body).toBe(200);
    expect(bell.json().items.length).toBeGreaterThan(0);
    namesNoMember(bell.body);
  });

  it("records who added a lot and its slabs, and names them in the firm's lot", async () => {
    const made = await api('POST', '/vendor/lots', yard, {
      productId: p.productId,
      blockNumber: 'B777',
      thicknessMm: 20,
      finish: 'Polished',
      grade: 'First',
      yardCity: 'Ongole',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().addedBy).toEqual({ name: NAMES[1], role: 'yard', left: false });
    const lotId = made.json().id as number;
    const added = await api('POST', `/vendor/lots/${lotId}/slabs`, yard, {
      rows: [{ sequence: 1, length: '2900', width: '1800' }],
    });
    expect(added.statusCode, added.body).toBe(201);
    const [lot] = await t.app.deps.db.select().from(lots).where(eq(lots.id, lotId));
    expect(lot!.createdBy).toBe(yard.userId);
    const [slab] = await t.app.deps.db.select().from(slabs).where(eq(slabs.lotId, lotId));
    expect(slab!.createdBy).toBe(yard.userId);
    // The owner reads the lot with the member's name.
    expect((await api('GET', `/vendor/lots/${lotId}`, p.m)).json().addedBy).toMatchObject({ name: NAMES[1] });
  });

  it("names each step's member and role in the admin's activity log", async () => {
    const res = await api('GET', '/admin/activity?kind=order&pageSize=50', anAdmin);
    expect(res.statusCode, res.body).toBe(200);
    const step = res
      .json()
      .items.find(
        (e: { action: string; entityId: string }) =>
          e.action === 'order.confirm' && e.entityId === String(orderId),
      );
    expect(step.actor.name).toBe(NAMES[0]);
    expect(step.metadata.firmRole).toBe('sales');
    const payments = await api('GET', '/admin/activity?kind=order_payment&pageSize=50', anAdmin);
    const decided = payments
      .json()
      .items.find(
        (e: { action: string; metadata: { orderId: number } }) =>
          e.action === 'payment.confirm' && e.metadata.orderId === orderId,
      );
    expect(decided.actor.name).toBe(NAMES[2]);
    expect(decided.metadata.firmRole).toBe('accounts');
  });

  it('keeps the name of a member who left, marked as no longer in the firm', async () => {
    const removed = await api('DELETE', `/vendor/manufacturers/${p.m.vendorId}/members/${sales.userId}`, p.m);
    expect(removed.statusCode, removed.body).toBe(204);
    const view = (await api('GET', `/vendor/quote-requests/${requestId}`, p.m)).json();
    expect(view.replies[0].by).toEqual({ name: NAMES[0], role: 'sales', left: true });
    // Their access ended with the removal.
    expect((await api('GET', `/vendor/quote-requests/${requestId}`, sales)).statusCode).toBe(403);
  });
});
