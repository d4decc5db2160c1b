import { type BuyerOrderState, type BuyerQuoteItem, unitLabel } from '@granite/shared';
import { ChevronDown, ClipboardList, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { cn } from '@/lib/cn';
import { msg, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { useMyOrders } from '../api/quote-board';
import { OrderPanel } from './order-panel';
import { formatDay } from './quote-sheet';

const FILTERS: { state: BuyerOrderState | undefined; label: string }[] = [
  { state: undefined, label: msg('All orders') },
  { state: 'open', label: msg('Open orders') },
  { state: 'delivered', label: msg('Delivered') },
  { state: 'cancelled', label: msg('Cancelled') },
];

const STATUS: Record<string, { label: string; tone: string }> = {
  pending: { label: msg('Waiting for confirmation'), tone: 'border-amber-200 bg-amber-50 text-amber-800' },
  confirmed: { label: msg('Confirmed'), tone: 'border-sky-200 bg-sky-50 text-sky-800' },
  shipped: { label: msg('Shipped'), tone: 'border-sky-200 bg-sky-50 text-sky-800' },
  delivered: { label: msg('Delivered'), tone: 'border-success-200 bg-success-50 text-success-800' },
  cancelled: { label: msg('Cancelled'), tone: 'border-stone-200 bg-stone-100 text-stone-700' },
};

/**
 * The buyer's orders in one place (D18, D35–D37): newest first, filtered by open, delivered or
 * cancelled, each with what it is, from whom, its total and what is still to pay (recorded
 * payments waiting for the manufacturer's confirmation count as paid here, as on the order); opening one shows the
 * whole order — documents, payments, receipt, claim and review — as its quote request shows it.
 */
export function MyOrders() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<BuyerOrderState | undefined>(undefined);
  const { data, isPending, isError, refetch } = useMyOrders(page, state);
  const t = useT();
  const countOf = (s: BuyerOrderState | undefined) =>
    data ? (s ? data.counts[s] : data.counts.open + data.counts.delivered + data.counts.cancelled) : null;
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h2 id="orders-heading" className="text-xl font-semibold">
        {t('Orders')}
      </h2>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('Show orders')}</legend>
        {FILTERS.map((f) => {
          const n = countOf(f.state);
          return (
            <button
              key={f.label}
              type="button"
              aria-pressed={state === f.state}
              onClick={() => {
                setState(f.state);
                setPage(1);
              }}
              className={cn(
                'min-h-9 rounded-full border px-3 text-sm font-medium',
                state === f.state
                  ? 'border-granite-black bg-granite-black text-white'
                  : 'border-stone-300 bg-white text-stone-700 hover:border-stone-400',
              )}
            >
              {t(f.label)}
              {n !== null && (
                <span className="ml-1.5 tabular-nums opacity-80">{n.toLocaleString('en-IN')}</span>
              )}
            </button>
          );
        })}
      </fieldset>
      {isPending ? (
        <p role="status" className="py-10 text-center text-stone-600">
          {t('Loading...')}
        </p>
      ) : isError ? (
        <div className="py-10 text-center">
          <p>{t('Your orders could not be loaded.')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-lg border border-dashed border-stone-300 bg-white px-4 py-14 text-center">
          <ClipboardList aria-hidden="true" className="size-10 text-stone-400" />
          <p className="mt-4 text-lg font-semibold">{state ? t('No orders here') : t('No orders yet')}</p>
          <p className="mt-1 text-stone-600">
            {t('An order is made when you accept a manufacturer’s quote.')}
          </p>
        </div>
      ) : (
        <>
          <ul className="space-y-4" data-testid="my-orders">
            {data.items.map((item) => (
              <OrderCard key={item.order!.id} item={item} />
            ))}
          </ul>
          <Pager page={data.page} pages={data.totalPages} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function OrderCard({ item }: { item: BuyerQuoteItem }) {
  const o = item.order!;
  const [open, setOpen] = useState(false);
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  const status = STATUS[o.status];
  // D36: the total less what is paid or recorded and waiting for confirmation.
  const due = o.money && o.status !== 'cancelled' ? o.money.duePaise : 0;
  return (
    <li
      className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-xs"
      data-testid="my-order"
      data-order-id={o.id}
    >
      <div className="px-4 py-4 sm:px-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-copper-700 uppercase">
              {t('Order #{id}', { id: o.id })} · {formatDay(o.createdAt.slice(0, 10), locale)}
            </p>
            <h3 className="mt-1 text-lg font-semibold text-granite-black">{o.productName}</h3>
            <p className="text-sm text-stone-600">{o.vendorName}</p>
          </div>
          <span
            data-testid="my-order-status"
            className={cn('rounded-full border px-2.5 py-0.5 text-xs font-medium', status?.tone)}
          >
            {status ? t(status.label) : o.status}
          </span>
        </div>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-stone-500">{t('Quantity')}</dt>
            <dd className="tabular-nums">
              {(o.billedSqft ?? o.quantitySqft).toLocaleString('en-IN')} {unitLabel('sqft', locale)}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('Total')}</dt>
            <dd className="font-semibold tabular-nums">{formatMoneyTrimmed(o.totalPaise, o.currency)}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('Still to pay')}</dt>
            <dd
              className={cn('tabular-nums', due > 0 && 'font-semibold text-amber-800')}
              data-testid="my-order-due"
            >
              {formatMoneyTrimmed(due, o.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-stone-500">{t('Transport')}</dt>
            <dd className="break-words">
              {o.transporter ? `${o.transporter}${o.lrNumber ? ` · LR ${o.lrNumber}` : ''}` : '—'}
            </dd>
          </div>
        </dl>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            <ChevronDown aria-hidden="true" className={cn('transition-transform', open && 'rotate-180')} />
            {open ? t('Hide the order') : t('Open the order')}
          </Button>
          <Link
            to={lp(`/dashboard?tab=quotes&request=${item.request.id}`)}
            className="inline-flex items-center gap-1 text-sm font-medium text-copper-700 underline-offset-2 hover:underline"
          >
            <FileText aria-hidden="true" className="size-4" />
            {t('Its quote request and messages')}
          </Link>
        </div>
      </div>
      {open && (
        <div className="border-t border-stone-100 px-4 py-4 sm:px-5">
          <OrderPanel item={item} />
        </div>
      )}
    </li>
  );
}
