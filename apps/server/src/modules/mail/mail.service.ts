// Every message goes through the outbox table first (docs/architecture.md, Documents, notifications and mail); a worker delivers it with
// nodemailer when SMTP_URL is set, or writes it to the log (link included) when it is not, so a
// developer can open a verification link without a mail server.
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client';
import { listUnsubscribeHeaders } from './list-unsubscribe';
import { insertMail, leaseDueMail, markMail, type OutboxRow } from './mail.queries';
import type { MailMessage } from './mail.templates';

export type MailLogger = {
  info(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  error(obj: unknown, msg?: string): void;
};

export type Mailer = {
  /**
   * Writes the message to the outbox and wakes the worker; delivery happens after the caller's answer.
   * `options.db` is the caller's transaction when the message belongs to a write (sent only if it commits).
   */
  enqueue(message: MailMessage, options?: { db?: Pick<Database, 'insert'> }): Promise<void>;
  /** Delivers what is due now (the worker calls it; tests may too). */
  drain(): Promise<number>;
  start(): void;
  stop(): Promise<void>;
};

export const MAIL_MAX_ATTEMPTS = 8;
const LEASE_MS = 5 * 60_000;
const POLL_MS = 15_000;

/** Back-off after a failed attempt: 30 s, 1 min, 2 min … capped at 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type Transport = { sendMail(message: Record<string, unknown>): Promise<unknown> };

export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: MailLogger;
  /** Tests inject a transport; otherwise nodemailer's SMTP transport from SMTP_URL. */
  transport?: Transport;
}): Mailer {
  const { db, from, log } = options;
  const transport: Transport | undefined =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = true;

  async function deliver(row: OutboxRow): Promise<void> {
    if (!transport) {
      // No SMTP: the log is the delivery (README: SMTP_URL). 'logged' keeps it honest in the table.
      log.info(
        { mail: { id: row.id, to: row.toAddress, subject: row.subject, template: row.template } },
        `mail (SMTP_URL unset, not sent) to ${row.toAddress}: ${row.subject}\n${row.textBody}`,
      );
      await markMail(db, row.id, { status: 'logged', sentAt: new Date(), lastError: null });
      return;
    }
    try {
      await transport.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        headers: listUnsubscribeHeaders(row, { from, smtpConfigured: Boolean(options.smtpUrl) }),
      });
      await markMail(db, row.id, { status: 'sent', sentAt: new Date(), lastError: null });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      log.warn(
        { mailId: row.id, attempts: row.attempts, err: message },
        giveUp ? 'mail failed for good' : 'mail failed, will retry',
      );
      await markMail(db, row.id, {
        status: giveUp ? 'failed' : 'pending',
        lastError: message.slice(0, 1000),
        sendAfter: new Date(Date.now() + retryDelayMs(row.attempts)),
      });
    }
  }

  async function drainOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await leaseDueMail(db, 20, LEASE_MS);
      for (const row of batch) await deliver(row);
      total += batch.length;
      if (batch.length < 20) return total;
    }
  }

  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await drainOnce();
      } while (again);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  function kick(): void {
    if (stopped) return;
    drain().catch((err) => log.error({ err }, 'mail worker failed'));
  }

  return {
    async enqueue(message, options) {
      await insertMail(options?.db ?? db, {
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html ?? null,
        template: message.template,
      });
      setImmediate(kick);
    },
    drain,
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(kick, POLL_MS);
      timer.unref();
      kick();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
