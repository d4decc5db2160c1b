import {
  type AdminQuoteDetail,
  type AdminQuoteRow,
  canTake,
  QUOTE_LIFECYCLE_MESSAGES as M,
  QUOTE_REQUEST_LIFECYCLE,
  QUOTE_STATUSES,
  type QuoteMessageView,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { AlertTriangle, Clock, Eye, Forward, Lock, XCircle } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import {
  DataTable,
  DataTableFilter,
  DataTableSearch,
  DataTableToolbar,
  RowActions,
  type TableParams,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { OrderDocuments } from '@/components/order-documents';
import {
  formatDateTime,
  formatMoney,
  formatWhen,
  sqft,
  waitingFor,
} from '@/components/quote-lifecycle/format';
import { OrderSummary } from '@/components/quote-lifecycle/order-summary';
import { ReplyHistory } from '@/components/quote-lifecycle/reply-history';
import { RequestFacts } from '@/components/quote-lifecycle/request-facts';
import { OrderStatusBadge, QuoteStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { PageHeader } from '@/components/ui/page-header';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useAdminManufacturers } from '../api/admin-manufacturers';
import {
  useAdminQuote,
  useAdminQuotes,
  useCloseQuote,
  useForwardQuote,
  useQuoteSettings,
  useUpdateQuoteSettings,
} from '../api/admin-quotes';

const STATUS_LABELS: Record<(typeof QUOTE_STATUSES)[number], string> = {
  unconfirmed: 'E-mail not confirmed',
  pending: 'Pending',
  forwarded: 'Forwarded',
  responded: 'Responded',
  accepted: 'Accepted',
  declined: 'Declined',
  closed: 'Closed',
};
const STATUS_OPTIONS = QUOTE_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const WAITING_OPTIONS = [{ value: '1', label: 'Waiting over 24 hours' }];

const closeConfirm = (row: { id: number; productName: string }) => ({
  title: `Close quote request #${row.id}?`,
  description: `The buyer and, if it was forwarded, the manufacturer are told that the request for ${row.productName} is closed, with your reason.`,
  confirmLabel: 'Close request',
  reason: {
    label: 'Reason',
    required: true,
    requiredMessage: 'Please give a reason for closing the request',
    maxLength: 500,
  },
});

/** The Quote Requests tab: filters, the 24-hour queue, forwarding and closing (D17). */
export function AdminQuoteRequestsPage() {
  // The open request's drawer is `?id=` in the address, kept out of the list's query.
  const params = useTableParams({ pageSize: 10, sort: 'createdAt', dir: 'desc', drawer: 'id' });
  const query = useAdminQuotes(params.query);
  const { confirm, dialog } = useConfirm();
  const forward = useForwardQuote();
  const close = useCloseQuote();
  const openId = params.drawerId;
  const open = params.openDrawer;
  const filtered = ['q', 'status', 'vendorId', 'from', 'to', 'waiting'].some((k) => params.get(k));

  // The spec's status toasts (storefront 10): 'Status Updated' saying which, or 'Failed to update status: …'.
  const statusToasts = (done: string) =>
    [
      () => toast.success(M.statusUpdated, { description: done }),
      (error: Error) => {
        toast.error(M.statusFailed(error.message));
        throw error;
      },
    ] as const;
  const doForward = (id: number) => forward.mutateAsync(id).then(...statusToasts(M.forwarded));
  const doClose = (id: number, reason: string) =>
    close.mutateAsync({ id, input: { reason } }).then(...statusToasts(M.closed));

  const columns: ColumnDef<AdminQuoteRow>[] = [
    {
      id: 'request',
      header: 'Request',
      meta: { primary: true },
      cell: ({ row }) => {
        const q = row.original;
        return (
          <div className="min-w-0 md:max-w-60">
            <button
              type="button"
              className="block max-w-full truncate text-left font-medium text-granite-black hover:text-copper-800 hover:underline"
              onClick={() => open(q.id)}
            >
              #{q.id} · {q.productName}
            </button>
            <p className="truncate text-xs text-stone-600">
              {q.customerName} · {sqft(q.quantitySqft)} to {q.deliveryCity} {q.deliveryPin}
            </p>
          </div>
        );
      },
    },
    {
      id: 'vendorName',
      header: 'Manufacturer',
      enableSorting: true,
      meta: { className: 'md:max-w-40' },
      cell: ({ row }) => <span className="text-granite-black">{row.original.vendorName}</span>,
    },
    {
      id: 'createdAt',
      header: 'Status',
      enableSorting: true,
      cell: ({ row }) => (
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <QuoteStatusBadge status={row.original.status} />
            {row.original.orderStatus && <OrderStatusBadge status={row.original.orderStatus} />}
          </div>
          <Received row={row.original} />
        </div>
      ),
    },
    {
      id: 'reply',
      header: 'Latest quote',
      meta: { align: 'right' },
      cell: ({ row }) => {
        const r = row.original.latestReply;
        if (!r) return <span className="text-stone-500">No reply yet</span>;
        return (
          <div className="tabular-nums">
            <p className="font-medium">{formatMoney(r.pricePaise, r.currency)}/sq.ft</p>
            <p className="text-xs text-stone-600">
              {formatMoney(r.landed.totalPaise, r.currency)} landed
              {row.original.replyCount > 1 && ` · rev. ${r.revision}`}
            </p>
          </div>
        );
      },
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const q = row.original;
        return (
          <RowActions
            label={`quote request #${q.id}`}
            confirm={confirm}
            actions={[
              { label: 'View details', icon: <Eye aria-hidden="true" />, onSelect: () => open(q.id) },
              {
                label: 'Forward to manufacturer',
                icon: <Forward aria-hidden="true" />,
                hidden: !canTake(QUOTE_REQUEST_LIFECYCLE, 'forward', q.status),
                onSelect: () => doForward(q.id),
              },
              {
                label: 'Close request',
                icon: <XCircle aria-hidden="true" />,
                destructive: true,
                hidden: !canTake(QUOTE_REQUEST_LIFECYCLE, 'close', q.status),
                confirm: closeConfirm(q),
                onSelect: (reason) => doClose(q.id, reason),
              },
            ]}
          />
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Quote Requests"
        description="Every buyer's request: forward it to the manufacturer or close it, follow the replies, the conversation and the order. Requests waiting over 24 hours are highlighted."
        variant="panel"
      />
      <AutoForwardSetting />
      <WaitingQueue params={params} />
      <div className="mt-6">
        <DataTableToolbar>
          <DataTableSearch
            params={params}
            label="Search quote requests"
            placeholder="#id, product, buyer, city, mobile"
          />
          <DataTableFilter
            params={params}
            name="status"
            label="Status"
            allLabel="All statuses"
            options={STATUS_OPTIONS}
          />
          <ManufacturerFilter params={params} />
          <div className="grid grid-cols-2 gap-3 sm:flex">
            <DateFilter params={params} name="from" label="Received from" />
            <DateFilter params={params} name="to" label="Received until" />
          </div>
          <DataTableFilter
            params={params}
            name="waiting"
            label="Waiting"
            allLabel="Any"
            options={WAITING_OPTIONS}
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
              ? { title: M.noQuoteRequests, description: 'Try another search, filter or date.' }
              : { title: M.noQuoteRequests, description: 'Requests appear here as soon as buyers send them.' }
          }
        />
      </div>
      <Sheet open={openId !== undefined} onOpenChange={(o) => !o && open(undefined)}>
        <SheetContent
          title={openId ? `Quote request #${openId}` : 'Quote request'}
          className="w-[min(46rem,100vw)]"
        >
          {openId !== undefined && (
            <QuoteDetail
              id={openId}
              onForward={doForward}
              onClose={(row) => confirm(closeConfirm(row), (reason) => doClose(row.id, reason))}
              onOpen={open}
            />
          )}
        </SheetContent>
      </Sheet>
      {dialog}
    </>
  );
}

function Received({ row }: { row: AdminQuoteRow }) {
  const since = row.status === 'forwarded' ? row.forwardedAt : row.createdAt;
  return (
    <div>
      <p className="text-xs whitespace-nowrap text-stone-600">Received {formatWhen(row.createdAt)}</p>
      {row.overdue && since && (
        <p className="inline-flex items-center gap-1 text-xs font-medium text-amber-800">
          <Clock aria-hidden="true" className="size-3" />
          {row.status === 'pending' ? 'Not forwarded' : 'No reply'} for {waitingFor(since)}
        </p>
      )}
    </div>
  );
}

/** The 24-hour promise (storefront toast): requests past it, one click away. */
function WaitingQueue({ params }: { params: TableParams }) {
  const waiting = useAdminQuotes({ waiting: '1', pageSize: '1' });
  const n = waiting.data?.total ?? 0;
  if (n === 0 || params.get('waiting')) return null;
  return (
    <div className="mt-4 flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {n === 1 ? '1 request has' : `${n} requests have`} waited over 24 hours for forwarding or for the
        manufacturer's reply.
      </p>
      <Button size="sm" variant="secondary" onClick={() => params.set({ waiting: '1', status: undefined })}>
        Show {n === 1 ? 'it' : 'them'}
      </Button>
    </div>
  );
}

function AutoForwardSetting() {
  const settings = useQuoteSettings();
  const update = useUpdateQuoteSettings();
  const id = useId();
  const on = settings.data?.autoForward ?? false;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id={`${id}-title`} className="font-medium text-granite-black">
          Auto-forward new requests
        </h2>
        <p className="mt-0.5 text-sm text-stone-600">
          {on
            ? 'On: new requests go straight to the manufacturer; you can still close them here.'
            : 'Off: new requests wait here until you forward or close them.'}
        </p>
      </div>
      <div className="flex items-center gap-3">
        <span className="text-sm font-medium text-stone-700" aria-hidden="true">
          {on ? 'On' : 'Off'}
        </span>
        <Switch
          aria-labelledby={`${id}-title`}
          checked={on}
          disabled={!settings.data || update.isPending}
          onCheckedChange={(autoForward) =>
            settings.data &&
            update.mutate(
              { autoForward, version: settings.data.version },
              { onSuccess: () => toast.success(autoForward ? M.autoForwardOn : M.autoForwardOff) },
            )
          }
        />
      </div>
    </section>
  );
}

function ManufacturerFilter({ params }: { params: TableParams }) {
  const list = useAdminManufacturers({ pageSize: '100', sort: 'businessName', dir: 'asc' });
  const options = (list.data?.items ?? []).map((m) => ({ value: String(m.id), label: m.businessName }));
  return (
    <DataTableFilter
      params={params}
      name="vendorId"
      label="Manufacturer"
      allLabel="All manufacturers"
      options={options}
    />
  );
}

function DateFilter({ params, name, label }: { params: TableParams; name: string; label: string }) {
  const id = useId();
  return (
    <div className="w-full sm:w-44">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
        {label}
      </label>
      <DateInput id={id} value={params.get(name) ?? ''} onChange={(value) => params.set({ [name]: value })} />
    </div>
  );
}

function Section({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('border-t border-stone-200 px-5 py-5', className)}>
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-stone-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function QuoteDetail({
  id,
  onForward,
  onClose,
  onOpen,
}: {
  id: number;
  onForward(id: number): Promise<unknown>;
  onClose(row: { id: number; productName: string }): void;
  onOpen(id: number): void;
}) {
  const { data, isPending, isError, refetch } = useAdminQuote(id);
  const forward = useForwardQuote();
  if (isPending) return <p className="p-5 text-sm text-stone-600">Loading the request…</p>;
  if (isError || !data) {
    return (
      <div className="p-5 text-sm">
        <p>This quote request could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { request: r, vendor: manufacturer } = data;
  // The admin's buttons are the steps the request's lifecycle allows from its status (ADR 018).
  const canForward = canTake(QUOTE_REQUEST_LIFECYCLE, 'forward', r.status);
  const canClose = canTake(QUOTE_REQUEST_LIFECYCLE, 'close', r.status);
  return (
    <div>
      <div className="space-y-3 px-5 py-5">
        <div className="flex flex-wrap items-center gap-2">
          <QuoteStatusBadge status={r.status} />
          {data.order && <OrderStatusBadge status={data.order.status} />}
          <span className="text-sm text-stone-600">Received {formatDateTime(r.createdAt)}</span>
        </div>
        <p className="text-lg font-semibold text-granite-black">{r.productName}</p>
        {data.overdue && (
          <p className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {r.status === 'pending'
              ? `Waiting for you for ${waitingFor(r.createdAt)}.`
              : `Forwarded ${waitingFor(r.forwardedAt ?? r.createdAt)} ago and not answered yet.`}
          </p>
        )}
        {(canForward || canClose) && (
          <div className="flex flex-wrap gap-2">
            {canForward && (
              <Button disabled={forward.isPending} onClick={() => void onForward(r.id)}>
                <Forward aria-hidden="true" />
                Forward to {r.vendorName}
              </Button>
            )}
            {canClose && (
              <Button variant="secondary" onClick={() => onClose(r)}>
                <XCircle aria-hidden="true" />
                Close request
              </Button>
            )}
          </div>
        )}
      </div>

      <Section title="Request">
        <RequestFacts
          request={r}
          extra={[
            ['Buyer', r.customerName],
            ['Mobile', r.mobileNumber],
            ['E-mail', r.buyerEmail ?? 'Sent without an account'],
          ]}
        />
      </Section>

      <Section title="Manufacturer">
        {manufacturer ? (
          <div className="text-sm">
            <p className="font-medium">{manufacturer.businessName}</p>
            <p className="text-stone-600">
              {manufacturer.email}
              {manufacturer.phone && ` · ${manufacturer.phone}`}
            </p>
            {!manufacturer.hasAccount && (
              <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 p-2 text-amber-900">
                No one signs in for this manufacturer, so a forwarded request reaches nobody in the panel.
                Attach an owner account on the Manufacturers page.
              </p>
            )}
          </div>
        ) : (
          <p className="text-sm text-stone-600">{r.vendorName} no longer exists.</p>
        )}
      </Section>

      <Section title="Progress">
        <Timeline detail={data} />
      </Section>

      <Section title="Replies">
        <ReplyHistory replies={data.replies} empty="The manufacturer has not replied yet." />
      </Section>

      <Section title="Conversation">
        <p className="mb-3 flex items-center gap-1.5 text-xs text-stone-500">
          <Lock aria-hidden="true" className="size-3" />
          Read only. Shown as written; buyer and manufacturer see contact details masked until acceptance.
        </p>
        <ReadOnlyThread messages={data.messages} />
      </Section>

      {data.order && (
        <Section title="Order">
          <OrderSummary order={data.order} />
          <OrderDocuments
            orderId={data.order.id}
            status={data.order.status}
            reader="admin"
            className="mt-4"
          />
        </Section>
      )}

      {data.group.length > 0 && (
        <Section title="Same submission">
          <p className="mb-2 text-sm text-stone-600">The buyer asked these manufacturers at the same time.</p>
          <ul className="space-y-2">
            {data.group.map((g) => (
              <li key={g.id} className="flex items-center justify-between gap-3 text-sm">
                <button
                  type="button"
                  className="truncate text-left text-copper-800 hover:underline"
                  onClick={() => onOpen(g.id)}
                >
                  #{g.id} · {g.vendorName}
                </button>
                <QuoteStatusBadge status={g.status} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function Timeline({ detail }: { detail: AdminQuoteDetail }) {
  const r = detail.request;
  const steps: [string, string | null, string?][] = [
    ['Received', r.createdAt],
    [
      'Forwarded',
      r.forwardedAt,
      r.forwardedAt ? (r.forwardedByName ? `by ${r.forwardedByName}` : 'automatically') : undefined,
    ],
    ['First reply', r.respondedAt],
    ...(r.acceptedAt ? [['Accepted by the buyer', r.acceptedAt] as [string, string]] : []),
    ...(r.declinedAt
      ? [['Declined by the buyer', r.declinedAt, r.closeReason ?? undefined] as [string, string, string?]]
      : []),
    ...(r.closedAt ? [['Closed', r.closedAt, r.closeReason ?? undefined] as [string, string, string?]] : []),
  ];
  return (
    <ol className="space-y-2 text-sm">
      {steps.map(([label, at, note]) => (
        <li key={label} className="grid grid-cols-[9rem_1fr] gap-3">
          <span className={at ? 'font-medium text-granite-black' : 'text-stone-500'}>{label}</span>
          <span className={at ? 'text-stone-700' : 'text-stone-400'}>
            {at ? formatDateTime(at) : 'Not yet'}
            {note && <span className="block text-xs text-stone-600">{note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ReadOnlyThread({ messages }: { messages: QuoteMessageView[] }) {
  if (messages.length === 0)
    return <p className="text-sm text-stone-600">No messages between buyer and manufacturer.</p>;
  return (
    <ol className="space-y-3">
      {messages.map((m) => (
        <li
          key={m.id}
          className={cn(
            'max-w-[85%] rounded-lg border p-3 text-sm',
            m.senderRole === 'buyer'
              ? 'border-stone-200 bg-stone-50'
              : 'ml-auto border-copper-200 bg-copper-50',
          )}
        >
          <p className="text-xs font-medium text-stone-600">
            {m.senderName} ({m.senderRole === 'vendor' ? 'manufacturer' : m.senderRole}) ·{' '}
            {formatDateTime(m.createdAt)}
          </p>
          <p className="mt-1 break-words whitespace-pre-wrap text-granite-black">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
