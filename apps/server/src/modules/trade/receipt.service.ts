// Receipt (D37): the buyer confirms that a delivered order arrived; 7 days after delivery it is
// confirmed by itself (the receipts job). Reviews open after receipt (D26 as changed by D37).
import { type OrderView, RECEIPT_DAYS, RECEIPT_MESSAGES } from '@granite/shared';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { msg } from '../../lib/i18n';
import { requireAccess } from '../access/access.service';
import { notify, notifyManufacturer } from '../notifications/notifications.service';
import { LINKS } from './lifecycle.service';
import { orderDetails } from './order-details.service';
import { type Executor, findOrder } from './orders.queries';
import { markReceived, markReceivedAutomatically } from './receipt.queries';
import { toOrderView } from './views';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;
type JobDeps = { db: Executor; mail: AppDeps['mail']; config: Pick<AppDeps['config'], 'publicUrl'> };
const DAY_MS = 86_400_000;

/** POST /me/orders/{id}/receipt. */
export async function confirmReceipt(
  deps: Deps,
  actor: Actor | null,
  id: number,
  now = new Date(),
): Promise<OrderView> {
  await requireAccess(deps.db, actor, 'receipt.confirm', id, 'buyer');
  return deps.db.transaction(async (tx) => {
    const found = await findOrder(tx, id, true);
    if (!found) throw notFound('Order');
    if (found.order.status !== 'delivered') throw new AppError('conflict', RECEIPT_MESSAGES.notDelivered);
    if (found.order.receivedAt) throw new AppError('conflict', RECEIPT_MESSAGES.already);
    const order = await markReceived(tx, id, now);
    if (!order) throw new AppError('conflict', RECEIPT_MESSAGES.already);
    await notifyManufacturer({ ...deps, db: tx }, order.vendorId, {
      kind: 'order_received',
      title: msg('The buyer confirmed receipt of order #{id}', { id: order.id }),
      body: msg('The buyer confirmed that the order of {product} arrived.', { product: order.productName }),
      link: LINKS.manufacturerOrder(order.id),
    });
    const details = await orderDetails(tx, [order], now);
    return toOrderView(order, found.vendorName, details.get(order.id));
  });
}

/** The receipts job: orders delivered RECEIPT_DAYS ago or more are received by themselves. */
export async function confirmReceiptsAutomatically(deps: JobDeps, now: Date): Promise<number> {
  const rows = await markReceivedAutomatically(deps.db, new Date(now.getTime() - RECEIPT_DAYS * DAY_MS), now);
  for (const order of rows) {
    if (order.userId) {
      await notify(deps, {
        userId: order.userId,
        kind: 'order_received',
        title: msg('Receipt of your order of {product} is confirmed', { product: order.productName }),
        body: msg(
          '{days} days have passed since delivery, so receipt is confirmed. You can now review the manufacturer.',
          { days: RECEIPT_DAYS },
        ),
        link: LINKS.buyer(order.quoteRequestId),
      });
    }
    await notifyManufacturer(deps, order.vendorId, {
      kind: 'order_received',
      title: msg('Receipt of order #{id} is confirmed', { id: order.id }),
      body: msg('{days} days have passed since delivery of {product}, so receipt is confirmed.', {
        days: RECEIPT_DAYS,
        product: order.productName,
      }),
      link: LINKS.manufacturerOrder(order.id),
    });
  }
  return rows.length;
}
