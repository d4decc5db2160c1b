import {
  canTakeOrderStep,
  EWAY_BILL_THRESHOLD_PAISE,
  isVehicleNumber,
  QUOTE_LIFECYCLE_MESSAGES as M,
  normaliseVehicleNumber,
  ORDER_CANCEL_REASON_REQUIRED,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderView,
  PAYMENT_FILTER_LABELS,
  PAYMENT_FILTERS,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Ban, CheckCircle2, Eye, PackageCheck, Truck } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  type ConfirmOptions,
  DataTable,
  DataTableFilter,
  DataTableSearch,
  DataTableToolbar,
  RowActions,
  useConfirm,
  useTableParams,
} from '@/components/data-table';
import { OrderDocuments } from '@/components/order-documents';
import { formatDateTime, formatMoney, formatWhen, sqft } from '@/components/quote-lifecycle/format';
import { OrderAmounts, OrderTimeline } from '@/components/quote-lifecycle/order-summary';
import { OrderStatusBadge } from '@/components/quote-lifecycle/status-badges';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api';
import {
  type OrderStep,
  useManufacturerOrder,
  useManufacturerOrders,
  useOrderStep,
} from '../api/manufacturer-quotes';
import { OrderPayments } from '../components/order-payments';
import { OfferedSlabsList } from '../components/quote-reply/offered-slabs-list';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Awaiting confirmation',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
// D36: orders by where their money stands.
const PAYMENT_OPTIONS = PAYMENT_FILTERS.map((value) => ({ value, label: PAYMENT_FILTER_LABELS[value] }));

const cancelConfirm = (o: OrderView): ConfirmOptions => ({
  title: `Cancel order #${o.id}?`,
  description: `The buyer is told at once, with your reason. ${o.productName}, ${sqft(o.quantitySqft)}, ${formatMoney(o.totalPaise)}.`,
  confirmLabel: 'Cancel order',
  reason: { label: 'Reason', required: true, requiredMessage: ORDER_CANCEL_REASON_REQUIRED, maxLength: 500 },
});

/** D18: orders from accepted quotes; the manufacturer moves each one step at a time. */
export function ManufacturerOrdersPage() {
  // The open order's drawer is `?order=` in the address, kept out of the list's query.
  const params = useTableParams({ pageSize: 10, drawer: 'order' });
  const query = useManufacturerOrders(params.query);
  const { confirm, dialog } = useConfirm();
  const step = useOrderStep();
  const [shipping, setShipping] = useState<OrderView>();
  const openId = params.drawerId;
  const open = params.openDrawer;
  const filtered = Boolean(params.get('q') || params.get('status') || params.get('payment'));

  const run = (o: OrderView, s: OrderStep, done: string) =>
    step.mutateAsync({ id: o.id, step: s }).then(() => toast.success(done));

  const actionsFor = (o: OrderView) => ({
    confirm: () => run(o, { action: 'confirm' }, M.orderConfirmed),
    ship: () => setShipping(o),
    deliver: () =>
      confirm(
        {
          title: `Mark order #${o.id} as delivered?`,
          description: 'Only when the buyer has received the stone. The buyer is then invited to review you.',
          confirmLabel: 'Mark as Delivered',
          destructive: false,
        },
        () => run(o, { action: 'deliver' }, M.orderDelivered),
      ),
    cancel: () =>
      confirm(cancelConfirm(o), (reason) =>
        run(o, { action: 'cancel', input: { reason } }, M.orderCancelled),
      ),
  });

  const columns: ColumnDef<OrderView>[] = [
    {
      id: 'order',
      header: 'Order',
      meta: { primary: true },
      cell: ({ row }) => {
        const o = row.original;
        return (
          <div className="min-w-0">
            <button
              type="button"
              className="block max-w-full truncate text-left font-medium text-granite-black hover:text-copper-800 hover:underline"
              onClick={() => open(o.id)}
            >
              #{o.id} · {o.productName}
            </button>
            <p className="truncate text-xs text-stone-600">
              {o.customerName} · {o.deliveryAddress}
            </p>
          </div>
        );
      },
    },
    {
      id: 'quantity',
      header: 'Quantity',
      meta: { align: 'right', className: 'tabular-nums' },
      cell: ({ row }) => sqft(row.original.quantitySqft),
    },
    {
      id: 'total',
      header: 'Total (landed)',
      meta: { align: 'right', className: 'tabular-nums' },
      cell: ({ row }) => <span className="font-medium">{formatMoney(row.original.totalPaise)}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
    {
      id: 'placed',
      header: 'Placed',
      cell: ({ row }) => <span className="whitespace-nowrap">{formatWhen(row.original.createdAt)}</span>,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => {
        const o = row.original;
        const a = actionsFor(o);
        return (
          <RowActions
            label={`order #${o.id}`}
            confirm={confirm}
            actions={[
              { label: 'View details', icon: <Eye aria-hidden="true" />, onSelect: () => open(o.id) },
              {
                label: 'Confirm Order',
                icon: <CheckCircle2 aria-hidden="true" />,
                hidden: !canTakeOrderStep('confirm', o.status),
                onSelect: a.confirm,
              },
              {
                label: 'Mark as Shipped',
                icon: <Truck aria-hidden="true" />,
                hidden: !canTakeOrderStep('ship', o.status),
                onSelect: a.ship,
              },
              {
                label: 'Mark as Delivered',
                icon: <PackageCheck aria-hidden="true" />,
                hidden: !canTakeOrderStep('deliver', o.status),
                onSelect: a.deliver,
              },
              {
                label: 'Cancel order',
                icon: <Ban aria-hidden="true" />,
                destructive: true,
                hidden: !canTakeOrderStep('cancel', o.status),
                confirm: cancelConfirm(o),
                onSelect: (reason) => run(o, { action: 'cancel', input: { reason } }, M.orderCancelled),
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
        title="Orders"
        description="Orders come from quotes your buyers accepted. Confirm each one, mark it shipped and delivered; the buyer follows every step."
        variant="panel"
      />
      <div className="mt-8">
        <DataTableToolbar>
          <DataTableSearch params={params} label="Search orders" placeholder="#id, product, buyer or city" />
          <DataTableFilter
            params={params}
            name="status"
            label="Status"
            allLabel="All orders"
            options={STATUS_OPTIONS}
          />
          <DataTableFilter
            params={params}
            name="payment"
            label="Payment"
            allLabel="All payments"
            options={PAYMENT_OPTIONS}
          />
        </DataTableToolbar>
        <DataTable
          caption="Orders"
          columns={columns}
          rows={query.data?.items}
          total={query.data?.total ?? 0}
          params={params}
          getRowId={(o) => String(o.id)}
          isLoading={query.isPending}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          highlightRow={(o) => o.status === 'pending'}
          empty={
            filtered
              ? { title: 'No orders found', description: 'Try another search or status.' }
              : {
                  title: M.noOrders,
                  description: 'When a buyer accepts one of your quotes, the order appears here.',
                  action: (
                    <Button asChild variant="secondary">
                      <Link to="/vendor/quotes">Go to quote requests</Link>
                    </Button>
                  ),
                }
          }
        />
      </div>
      <Sheet open={openId !== undefined} onOpenChange={(o) => !o && open(undefined)}>
        <SheetContent title={openId ? `Order #${openId}` : 'Order'} className="w-[min(36rem,100vw)]">
          {openId !== undefined && <OrderDetail id={openId} actionsFor={actionsFor} busy={step.isPending} />}
        </SheetContent>
      </Sheet>
      <ShipDialog order={shipping} onClose={() => setShipping(undefined)} />
      {dialog}
    </>
  );
}

function OrderDetail({
  id,
  actionsFor,
  busy,
}: {
  id: number;
  actionsFor(o: OrderView): Record<'confirm' | 'ship' | 'deliver' | 'cancel', () => unknown>;
  busy: boolean;
}) {
  const { data: o, isPending, isError, refetch } = useManufacturerOrder(id);
  if (isPending) return <p className="p-5 text-sm text-stone-600">Loading the order…</p>;
  if (isError || !o) {
    return (
      <div className="p-5 text-sm">
        <p>This order could not be loaded.</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const a = actionsFor(o);
  return (
    <div className="space-y-6 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={o.status} />
        <span className="text-sm text-stone-600">Placed {formatDateTime(o.createdAt)}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        {canTakeOrderStep('confirm', o.status) && (
          <Button disabled={busy} onClick={a.confirm}>
            <CheckCircle2 aria-hidden="true" /> Confirm Order
          </Button>
        )}
        {canTakeOrderStep('ship', o.status) && (
          <Button disabled={busy} onClick={a.ship}>
            <Truck aria-hidden="true" /> Mark as Shipped
          </Button>
        )}
        {canTakeOrderStep('deliver', o.status) && (
          <Button disabled={busy} onClick={a.deliver}>
            <PackageCheck aria-hidden="true" /> Mark as Delivered
          </Button>
        )}
        {canTakeOrderStep('cancel', o.status) && (
          <Button variant="secondary" disabled={busy} onClick={a.cancel}>
            <Ban aria-hidden="true" /> Cancel order
          </Button>
        )}
      </div>
      <section>
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">Customer</h3>
        <dl className="grid grid-cols-[6rem_1fr] gap-y-1.5 text-sm">
          <dt className="text-stone-500">Name</dt>
          <dd>{o.customerName}</dd>
          <dt className="text-stone-500">Phone</dt>
          <dd>
            <a className="text-copper-800 hover:underline" href={`tel:${o.customerPhone}`}>
              {o.customerPhone}
            </a>
          </dd>
          <dt className="text-stone-500">E-mail</dt>
          <dd className="break-all">
            {o.customerEmail ? (
              <a className="text-copper-800 hover:underline" href={`mailto:${o.customerEmail}`}>
                {o.customerEmail}
              </a>
            ) : (
              'Not given'
            )}
          </dd>
          <dt className="text-stone-500">Deliver to</dt>
          <dd>{o.deliveryAddress}</dd>
        </dl>
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">{o.productName}</h3>
        <OrderAmounts order={o} />
        <p className="mt-2 text-xs text-stone-500">Quoted lead time: {o.leadTimeDays} days</p>
        {o.slabs && o.slabs.length > 0 && (
          <OfferedSlabsList
            title="Slabs in this order"
            slabs={o.slabs}
            billsOn={o.billsOn ?? 'usable'}
            billedSqft={o.billedSqft ?? 0}
            headingLevel="h4"
            className="mt-3"
          />
        )}
      </section>
      <OrderDocuments orderId={o.id} status={o.status} reader="vendor" headingLevel="h3" />
      <OrderPayments order={o} />
      <section>
        <h3 className="mb-3 text-sm font-semibold tracking-wide text-stone-700 uppercase">Progress</h3>
        <OrderTimeline order={o} />
      </section>
      <Button asChild variant="link">
        <Link to={`/vendor/quotes/${o.quoteRequestId}`}>Open the quote request and messages</Link>
      </Button>
    </div>
  );
}

/**
 * Mark as Shipped: transporter and LR number are optional (D18). D35: the vehicle number and the
 * distance go on the e-way bill, required above ₹50,000; the tax invoice is issued as it ships.
 */
function ShipDialog({ order, onClose }: { order: OrderView | undefined; onClose(): void }) {
  const step = useOrderStep();
  const empty = { transporter: '', lrNumber: '', vehicleNumber: '', distanceKm: '', transporterGstin: '' };
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const needsEwayBill = order !== undefined && order.totalPaise > EWAY_BILL_THRESHOLD_PAISE;
  const set = (name: keyof typeof empty) => (e: ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [name]: e.target.value }));
  const close = () => {
    setForm(empty);
    setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!order) return;
    const vehicleNumber = normaliseVehicleNumber(form.vehicleNumber);
    const distance = form.distanceKm.trim();
    const local: Record<string, string> = {};
    if (vehicleNumber && !isVehicleNumber(vehicleNumber))
      local.vehicleNumber = 'Enter a vehicle number like KA01AB1234';
    if (distance && !/^\d{1,4}$/.test(distance)) local.distanceKm = 'Enter the distance in whole km';
    if (needsEwayBill && !vehicleNumber) local.vehicleNumber = 'Needed for the e-way bill above ₹50,000';
    if (needsEwayBill && !distance) local.distanceKm = 'Needed for the e-way bill above ₹50,000';
    setErrors(local);
    if (Object.keys(local).length) return;
    step.mutate(
      {
        id: order.id,
        step: {
          action: 'ship',
          input: {
            transporter: form.transporter,
            lrNumber: form.lrNumber,
            vehicleNumber: vehicleNumber || undefined,
            distanceKm: distance ? Number(distance) : null,
            transporterGstin: form.transporterGstin.trim() || undefined,
          },
        },
      },
      {
        onSuccess: () => {
          toast.success(M.orderShipped);
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  };
  const needed = needsEwayBill ? 'Needed for the e-way bill (consignment above ₹50,000).' : undefined;
  return (
    <Dialog open={order !== undefined} onOpenChange={(o) => !o && close()}>
      <DialogContent
        title={order ? `Mark order #${order.id} as shipped` : 'Mark as shipped'}
        description={
          needsEwayBill
            ? 'The buyer is told at once and the tax invoice is issued. Above ₹50,000 the lorry needs an e-way bill: give its vehicle number and the distance.'
            : 'The buyer is told at once and the tax invoice is issued. Transporter and LR number help the buyer track the lorry.'
        }
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          <FormField
            label="Transporter"
            markOptional
            maxLength={120}
            value={form.transporter}
            onChange={set('transporter')}
            error={errors.transporter}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Vehicle number"
              markOptional={!needsEwayBill}
              required={needsEwayBill}
              placeholder="KA01AB1234"
              autoCapitalize="characters"
              maxLength={16}
              value={form.vehicleNumber}
              onChange={set('vehicleNumber')}
              error={errors.vehicleNumber}
              hint={needed}
            />
            <FormField
              label="Distance (km)"
              markOptional={!needsEwayBill}
              required={needsEwayBill}
              inputMode="numeric"
              maxLength={4}
              value={form.distanceKm}
              onChange={set('distanceKm')}
              error={errors.distanceKm}
              hint={needsEwayBill ? 'From your yard to the delivery address, 1 to 4,000 km.' : undefined}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Transporter GSTIN or ID"
              markOptional
              maxLength={15}
              autoCapitalize="characters"
              value={form.transporterGstin}
              onChange={set('transporterGstin')}
              error={errors.transporterGstin}
            />
            <FormField
              label="LR number"
              markOptional
              maxLength={60}
              value={form.lrNumber}
              onChange={set('lrNumber')}
              error={errors.lrNumber}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={step.isPending}>
              <Truck aria-hidden="true" /> Mark as Shipped
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
