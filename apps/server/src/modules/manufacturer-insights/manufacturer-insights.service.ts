// The manufacturer's dashboard and analytics (admin spec 2; D10, D22): figures counted from the
// database for the manufacturers the signed-in manufacturer owns, never sample values. Access first: the
// manufacturer role (an owned, active manufacturer); a product of another manufacturer is a 404 (D9).
import type {
  ManufacturerAnalytics,
  ManufacturerAnalyticsProducts,
  ManufacturerAnalyticsProductsQuery,
  ManufacturerAnalyticsQuery,
  ManufacturerDashboard,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { crossing } from '../trade/masking';
import {
  dailySeries,
  manufacturerNames,
  medianReplyBetween,
  orderFigures,
  productActivityPage,
  productCounts,
  productOfManufacturers,
  quoteFigures,
  recentQuoteRequests,
  todayInIndia,
  topProducts,
  viewsBetween,
} from './manufacturer-insights.queries';

type Deps = Pick<AppDeps, 'db'>;

const RECENT_REQUESTS = 5;
const TOP_PRODUCTS = 5;
const TOP_PRODUCTS_DAYS = 30;

/** [today - (days - 1), today], days in India, as YYYY-MM-DD. */
async function windowOf(deps: Deps, days: number): Promise<{ from: string; to: string }> {
  const to = await todayInIndia(deps.db);
  const start = new Date(`${to}T00:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return { from: start.toISOString().slice(0, 10), to };
}

const round1 = (v: number | null) => (v === null ? null : Math.round(v * 10) / 10);

export async function getDashboard(deps: Deps, actor: Actor | null): Promise<ManufacturerDashboard> {
  assertRole(actor, 'vendor');
  const ids = actor.vendorIds;
  const window = await windowOf(deps, TOP_PRODUCTS_DAYS);
  const [manufacturers, productTotals, quotes, orders, views30Days, recent, top] = await Promise.all([
    manufacturerNames(deps.db, ids),
    productCounts(deps.db, ids),
    quoteFigures(deps.db, ids),
    orderFigures(deps.db, ids),
    viewsBetween(deps.db, ids, window.from, window.to),
    recentQuoteRequests(deps.db, ids, RECENT_REQUESTS),
    topProducts(deps.db, ids, window.from, window.to, TOP_PRODUCTS),
  ]);
  return {
    manufacturers,
    figures: {
      productsListed: productTotals.active,
      productsTotal: productTotals.total,
      openQuoteRequests: quotes.open,
      quoteRequests: quotes.received,
      quotesSent: quotes.answered,
      orders: orders.count,
      totalSalesPaise: orders.deliveredPaise,
      conversionRate: quotes.answered > 0 ? quotes.accepted / quotes.answered : null,
      medianFirstReplyMinutes: round1(quotes.medianMinutes),
      views30Days,
    },
    recentQuoteRequests: recent.map((r) => ({
      ...r,
      // D30: the buyer's name as the manufacturer reads it, masked until the quote is accepted.
      customerName: crossing(r.customerName, r),
      status: r.status as ManufacturerDashboard['recentQuoteRequests'][number]['status'],
      receivedAt: r.receivedAt!.toISOString(),
      respondedAt: r.respondedAt?.toISOString() ?? null,
    })),
    topProducts: top,
  };
}

export async function getAnalytics(
  deps: Deps,
  actor: Actor | null,
  query: ManufacturerAnalyticsQuery,
): Promise<ManufacturerAnalytics> {
  assertRole(actor, 'vendor');
  const ids = actor.vendorIds;
  const product =
    query.productId === undefined ? null : await productOfManufacturers(deps.db, ids, query.productId);
  if (product === undefined) throw notFound('Product');
  const window = await windowOf(deps, query.days);
  const productId = product?.id;
  const [series, median] = await Promise.all([
    dailySeries(deps.db, ids, window, productId),
    medianReplyBetween(deps.db, ids, window, productId),
  ]);
  const sum = (key: 'views' | 'quoteRequests' | 'replies' | 'orders') =>
    series.reduce((total, day) => total + day[key], 0);
  return {
    days: query.days,
    ...window,
    product,
    series,
    totals: {
      views: sum('views'),
      quoteRequests: sum('quoteRequests'),
      replies: sum('replies'),
      orders: sum('orders'),
      medianFirstReplyMinutes: round1(median),
    },
  };
}

export async function listProductAnalytics(
  deps: Deps,
  actor: Actor | null,
  query: ManufacturerAnalyticsProductsQuery,
): Promise<ManufacturerAnalyticsProducts> {
  assertRole(actor, 'vendor');
  const window = await windowOf(deps, query.days);
  const { rows, total } = await productActivityPage(deps.db, actor.vendorIds, window, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
    sort: query.sort,
    dir: query.dir,
    search: query.q || undefined,
  });
  return {
    items: rows.map((r) => ({
      ...r,
      status: r.status as ManufacturerAnalyticsProducts['items'][number]['status'],
      medianFirstReplyMinutes: round1(r.medianFirstReplyMinutes),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
