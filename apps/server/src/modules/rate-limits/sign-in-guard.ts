// Password guessing slowed down without locking the owner out. Before: ten
// wrong passwords for an e-mail, from anyone, made even the right password answer 429 for about 14
// minutes, repeatable forever. Now:
// - each (account, address) pair may try 5 times in 15 minutes (a guesser at one address stops there);
// - failures per account are counted over an hour; past 10, addresses that never signed in to this
//   account get one attempt per delay that doubles with each failure (1 s, 2 s, 4 s … capped at 5
//   minutes), so many addresses together still guess slowly;
// - an address that signed in to the account before is never held back by the account's failures
//   (the owner at home or in the office signs in during an attack);
// - at 20 failures in an hour the owner gets an e-mail (once per hour).
// better-auth's own per-address limit (10 sign-ins a minute, auth.ts) still applies to everyone.
import type { Database } from '../../db/client';
import { languageOf } from '../../lib/i18n';
import type { Mailer } from '../mail/mail.service';
import { sendMail } from '../notifications/notifications.service';
import { consumeRateLimit, countEvent, eventCount } from './rate-limit';

export const PAIR_RULE = { window: 900, max: 5 };
export const ACCOUNT_FAILURE_WINDOW = 3600;
export const FREE_FAILURES = 10;
export const MAX_DELAY_SECONDS = 300;
export const ALERT_AT_FAILURES = 20;
const KNOWN_FOR = 90 * 24 * 3600;

const keys = (email: string, ip: string) => {
  const account = email.trim().toLowerCase();
  return {
    pair: `signin|pair|${account}|${ip}`,
    failures: `signin|fail|${account}`,
    slot: `signin|slot|${account}`,
    known: `signin|known|${account}|${ip}`,
  };
};

/** Seconds an unknown address waits between attempts once an account has seen `failures` failures. */
export function delayFor(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** Before the password is checked: null to go on, or the seconds to wait (a 429 with Retry-After). */
export async function signInWait(db: Database, email: string, ip: string): Promise<number | null> {
  const k = keys(email, ip);
  if ((await eventCount(db, k.known, KNOWN_FOR)) > 0) return null;
  const pair = await consumeRateLimit(db, k.pair, PAIR_RULE);
  if (!pair.allowed) return pair.retryAfter;
  const delay = delayFor(await eventCount(db, k.failures, ACCOUNT_FAILURE_WINDOW));
  if (delay === 0) return null;
  const slot = await consumeRateLimit(db, k.slot, { window: delay, max: 1 });
  return slot.allowed ? null : slot.retryAfter;
}

export type SignInOutcome =
  | { ok: true }
  | { ok: false; owner: { email: string; name: string; language?: string } | null };

/** After the password was checked: remembers the address of a success, counts a failure. */
export async function recordSignIn(
  deps: { db: Database; mail: Mailer; publicUrl: string },
  email: string,
  ip: string,
  outcome: SignInOutcome,
): Promise<void> {
  const k = keys(email, ip);
  if (outcome.ok) {
    await countEvent(deps.db, k.known, KNOWN_FOR);
    return;
  }
  const counted = await countEvent(deps.db, k.failures, ACCOUNT_FAILURE_WINDOW);
  if (counted?.count === ALERT_AT_FAILURES && outcome.owner) {
    await sendMail(
      { mail: deps.mail, config: { publicUrl: deps.publicUrl } },
      'sign_in_failures',
      { failures: counted.count },
      {
        address: outcome.owner.email,
        name: outcome.owner.name,
        language: languageOf(outcome.owner.language),
      },
    );
  }
}
