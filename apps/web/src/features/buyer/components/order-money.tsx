// D36, D37: the buyer's side of an order's money and receipt: the figures, the payments, "Record a
// payment" while something is due, and "Confirm receipt" once delivered.
import { type OrderView, RECEIPT_DAYS } from '@granite/shared';
import { OrderMoneyFigures, PaymentList } from '@/components/order-money/order-money';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useConfirmReceipt } from '../api/order-money';
import { AnswerDisputeDialog } from './answer-dispute-dialog';
import { RecordPaymentDialog } from './record-payment-dialog';

export function BuyerOrderMoney({ order }: { order: OrderView }) {
  const receipt = useConfirmReceipt(order.id);
  const t = useT();
  if (!order.money) return null;
  return (
    <section className="mt-4 space-y-3 border-t border-stone-200 pt-4" aria-labelledby={`money-${order.id}`}>
      <h5 id={`money-${order.id}`} className="text-sm font-semibold">
        {t('Payments')}
      </h5>
      <OrderMoneyFigures money={order.money} />
      <PaymentList
        payments={order.payments ?? []}
        side="buyer"
        fileHref={(p) => `/api/v1/me/orders/${order.id}/payments/${p.id}/answer-file`}
        actions={(p) => <AnswerDisputeDialog orderId={order.id} payment={p} />}
      />
      <div className="flex flex-wrap gap-2">
        {order.status !== 'cancelled' && order.money.duePaise > 0 && (
          <RecordPaymentDialog orderId={order.id} duePaise={order.money.duePaise} />
        )}
        {order.status === 'delivered' && !order.receivedAt && (
          <Button
            type="button"
            disabled={receipt.isPending}
            onClick={() =>
              receipt.mutate(undefined, {
                onSuccess: () => toast.success(t('Receipt confirmed. You can now review the manufacturer.')),
                onError: (err) => toast.error(t(err.message)),
              })
            }
          >
            {t('Confirm receipt')}
          </Button>
        )}
      </div>
      {order.status === 'delivered' && !order.receivedAt && (
        <p className="text-sm text-stone-600">
          {t('Receipt confirms itself {days} days after delivery. Reviews open once it is confirmed.', {
            days: RECEIPT_DAYS,
          })}
        </p>
      )}
      {order.receivedAt && (
        <p className="text-sm text-stone-600" data-testid="receipt-confirmed">
          {order.receiptAutomatic
            ? t('Receipt confirmed automatically {days} days after delivery.', { days: RECEIPT_DAYS })
            : t('Receipt confirmed.')}
        </p>
      )}
    </section>
  );
}
