// D36: before a lorry leaves, the ship dialog says what the buyer has not yet paid of what the
// agreed terms ask before dispatch — the advance, and the whole balance when the terms say "balance
// before dispatch". Shipping stays the manufacturer's choice (credit given by agreement), so this
// warns rather than refuses; amounts are the order's confirmed payments, from the server.
import type { OrderView } from '@granite/shared';
import { formatMoney } from '@/components/quote-lifecycle/format';
import { useT } from '@/lib/i18n';

export function ShipPaymentWarning({ order }: { order: OrderView }) {
  const t = useT();
  const money = order.money;
  if (!money) return null;
  const unpaid = Math.max(0, money.totalPaise - money.paidPaise);
  const beforeDispatch = order.balanceDue === 'before-dispatch';
  const owed = beforeDispatch ? unpaid : money.advanceDuePaise;
  if (owed <= 0) return null;
  const amount = formatMoney(owed, money.currency ?? order.currency);
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-medium">
        {beforeDispatch
          ? t('The terms ask for the whole amount before dispatch: {amount} is not paid yet.', { amount })
          : t('The advance is not paid yet: {amount} was due before dispatch.', { amount })}
      </p>
      <p className="mt-1">
        {money.pendingPaise > 0
          ? t('{amount} recorded by the buyer waits for your confirmation in Payments.', {
              amount: formatMoney(money.pendingPaise, money.currency ?? order.currency),
            })
          : t('Ship now only if you agreed otherwise with the buyer.')}
      </p>
    </div>
  );
}
