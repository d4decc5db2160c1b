import type {
  ManufacturerAnalytics,
  ManufacturerAnalyticsProduct,
  ManufacturerAnalyticsWindow,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { BarChart3, Clock, ExternalLink, Eye, Inbox, PackagePlus, Send, ShoppingBag, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  DataTable,
  DataTableSearch,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { ListLoadError } from '@/components/page-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { useManufacturerAnalytics, useManufacturerProductAnalytics } from '../api/manufacturer-insights';
import { QuoteActivityChart, ViewsChart } from '../components/analytics-charts';
import { StatTile } from '../components/stat-tile';
import { formatCount, formatDay, formatReplyTime } from '../lib/format-insights';

/**
 * D22: the manufacturer's analytics, the screen the spec only links to. Views, quote requests,
 * replies and orders per day over 30 or 90 days, for all products or one chosen in the table;
 * median first-reply time. The window and the product live in the URL (?days=90&productId=12).
 */
export function ManufacturerAnalyticsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days: ManufacturerAnalyticsWindow = searchParams.get('days') === '90' ? 90 : 30;
  const rawProduct = Number.parseInt(searchParams.get('productId') ?? '', 10);
  const productId = Number.isInteger(rawProduct) && rawProduct > 0 ? rawProduct : undefined;
  const analytics = useManufacturerAnalytics(days, productId);
  const t = useT();

  const update = (changes: Record<string, string | undefined>) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  const chooseProduct = (id: number | undefined) => {
    update({ productId: id === undefined ? undefined : String(id) });
    window.scrollTo({
      top: 0,
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  };

  return (
    <>
      <PageHeader
        title={t('Analytics')}
        description={t('Product views, quote requests, replies and orders, counted day by day (India time).')}
        variant="panel"
        actions={
          <WindowToggle days={days} onChange={(d) => update({ days: d === 30 ? undefined : String(d) })} />
        }
      />
      {analytics.isError && !analytics.data ? (
        <div className="mt-6">
          <ListLoadError subject={t('Your analytics')} onRetry={() => analytics.refetch()} />
        </div>
      ) : (
        <Overview
          data={analytics.data}
          loading={analytics.isPending}
          onClearProduct={() => chooseProduct(undefined)}
        />
      )}
      <ProductTable days={days} selectedId={productId} onChoose={chooseProduct} />
    </>
  );
}

function WindowToggle({
  days,
  onChange,
}: {
  days: ManufacturerAnalyticsWindow;
  onChange(days: ManufacturerAnalyticsWindow): void;
}) {
  const t = useT();
  return (
    <fieldset className="inline-flex rounded-md border border-stone-300 bg-white p-0.5 shadow-xs">
      <legend className="sr-only">{t('Period')}</legend>
      {([30, 90] as const).map((d) => (
        <button
          key={d}
          type="button"
          aria-pressed={days === d}
          onClick={() => onChange(d)}
          className={cn(
            'h-9 rounded-[5px] px-4 text-sm font-medium transition-colors duration-150',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700',
            days === d ? 'bg-granite-black text-white' : 'text-stone-700 hover:bg-stone-100',
          )}
        >
          {t('{count} days', { count: d })}
        </button>
      ))}
    </fieldset>
  );
}

function Overview({
  data,
  loading,
  onClearProduct,
}: {
  data: ManufacturerAnalytics | undefined;
  loading: boolean;
  onClearProduct(): void;
}) {
  const t = data?.totals;
  const quiet = t && t.views + t.quoteRequests + t.replies + t.orders === 0;
  const tr = useT();
  const locale = useLocale();
  return (
    <>
      <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-stone-600">
        {data ? (
          <span>
            {formatDay(data.from, true, locale)} – {formatDay(data.to, true, locale)}
          </span>
        ) : (
          <Skeleton className="h-5 w-48" />
        )}
        {data?.product && (
          <span className="inline-flex items-center gap-1 rounded-full border border-copper-200 bg-copper-50 py-0.5 pr-1 pl-3 text-copper-900">
            {data.product.name}
            <button
              type="button"
              onClick={onClearProduct}
              aria-label={tr('Show all products')}
              className="rounded-full p-1 hover:bg-copper-100 focus-visible:outline-2 focus-visible:outline-copper-700"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        )}
        {data && !data.product && <span>{tr('All products')}</span>}
      </div>
      <section aria-label={tr('Totals')} className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        <StatTile
          icon={Eye}
          label={tr('Product views')}
          value={t ? formatCount(t.views) : '—'}
          loading={loading}
        />
        <StatTile
          icon={Inbox}
          label={tr('Quote requests')}
          value={t ? formatCount(t.quoteRequests) : '—'}
          note={tr('Forwarded to you')}
          loading={loading}
        />
        <StatTile
          icon={Send}
          label={tr('Replies')}
          value={t ? formatCount(t.replies) : '—'}
          note={tr('First replies sent')}
          loading={loading}
        />
        <StatTile
          icon={ShoppingBag}
          label={tr('Orders')}
          value={t ? formatCount(t.orders) : '—'}
          loading={loading}
        />
        <StatTile
          icon={Clock}
          label={tr('Median first reply')}
          value={t ? formatReplyTime(t.medianFirstReplyMinutes, locale) : '—'}
          note={tr('Requests of this period')}
          loading={loading}
          className="col-span-2 lg:col-span-1"
        />
      </section>
      {quiet && (
        <p className="mt-4 rounded-lg border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-600">
          {tr(
            'Nothing to count in this period yet. Views are counted when buyers open your product pages (your own visits and search-engine robots are left out); requests appear once our team forwards them to you.',
          )}
        </p>
      )}
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <ChartCard
          title={tr('Product views per day')}
          summary={
            t
              ? tr('{views} product views in {days} days', { views: formatCount(t.views), days: data!.days })
              : undefined
          }
        >
          {data ? <ViewsChart series={data.series} /> : <Skeleton className="h-[260px] w-full" />}
        </ChartCard>
        <ChartCard
          title={tr('Quote requests, replies and orders per day')}
          summary={
            t
              ? tr('{requests} quote requests, {replies} replies and {orders} orders in {days} days', {
                  requests: formatCount(t.quoteRequests),
                  replies: formatCount(t.replies),
                  orders: formatCount(t.orders),
                  days: data!.days,
                })
              : undefined
          }
        >
          {data ? <QuoteActivityChart series={data.series} /> : <Skeleton className="h-[260px] w-full" />}
        </ChartCard>
      </div>
    </>
  );
}

function ChartCard({ title, summary, children }: { title: string; summary?: string; children: ReactNode }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="font-semibold">{title}</h2>
      {/* The chart is drawn for the eye; its totals are read out instead. */}
      <div role="img" aria-label={summary ?? title} className="mt-4">
        {children}
      </div>
    </Card>
  );
}

function ProductTable({
  days,
  selectedId,
  onChoose,
}: {
  days: ManufacturerAnalyticsWindow;
  selectedId: number | undefined;
  onChoose(id: number | undefined): void;
}) {
  const params = useTableParams({ pageSize: 10, sort: 'views', dir: 'desc' }, 'p_');
  const query = useManufacturerProductAnalytics(days, params.query);
  const { confirm, dialog } = useConfirm();
  const noProducts = query.data?.total === 0 && !params.get('q');
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();

  const columns: ColumnDef<ManufacturerAnalyticsProduct>[] = [
    {
      id: 'name',
      header: t('Product'),
      enableSorting: true,
      meta: { primary: true },
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-2">
          <button
            type="button"
            onClick={() => onChoose(row.original.id)}
            aria-pressed={row.original.id === selectedId}
            className="text-left font-medium text-granite-black hover:text-copper-800 hover:underline focus-visible:outline-2 focus-visible:outline-copper-700"
          >
            {row.original.name}
          </button>
          {row.original.status === 'suspended' && <Badge variant="danger">{t('Suspended')}</Badge>}
        </div>
      ),
    },
    ...(
      [
        ['views', t('Views')],
        ['quoteRequests', t('Quote requests')],
        ['replies', t('Replies')],
        ['orders', t('Orders')],
      ] as const
    ).map(
      ([id, header]): ColumnDef<ManufacturerAnalyticsProduct> => ({
        id,
        header,
        enableSorting: true,
        meta: { align: 'right', className: 'tabular-nums' },
        cell: ({ row }) => formatCount(row.original[id]),
      }),
    ),
    {
      id: 'medianFirstReply',
      header: t('Median first reply'),
      enableSorting: true,
      meta: { align: 'right', className: 'tabular-nums whitespace-nowrap' },
      cell: ({ row }) => formatReplyTime(row.original.medianFirstReplyMinutes, locale),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('Actions')}</span>,
      cell: ({ row }) => (
        <RowActions
          label={row.original.name}
          confirm={confirm}
          actions={[
            {
              label: t('Show in charts'),
              icon: <BarChart3 aria-hidden="true" />,
              onSelect: () => onChoose(row.original.id),
            },
            {
              label: t('Open product page'),
              icon: <ExternalLink aria-hidden="true" />,
              hidden: row.original.status !== 'active',
              onSelect: () => window.open(lp(`/product/${row.original.id}`), '_blank', 'noopener'),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <section aria-labelledby="per-product" className="mt-10">
      <h2 id="per-product" className="text-lg font-semibold">
        {t('Per product')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('The last {days} days. Choose a product to see its own figures in the charts above.', { days })}
      </p>
      <div className="mt-4">
        {noProducts ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center">
            <p className="font-semibold">{t('Add your first product')}</p>
            <p className="mt-1.5 max-w-sm text-sm text-stone-600">
              {t(
                'Analytics counts the views, quote requests and orders of your products. List one to begin.',
              )}
            </p>
            <Button asChild size="sm" className="mt-4">
              <Link to={lp('/vendor/products')}>
                <PackagePlus aria-hidden="true" />
                {t('Add your first product')}
              </Link>
            </Button>
          </Card>
        ) : (
          <>
            <DataTableToolbar>
              <DataTableSearch params={params} label={t('Search products')} placeholder={t('Product name')} />
            </DataTableToolbar>
            <DataTable
              caption={t('Products with their views, quote requests, replies and orders')}
              columns={columns}
              rows={query.data?.items}
              total={query.data?.total ?? 0}
              params={params}
              getRowId={(r) => String(r.id)}
              isLoading={query.isPending}
              isError={query.isError}
              onRetry={() => query.refetch()}
              empty={{ title: t('No products found matching your search criteria') }}
              highlightRow={(r) => r.id === selectedId}
            />
          </>
        )}
      </div>
      {dialog}
    </section>
  );
}
