// The outbox worker: SMTP delivery with retries and back-off, or the log when SMTP_URL is unset.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createMailer, MAIL_MAX_ATTEMPTS, retryDelayMs } from './mail.service';
import { digestMail, notificationMail, verifyEmailMail } from './mail.templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const row = async (to: string) =>
  (await t.app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!;
const due = (to: string) =>
  t.app.deps.db
    .update(mailOutbox)
    .set({ sendAfter: new Date(0) })
    .where(eq(mailOutbox.toAddress, to));

describe('mail outbox', () => {
  it('sends through the transport and marks the message sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const mailer = createMailer({
      db: t.app.deps.db,
      smtpUrl: undefined,
      from: 'Granite <no-reply@granite.test>',
      log: silent,
      transport: { sendMail: async (m) => void sent.push(m) },
    });
    await mailer.enqueue(verifyEmailMail('a@example.com', 'Asha', 'http://localhost:3000/x'));
    expect(await mailer.drain()).toBe(1);
    expect(sent[0]).toMatchObject({
      to: 'a@example.com',
      from: 'Granite <no-reply@granite.test>',
      subject: 'Verify your e-mail address',
    });
    expect(await row('a@example.com')).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives notification e-mails List-Unsubscribe (https and, from a real sender, mailto) and the RFC 8058 one-click header', async () => {
    const sent: Record<string, unknown>[] = [];
    const mailerFrom = (from: string) =>
      createMailer({
        db: t.app.deps.db,
        smtpUrl: 'smtp://mail.granite.example:587',
        from,
        log: silent,
        transport: { sendMail: async (m) => void sent.push(m) },
      });
    const unsubscribe = 'https://granite.example/unsubscribe?token=abcdefghijklmnopqrstuvwx';
    const notice = { kind: 'reply_received', title: 'A reply', body: 'Hello', url: null };
    const sender = mailerFrom('Granite Marketplace <hello@granite.example>');
    await sender.enqueue(notificationMail('n1@example.com', 'N', notice, unsubscribe));
    await sender.enqueue(
      digestMail('n2@example.com', 'N', [{ title: 'T', body: 'B', url: null }], unsubscribe),
    );
    await sender.enqueue(verifyEmailMail('n3@example.com', 'N', 'https://granite.example/verify'));
    await sender.drain();
    const headersTo = (to: string) => sent.find((m) => m.to === to)!.headers;
    for (const to of ['n1@example.com', 'n2@example.com'])
      expect(headersTo(to)).toEqual({
        'List-Unsubscribe': `<${unsubscribe}>, <mailto:hello@granite.example?subject=Unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    expect(headersTo('n3@example.com')).toEqual({});

    // A no-reply sender reads nothing: no mailto. An http address (a laptop) gets no one-click header.
    const noReply = mailerFrom('Granite <no-reply@granite.example>');
    await noReply.enqueue(notificationMail('n4@example.com', 'N', notice, unsubscribe));
    await noReply.enqueue(
      notificationMail(
        'n5@example.com',
        'N',
        notice,
        'http://localhost:3000/unsubscribe?token=abcdefghijklmnop',
      ),
    );
    await noReply.drain();
    expect(headersTo('n4@example.com')).toEqual({
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(headersTo('n5@example.com')).toEqual({
      'List-Unsubscribe': '<http://localhost:3000/unsubscribe?token=abcdefghijklmnop>',
    });
  });

  it('retries a failed delivery later with back-off, and gives up after the last attempt', async () => {
    let fail = true;
    const mailer = createMailer({
      db: t.app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.z',
      log: silent,
      transport: {
        sendMail: async () => {
          if (fail) throw new Error('connection refused');
        },
      },
    });
    await mailer.enqueue(verifyEmailMail('b@example.com', 'B', 'http://localhost:3000/y'));
    await mailer.drain();
    let r = await row('b@example.com');
    expect(r).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(r.sendAfter.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await mailer.drain()).toBe(0); // not due yet

    await due('b@example.com');
    fail = false;
    await mailer.drain();
    expect(await row('b@example.com')).toMatchObject({ status: 'sent', attempts: 2 });

    fail = true;
    await mailer.enqueue(verifyEmailMail('c@example.com', 'C', 'http://localhost:3000/z'));
    for (let i = 0; i < MAIL_MAX_ATTEMPTS; i++) {
      await due('c@example.com');
      await mailer.drain();
    }
    r = await row('c@example.com');
    expect(r).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS });
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('without SMTP writes the message and its link to the log and marks it logged', async () => {
    const lines: string[] = [];
    const mailer = createMailer({
      db: t.app.deps.db,
      smtpUrl: undefined,
      from: 'x@y.z',
      log: { ...silent, info: (_o: unknown, msg?: string) => void lines.push(msg ?? '') },
    });
    await mailer.enqueue(
      verifyEmailMail('d@example.com', 'D', 'http://localhost:3000/api/auth/verify-email?token=abc'),
    );
    await mailer.drain();
    expect(lines.join('\n')).toContain('http://localhost:3000/api/auth/verify-email?token=abc');
    expect(await row('d@example.com')).toMatchObject({ status: 'logged' });
  });
});
