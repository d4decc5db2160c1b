import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobRuns, mailOutbox, notifications, quoteReplies, quoteRequests } from '../../db/schema';
import { buyer, call, manufacturer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { asRead } from '../../test/bell';
import { notify } from '../notifications/notifications.service';
import { JOBS, type Job, marketDay, runDueJobs, runJob, startJobRunner } from './jobs.service';

let t: TestApp;
let m: Awaited<ReturnType<typeof manufacturer>>;
let b: Awaited<ReturnType<typeof buyer>>;
beforeAll(async () => {
  t = await createTestApp();
  m = await manufacturer(t.app);
  b = await buyer(t.app);
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.app.deps.db.delete(jobRuns);
});

const job = (name: string) => JOBS.find((j) => j.name === name)!;
const HOUR = 3_600_000;

async function request(fields: Partial<typeof quoteRequests.$inferInsert> = {}) {
  const [row] = await t.app.deps.db
    .insert(quoteRequests)
    .values({
      productName: 'Absolute Black',
      vendorId: m.vendorId,
      vendorName: 'Vikram Granites',
      userId: b.userId,
      customerName: 'Meera Iyer',
      mobileNumber: '+919845012345',
      quantitySqft: 1200,
      deliveryCity: 'Chennai',
      deliveryPin: '600001',
      materialQuality: 'Premium',
      productType: 'Slabs',
      status: 'forwarded',
      ...fields,
    })
    .returning();
  return row!;
}

const notesOf = (userId: string, kind: string) =>
  t.app.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)))
    .then((rows) => asRead(rows));

describe(`scheduled jobs (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('expires current replies past their validity date (a day in India), once, and tells both sides', async () => {
    const q = await request({ status: 'responded', forwardedAt: new Date('2026-03-01T06:00:00Z') });
    const [reply] = await t.app.deps.db
      .insert(quoteReplies)
      .values({
        quoteRequestId: q.id,
        vendorId: m.vendorId,
        revision: 1,
        pricePaise: 12_000,
        freightPaise: 500_000,
        leadTimeDays: 10,
        validUntil: '2026-03-10',
      })
      .returning();
    // 23:59 on 10 March in India is still valid.
    const lastValidMinute = new Date('2026-03-10T18:29:00Z');
    expect(marketDay(lastValidMinute)).toBe('2026-03-10');
    expect((await runJob(t.app.deps, job('expire-replies'), lastValidMinute)).handled).toBe(0);

    const nextDay = new Date('2026-03-10T18:31:00Z');
    expect(marketDay(nextDay)).toBe('2026-03-11');
    // Its interval has not passed since the run a minute ago: nothing runs.
    expect((await runJob(t.app.deps, job('expire-replies'), nextDay)).ran).toBe(false);
    const later = new Date(nextDay.getTime() + 11 * 60_000);
    expect(await runJob(t.app.deps, job('expire-replies'), later)).toEqual({
      job: 'expire-replies',
      ran: true,
      handled: 1,
    });
    const [after] = await t.app.deps.db.select().from(quoteReplies).where(eq(quoteReplies.id, reply!.id));
    expect(after!.status).toBe('expired');
    expect(await notesOf(m.userId, 'reply_expired')).toHaveLength(1);
    expect(await notesOf(b.userId, 'reply_expired')).toHaveLength(1);

    const evenLater = new Date(later.getTime() + HOUR);
    expect((await runJob(t.app.deps, job('expire-replies'), evenLater)).handled).toBe(0);
    expect(await notesOf(m.userId, 'reply_expired')).toHaveLength(1);
  });

  it('reminds the manufacturer once about a forwarded request unanswered after 24 hours', async () => {
    const forwardedAt = new Date('2026-04-01T04:00:00Z');
    const q = await request({ forwardedAt });
    const answered = await request({ forwardedAt, status: 'responded', respondedAt: forwardedAt });
    const reminders = async () =>
      (await notesOf(m.userId, 'reply_reminder')).filter((n) =>
        [`/vendor/quotes/${q.id}`, `/vendor/quotes/${answered.id}`].includes(n.link ?? ''),
      );
    const at = (hours: number) => new Date(forwardedAt.getTime() + hours * HOUR);

    await runJob(t.app.deps, job('reply-reminders'), at(23));
    expect(await reminders()).toHaveLength(0);
    await runJob(t.app.deps, job('reply-reminders'), at(24.5));
    const first = await reminders();
    expect(first.map((n) => n.link)).toEqual([`/vendor/quotes/${q.id}`]);
    expect(first[0]!.title).toBe('Reminder: a buyer is waiting for your quote for Absolute Black');
    const [mail] = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'notify_reply_reminder'));
    expect(mail!.textBody).toContain(`http://localhost:3000/vendor/quotes/${q.id}`);

    for (const hours of [25, 30, 48, 72]) await runJob(t.app.deps, job('reply-reminders'), at(hours));
    expect(await reminders()).toHaveLength(1);
  });

  it('sends digest users one e-mail a day with what is new, and nothing when nothing is new', async () => {
    const d = await buyer(t.app);
    await call(t.app, 'PUT', '/api/v1/me/notification-preferences', {
      cookie: d.cookie,
      body: { emailMode: 'digest' },
    });
    await notify(t.app.deps, {
      userId: d.userId,
      kind: 'reply_received',
      title: 'New quote',
      body: 'Ongole replied.',
      link: '/dashboard?tab=quotes',
    });
    await notify(t.app.deps, { userId: d.userId, kind: 'message', title: 'New message', body: 'Hello' });
    const digests = () =>
      t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, d.email), eq(mailOutbox.template, 'notify_digest')));
    expect(await digests()).toHaveLength(0);

    const now = new Date();
    await runJob(t.app.deps, job('daily-digest'), now);
    const [digest] = await digests();
    expect(digest!.subject).toBe('Your Granite Marketplace digest: 2 updates');
    expect(digest!.textBody).toContain('New quote');
    expect(digest!.textBody).toContain('http://localhost:3000/dashboard?tab=quotes');
    expect(digest!.textBody).toMatch(/Stop these e-mails: http:\/\/localhost:3000\/unsubscribe\?token=/);

    // An hour later a new notification waits for tomorrow's digest.
    await notify(t.app.deps, { userId: d.userId, kind: 'message', title: 'Another message', body: 'Hi' });
    await runJob(t.app.deps, job('daily-digest'), new Date(now.getTime() + 2 * HOUR));
    expect(await digests()).toHaveLength(1);
    await runJob(t.app.deps, job('daily-digest'), new Date(now.getTime() + 24 * HOUR));
    const all = await digests();
    expect(all).toHaveLength(2);
    expect(all.find((m) => m.id !== digest!.id)!.subject).toBe('Your Granite Marketplace digest: 1 update');
    await runJob(t.app.deps, job('daily-digest'), new Date(now.getTime() + 50 * HOUR));
    expect(await digests()).toHaveLength(2);
  });

  it('runs a job in one of two racing runners', async () => {
    let runs = 0;
    const slow: Job = {
      name: 'race-test',
      everyMs: HOUR,
      async run() {
        runs++;
        await new Promise((r) => setTimeout(r, 300));
        return 1;
      },
    };
    const now = new Date();
    // Two runners at the same moment (on PostgreSQL two connections: the lock refuses the second;
    // on PGlite the second waits and finds the run recorded).
    const outcomes = await Promise.all([
      runDueJobs(t.app.deps, now, undefined, [slow]),
      runDueJobs(t.app.deps, now, undefined, [slow]),
      runDueJobs(t.app.deps, new Date(now.getTime() + 1000), undefined, [slow]),
    ]);
    expect(outcomes.flat().filter((o) => o.ran)).toHaveLength(1);
    expect(runs).toBe(1);
    const [row] = await t.app.deps.db.select().from(jobRuns).where(eq(jobRuns.name, 'race-test'));
    expect(row!.lastRunAt.getTime()).toBeGreaterThanOrEqual(now.getTime());
  });

  it('two real runners with a controllable clock share the reminder: one notification per request', async () => {
    const forwardedAt = new Date('2026-05-01T04:00:00Z');
    const q = await request({ forwardedAt });
    let clock = new Date(forwardedAt.getTime() + 25 * HOUR);
    const runners = [1, 2].map(() => startJobRunner(t.app.deps, { clock: () => clock, pollMs: 3_600_000 }));
    await Promise.all(runners.map((r) => r.tick()));
    clock = new Date(clock.getTime() + 20 * 60_000);
    await Promise.all(runners.map((r) => r.tick()));
    await Promise.all(runners.map((r) => r.stop()));
    const rows = await t.app.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/vendor/quotes/${q.id}`))
      .then((rows) => asRead(rows));
    expect(rows).toHaveLength(1);
  });

  it('a failing job rolls back its run record and stays due', async () => {
    const failing: Job = {
      name: 'failing-test',
      everyMs: HOUR,
      async run(deps) {
        await deps.db.execute(sql`select 1`);
        throw new Error('boom');
      },
    };
    const errors: unknown[] = [];
    const [outcome] = await runDueJobs(t.app.deps, new Date(), { error: (e) => errors.push(e) }, [failing]);
    expect(outcome).toEqual({ job: 'failing-test', ran: false });
    expect(errors).toHaveLength(1);
    expect(await t.app.deps.db.select().from(jobRuns).where(eq(jobRuns.name, 'failing-test'))).toHaveLength(
      0,
    );
  });
});
