import { formatINR, formatShortRupees, type ManufacturerDashboard, unitLabel } from '@granite/shared';
import {
  ArrowRight,
  BarChart3,
  Clock,
  Eye,
  FileText,
  Inbox,
  IndianRupee,
  Package,
  PackagePlus,
  Percent,
  Send,
  ShoppingBag,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListLoadError } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/auth/session';
import { type Locale, msg, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { useManufacturerDashboard } from '../api/manufacturer-insights';
import { AccountStatusBanner } from '../components/account-status-banner';
import { StatTile } from '../components/stat-tile';
import { formatCount, formatRate, formatReplyTime, formatWhenHindi } from '../lib/format-insights';

/**
 * Admin spec 2 "Manufacturer panel" dashboard with real figures (D10): every number comes from
 * GET /api/v1/vendor/dashboard. An applicant not yet approved sees the panel's shape with the
 * account status banner and dashes, never sample values.
 */
export function ManufacturerDashboardPage() {
  const state = useSession();
  const session = state.status === 'signed-in' ? state.session : null;
  const approved = Boolean(session?.roles.includes('vendor'));
  const { data, isPending, isError, refetch } = useManufacturerDashboard(approved);
  const t = useT();
  const lp = useLocalePath();
  const businessName =
    data?.manufacturers.map((m) => m.businessName).join(', ') ??
    session?.vendors.map((v) => v.businessName).join(', ') ??
    session?.vendorApplication?.businessName;

  return (
    <>
      <PageHeader
        title={businessName ? t('Welcome, {businessName}', { businessName }) : t('Vendor Dashboard')}
        documentTitle={t('Vendor Dashboard')}
        description={t('Your products, quote requests and orders at a glance.')}
        variant="panel"
        actions={
          approved && (
            <>
              <Button variant="secondary" asChild>
                <Link to={lp('/vendor/analytics')}>
                  <BarChart3 aria-hidden="true" />
                  {t('Analytics')}
                </Link>
              </Button>
              <Button asChild>
                <Link to={lp('/vendor/products')}>
                  <PackagePlus aria-hidden="true" />
                  {t('My Products')}
                </Link>
              </Button>
            </>
          )
        }
      />
      <AccountStatusBanner />
      {approved && isError ? (
        <div className="mt-6">
          <ListLoadError subject={t('Your dashboard')} onRetry={() => refetch()} />
        </div>
      ) : (
        <Figures data={data} loading={approved && isPending} />
      )}
      {approved && !isError && (
        // min-w-0: a grid item is otherwise as wide as its longest unbroken line, and a truncated
        // product name ("Black Galaxy Polished Slab" beside its badge) widened the page at 360 px.
        <div className="mt-6 grid gap-6 lg:grid-cols-5">
          <RecentRequests data={data} loading={isPending} className="min-w-0 lg:col-span-3" />
          <TopProducts data={data} loading={isPending} className="min-w-0 lg:col-span-2" />
        </div>
      )}
      {!approved && (
        <p className="mt-6 rounded-lg border border-dashed border-stone-300 bg-white p-5 text-sm text-stone-600">
          {t(
            'Your figures appear here once your manufacturer account is approved: products listed, quote requests, quotes sent, orders and your reply times.',
          )}{' '}
          {t('Meanwhile, read the')}{' '}
          <Link to={lp('/vendor/guidelines')} className="font-medium text-copper-700 hover:underline">
            {t('Vendor Guidelines')}
          </Link>{' '}
          {t('and the')}{' '}
          <Link to={lp('/vendor/faq')} className="font-medium text-copper-700 hover:underline">
            {t('Vendor FAQ')}
          </Link>
          {t('.')}
        </p>
      )}
    </>
  );
}

/**
 * The spec's four tiles first (Total Products, Orders, Total Sales, Conversion Rate), then the
 * trade's own: open requests, quotes sent, median first reply. Every figure is counted (D10).
 */
function Figures({ data, loading }: { data: ManufacturerDashboard | undefined; loading: boolean }) {
  const f = data?.figures;
  const dash = '—';
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-label={t('Figures')} className="mt-6 space-y-3 sm:space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile
          icon={Package}
          label={t('Total Products')}
          value={f ? formatCount(f.productsTotal) : dash}
          note={
            f
              ? t('{count} in the catalogue', { count: formatCount(f.productsListed) })
              : t('In the catalogue')
          }
          loading={loading}
        />
        <StatTile
          icon={ShoppingBag}
          label={t('Orders')}
          value={f ? formatCount(f.orders) : dash}
          note={t('From accepted quotes')}
          loading={loading}
        />
        <StatTile
          icon={IndianRupee}
          label={t('Total Sales')}
          value={
            f
              ? locale === 'hi'
                ? formatShortRupees(f.totalSalesPaise, locale)
                : formatINR(f.totalSalesPaise)
              : dash
          }
          note={t('Delivered orders, with GST and freight')}
          loading={loading}
        />
        <StatTile
          icon={Percent}
          label={t('Conversion Rate')}
          value={f ? formatRate(f.conversionRate) : dash}
          note={t('Accepted ÷ answered quote requests')}
          loading={loading}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatTile
          icon={Inbox}
          label={t('Open quote requests')}
          value={f ? formatCount(f.openQuoteRequests) : dash}
          note={t('Awaiting your reply')}
          loading={loading}
        />
        <StatTile
          icon={Send}
          label={t('Quotes sent')}
          value={f ? formatCount(f.quotesSent) : dash}
          note={
            f
              ? t('Of {count} requests received', { count: formatCount(f.quoteRequests) })
              : t('Requests answered')
          }
          loading={loading}
        />
        <StatTile
          icon={Clock}
          label={t('Median first reply')}
          value={f ? formatReplyTime(f.medianFirstReplyMinutes, locale) : dash}
          note={t('From forwarding to your first reply')}
          loading={loading}
          className="col-span-2 lg:col-span-1"
        />
      </div>
    </section>
  );
}

const STATUS_BADGE: Record<
  ManufacturerDashboard['recentQuoteRequests'][number]['status'],
  { label: string; variant: 'warning' | 'accent' | 'success' | 'neutral' | 'danger' }
> = {
  unconfirmed: { label: msg('E-mail not confirmed'), variant: 'neutral' },
  pending: { label: msg('Pending'), variant: 'neutral' },
  forwarded: { label: msg('Awaiting reply'), variant: 'warning' },
  responded: { label: msg('Quote sent'), variant: 'accent' },
  accepted: { label: msg('Accepted'), variant: 'success' },
  declined: { label: msg('Declined'), variant: 'danger' },
  closed: { label: msg('Closed'), variant: 'neutral' },
};

const dateTime = (iso: string, locale: Locale) => (locale === 'hi' ? formatWhenHindi(iso) : dateTimeEn(iso));
const dateTimeEn = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });

function RecentRequests({
  data,
  loading,
  className,
}: {
  data: ManufacturerDashboard | undefined;
  loading: boolean;
  className?: string;
}) {
  const items = data?.recentQuoteRequests ?? [];
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <h2 className="font-semibold">{t('Recent quote requests')}</h2>
        {items.length > 0 ? (
          <Link to={lp('/vendor/quotes')} className="text-sm font-medium text-copper-700 hover:underline">
            {t('All quote requests')}
          </Link>
        ) : (
          <FileText aria-hidden="true" className="size-4 text-stone-400" />
        )}
      </div>
      {loading ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <EmptyBox
          title={t('No quote requests yet')}
          text={t(
            'Requests reach you here once our team forwards them. Complete product details and good photographs help buyers choose you.',
          )}
        />
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((r) => {
            const badge = STATUS_BADGE[r.status];
            return (
              <li
                key={r.id}
                className="flex flex-col gap-1 px-5 py-3.5 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <Link
                    to={lp(`/vendor/quotes/${r.id}`)}
                    className="block truncate font-medium text-granite-black hover:text-copper-800 hover:underline"
                  >
                    {r.productName}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {r.customerName} · {formatCount(r.quantitySqft)} {unitLabel('sqft', locale)} ·{' '}
                    {r.deliveryCity}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3 text-sm text-stone-500 sm:flex-col sm:items-end sm:gap-1">
                  <Badge variant={badge.variant}>{t(badge.label)}</Badge>
                  <time dateTime={r.receivedAt}>{dateTime(r.receivedAt, locale)}</time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function TopProducts({
  data,
  loading,
  className,
}: {
  data: ManufacturerDashboard | undefined;
  loading: boolean;
  className?: string;
}) {
  const items = data?.topProducts ?? [];
  const noProducts = data?.figures.productsTotal === 0;
  const t = useT();
  const lp = useLocalePath();
  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <h2 className="font-semibold">{t('Top products')}</h2>
        <span className="text-xs text-stone-500">{t('Last 30 days')}</span>
      </div>
      {loading ? (
        <ListSkeleton />
      ) : noProducts ? (
        <EmptyBox
          title={t('Add your first product')}
          text={t(
            'List a granite with its price per sq.ft, specifications and photographs; buyers can then find it and ask you for a quote.',
          )}
          action={
            <Button asChild size="sm">
              <Link to={lp('/vendor/products')}>
                <PackagePlus aria-hidden="true" />
                {t('Add your first product')}
              </Link>
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyBox
          title={t('No views or requests in the last 30 days')}
          text={t('Products appear here once buyers open their pages or ask for quotes.')}
        />
      ) : (
        <ol className="divide-y divide-stone-100">
          {items.map((p, index) => (
            <li key={p.id} className="flex items-center gap-3 px-5 py-3">
              <span className="w-5 text-sm font-semibold text-stone-400 tabular-nums">{index + 1}</span>
              <Link
                to={lp(`/product/${p.id}`)}
                className="min-w-0 flex-1 truncate font-medium text-granite-black hover:text-copper-800 hover:underline"
              >
                {p.name}
              </Link>
              <span className="flex shrink-0 items-center gap-3 text-sm text-stone-600 tabular-nums">
                <span className="inline-flex items-center gap-1" title={t('Views')}>
                  <Eye aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('Views:')} </span>
                  {formatCount(p.views)}
                </span>
                <span className="inline-flex items-center gap-1" title={t('Quote requests')}>
                  <Inbox aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">{t('Quote requests:')} </span>
                  {formatCount(p.quoteRequests)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {!loading && !noProducts && (
        <div className="border-t border-stone-200 px-5 py-3">
          <Link
            to={lp('/vendor/analytics')}
            className="inline-flex items-center gap-1 text-sm font-medium text-copper-700 hover:underline"
          >
            {t('All products in Analytics')}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </Card>
  );
}

function EmptyBox({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-6 py-10 text-center">
      <p className="font-semibold text-granite-black">{title}</p>
      <p className="mt-1.5 max-w-sm text-sm text-stone-600">{text}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-3 p-5">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-10 w-full" />
      ))}
    </div>
  );
}
