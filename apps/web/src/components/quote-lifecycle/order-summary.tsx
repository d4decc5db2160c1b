import type { FirmMemberRef, OrderStepBy, OrderView } from '@granite/shared';
import { Check, Circle, X } from 'lucide-react';
import { useMemberName } from '@/components/firm/member-name';
import { cn } from '@/lib/cn';
import { msg, useLocale, useT } from '@/lib/i18n';
import { billedSqftText, formatDateTime, formatMoney, sqft } from './format';
import { OrderStatusBadge } from './status-badges';
import { TaxChangeNotice } from './tax-change-notice';
import { OrderTaxRows } from './tax-split';

/** D18: the order's steps with the time of each one reached. */
export function OrderTimeline({ order }: { order: OrderView }) {
  const t = useT();
  const locale = useLocale();
  const memberName = useMemberName();
  // D46: the firm's own view names the member who took each step (the buyer's never has stepsBy).
  const by = (step: OrderStepBy['step']) => order.stepsBy?.find((s) => s.step === step)?.by;
  const steps: { label: string; at: string | null; by?: FirmMemberRef }[] = [
    { label: msg('Order placed'), at: order.createdAt },
    { label: msg('Confirmed'), at: order.confirmedAt, by: by('confirm') },
    { label: msg('Shipped'), at: order.shippedAt, by: by('ship') },
    { label: msg('Delivered'), at: order.deliveredAt, by: by('deliver') },
  ];
  const cancelled = order.status === 'cancelled';
  const shown = cancelled
    ? [...steps.filter((s) => s.at), { label: msg('Cancelled'), at: order.cancelledAt, by: by('cancel') }]
    : steps;
  return (
    <ol className="space-y-3" aria-label={t('Order progress')}>
      {shown.map((step, i) => {
        const done = Boolean(step.at);
        const isCancel = cancelled && i === shown.length - 1;
        return (
          <li key={step.label} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                isCancel
                  ? 'border-red-600 bg-red-600 text-white'
                  : done
                    ? 'border-success-700 bg-success-700 text-white'
                    : 'border-stone-300 bg-white text-stone-300',
              )}
            >
              {isCancel ? (
                <X className="size-3" />
              ) : done ? (
                <Check className="size-3" />
              ) : (
                <Circle className="size-2" />
              )}
            </span>
            <div className="min-w-0 text-sm">
              <p className={cn('font-medium', done ? 'text-granite-black' : 'text-stone-500')}>
                {t(step.label)}
              </p>
              <p className="text-xs text-stone-500">
                {step.at ? formatDateTime(step.at, locale) : t('Not yet')}
              </p>
              {step.at && step.by && (
                <p className="text-xs text-stone-600" data-testid="step-by">
                  {t('By {member}', { member: memberName(step.by) })}
                </p>
              )}
              {step.label === 'Shipped' && done && (order.transporter || order.lrNumber) && (
                <p className="text-xs text-stone-600">
                  {[order.transporter, order.lrNumber && `LR ${order.lrNumber}`].filter(Boolean).join(' · ')}
                </p>
              )}
              {isCancel && order.cancelReason && (
                <p className="text-xs text-red-800">
                  {t('Reason: {reason}', { reason: order.cancelReason })}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** The amounts of an order as accepted: goods, freight, GST and the landed total. */
export function OrderAmounts({ order }: { order: OrderView }) {
  const t = useT();
  const locale = useLocale();
  const rows: [string, string][] = [
    [
      // D33: an order of slabs bills their measured sq.ft to two decimals (228.80, not the 229 it
      // rounds up to), the figure its subtotal and tax invoice are worked from.
      `${order.billedSqft != null ? billedSqftText(order.billedSqft, locale) : sqft(order.quantitySqft, locale, order.quantityUnit)} × ${formatMoney(order.pricePaise, order.currency)}`,
      formatMoney(order.subtotalPaise, order.currency),
    ],
    [t('Freight'), order.exWorks ? t('Ex-works') : formatMoney(order.freightPaise ?? 0, order.currency)],
  ];
  return (
    <>
      <dl className="space-y-1.5 text-sm">
        {order.sampleCitation && (
          <div>
            <dt className="sr-only">{t('Sample')}</dt>
            <dd className="text-granite-black">{order.sampleCitation}</dd>
          </div>
        )}
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{label}</dt>
            <dd className="tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5">
          <OrderTaxRows order={order} ddClassName="text-right tabular-nums" />
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 font-semibold">
          <dt>{t('Landed total')}</dt>
          <dd className="tabular-nums">{formatMoney(order.totalPaise, order.currency)}</dd>
        </div>
      </dl>
      <TaxChangeNotice order={order} />
    </>
  );
}

/** An order at a glance: number, status, amounts and progress. */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = useT();
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <div>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <p className="font-medium">{t('Order #{id}', { id: order.id })}</p>
          <OrderStatusBadge status={order.status} />
        </div>
        <OrderAmounts order={order} />
      </div>
      <OrderTimeline order={order} />
    </div>
  );
}
