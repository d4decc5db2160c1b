// Field data (phones first): what real visitors' phones measured, kept as page type + metric + value
// (no URL, no address, no account), refused from bots, at most VITALS_PER_MINUTE reports a minute
// from one address, and read by admins as the 75th percentile per page type over 7 or 28 days.
import { type AdminVitals, VITALS_PAGE_TYPES, VITALS_PER_MINUTE, type VitalsReport } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { isBotUserAgent } from '../../lib/bots';
import { enforceRateLimit } from '../rate-limits/rate-limit';
import { deleteVitalsBefore, insertVitals, percentilesSince } from './web-vitals.queries';

type Deps = Pick<AppDeps, 'db'>;
const DAY_MS = 86_400_000;
/** The longest period the admin's table shows; older figures are pruned daily. */
export const VITALS_KEEP_DAYS = 28;

/** Stores a visitor's report; a bot's is answered the same way and not stored (its figures are not a person's). */
export async function recordVitals(
  deps: Deps,
  client: { ip: string; userAgent: string | undefined },
  report: VitalsReport,
): Promise<void> {
  if (isBotUserAgent(client.userAgent)) return;
  await enforceRateLimit(deps.db, `ip|web-vitals|${client.ip}`, { window: 60, max: VITALS_PER_MINUTE });
  await insertVitals(deps.db, report.page, report.metrics);
}

export async function getVitals(
  deps: Deps,
  actor: Actor | null,
  days: number,
  now: Date = new Date(),
): Promise<AdminVitals> {
  assertRole(actor, 'admin');
  const found = await percentilesSince(deps.db, new Date(now.getTime() - days * DAY_MS));
  const byPage = new Map(found.map((r) => [r.page, r]));
  const round = (v: number | null, digits: number) => (v === null ? null : Number(v.toFixed(digits)));
  // Every page type has a row, in the storefront's order, so the table reads the same each time.
  const rows = VITALS_PAGE_TYPES.map((page) => {
    const r = byPage.get(page);
    return {
      page,
      lcpMs: round(r?.lcp ?? null, 0),
      inpMs: round(r?.inp ?? null, 0),
      cls: round(r?.cls ?? null, 3),
      samples: r?.samples ?? 0,
    };
  });
  return { days, rows };
}

/** The daily job: figures older than the longest period shown. */
export function pruneVitals(db: Parameters<typeof deleteVitalsBefore>[0], now: Date): Promise<number> {
  return deleteVitalsBefore(db, new Date(now.getTime() - VITALS_KEEP_DAYS * DAY_MS));
}
