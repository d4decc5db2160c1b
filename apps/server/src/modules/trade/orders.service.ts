// Orders (D18): made when a buyer accepts a quote; moved by its manufacturer only, one step at a
// time: pending → confirmed → shipped (transporter and LR number optional) → delivered, or
// cancelled with a reason before shipping. Never backwards, never skipping; each step's time is
// kept and the buyer is told.
import {
  canTakeOrderStep,
  formatINR,
  ORDER_STEPS,
  type OrderAction,
  type OrderStatus,
  type OrderView,
  orderStepRefusal,
  type Paginated,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { dispatchSlabs, returnSlabsToStock } from '../lots/holds.service';
import { notify } from '../notifications/notifications.service';
import { manufacturersOrder } from './access';
import { listManufacturerOrders, type OrderRow, updateOrder } from './orders.queries';
import { offeredSlabIds } from './slab-quotes.queries';
import { slabsByOrder } from './slab-quotes.service';
import { toOrderView } from './views';

type Deps = Pick<AppDeps, 'db' | 'mail' | 'config'>;

export type { OrderAction };

export async function listOrders(
  deps: Deps,
  actor: Actor | null,
  query: { page: number; pageSize: number; status?: OrderStatus; q?: string },
): Promise<Paginated<OrderView>> {
  assertRole(actor, 'vendor');
  const { rows, total } = await listManufacturerOrders(deps.db, {
    vendorIds: actor.vendorIds,
    status: query.status,
    q: query.q,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const slabs = await slabsByOrder(
    deps.db,
    rows.map((r) => r.order),
  );
  return {
    items: rows.map((r) => toOrderView(r.order, r.vendorName, slabs.get(r.order.id))),
    page: query.page,
    pageSize: query.pageSize,
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

export async function getOrder(deps: Deps, actor: Actor | null, id: number): Promise<OrderView> {
  const found = await manufacturersOrder(deps.db, actor, id);
  const slabs = await slabsByOrder(deps.db, [found.order]);
  return toOrderView(found.order, found.vendorName, slabs.get(found.order.id));
}

const BUYER_TEXT: Record<Exclude<OrderAction, 'cancel'>, (o: OrderRow, vendor: string) => string> = {
  confirm: (o, v) =>
    `${v} confirmed your order for ${o.quantitySqft.toLocaleString('en-IN')} sq.ft of ${o.productName} (${formatINR(o.totalPaise)}). Expected lead time: ${o.leadTimeDays} days.`,
  ship: (o, v) =>
    `${v} shipped your order of ${o.productName}.${o.transporter ? ` Transporter: ${o.transporter}.` : ''}${o.lrNumber ? ` LR number: ${o.lrNumber}.` : ''}`,
  deliver: (o, v) =>
    `${v} marked your order of ${o.productName} as delivered. You can now review the manufacturer.`,
};

const TITLES: Record<OrderAction, string> = {
  confirm: 'Your order was confirmed',
  ship: 'Your order was shipped',
  deliver: 'Your order was delivered',
  cancel: 'Your order was cancelled',
};

export async function moveOrder(
  deps: Deps,
  actor: Actor | null,
  id: number,
  action: OrderAction,
  input: { transporter?: string | null; lrNumber?: string | null; reason?: string } = {},
): Promise<OrderView> {
  assertRole(actor, 'vendor');
  return deps.db.transaction(async (tx) => {
    const found = await manufacturersOrder(tx, actor, id, true);
    const step = ORDER_STEPS[action];
    const status = found.order.status as OrderStatus;
    if (!canTakeOrderStep(action, status)) throw new AppError('conflict', orderStepRefusal(action, status));
    const now = new Date();
    const set =
      action === 'confirm'
        ? { confirmedAt: now }
        : action === 'ship'
          ? { shippedAt: now, transporter: input.transporter ?? null, lrNumber: input.lrNumber ?? null }
          : action === 'deliver'
            ? { deliveredAt: now }
            : { cancelledAt: now, cancelReason: input.reason ?? null };
    const order = await updateOrder(tx, id, { status: step.to, ...set });
    // D32: an order of slabs dispatches them when it ships; cancelled, they are for sale again.
    if (order.billedSqftX100 !== null && (action === 'ship' || action === 'cancel')) {
      const slabIds = await offeredSlabIds(tx, order.quoteReplyId);
      if (action === 'ship') await dispatchSlabs(tx, slabIds);
      else await returnSlabsToStock(tx, slabIds);
    }
    if (order.userId) {
      await notify(
        { db: tx, mail: deps.mail, config: deps.config },
        {
          userId: order.userId,
          kind: `order_${step.to}`,
          title: `${TITLES[action]}: ${order.productName}`,
          body:
            action === 'cancel'
              ? `${found.vendorName} cancelled your order of ${order.productName}. Reason: ${order.cancelReason}`
              : BUYER_TEXT[action](order, found.vendorName),
          link: `/dashboard?tab=quotes&request=${order.quoteRequestId}`,
        },
      );
    }
    const slabs = await slabsByOrder(tx, [order]);
    return toOrderView(order, found.vendorName, slabs.get(order.id));
  });
}
