// What the suggestions beside a multi-manufacturer quote request read (D16, D27, D31, D32): the
// chosen products, the matching products in stock of manufacturers that can answer (one query, stock
// from product_stock), and those manufacturers' reply times (one query).
import type { MaterialQuality, ProductType } from '@granite/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export type ChosenProduct = {
  id: number;
  vendorId: number;
  varietyId: number | null;
  categoryId: number;
  productType: ProductType;
};

/** The chosen products as they are (any status: a product gone since the page loaded still names its stone). */
export async function findChosenProducts(db: Database, ids: number[]): Promise<ChosenProduct[]> {
  if (!ids.length) return [];
  const result = await db.execute<ChosenProduct>(sql`
    select p.id, p.vendor_id as "vendorId", p.variety_id as "varietyId", p.category_id as "categoryId",
      p.product_type as "productType"
    from products p
    where p.id = any(${`{${ids.join(',')}}`}::int[])`);
  return result.rows;
}

/** One stone a suggestion must match: the variety when the chosen product names one, else its category. */
export type StoneMatch = { varietyId: number | null; categoryId: number; productTypes: string[] };

export type CandidateRow = {
  productId: number;
  productName: string;
  manufacturerId: number;
  manufacturerName: string;
  pricePaise: number;
  materialQuality: MaterialQuality;
  productType: ProductType;
  stone: string;
  /** Hundredths of a sq.ft, or null for a product without lots (D32: sold at product level). */
  availableSqftX100: number | null;
};

/**
 * Per manufacturer, its best matching product in stock (most available sq.ft, then cheapest), among
 * manufacturers that take quote requests (D31: not deleted, active, an owner whose account is active
 * and not banned) and are not in `excludeVendorIds`. In stock (D32): available usable sq.ft in
 * product_stock above 0, or, for a product that has no lots at all, listed as 'Available'. Only
 * products a buyer may ask about: active, in an active category.
 */
export async function findCandidates(
  db: Database,
  matches: StoneMatch[],
  excludeManufacturerIds: number[],
  limit: number,
): Promise<CandidateRow[]> {
  if (!matches.length) return [];
  const stone = sql.join(
    matches.map((m) =>
      m.varietyId !== null
        ? sql`(p.variety_id = ${m.varietyId} and p.product_type = any(${`{${m.productTypes.join(',')}}`}::text[]))`
        : sql`(p.category_id = ${m.categoryId} and p.product_type = any(${`{${m.productTypes.join(',')}}`}::text[]))`,
    ),
    sql` or `,
  );
  const result = await db.execute<CandidateRow & { availableSqftX100: string | number | null }>(sql`
    select * from (
      select distinct on (p.vendor_id)
        p.id as "productId", p.name as "productName", v.id as "manufacturerId",
        v.business_name as "manufacturerName", p.price_paise as "pricePaise",
        p.material_quality as "materialQuality", p.product_type as "productType",
        coalesce(sv.name, c.name) as stone,
        case when has_lots.yes then coalesce(ps.available_sqft_x100, 0) end as "availableSqftX100"
      from products p
        join vendors v on v.id = p.vendor_id
        join "user" u on u.id = v.owner_user_id
        join categories c on c.id = p.category_id and c.is_active
        left join stone_varieties sv on sv.id = p.variety_id
        left join product_stock ps on ps.product_id = p.id
        cross join lateral (select exists (select 1 from lots l where l.product_id = p.id) as yes) has_lots
      where p.status = 'active'
        and v.deleted_at is null and v.status = 'active'
        and u.status = 'active' and not u.banned
        and not (p.vendor_id = any(${`{${excludeManufacturerIds.join(',')}}`}::int[]))
        and (${stone})
        and (case when has_lots.yes then coalesce(ps.available_sqft_x100, 0) > 0
                  else p.availability_status = 'Available' end)
      order by p.vendor_id, coalesce(ps.available_sqft_x100, 0) desc, p.price_paise, p.id
    ) best
    order by "availableSqftX100" desc nulls last, "pricePaise", "productId"
    limit ${limit}`);
  return result.rows.map((r) => ({
    ...r,
    availableSqftX100: r.availableSqftX100 === null ? null : Number(r.availableSqftX100),
  }));
}

export type ReplyTimeRow = { vendorId: number; forwarded: number; medianSeconds: number | null };

/**
 * D27's figures for these manufacturers over [now - windowDays, now]: the requests forwarded to them
 * that were answered or whose `withinHours` have passed, and the median first-reply time
 * (responded_at − forwarded_at) of the answered ones, as the profile shows them.
 */
export async function replyTimes(
  db: Database,
  manufacturerIds: number[],
  now: Date,
  windowDays: number,
  withinHours: number,
): Promise<ReplyTimeRow[]> {
  if (!manufacturerIds.length) return [];
  const since = new Date(now.getTime() - windowDays * 86_400_000).toISOString();
  const deadline = new Date(now.getTime() - withinHours * 3_600_000).toISOString();
  const result = await db.execute<{
    vendorId: number;
    forwarded: string | number;
    medianSeconds: string | null;
  }>(sql`
    select q.vendor_id as "vendorId", count(*) as forwarded,
      percentile_cont(0.5) within group (order by extract(epoch from (q.responded_at - q.forwarded_at)))
        filter (where q.responded_at is not null) as "medianSeconds"
    from quote_requests q
    where q.vendor_id = any(${`{${manufacturerIds.join(',')}}`}::int[])
      and q.forwarded_at is not null
      and q.forwarded_at >= ${since}::timestamptz and q.forwarded_at <= ${now.toISOString()}::timestamptz
      and (q.responded_at is not null or q.forwarded_at <= ${deadline}::timestamptz)
    group by q.vendor_id`);
  return result.rows.map((r) => ({
    vendorId: r.vendorId,
    forwarded: Number(r.forwarded),
    medianSeconds: r.medianSeconds === null ? null : Number(r.medianSeconds),
  }));
}
