// D36: an order's money as both sides see it: total, paid (confirmed), waiting for confirmation,
// due and overdue, the due dates, and each recorded payment with where it stands; D45: a disputed
// payment's answer (the buyer's note and file) and who settled it.
import {
  type Currency,
  formatMoney,
  type Language,
  type OrderMoney,
  type OrderPaymentView,
  PAYMENT_LIFECYCLE,
  type StepSide,
  stepsFrom,
} from '@granite/shared';
import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { msg, useLocale, useT } from '@/lib/i18n';

// D40: Hindi months in full ("26 नवंबर 2026"), Latin digits.
const day = (iso: string, language: Language = 'en') =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: language === 'hi' ? 'long' : 'short',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });

/** The day in India of an instant ('YYYY-MM-DD'). */
const indiaDayOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** An amount of the order in its currency, trailing zeros of the minor units dropped ("₹1,250"). */
const amountIn = (amount: number, currency: Currency = 'INR') => formatMoney({ amount, currency });

const STATUS: Record<OrderPaymentView['status'], { label: string; className: string }> = {
  recorded: {
    label: msg('Waiting for confirmation'),
    className: 'border-amber-200 bg-amber-50 text-amber-800',
  },
  confirmed: { label: msg('Confirmed'), className: 'border-success-200 bg-success-50 text-success-800' },
  disputed: { label: msg('Disputed'), className: 'border-red-200 bg-red-50 text-red-800' },
  answered: {
    label: msg('Answered, waiting for a decision'),
    className: 'border-amber-200 bg-amber-50 text-amber-800',
  },
  rejected: { label: msg('Rejected by the marketplace'), className: 'border-red-200 bg-red-50 text-red-800' },
};

export function OrderMoneyFigures({ money, className }: { money: OrderMoney; className?: string }) {
  const t = useT();
  const locale = useLocale();
  // ADR 016: every figure in the order's currency (₹ unless an export, D47).
  const figure = (amount: number) => amountIn(amount, money.currency);
  const rows: [string, ReactNode, string?][] = [
    [t('Order total'), figure(money.totalPaise)],
    [t('Paid (confirmed)'), figure(money.paidPaise)],
  ];
  if (money.pendingPaise > 0) rows.push([t('Waiting for confirmation'), figure(money.pendingPaise)]);
  rows.push([t('Due'), figure(money.duePaise), 'font-semibold']);
  if (money.overduePaise > 0)
    rows.push([t('Overdue'), figure(money.overduePaise), 'font-semibold text-red-700']);
  if (money.advancePercent > 0 && money.advanceDuePaise > 0) {
    rows.push([
      money.advanceDueOn
        ? t('Advance ({percent}%) due {day}', {
            percent: money.advancePercent,
            day: day(money.advanceDueOn, locale),
          })
        : t('Advance ({percent}%) due on confirmation', { percent: money.advancePercent }),
      figure(money.advanceDuePaise),
    ]);
  }
  if (money.duePaise > 0 && money.balanceDueOn)
    rows.push([t('Balance due by'), day(money.balanceDueOn, locale)]);
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

/**
 * The payments, oldest first; `actions` adds the buttons of `side` (the manufacturer's by default) to a
 * payment whose lifecycle lets that side take a step (ADR 018); `fileHref` links an answer's file.
 */
export function PaymentList({
  payments,
  actions,
  currency,
  side = 'manufacturer',
  fileHref,
}: {
  payments: OrderPaymentView[];
  actions?: (payment: OrderPaymentView) => ReactNode;
  /** The order's currency (ADR 016); ₹ when not given. */
  currency?: Currency;
  side?: StepSide;
  fileHref?: (payment: OrderPaymentView) => string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!payments.length) return <p className="text-sm text-stone-600">{t('No payment recorded yet.')}</p>;
  return (
    <ul className="divide-y divide-stone-200 text-sm" data-testid="payment-list">
      {payments.map((p) => (
        <li
          key={p.id}
          className="flex flex-wrap items-center justify-between gap-2 py-2"
          data-testid={`payment-${p.id}`}
        >
          <div className="min-w-0 space-y-0.5">
            <p className="font-medium tabular-nums">{amountIn(p.amountPaise, currency)}</p>
            <p className="break-all text-stone-600">
              {p.method} {p.reference} · {t('paid {day}', { day: day(p.paidOn, locale) })}
            </p>
            {p.disputeReason && p.status !== 'confirmed' && (
              <p className="text-red-700">{t('Disputed: {reason}', { reason: p.disputeReason })}</p>
            )}
            {p.answerNote && (
              <p className="text-stone-800" data-testid="payment-answer">
                {t('Buyer’s answer: {note}', { note: p.answerNote })}
                {p.answerFile && fileHref && (
                  <a
                    href={fileHref(p)}
                    className="ml-2 inline-flex items-center gap-1 text-copper-700 underline"
                    download
                  >
                    <Paperclip aria-hidden="true" className="size-3.5" />
                    {p.answerFile.mimeType === 'application/pdf' ? t('PDF') : t('Photo')}
                  </a>
                )}
              </p>
            )}
            {p.status === 'answered' && p.adminDecidesFrom && (
              <p className="text-stone-600">
                {t('If the manufacturer has not decided by {day}, the marketplace decides.', {
                  day: day(indiaDayOf(p.adminDecidesFrom), locale),
                })}
              </p>
            )}
            {p.decidedAs === 'admin' && p.adminNote && (
              <p className="text-stone-800">
                {t('Decided by the marketplace: {note}', { note: p.adminNote })}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span
              className={cn(
                'rounded-full border px-2.5 py-0.5 text-xs font-medium',
                STATUS[p.status].className,
              )}
            >
              {t(STATUS[p.status].label)}
            </span>
            {/* The side's steps, while the payment's lifecycle allows them (ADR 018). */}
            {stepsFrom(PAYMENT_LIFECYCLE, p.status, side).length > 0 && actions?.(p)}
          </div>
        </li>
      ))}
    </ul>
  );
}
