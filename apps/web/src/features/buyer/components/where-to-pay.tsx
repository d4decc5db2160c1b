// D44: the buyer's "Where to pay" on an accepted order: the account the manufacturer gave when the
// quote was accepted (the order keeps it), the terms and what is due now. A change of account made
// afterwards is shown beside it with a warning to confirm by phone before paying to it, because a
// changed account is how payments get diverted; the server decides all of it (GET /me/orders/:id/payee).
import { type Currency, formatMoney, type OrderPayeeView, type PayeeDetails } from '@granite/shared';
import { Landmark, TriangleAlert } from 'lucide-react';
import { useLocale, useT } from '@/lib/i18n';
import { useOrderPayee } from '../api/order-money';

const amountIn = (amount: number, currency: Currency) => formatMoney({ amount, currency });

function dayOf(iso: string, locale: string, withTime = false): string {
  const at = withTime ? new Date(iso) : new Date(`${iso}T00:00:00+05:30`);
  return at.toLocaleDateString(locale === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
    numberingSystem: 'latn',
  });
}

export function WhereToPay({ orderId }: { orderId: number }) {
  const payee = useOrderPayee(orderId);
  const t = useT();
  if (!payee.data) return null;
  const p = payee.data;
  return (
    <section
      className="mt-4 space-y-3 border-t border-stone-200 pt-4"
      aria-labelledby={`where-to-pay-${orderId}`}
      data-testid="where-to-pay"
    >
      <h5 id={`where-to-pay-${orderId}`} className="flex items-center gap-2 text-sm font-semibold">
        <Landmark aria-hidden="true" className="size-4 text-copper-700" />
        {t('Where to pay')}
      </h5>
      <DueNow payee={p} />
      {p.changed && p.changedAt && <ChangedAccount payee={p} changed={p.changed} changedAt={p.changedAt} />}
      {p.given ? (
        <div className="rounded-md border border-stone-200 bg-white p-3">
          <p className="mb-2 text-xs font-medium text-stone-600">
            {p.changed
              ? t('The account {manufacturer} gave when you accepted', { manufacturer: p.manufacturerName })
              : t('Pay {manufacturer} to', { manufacturer: p.manufacturerName })}
          </p>
          <PayeeRows details={p.given} testId="payee-given" />
        </div>
      ) : (
        !p.changed && (
          <p className="rounded-md border border-stone-200 bg-white p-3 text-sm text-stone-700">
            {t(
              'The manufacturer has not given its bank details yet. Ask in the order’s thread before paying.',
            )}
          </p>
        )
      )}
    </section>
  );
}

function DueNow({ payee: p }: { payee: OrderPayeeView }) {
  const t = useT();
  const locale = useLocale();
  const balance =
    p.balanceDue === 'before-dispatch'
      ? t('balance before dispatch')
      : p.balanceDue === 'on-delivery'
        ? t('balance on delivery')
        : t('balance {days} days after delivery', { days: p.balanceDays ?? 0 });
  const terms =
    p.advancePercent >= 100
      ? t('100% advance before dispatch')
      : p.advancePercent > 0
        ? `${t('{percent}% advance before dispatch', { percent: p.advancePercent })}; ${balance}`
        : t('Full amount: {when}', { when: balance });
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      <dt className="col-span-2 text-stone-600">{t('Terms')}</dt>
      <dd className="col-span-2 -mt-1 mb-1">{terms}</dd>
      <dt className="font-semibold">{t('Pay now')}</dt>
      <dd className="text-right font-semibold tabular-nums" data-testid="due-now">
        {p.dueNowPaise > 0 ? amountIn(p.dueNowPaise, p.currency) : t('Nothing due now')}
      </dd>
      {p.dueNowPaise === 0 && p.duePaise > 0 && p.balanceDueOn && (
        <>
          <dt className="text-stone-600">{t('Balance due by')}</dt>
          <dd className="text-right">
            {amountIn(p.duePaise, p.currency)} · {dayOf(p.balanceDueOn, locale)}
          </dd>
        </>
      )}
    </dl>
  );
}

function ChangedAccount({
  payee: p,
  changed,
  changedAt,
}: {
  payee: OrderPayeeView;
  changed: PayeeDetails;
  changedAt: string;
}) {
  const t = useT();
  const locale = useLocale();
  return (
    <div
      role="alert"
      className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
      data-testid="payee-changed"
    >
      <p className="flex items-start gap-2 text-sm font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {p.given
          ? t(
              'The manufacturer changed its bank account on {date}. Confirm by phone before paying to the new account.',
              { date: dayOf(changedAt, locale, true) },
            )
          : t(
              'The manufacturer gave its bank account on {date}, after you accepted. Confirm by phone before paying to it.',
              { date: dayOf(changedAt, locale, true) },
            )}
      </p>
      <div className="mt-2 rounded border border-red-200 bg-white p-3 text-granite-black">
        <p className="mb-2 text-xs font-medium text-stone-600">{t('New account (confirm by phone first)')}</p>
        <PayeeRows details={changed} testId="payee-new" />
      </div>
    </div>
  );
}

function PayeeRows({ details, testId }: { details: PayeeDetails; testId: string }) {
  const t = useT();
  const rows: [string, string][] = [];
  if (details.bank) {
    rows.push(
      [t('Account holder'), details.bank.accountHolder],
      [t('Account number'), details.bank.accountNumber],
      [t('IFSC'), details.bank.ifsc],
      [t('Bank'), details.bank.bankName],
      [t('Branch'), details.bank.branch],
    );
  }
  if (details.upiId) rows.push([t('UPI ID'), details.upiId]);
  return (
    <dl
      className="grid grid-cols-1 gap-x-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-1 text-sm"
      data-testid={testId}
    >
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-xs text-stone-600 sm:text-sm">{label}</dt>
          <dd className="mb-1.5 break-words font-medium tabular-nums sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
