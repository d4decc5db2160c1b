// D36: an order's money as both sides see it: total, paid (confirmed), waiting for confirmation,
// due and overdue, the due dates, and each recorded payment with where it stands.
import { formatINR, type OrderMoney, type OrderPaymentView } from '@granite/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

const STATUS: Record<OrderPaymentView['status'], { label: string; className: string }> = {
  recorded: { label: 'Waiting for confirmation', className: 'border-amber-200 bg-amber-50 text-amber-800' },
  confirmed: { label: 'Confirmed', className: 'border-success-200 bg-success-50 text-success-800' },
  disputed: { label: 'Disputed', className: 'border-red-200 bg-red-50 text-red-800' },
};

export function OrderMoneyFigures({ money, className }: { money: OrderMoney; className?: string }) {
  const rows: [string, ReactNode, string?][] = [
    ['Order total', formatINR(money.totalPaise)],
    ['Paid (confirmed)', formatINR(money.paidPaise)],
  ];
  if (money.pendingPaise > 0) rows.push(['Waiting for confirmation', formatINR(money.pendingPaise)]);
  rows.push(['Due', formatINR(money.duePaise), 'font-semibold']);
  if (money.overduePaise > 0)
    rows.push(['Overdue', formatINR(money.overduePaise), 'font-semibold text-red-700']);
  if (money.advancePercent > 0 && money.advanceDuePaise > 0) {
    rows.push([
      `Advance (${money.advancePercent}%)${money.advanceDueOn ? ` due ${day(money.advanceDueOn)}` : ' due on confirmation'}`,
      formatINR(money.advanceDuePaise),
    ]);
  }
  if (money.duePaise > 0 && money.balanceDueOn) rows.push(['Balance due by', day(money.balanceDueOn)]);
  return (
    <dl className={cn('grid grid-cols-2 gap-x-4 gap-y-1 text-sm', className)} data-testid="order-money">
      {rows.map(([label, value, extra]) => (
        <div key={label} className="contents">
          <dt className={cn('text-stone-600', extra)}>{label}</dt>
          <dd className={cn('text-right tabular-nums', extra)}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The payments, oldest first; `actions` adds the manufacturer's buttons to a payment waiting for them. */
export function PaymentList({
  payments,
  actions,
}: {
  payments: OrderPaymentView[];
  actions?: (payment: OrderPaymentView) => ReactNode;
}) {
  if (!payments.length) return <p className="text-sm text-stone-600">No payment recorded yet.</p>;
  return (
    <ul className="divide-y divide-stone-200 text-sm" data-testid="payment-list">
      {payments.map((p) => (
        <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <div className="min-w-0">
            <p className="font-medium tabular-nums">{formatINR(p.amountPaise)}</p>
            <p className="break-all text-stone-600">
              {p.method} {p.reference} · paid {day(p.paidOn)}
            </p>
            {p.disputeReason && <p className="text-red-700">Disputed: {p.disputeReason}</p>}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'rounded-full border px-2.5 py-0.5 text-xs font-medium',
                STATUS[p.status].className,
              )}
            >
              {STATUS[p.status].label}
            </span>
            {p.status === 'recorded' && actions?.(p)}
          </div>
        </li>
      ))}
    </ul>
  );
}
