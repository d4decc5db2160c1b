import { formatINR, type ManufacturerDashboard } from '@granite/shared';
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
import { useManufacturerDashboard } from '../api/manufacturer-insights';
import { AccountStatusBanner } from '../components/account-status-banner';
import { StatTile } from '../components/stat-tile';
import { formatCount, formatRate, formatReplyTime } from '../lib/format-insights';

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
  const businessName =
    data?.manufacturers.map((m) => m.businessName).join(', ') ??
    session?.vendors.map((v) => v.businessName).join(', ') ??
    session?.vendorApplication?.businessName;

  return (
    <>
      <PageHeader
        title={businessName ? `Welcome, ${businessName}` : 'Vendor Dashboard'}
        documentTitle="Vendor Dashboard"
        description="Your products, quote requests and orders at a glance."
        variant="panel"
        actions={
          approved && (
            <>
              <Button variant="secondary" asChild>
                <Link to="/vendor/analytics">
                  <BarChart3 aria-hidden="true" />
                  Analytics
                </Link>
              </Button>
              <Button asChild>
                <Link to="/vendor/products">
                  <PackagePlus aria-hidden="true" />
                  My Products
                </Link>
              </Button>
            </>
          )
        }
      />
      <AccountStatusBanner />
      {approved && isError ? (
        <div className="mt-6">
          <ListLoadError subject="Your dashboard" onRetry={() => refetch()} />
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
          Your figures appear here once your manufacturer account is approved: products listed, quote
          requests, quotes sent, orders and your reply times. Meanwhile, read the{' '}
          <Link to="/vendor/guidelines" className="font-medium text-copper-700 hover:underline">
            Vendor Guidelines
          </Link>{' '}
          and the{' '}
          <Link to="/vendor/faq" className="font-medium text-copper-700 hover:underline">
            Vendor FAQ
          </Link>
          .
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
  return (
    <section aria-label="Figures" className="mt-6 space-y-3 sm:space-y-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatTile
          icon={Package}
          label="Total Products"
          value={f ? formatCount(f.productsTotal) : dash}
          note={f ? `${formatCount(f.productsListed)} in the catalogue` : 'In the catalogue'}
          loading={loading}
        />
        <StatTile
          icon={ShoppingBag}
          label="Orders"
          value={f ? formatCount(f.orders) : dash}
          note="From accepted quotes"
          loading={loading}
        />
        <StatTile
          icon={IndianRupee}
          label="Total Sales"
          value={f ? formatINR(f.totalSalesPaise) : dash}
          note="Delivered orders, with GST and freight"
          loading={loading}
        />
        <StatTile
          icon={Percent}
          label="Conversion Rate"
          value={f ? formatRate(f.conversionRate) : dash}
          note="Accepted ÷ answered quote requests"
          loading={loading}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        <StatTile
          icon={Inbox}
          label="Open quote requests"
          value={f ? formatCount(f.openQuoteRequests) : dash}
          note="Awaiting your reply"
          loading={loading}
        />
        <StatTile
          icon={Send}
          label="Quotes sent"
          value={f ? formatCount(f.quotesSent) : dash}
          note={f ? `Of ${formatCount(f.quoteRequests)} requests received` : 'Requests answered'}
          loading={loading}
        />
        <StatTile
          icon={Clock}
          label="Median first reply"
          value={f ? formatReplyTime(f.medianFirstReplyMinutes) : dash}
          note="From forwarding to your first reply"
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
  unconfirmed: { label: 'E-mail not confirmed', variant: 'neutral' },
  pending: { label: 'Pending', variant: 'neutral' },
  forwarded: { label: 'Awaiting reply', variant: 'warning' },
  responded: { label: 'Quote sent', variant: 'accent' },
  accepted: { label: 'Accepted', variant: 'success' },
  declined: { label: 'Declined', variant: 'danger' },
  closed: { label: 'Closed', variant: 'neutral' },
};

const dateTime = (iso: string) =>
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
  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <h2 className="font-semibold">Recent quote requests</h2>
        {items.length > 0 ? (
          <Link to="/vendor/quotes" className="text-sm font-medium text-copper-700 hover:underline">
            All quote requests
          </Link>
        ) : (
          <FileText aria-hidden="true" className="size-4 text-stone-400" />
        )}
      </div>
      {loading ? (
        <ListSkeleton />
      ) : items.length === 0 ? (
        <EmptyBox
          title="No quote requests yet"
          text="Requests reach you here once our team forwards them. Complete product details and good photographs help buyers choose you."
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
                    to={`/vendor/quotes/${r.id}`}
                    className="block truncate font-medium text-granite-black hover:text-copper-800 hover:underline"
                  >
                    {r.productName}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {r.customerName} · {formatCount(r.quantitySqft)} sq.ft · {r.deliveryCity}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3 text-sm text-stone-500 sm:flex-col sm:items-end sm:gap-1">
                  <Badge variant={badge.variant}>{badge.label}</Badge>
                  <time dateTime={r.receivedAt}>{dateTime(r.receivedAt)}</time>
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
  return (
    <Card className={className}>
      <div className="flex items-center justify-between gap-3 border-b border-stone-200 px-5 py-4">
        <h2 className="font-semibold">Top products</h2>
        <span className="text-xs text-stone-500">Last 30 days</span>
      </div>
      {loading ? (
        <ListSkeleton />
      ) : noProducts ? (
        <EmptyBox
          title="Add your first product"
          text="List a granite with its price per sq.ft, specifications and photographs; buyers can then find it and ask you for a quote."
          action={
            <Button asChild size="sm">
              <Link to="/vendor/products">
                <PackagePlus aria-hidden="true" />
                Add your first product
              </Link>
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyBox
          title="No views or requests in the last 30 days"
          text="Products appear here once buyers open their pages or ask for quotes."
        />
      ) : (
        <ol className="divide-y divide-stone-100">
          {items.map((p, index) => (
            <li key={p.id} className="flex items-center gap-3 px-5 py-3">
              <span className="w-5 text-sm font-semibold text-stone-400 tabular-nums">{index + 1}</span>
              <Link
                to={`/product/${p.id}`}
                className="min-w-0 flex-1 truncate font-medium text-granite-black hover:text-copper-800 hover:underline"
              >
                {p.name}
              </Link>
              <span className="flex shrink-0 items-center gap-3 text-sm text-stone-600 tabular-nums">
                <span className="inline-flex items-center gap-1" title="Views">
                  <Eye aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Views: </span>
                  {formatCount(p.views)}
                </span>
                <span className="inline-flex items-center gap-1" title="Quote requests">
                  <Inbox aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">Quote requests: </span>
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
            to="/vendor/analytics"
            className="inline-flex items-center gap-1 text-sm font-medium text-copper-700 hover:underline"
          >
            All products in Analytics
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
