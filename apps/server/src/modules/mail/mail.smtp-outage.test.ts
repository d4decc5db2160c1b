// The SMTP server goes down, then comes back. A real SMTP server (smtp-server) on a
// fixed port and nodemailer's real SMTP transport from SMTP_URL: every queued message is delivered
// exactly once when it returns, none lost while it was away.
import { inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { freePort } from '../../test/free-port';
import { createMailer } from './mail.service';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** An SMTP server that records each message's subject and recipients. */
async function startSmtp(port: number, received: { subject: string; to: string }[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString('utf8');
      });
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
        for (const rcpt of session.envelope.rcptTo) received.push({ subject, to: rcpt.address });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return server;
}

describe(`SMTP down, then up (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('keeps every message while the server is away and delivers each exactly once when it returns', async () => {
    const port = await freePort();
    const received: { subject: string; to: string }[] = [];
    const mailer = createMailer({
      db: t.app.deps.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Granite <no-reply@granite.test>',
      log: silent,
    });

    // Up: the first message goes out at once.
    let smtp = await startSmtp(port, received);
    const addresses = Array.from({ length: 6 }, (_, i) => `outage${i}@example.com`);
    const message = (to: string, i: number) => ({
      to,
      subject: `Quote update ${i}`,
      text: `Message ${i}`,
      template: 'test',
    });
    await mailer.enqueue(message(addresses[0]!, 0));
    await mailer.drain();
    expect(received.map((r) => r.subject)).toEqual(['Quote update 0']);

    // Down: five more are queued; each delivery attempt fails and is kept for a retry.
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    for (let i = 1; i < 6; i++) await mailer.enqueue(message(addresses[i]!, i));
    await mailer.drain();
    const pending = await t.app.deps.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.toAddress, addresses));
    expect(pending.filter((r) => r.status === 'pending')).toHaveLength(5);
    expect(pending.filter((r) => r.status === 'pending').every((r) => r.attempts === 1 && r.lastError)).toBe(
      true,
    );
    expect(received).toHaveLength(1);

    // Up again, and the retry time has come: every queued message is delivered once.
    smtp = await startSmtp(port, received);
    try {
      await t.app.deps.db
        .update(mailOutbox)
        .set({ sendAfter: new Date(0) })
        .where(inArray(mailOutbox.toAddress, addresses));
      await mailer.drain();
      await mailer.drain(); // a second pass (another worker's turn) sends nothing again
      const subjects = received.map((r) => r.subject).sort();
      expect(subjects).toEqual([0, 1, 2, 3, 4, 5].map((i) => `Quote update ${i}`));
      expect(received.map((r) => r.to).sort()).toEqual([...addresses].sort());
      const rows = await t.app.deps.db
        .select()
        .from(mailOutbox)
        .where(inArray(mailOutbox.toAddress, addresses));
      expect(rows.every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 60_000);
});
