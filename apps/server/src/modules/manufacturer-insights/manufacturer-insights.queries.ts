// The only database access of the manufacturer's dashboard and analytics (D10, D22). Read-only;
// every query is limited to the manufacturers passed in (the service passes the actor's own).
// What counts as open, answered, an order and a view is written once in
// packages/shared/src/schemas/manufacturer-insights.ts.
import { and, asc, count, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orders, products, productViewDays, quoteRequests, vendors } from '../../db/schema';
import { MARKET_TIME_ZONE } from '../../lib/market-time';

/** A timestamp's day in India, as a date. */
const indiaDay = (column: SQL | AnyPgColumn) => sql`(${column} at time zone ${MARKET_TIME_ZONE})::date`;

/** Minutes from forwarding to the first reply. */
const replyMinutes = sql`extract(epoch from (${quoteRequests.respondedAt} - ${quoteRequests.forwardedAt})) / 60`;

const medianReplyMinutes = sql<
  string | null
>`percentile_cont(0.5) within group (order by ${replyMinutes}) filter (where ${quoteRequests.respondedAt} is not null)`;

const toNumberOrNull = (v: string | number | null | undefined) =>
  v === null || v === undefined ? null : Number(v);

/** Today's date in India, YYYY-MM-DD. */
export async function todayInIndia(db: Database): Promise<string> {
  const rows = await db.execute<{ today: string }>(
    sql`select to_char((now() at time zone ${MARKET_TIME_ZONE})::date, 'YYYY-MM-DD') as today`,
  );
  return rows.rows[0]!.today;
}

export async function manufacturerNames(db: Database, manufacturerIds: number[]) {
  return db
    .select({ id: vendors.id, businessName: vendors.businessName })
    .from(vendors)
    .where(inArray(vendors.id, manufacturerIds))
    .orderBy(asc(vendors.businessName));
}

export async function productCounts(db: Database, manufacturerIds: number[]) {
  const [row] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${products.status} = 'active')`,
    })
    .from(products)
    .where(inArray(products.vendorId, manufacturerIds));
  return { total: Number(row?.total ?? 0), active: Number(row?.active ?? 0) };
}

/** Requests received (forwarded), open, answered, accepted, and the median first-reply time, all time. */
export async function quoteFigures(db: Database, manufacturerIds: number[]) {
  const [row] = await db
    .select({
      received: count(),
      open: sql<number>`count(*) filter (where ${quoteRequests.status} = 'forwarded')`,
      answered: sql<number>`count(*) filter (where ${quoteRequests.respondedAt} is not null)`,
      accepted: sql<number>`count(*) filter (where ${quoteRequests.acceptedAt} is not null)`,
      medianMinutes: medianReplyMinutes,
    })
    .from(quoteRequests)
    .where(and(inArray(quoteRequests.vendorId, manufacturerIds), isNotNull(quoteRequests.forwardedAt)));
  return {
    received: Number(row?.received ?? 0),
    open: Number(row?.open ?? 0),
    answered: Number(row?.answered ?? 0),
    accepted: Number(row?.accepted ?? 0),
    medianMinutes: toNumberOrNull(row?.medianMinutes),
  };
}

/** Orders of every status, and the sum of the delivered orders' totals (paise). */
export async function orderFigures(db: Database, manufacturerIds: number[]) {
  const [row] = await db
    .select({
      n: count(),
      deliveredPaise: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.status} = 'delivered'), 0)`,
    })
    .from(orders)
    .where(inArray(orders.vendorId, manufacturerIds));
  return { count: Number(row?.n ?? 0), deliveredPaise: Number(row?.deliveredPaise ?? 0) };
}

export async function viewsBetween(
  db: Database,
  manufacturerIds: number[],
  from: string,
  to: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<string | null>`sum(${productViewDays.views})` })
    .from(productViewDays)
    .innerJoin(products, eq(products.id, productViewDays.productId))
    .where(
      and(
        inArray(products.vendorId, manufacturerIds),
        sql`${productViewDays.day} between ${from}::date and ${to}::date`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function recentQuoteRequests(db: Database, manufacturerIds: number[], limit: number) {
  return db
    .select({
      id: quoteRequests.id,
      productId: quoteRequests.productId,
      productName: quoteRequests.productName,
      customerName: quoteRequests.customerName,
      quantitySqft: quoteRequests.quantitySqft,
      deliveryCity: quoteRequests.deliveryCity,
      status: quoteRequests.status,
      receivedAt: quoteRequests.forwardedAt,
      respondedAt: quoteRequests.respondedAt,
    })
    .from(quoteRequests)
    .where(and(inArray(quoteRequests.vendorId, manufacturerIds), isNotNull(quoteRequests.forwardedAt)))
    .orderBy(desc(quoteRequests.forwardedAt), desc(quoteRequests.id))
    .limit(limit);
}

/** Per product over [from, to] (days in India): views, requests received, first replies, orders. */
function productActivity(db: Database, manufacturerIds: number[], from: string, to: string) {
  const inWindow = (column: SQL | AnyPgColumn) =>
    sql`${indiaDay(column)} between ${from}::date and ${to}::date`;
  const views = db
    .select({
      productId: productViewDays.productId,
      n: sql<string>`sum(${productViewDays.views})`.as('views_n'),
    })
    .from(productViewDays)
    .where(sql`${productViewDays.day} between ${from}::date and ${to}::date`)
    .groupBy(productViewDays.productId)
    .as('v');
  const requests = db
    .select({
      productId: quoteRequests.productId,
      received: sql<string>`count(*) filter (where ${inWindow(quoteRequests.forwardedAt)})`.as('received_n'),
      replied: sql<string>`count(*) filter (where ${inWindow(quoteRequests.respondedAt)})`.as('replied_n'),
      medianMinutes: sql<
        string | null
      >`percentile_cont(0.5) within group (order by ${replyMinutes}) filter (where ${quoteRequests.respondedAt} is not null and ${inWindow(quoteRequests.forwardedAt)})`.as(
        'median_minutes',
      ),
    })
    .from(quoteRequests)
    .where(and(inArray(quoteRequests.vendorId, manufacturerIds), isNotNull(quoteRequests.forwardedAt)))
    .groupBy(quoteRequests.productId)
    .as('q');
  const placed = db
    .select({ productId: orders.productId, n: sql<string>`count(*)`.as('orders_n') })
    .from(orders)
    .where(and(inArray(orders.vendorId, manufacturerIds), inWindow(orders.createdAt)))
    .groupBy(orders.productId)
    .as('o');
  return { views, requests, placed };
}

export type ProductActivityRow = {
  id: number;
  name: string;
  status: string;
  views: number;
  quoteRequests: number;
  replies: number;
  orders: number;
  medianFirstReplyMinutes: number | null;
};

const ACTIVITY_SORTS = {
  name: sql`lower(${products.name})`,
  views: sql`views`,
  quoteRequests: sql`quote_requests`,
  replies: sql`replies`,
  orders: sql`orders`,
  medianFirstReply: sql`median_first_reply`,
} as const;

/** A page of the manufacturers' products with their activity in the window; ties broken by id. */
export async function productActivityPage(
  db: Database,
  manufacturerIds: number[],
  window: { from: string; to: string },
  page: {
    limit: number;
    offset: number;
    sort: keyof typeof ACTIVITY_SORTS;
    dir: 'asc' | 'desc';
    search?: string;
  },
): Promise<{ rows: ProductActivityRow[]; total: number }> {
  const { views, requests, placed } = productActivity(db, manufacturerIds, window.from, window.to);
  const where = and(
    inArray(products.vendorId, manufacturerIds),
    page.search ? sql`${products.name} ilike ${`%${page.search.replace(/[\\%_]/g, '\\$&')}%`}` : undefined,
  );
  const direction = page.dir === 'asc' ? sql`asc` : sql`desc`;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        status: products.status,
        views: sql<string>`coalesce(${views.n}, 0)`.as('views'),
        quoteRequests: sql<string>`coalesce(${requests.received}, 0)`.as('quote_requests'),
        replies: sql<string>`coalesce(${requests.replied}, 0)`.as('replies'),
        orders: sql<string>`coalesce(${placed.n}, 0)`.as('orders'),
        medianFirstReplyMinutes: sql<string | null>`${requests.medianMinutes}`.as('median_first_reply'),
      })
      .from(products)
      .leftJoin(views, eq(views.productId, products.id))
      .leftJoin(requests, eq(requests.productId, products.id))
      .leftJoin(placed, eq(placed.productId, products.id))
      .where(where)
      .orderBy(sql`${ACTIVITY_SORTS[page.sort]} ${direction} nulls last`, asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      name: r.name,
      status: r.status,
      views: Number(r.views),
      quoteRequests: Number(r.quoteRequests),
      replies: Number(r.replies),
      orders: Number(r.orders),
      medianFirstReplyMinutes: toNumberOrNull(r.medianFirstReplyMinutes),
    })),
    total: Number(totalRow?.n ?? 0),
  };
}

/** The dashboard's top products over [from, to]: by views, then quote requests received. */
export async function topProducts(
  db: Database,
  manufacturerIds: number[],
  from: string,
  to: string,
  limit: number,
) {
  const { rows } = await productActivityPage(
    db,
    manufacturerIds,
    { from, to },
    { limit: limit * 3, offset: 0, sort: 'views', dir: 'desc' },
  );
  return rows
    .filter((r) => r.views > 0 || r.quoteRequests > 0)
    .sort((a, b) => b.views - a.views || b.quoteRequests - a.quoteRequests || a.id - b.id)
    .slice(0, limit)
    .map(({ id, name, views, quoteRequests }) => ({ id, name, views, quoteRequests }));
}

export async function productOfManufacturers(db: Database, manufacturerIds: number[], productId: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.id, productId), inArray(products.vendorId, manufacturerIds)))
    .limit(1);
  return row;
}

/** Every day of [from, to] with its views, requests received, first replies and orders (zeros kept). */
export async function dailySeries(
  db: Database,
  manufacturerIds: number[],
  window: { from: string; to: string },
  productId?: number,
) {
  const { from, to } = window;
  const ids = sql.join(
    manufacturerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const productFilter = (column: SQL) =>
    productId === undefined ? sql`` : sql` and ${column} = ${productId}`;
  const result = await db.execute<{
    day: string;
    views: string;
    quote_requests: string;
    replies: string;
    orders: string;
  }>(sql`
    with days as (
      select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    ),
    v as (
      select pvd.day, sum(pvd.views) as n
      from ${productViewDays} pvd join ${products} p on p.id = pvd.product_id
      where p.vendor_id in (${ids}) and pvd.day between ${from}::date and ${to}::date${productFilter(sql`p.id`)}
      group by pvd.day
    ),
    q as (
      select (qr.forwarded_at at time zone ${MARKET_TIME_ZONE})::date as day, count(*) as n
      from ${quoteRequests} qr
      where qr.vendor_id in (${ids}) and qr.forwarded_at is not null${productFilter(sql`qr.product_id`)}
        and (qr.forwarded_at at time zone ${MARKET_TIME_ZONE})::date between ${from}::date and ${to}::date
      group by 1
    ),
    r as (
      select (qr.responded_at at time zone ${MARKET_TIME_ZONE})::date as day, count(*) as n
      from ${quoteRequests} qr
      where qr.vendor_id in (${ids}) and qr.responded_at is not null and qr.forwarded_at is not null${productFilter(sql`qr.product_id`)}
        and (qr.responded_at at time zone ${MARKET_TIME_ZONE})::date between ${from}::date and ${to}::date
      group by 1
    ),
    o as (
      select (ord.created_at at time zone ${MARKET_TIME_ZONE})::date as day, count(*) as n
      from ${orders} ord
      where ord.vendor_id in (${ids})${productFilter(sql`ord.product_id`)}
        and (ord.created_at at time zone ${MARKET_TIME_ZONE})::date between ${from}::date and ${to}::date
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
      coalesce(v.n, 0) as views, coalesce(q.n, 0) as quote_requests,
      coalesce(r.n, 0) as replies, coalesce(o.n, 0) as orders
    from days
      left join v on v.day = days.day
      left join q on q.day = days.day
      left join r on r.day = days.day
      left join o on o.day = days.day
    order by days.day
  `);
  return result.rows.map((row) => ({
    day: row.day,
    views: Number(row.views),
    quoteRequests: Number(row.quote_requests),
    replies: Number(row.replies),
    orders: Number(row.orders),
  }));
}

/** Median minutes to first reply over requests received in [from, to] and answered. */
export async function medianReplyBetween(
  db: Database,
  manufacturerIds: number[],
  window: { from: string; to: string },
  productId?: number,
): Promise<number | null> {
  const [row] = await db
    .select({ medianMinutes: medianReplyMinutes })
    .from(quoteRequests)
    .where(
      and(
        inArray(quoteRequests.vendorId, manufacturerIds),
        isNotNull(quoteRequests.forwardedAt),
        sql`${indiaDay(quoteRequests.forwardedAt)} between ${window.from}::date and ${window.to}::date`,
        productId === undefined ? undefined : eq(quoteRequests.productId, productId),
      ),
    );
  return toNumberOrNull(row?.medianMinutes);
}
