import { MANUFACTURER_QUOTE_FILTERS, type ManufacturerQuoteRow, unitLabel } from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Clock, MessageSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  DataTableToolbar,
  useTableParams,
} from '@/components/data-table';
import { formatMoney, formatWhen, sqft } from '@/components/quote-lifecycle/format';
import { OrderStatusBadge, QuoteStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { msg, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { useManufacturerQuotes } from '../api/manufacturer-quotes';
import { OpenRequirements } from '../components/open-requirements';
import { formatWhenHindi, waitingForIn } from '../lib/format-insights';

const FILTER_LABELS: Record<(typeof MANUFACTURER_QUOTE_FILTERS)[number], string> = {
  unanswered: msg('Waiting for your quote'),
  responded: msg('Quoted'),
  accepted: msg('Accepted'),
  declined: msg('Declined'),
  closed: msg('Closed'),
};

/** The manufacturer's inbox of forwarded quote requests, unanswered first (D17). */
export function ManufacturerQuotesPage() {
  const params = useTableParams({ pageSize: 10 });
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'requirements' ? 'requirements' : 'requests';
  const query = useManufacturerQuotes(params.query);
  const filtered = Boolean(params.get('q') || params.get('status'));
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const filterOptions = MANUFACTURER_QUOTE_FILTERS.map((value) => ({
    value,
    label: t(FILTER_LABELS[value]),
  }));
  const when = (iso: string) => (locale === 'hi' ? formatWhenHindi(iso) : formatWhen(iso));

  const columns: ColumnDef<ManufacturerQuoteRow>[] = [
    {
      id: 'request',
      header: t('Request'),
      meta: { primary: true },
      cell: ({ row }) => {
        const q = row.original;
        return (
          <div className="min-w-0 md:max-w-64">
            <Link
              to={lp(`/vendor/quotes/${q.id}`)}
              className="block truncate font-medium text-granite-black hover:text-copper-800 hover:underline"
            >
              #{q.id} · {q.productName}
            </Link>
            <p className="truncate text-xs text-stone-600">
              {q.customerName} · {t(q.materialQuality)}, {t(q.productType)}
            </p>
          </div>
        );
      },
    },
    {
      id: 'quantity',
      header: t('Quantity'),
      cell: ({ row }) => (
        <div>
          <p className="tabular-nums">{sqft(row.original.quantitySqft, locale, row.original.quantityUnit)}</p>
          <p className="text-xs text-stone-600">
            {row.original.deliveryCity} {row.original.deliveryPin}
          </p>
        </div>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: ({ row }) => {
        const q = row.original;
        return (
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <QuoteStatusBadge
                status={q.status}
                label={q.status === 'forwarded' ? t('Needs your quote') : undefined}
              />
              {q.orderStatus && <OrderStatusBadge status={q.orderStatus} />}
              {q.unreadMessages > 0 && (
                <Badge variant="accent">
                  <MessageSquare aria-hidden="true" />
                  {t('{count, plural, one {# new message} other {# new messages}}', {
                    count: q.unreadMessages,
                  })}
                </Badge>
              )}
            </div>
            <p className="text-xs text-stone-600 sm:whitespace-nowrap">
              {t('Received {when}', { when: when(q.forwardedAt ?? q.createdAt) })}
            </p>
            {q.overdue && q.forwardedAt && (
              <p className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
                <Clock aria-hidden="true" className="size-3" />
                {t('Waiting {time}', { time: waitingForIn(q.forwardedAt, locale) })}
              </p>
            )}
          </div>
        );
      },
    },
    {
      id: 'quote',
      header: t('Your quote'),
      meta: { align: 'right' },
      cell: ({ row }) => {
        const r = row.original.latestReply;
        if (!r) return <span className="text-stone-500">{t('Not sent')}</span>;
        return (
          <div className="tabular-nums">
            <p className="font-medium">
              {formatMoney(r.pricePaise, r.currency)}/{unitLabel('sqft', locale)}
            </p>
            <p className="text-xs text-stone-600">
              {t('{amount} landed', { amount: formatMoney(r.landed.totalPaise, r.currency) })}
              {r.revision > 1 && ` · ${t('rev. {revision}', { revision: r.revision })}`}
            </p>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('Actions')}</span>,
      cell: ({ row }) => (
        <Button asChild size="sm" variant={row.original.status === 'forwarded' ? 'primary' : 'secondary'}>
          <Link
            to={lp(`/vendor/quotes/${row.original.id}`)}
            aria-label={t('Open quote request #{id}', { id: row.original.id })}
          >
            {row.original.status === 'forwarded' ? t('Reply') : t('Open')}
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t('Quote Requests')}
        description={t(
          'Requests buyers sent to you. Reply with your price, GST, freight, lead time and validity; buyers compare the replies they get.',
        )}
        variant="panel"
      />
      {/* D38: open requirements matching this manufacturer's stock, beside the requests sent to it. */}
      <Tabs
        className="mt-8"
        value={tab}
        onValueChange={(value) =>
          setSearch(value === 'requirements' ? { tab: value } : {}, { replace: true })
        }
      >
        <TabsList aria-label={t('Quote request sections')}>
          <TabsTrigger value="requests">{t('Quote requests')}</TabsTrigger>
          <TabsTrigger value="requirements">{t('Open requirements')}</TabsTrigger>
        </TabsList>
        <TabsContent value="requirements">
          <OpenRequirements />
        </TabsContent>
        <TabsContent value="requests">
          <div>
            <DataTableToolbar>
              <DataTableSearch
                params={params}
                label={t('Search quote requests')}
                placeholder={t('#id, product, buyer or city')}
              />
              <DataTableFilter
                params={params}
                name="status"
                label={t('Status')}
                allLabel={t('All requests')}
                options={filterOptions}
              />
            </DataTableToolbar>
            <DataTable
              caption={t('Quote requests')}
              columns={columns}
              rows={query.data?.items}
              total={query.data?.total ?? 0}
              params={params}
              getRowId={(q) => String(q.id)}
              isLoading={query.isPending}
              isError={query.isError}
              onRetry={() => void query.refetch()}
              highlightRow={(q) => q.overdue}
              empty={
                filtered
                  ? { title: t('No quote requests found'), description: t('Try another search or status.') }
                  : {
                      title: t('No quote requests yet'),
                      description: t(
                        'When a buyer asks for a quote on one of your products, the request appears here and we tell you by e-mail.',
                      ),
                    }
              }
            />
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}
