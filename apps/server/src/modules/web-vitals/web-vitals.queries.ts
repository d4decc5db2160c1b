// The only code that touches web_vitals.
import type { VitalsMetric, VitalsPageType } from '@granite/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webVitals } from '../../db/schema';

export async function insertVitals(
  db: Database,
  page: VitalsPageType,
  metrics: { name: VitalsMetric; value: number }[],
): Promise<void> {
  await db.insert(webVitals).values(metrics.map((m) => ({ pageType: page, metric: m.name, value: m.value })));
}

export type VitalsPercentiles = {
  page: VitalsPageType;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
  samples: number;
};

/** The 75th percentile of each metric per page type since `since` (continuous, as CrUX reports it). */
export async function percentilesSince(db: Database, since: Date): Promise<VitalsPercentiles[]> {
  const result = await db.execute(sql`
    SELECT page_type AS page,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE metric = 'LCP') AS lcp,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE metric = 'INP') AS inp,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE metric = 'CLS') AS cls,
      count(*)::int AS samples
    FROM ${webVitals}
    WHERE created_at >= ${since.toISOString()}
    GROUP BY page_type`);
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return (result.rows as Record<string, unknown>[]).map((r) => ({
    page: r.page as VitalsPageType,
    lcp: num(r.lcp),
    inp: num(r.inp),
    cls: num(r.cls),
    samples: Number(r.samples),
  }));
}

/** Field data older than the longest period shown is of no use. */
export async function deleteVitalsBefore(db: Pick<Database, 'execute'>, before: Date): Promise<number> {
  const gone = await db.execute(
    sql`DELETE FROM ${webVitals} WHERE created_at < ${before.toISOString()} RETURNING id`,
  );
  return gone.rows.length;
}
