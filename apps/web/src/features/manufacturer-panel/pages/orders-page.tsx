import {
  canTake,
  EWAY_BILL_THRESHOLD_PAISE,
  INDIAN_STATES,
  isTransporterId,
  isVehicleNumber,
  QUOTE_LIFECYCLE_MESSAGES as M,
  normaliseVehicleNumber,
  ORDER_CANCEL_REASON_REQUIRED,
  ORDER_LIFECYCLE,
  ORDER_STATUSES,
  type OrderStatus,
  type OrderView,
  PAYMENT_FILTER_LABELS,
  PAYMENT_FILTERS,
  pinStateProblem,
  stateName,
  type VehicleType,
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
import { TaxChangeNotice } from '@/components/quote-lifecycle/tax-change-notice';
import { Button } from '@/components/ui/button';
import { DateInput } from '@/components/ui/date-input';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormField, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api';
import { type Locale, msg, translate, useLocale, useLocalePath, useT } from '@/lib/i18n';
import {
  type OrderStep,
  useManufacturerOrder,
  useManufacturerOrders,
  useOrderStep,
} from '../api/manufacturer-quotes';
import { OrderClaimView } from '../components/order-claim-view';
import { OrderEInvoices } from '../components/order-einvoices';
import { OrderLoading } from '../components/order-loading';
import { OrderPayments } from '../components/order-payments';
import { OfferedSlabsList } from '../components/quote-reply/offered-slabs-list';
import { ShipPaymentWarning } from '../components/ship-payment-warning';
import { formatWhenHindi } from '../lib/format-insights';

const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: msg('Awaiting confirmation'),
  confirmed: msg('Confirmed'),
  shipped: msg('Shipped'),
  delivered: msg('Delivered'),
  cancelled: msg('Cancelled'),
};

const cancelConfirm = (o: OrderView, locale: Locale): ConfirmOptions => ({
  title: translate(locale, 'Cancel order #{id}?', { id: o.id }),
  description: translate(locale, 'The buyer is told at once, with your reason. {order}.', {
    order: `${o.productName}, ${sqft(o.quantitySqft, locale, o.quantityUnit)}, ${formatMoney(o.totalPaise, o.currency)}`,
  }),
  confirmLabel: translate(locale, 'Cancel order'),
  reason: {
    label: translate(locale, 'Reason'),
    required: true,
    requiredMessage: translate(locale, ORDER_CANCEL_REASON_REQUIRED),
    maxLength: 500,
  },
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
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  const statusOptions = ORDER_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }));
  // D36: orders by where their money stands.
  const paymentOptions = PAYMENT_FILTERS.map((value) => ({ value, label: t(PAYMENT_FILTER_LABELS[value]) }));

  const run = (o: OrderView, s: OrderStep, done: string) =>
    step.mutateAsync({ id: o.id, step: s }).then(() => toast.success(t(done)));

  const actionsFor = (o: OrderView) => ({
    confirm: () =>
      run(o, { action: 'confirm' }, M.orderConfirmed).catch((err: Error) => toast.error(t(err.message))),
    ship: () => setShipping(o),
    deliver: () =>
      confirm(
        {
          title: t('Mark order #{id} as delivered?', { id: o.id }),
          description: t(
            'Only when the buyer has received the stone. The buyer is then invited to review you.',
          ),
          confirmLabel: t('Mark as Delivered'),
          destructive: false,
        },
        () => run(o, { action: 'deliver' }, M.orderDelivered),
      ),
    cancel: () =>
      confirm(cancelConfirm(o, locale), (reason) =>
        run(o, { action: 'cancel', input: { reason } }, M.orderCancelled),
      ),
  });

  const columns: ColumnDef<OrderView>[] = [
    {
      id: 'order',
      header: t('Order'),
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
      header: t('Quantity'),
      meta: { align: 'right', className: 'tabular-nums' },
      cell: ({ row }) => sqft(row.original.quantitySqft, locale, row.original.quantityUnit),
    },
    {
      id: 'total',
      header: t('Total (landed)'),
      meta: { align: 'right', className: 'tabular-nums' },
      cell: ({ row }) => (
        <span className="font-medium">{formatMoney(row.original.totalPaise, row.original.currency)}</span>
      ),
    },
    {
      id: 'status',
      header: t('Status'),
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-1">
          <OrderStatusBadge status={row.original.status} />
          {row.original.claim?.status === 'open' && (
            <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-amber-950">
              {t('Claim open')}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'placed',
      header: t('Placed'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">
          {locale === 'hi' ? formatWhenHindi(row.original.createdAt) : formatWhen(row.original.createdAt)}
        </span>
      ),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('Actions')}</span>,
      cell: ({ row }) => {
        const o = row.original;
        const a = actionsFor(o);
        return (
          <RowActions
            label={t('order #{id}', { id: o.id })}
            confirm={confirm}
            actions={[
              { label: t('View details'), icon: <Eye aria-hidden="true" />, onSelect: () => open(o.id) },
              {
                label: t('Confirm Order'),
                icon: <CheckCircle2 aria-hidden="true" />,
                hidden: !canTake(ORDER_LIFECYCLE, 'confirm', o.status),
                onSelect: a.confirm,
              },
              {
                label: t('Mark as Shipped'),
                icon: <Truck aria-hidden="true" />,
                hidden: !canTake(ORDER_LIFECYCLE, 'ship', o.status),
                onSelect: a.ship,
              },
              {
                label: t('Mark as Delivered'),
                icon: <PackageCheck aria-hidden="true" />,
                hidden: !canTake(ORDER_LIFECYCLE, 'deliver', o.status),
                onSelect: a.deliver,
              },
              {
                label: t('Cancel order'),
                icon: <Ban aria-hidden="true" />,
                destructive: true,
                hidden: !canTake(ORDER_LIFECYCLE, 'cancel', o.status),
                confirm: cancelConfirm(o, locale),
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
        title={t('Orders')}
        description={t(
          'Orders come from quotes your buyers accepted. Confirm each one, mark it shipped and delivered; the buyer follows every step.',
        )}
        variant="panel"
      />
      <div className="mt-8">
        <DataTableToolbar>
          <DataTableSearch
            params={params}
            label={t('Search orders')}
            placeholder={t('#id, product, buyer or city')}
          />
          <DataTableFilter
            params={params}
            name="status"
            label={t('Status')}
            allLabel={t('All orders')}
            options={statusOptions}
          />
          <DataTableFilter
            params={params}
            name="payment"
            label={t('Payment')}
            allLabel={t('All payments')}
            options={paymentOptions}
          />
        </DataTableToolbar>
        <DataTable
          caption={t('Orders')}
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
              ? { title: t('No orders found'), description: t('Try another search or status.') }
              : {
                  title: t(M.noOrders),
                  description: t('When a buyer accepts one of your quotes, the order appears here.'),
                  action: (
                    <Button asChild variant="secondary">
                      <Link to={lp('/vendor/quotes')}>{t('Go to quote requests')}</Link>
                    </Button>
                  ),
                }
          }
        />
      </div>
      <Sheet open={openId !== undefined} onOpenChange={(o) => !o && open(undefined)}>
        <SheetContent
          title={openId ? t('Order #{id}', { id: openId }) : t('Order')}
          className="w-[min(36rem,100vw)]"
        >
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
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();
  if (isPending) return <p className="p-5 text-sm text-stone-600">{t('Loading the order…')}</p>;
  if (isError || !o) {
    return (
      <div className="p-5 text-sm">
        <p>{t('This order could not be loaded.')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  }
  const a = actionsFor(o);
  return (
    <div className="space-y-6 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge status={o.status} />
        <span className="text-sm text-stone-600">
          {t('Placed {when}', { when: formatDateTime(o.createdAt, locale) })}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {canTake(ORDER_LIFECYCLE, 'confirm', o.status) && (
          <Button disabled={busy} onClick={a.confirm}>
            <CheckCircle2 aria-hidden="true" /> {t('Confirm Order')}
          </Button>
        )}
        {canTake(ORDER_LIFECYCLE, 'ship', o.status) && (
          <Button disabled={busy} onClick={a.ship}>
            <Truck aria-hidden="true" /> {t('Mark as Shipped')}
          </Button>
        )}
        {canTake(ORDER_LIFECYCLE, 'deliver', o.status) && (
          <Button disabled={busy} onClick={a.deliver}>
            <PackageCheck aria-hidden="true" /> {t('Mark as Delivered')}
          </Button>
        )}
        {canTake(ORDER_LIFECYCLE, 'cancel', o.status) && (
          <Button variant="secondary" disabled={busy} onClick={a.cancel}>
            <Ban aria-hidden="true" /> {t('Cancel order')}
          </Button>
        )}
      </div>
      <OrderClaimView order={o} />
      <section>
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">{t('Customer')}</h3>
        <dl className="grid grid-cols-[6rem_1fr] gap-y-1.5 text-sm">
          <dt className="text-stone-500">{t('Name')}</dt>
          <dd>{o.customerName}</dd>
          <dt className="text-stone-500">{t('Phone')}</dt>
          <dd>
            <a className="text-copper-800 hover:underline" href={`tel:${o.customerPhone}`}>
              {o.customerPhone}
            </a>
          </dd>
          <dt className="text-stone-500">{t('E-mail')}</dt>
          <dd className="break-all">
            {o.customerEmail ? (
              <a className="text-copper-800 hover:underline" href={`mailto:${o.customerEmail}`}>
                {o.customerEmail}
              </a>
            ) : (
              t('Not given')
            )}
          </dd>
          <dt className="text-stone-500">{t('Deliver to')}</dt>
          <dd>{o.deliveryAddress}</dd>
        </dl>
      </section>
      <section>
        <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">{o.productName}</h3>
        <OrderAmounts order={o} />
        <p className="mt-2 text-xs text-stone-500">
          {t('Quoted lead time: {days} days', { days: o.leadTimeDays })}
        </p>
        {o.slabs && o.slabs.length > 0 && (
          <OfferedSlabsList
            title={t('Slabs in this order')}
            slabs={o.slabs}
            billsOn={o.billsOn ?? 'usable'}
            billedSqft={o.billedSqft ?? 0}
            headingLevel="h4"
            className="mt-3"
          />
        )}
      </section>
      {/* D49: the order's slabs are loaded (scanned or typed) before it ships. */}
      {o.slabs && o.slabs.length > 0 && <OrderLoading orderId={o.id} />}
      <OrderDocuments orderId={o.id} status={o.status} reader="vendor" headingLevel="h3" />
      <OrderEInvoices orderId={o.id} status={o.status} />
      <OrderPayments order={o} />
      <section>
        <h3 className="mb-3 text-sm font-semibold tracking-wide text-stone-700 uppercase">{t('Progress')}</h3>
        <OrderTimeline order={o} />
      </section>
      <Button asChild variant="link">
        <Link to={lp(`/vendor/quotes/${o.quoteRequestId}`)}>{t('Open the quote request and messages')}</Link>
      </Button>
    </div>
  );
}

const EMPTY_SHIP_FORM = {
  transporter: '',
  lrNumber: '',
  lrDate: '',
  vehicleNumber: '',
  vehicleType: 'R' as VehicleType,
  distanceKm: '',
  transporterGstin: '',
  /** D35: dispatched from another place than the manufacturer's address (a yard, a quarry). */
  fromElsewhere: false,
  fromAddress: '',
  fromCity: '',
  fromState: '',
  fromPin: '',
};
type ShipFormText = Exclude<keyof typeof EMPTY_SHIP_FORM, 'fromElsewhere' | 'vehicleType'>;

/**
 * Mark as Shipped: transporter and LR number are optional (D18). D35: the vehicle number and the
 * distance go on the e-way bill, required above ₹50,000, with the LR's own date beside its number,
 * the vehicle type (O for over-dimensional cargo, a block on a trailer) and, when the goods leave
 * from a yard elsewhere, that place (transaction type 3); the tax invoice is issued as it ships.
 */
function ShipDialog({ order, onClose }: { order: OrderView | undefined; onClose(): void }) {
  const step = useOrderStep();
  const t = useT();
  const locale = useLocale();
  const empty = EMPTY_SHIP_FORM;
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // D34: the invoice's total (at the rate of its date) decides whether the e-way bill is needed.
  const needsEwayBill =
    order !== undefined && (order.taxChange?.totalPaise ?? order.totalPaise) > EWAY_BILL_THRESHOLD_PAISE;
  const set = (name: ShipFormText) => (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
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
      local.vehicleNumber = t(
        'Enter a vehicle number like KA01AB1234, 22BH1234AB, TM… (temporary) or DF… (defence)',
      );
    if (distance && !/^\d{1,4}$/.test(distance)) local.distanceKm = t('Enter the distance in whole km');
    if (needsEwayBill && !vehicleNumber) local.vehicleNumber = t('Needed for the e-way bill above ₹50,000');
    if (needsEwayBill && !distance) local.distanceKm = t('Needed for the e-way bill above ₹50,000');
    const transporterId = form.transporterGstin.trim().toUpperCase();
    if (transporterId && !isTransporterId(transporterId))
      local.transporterGstin = t('Check the 15 characters: the last one does not match the rest');
    if (form.lrDate && !form.lrNumber.trim()) local.lrNumber = t('Give the LR number with its date');
    if (needsEwayBill && form.lrNumber.trim() && !form.lrDate)
      local.lrDate = t('Needed with the LR number for the e-way bill');
    if (form.fromElsewhere) {
      if (!form.fromAddress.trim()) local['dispatchFrom.address'] = t('Enter the address');
      if (!form.fromCity.trim()) local['dispatchFrom.city'] = t('Enter the place');
      if (!form.fromState) local['dispatchFrom.state'] = t('Choose the state or union territory');
      if (!/^[1-9]\d{5}$/.test(form.fromPin.trim()))
        local['dispatchFrom.pin'] = t('Enter a 6-digit PIN code');
      else if (form.fromState && pinStateProblem(form.fromPin, form.fromState))
        local['dispatchFrom.pin'] = pinStateProblem(form.fromPin, form.fromState)!;
    }
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
            transporterGstin: transporterId || undefined,
            lrDate: form.lrDate || undefined,
            vehicleType: form.vehicleType,
            dispatchFrom: form.fromElsewhere
              ? {
                  address: form.fromAddress,
                  city: form.fromCity,
                  state: form.fromState as (typeof INDIAN_STATES)[number],
                  pin: form.fromPin.trim(),
                }
              : null,
          },
        },
      },
      {
        onSuccess: () => {
          toast.success(t(M.orderShipped));
          close();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) setErrors(error.fields);
        },
      },
    );
  };
  const needed = needsEwayBill ? t('Needed for the e-way bill (consignment above ₹50,000).') : undefined;
  return (
    <Dialog open={order !== undefined} onOpenChange={(o) => !o && close()}>
      <DialogContent
        title={order ? t('Mark order #{id} as shipped', { id: order.id }) : t('Mark as shipped')}
        description={
          needsEwayBill
            ? t(
                'The buyer is told at once and the tax invoice is issued. Above ₹50,000 the lorry needs an e-way bill: give its vehicle number and the distance.',
              )
            : t(
                'The buyer is told at once and the tax invoice is issued. Transporter and LR number help the buyer track the lorry.',
              )
        }
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          {order && <TaxChangeNotice order={order} />}
          {order && <ShipPaymentWarning order={order} />}
          <FormField
            label={t('Transporter')}
            markOptional
            maxLength={120}
            value={form.transporter}
            onChange={set('transporter')}
            error={errors.transporter}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('Vehicle number')}
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
              label={t('Distance (km)')}
              markOptional={!needsEwayBill}
              required={needsEwayBill}
              inputMode="numeric"
              maxLength={4}
              value={form.distanceKm}
              onChange={set('distanceKm')}
              error={errors.distanceKm}
              hint={needsEwayBill ? t('From your yard to the delivery address, 1 to 4,000 km.') : undefined}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t('Transporter GSTIN or ID')}
              markOptional
              maxLength={15}
              autoCapitalize="characters"
              value={form.transporterGstin}
              onChange={set('transporterGstin')}
              error={errors.transporterGstin}
            />
            <FormField
              label={t('LR number')}
              markOptional
              maxLength={60}
              value={form.lrNumber}
              onChange={set('lrNumber')}
              error={errors.lrNumber}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={t('LR date')} markOptional error={errors.lrDate}>
              {(control) => (
                <DateInput
                  {...control}
                  value={form.lrDate}
                  onChange={(lrDate) => setForm((f) => ({ ...f, lrDate }))}
                />
              )}
            </Field>
            <Field label={t('Vehicle type')} error={errors.vehicleType}>
              {(control) => (
                <Select
                  {...control}
                  value={form.vehicleType}
                  onChange={(e) => setForm((f) => ({ ...f, vehicleType: e.target.value as VehicleType }))}
                >
                  <option value="R">{t('Regular')}</option>
                  <option value="O">{t('Over-dimensional cargo (a block on a trailer)')}</option>
                </Select>
              )}
            </Field>
          </div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-copper-700"
              checked={form.fromElsewhere}
              onChange={(e) => setForm((f) => ({ ...f, fromElsewhere: e.target.checked }))}
            />
            <span>{t('Dispatched from another place than your address (a yard or quarry)')}</span>
          </label>
          {form.fromElsewhere && (
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('Dispatch address')}
                required
                maxLength={120}
                className="sm:col-span-2"
                value={form.fromAddress}
                onChange={set('fromAddress')}
                error={errors['dispatchFrom.address']}
              />
              <FormField
                label={t('Place')}
                required
                maxLength={50}
                value={form.fromCity}
                onChange={set('fromCity')}
                error={errors['dispatchFrom.city']}
              />
              <FormField
                label={t('PIN code')}
                required
                inputMode="numeric"
                maxLength={6}
                value={form.fromPin}
                onChange={set('fromPin')}
                error={errors['dispatchFrom.pin']}
              />
              <Field
                label={t('State')}
                required
                error={errors['dispatchFrom.state']}
                className="sm:col-span-2"
              >
                {(control) => (
                  <Select {...control} value={form.fromState} onChange={set('fromState')}>
                    <option value="">{t('Choose the state or union territory')}</option>
                    {INDIAN_STATES.map((state) => (
                      <option key={state} value={state}>
                        {stateName(state, locale)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={step.isPending}>
              <Truck aria-hidden="true" /> {t('Mark as Shipped')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
