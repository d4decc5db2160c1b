import { MANUFACTURER_QUOTE_FILTERS, type ManufacturerQuoteRow } from '@granite/shared';
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
import { formatMoney, formatWhen, sqft, waitingFor } from '@/components/quote-lifecycle/format';
import { OrderStatusBadge, QuoteStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useManufacturerQuotes } from '../api/manufacturer-quotes';
import { OpenRequirements } from '../components/open-requirements';

const FILTER_LABELS: Record<(typeof MANUFACTURER_QUOTE_FILTERS)[number], string> = {
  unanswered: 'Waiting for your quote',
  responded: 'Quoted',
  accepted: 'Accepted',
  declined: 'Declined',
  closed: 'Closed',
};
const FILTER_OPTIONS = MANUFACTURER_QUOTE_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }));

/** The manufacturer's inbox of forwarded quote requests, unanswered first (D17). */
export function ManufacturerQuotesPage() {
  const params = useTableParams({ pageSize: 10 });
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'requirements' ? 'requirements' : 'requests';
  const query = useManufacturerQuotes(params.query);
  const filtered = Boolean(params.get('q') || params.get('status'));

  const columns: ColumnDef<ManufacturerQuoteRow>[] = [
    {
      id: 'request',
      header: 'Request',
      meta: { primary: true },
      cell: ({ row }) => {
        const q = row.original;
        return (
          <div className="min-w-0 md:max-w-64">
            <Link
              to={`/vendor/quotes/${q.id}`}
              className="block truncate font-medium text-granite-black hover:text-copper-800 hover:underline"
            >
              #{q.id} · {q.productName}
            </Link>
            <p className="truncate text-xs text-stone-600">
              {q.customerName} · {q.materialQuality}, {q.productType}
            </p>
          </div>
        );
      },
    },
    {
      id: 'quantity',
      header: 'Quantity',
      cell: ({ row }) => (
        <div>
          <p className="tabular-nums">{sqft(row.original.quantitySqft)}</p>
          <p className="text-xs text-stone-600">
            {row.original.deliveryCity} {row.original.deliveryPin}
          </p>
        </div>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => {
        const q = row.original;
        return (
          <div className="space-y-1">
            <div className="flex flex-wrap items-center gap-1.5">
              <QuoteStatusBadge
                status={q.status}
                label={q.status === 'forwarded' ? 'Needs your quote' : undefined}
              />
              {q.orderStatus && <OrderStatusBadge status={q.orderStatus} />}
              {q.unreadMessages > 0 && (
                <Badge variant="accent">
                  <MessageSquare aria-hidden="true" />
                  {q.unreadMessages} new {q.unreadMessages === 1 ? 'message' : 'messages'}
                </Badge>
              )}
            </div>
            <p className="text-xs whitespace-nowrap text-stone-600">
              Received {formatWhen(q.forwardedAt ?? q.createdAt)}
            </p>
            {q.overdue && q.forwardedAt && (
              <p className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
                <Clock aria-hidden="true" className="size-3" />
                Waiting {waitingFor(q.forwardedAt)}
              </p>
            )}
          </div>
        );
      },
    },
    {
      id: 'quote',
      header: 'Your quote',
      meta: { align: 'right' },
      cell: ({ row }) => {
        const r = row.original.latestReply;
        if (!r) return <span className="text-stone-500">Not sent</span>;
        return (
          <div className="tabular-nums">
            <p className="font-medium">{formatMoney(r.pricePaise)}/sq.ft</p>
            <p className="text-xs text-stone-600">
              {formatMoney(r.landed.totalPaise)} landed{r.revision > 1 && ` · rev. ${r.revision}`}
            </p>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => (
        <Button asChild size="sm" variant={row.original.status === 'forwarded' ? 'primary' : 'secondary'}>
          <Link
            to={`/vendor/quotes/${row.original.id}`}
            aria-label={`Open quote request #${row.original.id}`}
          >
            {row.original.status === 'forwarded' ? 'Reply' : 'Open'}
          </Link>
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Quote Requests"
        description="Requests buyers sent to you. Reply with your price, GST, freight, lead time and validity; buyers compare the replies they get."
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
        <TabsList aria-label="Quote request sections">
          <TabsTrigger value="requests">Quote requests</TabsTrigger>
          <TabsTrigger value="requirements">Open requirements</TabsTrigger>
        </TabsList>
        <TabsContent value="requirements">
          <OpenRequirements />
        </TabsContent>
        <TabsContent value="requests">
          <div>
            <DataTableToolbar>
              <DataTableSearch
                params={params}
                label="Search quote requests"
                placeholder="#id, product, buyer or city"
              />
              <DataTableFilter
                params={params}
                name="status"
                label="Status"
                allLabel="All requests"
                options={FILTER_OPTIONS}
              />
            </DataTableToolbar>
            <DataTable
              caption="Quote requests"
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
                  ? { title: 'No quote requests found', description: 'Try another search or status.' }
                  : {
                      title: 'No quote requests yet',
                      description:
                        'When a buyer asks for a quote on one of your products, the request appears here and we tell you by e-mail.',
                    }
              }
            />
          </div>
        </TabsContent>
      </Tabs>
    </>
  );
}
