// The manufacturer's dashboard and analytics (admin spec 2 "Manufacturer panel"; D10, D22). Every
// figure is counted from the database for the signed-in manufacturer's manufacturers; nothing is a sample.
//
// What counts (the same rules on both screens):
// - a quote request is the manufacturer's once an admin forwarded it (D17: forwarded_at is set);
// - open: forwarded and not yet answered (status 'forwarded');
// - answered (quotes sent): the manufacturer sent a first reply (responded_at is set);
// - orders: every order made from an accepted quote, cancelled ones included (it was a conversion);
// - total sales: the sum of the delivered orders' totals (landed, with GST and freight), in paise;
// - conversion rate: accepted requests ÷ answered requests; null while nothing is answered;
// - first-reply time: responded_at − forwarded_at; its median over the requests answered;
// - views: product page views, without bots, admins and the manufacturer's own users
//   (products.countProductView); a day is a day in India.
import { z } from 'zod';
import { PRODUCT_STATUSES, QUOTE_STATUSES } from '../options';
import { IdParam, PageQuery, PaginatedOf, Timestamp } from './common';

export const MANUFACTURER_ANALYTICS_WINDOWS = [30, 90] as const;
export type ManufacturerAnalyticsWindow = (typeof MANUFACTURER_ANALYTICS_WINDOWS)[number];

/** `days=30|90` (30 when absent): a 400 naming `days` for anything else. */
const WindowParam = z
  .enum(['30', '90'], { message: 'must be 30 or 90' })
  .default('30')
  .transform((v) => Number(v) as ManufacturerAnalyticsWindow);

export const ManufacturerDashboard = z.object({
  manufacturers: z.array(z.object({ id: z.number().int(), businessName: z.string() })),
  figures: z.object({
    /** Active products (shown in the catalogue) and all products including suspended ones. */
    productsListed: z.number().int(),
    productsTotal: z.number().int(),
    openQuoteRequests: z.number().int(),
    /** Requests received (forwarded) in all. */
    quoteRequests: z.number().int(),
    /** Requests answered with a first reply. */
    quotesSent: z.number().int(),
    orders: z.number().int(),
    /** The spec's "Total Sales": the delivered orders' totals summed, in paise (D10). */
    totalSalesPaise: z.number().int(),
    /**
     * The spec's "Conversion Rate": accepted ÷ answered quote requests, 0..1 (D10); null when nothing
     * is answered.
     */
    conversionRate: z.number().nullable(),
    /** Median minutes from forwarding to first reply; null when nothing is answered. */
    medianFirstReplyMinutes: z.number().nullable(),
    /** Product views in the last 30 days. */
    views30Days: z.number().int(),
  }),
  recentQuoteRequests: z.array(
    z.object({
      id: z.number().int(),
      productId: z.number().int().nullable(),
      productName: z.string(),
      customerName: z.string(),
      quantitySqft: z.number().int(),
      deliveryCity: z.string(),
      status: z.enum(QUOTE_STATUSES),
      receivedAt: Timestamp,
      respondedAt: Timestamp.nullable(),
    }),
  ),
  /** The top products of the last 30 days by views, then by quote requests. */
  topProducts: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      views: z.number().int(),
      quoteRequests: z.number().int(),
    }),
  ),
});
export type ManufacturerDashboard = z.infer<typeof ManufacturerDashboard>;

export const ManufacturerAnalyticsQuery = z
  .object({
    days: WindowParam,
    /** One of the manufacturer's products; another's is a 404. */
    productId: IdParam.optional(),
  })
  .strict();
export type ManufacturerAnalyticsQuery = z.infer<typeof ManufacturerAnalyticsQuery>;

export const ManufacturerAnalyticsDay = z.object({
  /** YYYY-MM-DD, a day in India. */
  day: z.string(),
  views: z.number().int(),
  quoteRequests: z.number().int(),
  /** First replies sent that day. */
  replies: z.number().int(),
  orders: z.number().int(),
});
export type ManufacturerAnalyticsDay = z.infer<typeof ManufacturerAnalyticsDay>;

export const ManufacturerAnalytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Every day of the window, oldest first, zeros included. */
  series: z.array(ManufacturerAnalyticsDay),
  totals: z.object({
    views: z.number().int(),
    quoteRequests: z.number().int(),
    replies: z.number().int(),
    orders: z.number().int(),
    /** Median minutes to first reply over the requests received in the window and answered. */
    medianFirstReplyMinutes: z.number().nullable(),
  }),
});
export type ManufacturerAnalytics = z.infer<typeof ManufacturerAnalytics>;

export const MANUFACTURER_ANALYTICS_PRODUCT_SORTS = [
  'name',
  'views',
  'quoteRequests',
  'replies',
  'orders',
  'medianFirstReply',
] as const;

export const ManufacturerAnalyticsProductsQuery = PageQuery.extend({
  days: WindowParam,
  sort: z
    .enum(MANUFACTURER_ANALYTICS_PRODUCT_SORTS, {
      message: `must be one of: ${MANUFACTURER_ANALYTICS_PRODUCT_SORTS.join(', ')}`,
    })
    .default('views'),
  dir: z.enum(['asc', 'desc'], { message: 'must be asc or desc' }).default('desc'),
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  pageSize: PageQuery.shape.pageSize.default(10),
}).strict();
export type ManufacturerAnalyticsProductsQuery = z.infer<typeof ManufacturerAnalyticsProductsQuery>;

export const ManufacturerAnalyticsProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  views: z.number().int(),
  quoteRequests: z.number().int(),
  replies: z.number().int(),
  orders: z.number().int(),
  medianFirstReplyMinutes: z.number().nullable(),
});
export type ManufacturerAnalyticsProduct = z.infer<typeof ManufacturerAnalyticsProduct>;

export const ManufacturerAnalyticsProducts = PaginatedOf(ManufacturerAnalyticsProduct);
export type ManufacturerAnalyticsProducts = z.infer<typeof ManufacturerAnalyticsProducts>;
