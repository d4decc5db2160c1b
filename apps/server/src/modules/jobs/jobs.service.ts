// Scheduled work (D17; the trade module says what each of its jobs does): reply expiry, a reminder to manufacturers about requests unanswered for
// 24 hours, and the daily notification digests. Every server process runs the same timer; each
// job runs inside a transaction holding a PostgreSQL advisory lock for that job (the others skip it)
// and only when its interval has passed since the last run recorded in job_runs (the others, coming
// a moment later, find it done). Time comes from an injectable clock so tests control it.
import type { AppDeps } from '../../deps';
import { MARKET_TIME_ZONE } from '../../lib/market-time';
import {
  type AlertJobDeps,
  type AlertPlan,
  planSavedSearchAlerts,
  pruneOldPriceDrops,
  sendSavedSearchAlerts,
} from '../alerts/alerts.service';
import { type NotifyDeps, sendDigests } from '../notifications/notifications.service';
import { sendPaymentReminders } from '../payments/payments.service';
import { confirmReceiptsAutomatically } from '../trade/receipt.service';
import {
  closeUnconfirmedRequests,
  expireQuoteReplies,
  remindUnansweredRequests,
} from '../trade/schedule.service';
import { pruneVitals } from '../web-vitals/web-vitals.service';
import { type Executor, lastRunAt, peekLastRun, recordRun, tryJobLock } from './jobs.queries';

export type Clock = () => Date;

export type JobDeps = {
  db: Executor;
  mail: AppDeps['mail'];
  config: Pick<AppDeps['config'], 'publicUrl'>;
};

export type Job = {
  name: string;
  /** The least time between two runs, whichever process runs them. */
  everyMs: number;
  /**
   * Optional reading done before the locked transaction, on the process's own handle (the catalogue's
   * in-memory index lives there, D41); its result is handed to `run`, which must re-check what it
   * writes (a conditional update), since two processes may prepare at once.
   */
  prepare?(deps: JobDeps, now: Date): Promise<unknown>;
  /** Does the work in the locked transaction `deps.db`; returns how many rows it handled. */
  run(
    deps: JobDeps & { db: Executor },
    now: Date,
    lastRunAt: Date | null,
    prepared?: unknown,
  ): Promise<number>;
};

const HOUR = 3_600_000;
export const REMINDER_AFTER_MS = 24 * HOUR;

/** 'YYYY-MM-DD' of `now` in India (validity dates are days in India). */
export function marketDay(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

export const JOBS: Job[] = [
  {
    // D17: a reply past its validity date is expired and cannot be accepted.
    name: 'expire-replies',
    everyMs: 10 * 60_000,
    run: (deps, now) => expireQuoteReplies(deps, marketDay(now)),
  },
  {
    // Remind the manufacturer once about a forwarded request unanswered after 24 hours.
    name: 'reply-reminders',
    everyMs: 15 * 60_000,
    run: (deps, now, last) => {
      const until = new Date(now.getTime() - REMINDER_AFTER_MS);
      return remindUnansweredRequests(
        deps,
        last ? new Date(last.getTime() - REMINDER_AFTER_MS) : null,
        until,
      );
    },
  },
  {
    // D31: a visitor's request unconfirmed for 7 days is closed.
    name: 'close-unconfirmed-requests',
    everyMs: HOUR,
    run: (deps, now) => closeUnconfirmedRequests(deps, now),
  },
  {
    // D36: both sides are reminded two days before and on each payment due date, once.
    name: 'payment-reminders',
    everyMs: HOUR,
    run: (deps, now) => sendPaymentReminders(deps, now),
  },
  {
    // D37: receipt of an order delivered 7 days ago confirms itself.
    name: 'automatic-receipts',
    everyMs: HOUR,
    run: (deps, now) => confirmReceiptsAutomatically(deps, now),
  },
  {
    // One e-mail a day with everything new for users who chose the daily digest.
    name: 'daily-digest',
    everyMs: HOUR,
    run: (deps, now) => sendDigests(deps as NotifyDeps & { db: Executor }, now),
  },
  {
    // D41: saved searches' alerts; 'immediately' ones every run, daily and weekly ones when due.
    name: 'saved-search-alerts',
    everyMs: 5 * 60_000,
    prepare: (deps, now) => planSavedSearchAlerts(deps as unknown as AlertJobDeps, now),
    run: async (deps, now, _last, plan) => {
      const sent = await sendSavedSearchAlerts(deps as unknown as AlertJobDeps, now, plan as AlertPlan);
      await pruneOldPriceDrops(deps as unknown as AlertJobDeps, now);
      return sent;
    },
  },
  {
    // Field data older than the admin's longest period (28 days) is of no use.
    name: 'prune-web-vitals',
    everyMs: 24 * HOUR,
    run: (deps, now) => pruneVitals(deps.db, now),
  },
];

export type JobOutcome = { job: string; ran: boolean; handled?: number };

/**
 * Runs `job` if this process wins its lock and its interval has passed since the last recorded
 * run; the work and the run record commit together (a failure leaves the job due).
 */
export async function runJob(deps: JobDeps, job: Job, now: Date): Promise<JobOutcome> {
  let prepared: unknown;
  if (job.prepare) {
    const seen = await peekLastRun(deps.db, job.name);
    if (seen && now.getTime() - seen.getTime() < job.everyMs) return { job: job.name, ran: false };
    prepared = await job.prepare(deps, now);
  }
  return deps.db.transaction(async (tx) => {
    if (!(await tryJobLock(tx, job.name))) return { job: job.name, ran: false };
    const last = await lastRunAt(tx, job.name);
    if (last && now.getTime() - last.getTime() < job.everyMs) return { job: job.name, ran: false };
    const handled = await job.run({ ...deps, db: tx }, now, last, prepared);
    await recordRun(tx, job.name, now);
    return { job: job.name, ran: true, handled };
  });
}

/** Every job once, in order; one job's failure does not stop the others. */
export async function runDueJobs(
  deps: JobDeps,
  now: Date,
  log?: { error(obj: unknown, msg?: string): void },
  jobs: Job[] = JOBS,
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const job of jobs) {
    try {
      outcomes.push(await runJob(deps, job, now));
    } catch (err) {
      log?.error({ err, job: job.name }, 'scheduled job failed');
      outcomes.push({ job: job.name, ran: false });
    }
  }
  return outcomes;
}

export type JobRunner = { stop(): Promise<void>; tick(): Promise<JobOutcome[]> };

/** Checks the jobs every `pollMs` (a minute by default) on this process's timer. */
export function startJobRunner(
  deps: JobDeps,
  options: { clock?: Clock; pollMs?: number; log?: { error(obj: unknown, msg?: string): void } } = {},
): JobRunner {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<JobOutcome[]> | undefined;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve([]);
    running ??= runDueJobs(deps, clock(), options.log).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), options.pollMs ?? 60_000);
  timer.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => {});
    },
  };
}
