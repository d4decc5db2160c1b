// D36: the manufacturer's view of an order's money: the figures, and each recorded payment with
// Confirm (once it reached the account) or Dispute (with a reason); D45: the same two once the buyer
// answered a dispute, with the buyer's note and file.
import { formatINR, type OrderView } from '@granite/shared';
import { toast } from 'sonner';
import { useConfirm } from '@/components/data-table';
import { OrderMoneyFigures, PaymentList } from '@/components/order-money/order-money';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { usePaymentDecision } from '../api/manufacturer-payments';

export function OrderPayments({ order }: { order: OrderView }) {
  const decide = usePaymentDecision(order.id);
  const { confirm, dialog } = useConfirm();
  const t = useT();
  if (!order.money) return null;
  return (
    <section className="space-y-3" aria-labelledby="order-payments">
      <h3 id="order-payments" className="text-sm font-semibold">
        {t('Payments')}
      </h3>
      <OrderMoneyFigures money={order.money} />
      <PaymentList
        payments={order.payments ?? []}
        fileHref={(p) => `/api/v1/vendor/orders/${order.id}/payments/${p.id}/answer-file`}
        actions={(p) => (
          <>
            <Button
              type="button"
              size="sm"
              disabled={decide.isPending}
              onClick={() =>
                confirm(
                  {
                    title: t('Confirm {amount}?', { amount: formatINR(p.amountPaise) }),
                    description: t('Only once {payment} has reached your account. The buyer is told.', {
                      payment: `${p.method} ${p.reference}`,
                    }),
                    confirmLabel: t('Confirm payment'),
                    destructive: false,
                  },
                  () =>
                    decide
                      .mutateAsync({ paymentId: p.id })
                      .then(() => toast.success(t('Payment confirmed')))
                      .catch((err: Error) => toast.error(err.message)),
                )
              }
            >
              {t('Confirm')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={decide.isPending}
              onClick={() =>
                confirm(
                  {
                    title: t('Dispute {amount}?', { amount: formatINR(p.amountPaise) }),
                    description: t('The buyer is told, with your reason.'),
                    confirmLabel: t('Dispute payment'),
                    reason: {
                      label: t('Reason'),
                      required: true,
                      requiredMessage: t('Please say why the payment is disputed'),
                      maxLength: 500,
                    },
                  },
                  (reason) =>
                    decide
                      .mutateAsync({ paymentId: p.id, reason })
                      .then(() => toast.success(t('Payment disputed')))
                      .catch((err: Error) => toast.error(err.message)),
                )
              }
            >
              {t('Dispute')}
            </Button>
          </>
        )}
      />
      {dialog}
    </section>
  );
}
