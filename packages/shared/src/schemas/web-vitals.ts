// Field data (phones first): real visitors' Largest Contentful Paint, Interaction to Next Paint and
// Cumulative Layout Shift, sent by the storefront after first paint with the web-vitals library and
// shown to admins as the 75th percentile per page type. No personal data: a page type, not a URL.
import { z } from 'zod';

/** The storefront's page types; each public route belongs to one (pageTypeOf). */
export const VITALS_PAGE_TYPES = [
  'home',
  'products',
  'search',
  'category',
  'product',
  'manufacturers',
  'manufacturer',
  'comparison',
  'other',
] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

export const VITALS_METRICS = ['LCP', 'INP', 'CLS'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** The largest body the endpoint reads; a larger one is refused before it is parsed. */
export const VITALS_MAX_BODY_BYTES = 2048;
/** Reports one address may send per minute. */
export const VITALS_PER_MINUTE = 10;

/** Upper bounds of a believable value: LCP and INP in milliseconds, CLS unitless. */
const METRIC_MAX: Record<VitalsMetric, number> = { LCP: 120_000, INP: 60_000, CLS: 10 };

export const VitalsReport = z
  .object({
    page: z.enum(VITALS_PAGE_TYPES, { message: `must be one of: ${VITALS_PAGE_TYPES.join(', ')}` }),
    metrics: z
      .array(
        z
          .object({
            name: z.enum(VITALS_METRICS, { message: `must be one of: ${VITALS_METRICS.join(', ')}` }),
            value: z
              .number({ message: 'must be a number' })
              .finite('must be a number')
              .min(0, 'must not be negative'),
          })
          .strict()
          .superRefine((m, ctx) => {
            if (m.value > METRIC_MAX[m.name]) {
              ctx.addIssue({
                code: 'custom',
                path: ['value'],
                message: `must be at most ${METRIC_MAX[m.name]}`,
              });
            }
          }),
      )
      .min(1, 'must name at least one metric')
      .max(VITALS_METRICS.length, `must name at most ${VITALS_METRICS.length} metrics`)
      .refine((ms) => new Set(ms.map((m) => m.name)).size === ms.length, 'must not name a metric twice'),
  })
  .strict();
export type VitalsReport = z.infer<typeof VitalsReport>;

export const AdminVitalsQuery = z
  .object({
    days: z
      .union([z.literal('7'), z.literal('28')])
      .default('28')
      .transform(Number),
  })
  .strict();

/** One page type's 75th percentiles over the period (null when no visitor sent that metric). */
export const VitalsRow = z.object({
  page: z.enum(VITALS_PAGE_TYPES),
  lcpMs: z.number().nullable(),
  inpMs: z.number().nullable(),
  cls: z.number().nullable(),
  samples: z.number().int(),
});
export const AdminVitals = z.object({ days: z.number().int(), rows: z.array(VitalsRow) });
export type AdminVitals = z.infer<typeof AdminVitals>;

/** Which page type a storefront path is (a Hindi twin under /hi/ counts with its English page). */
export function pageTypeOf(pathname: string, search = ''): VitalsPageType {
  const path = pathname.replace(/^\/hi(?=\/|$)/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/products') return new URLSearchParams(search).get('search') ? 'search' : 'products';
  if (path === '/product/comparison') return 'comparison';
  if (/^\/product\/\d+$/.test(path)) return 'product';
  if (/^\/category\/[^/]+$/.test(path)) return 'category';
  if (path === '/vendors') return 'manufacturers';
  if (/^\/vendor\/profile\/[^/]+$/.test(path)) return 'manufacturer';
  return 'other';
}
