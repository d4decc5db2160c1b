// D46: who of the manufacturer firm took each step of an order (confirm, ship, deliver, cancel), read
// from the activity log where each step is recorded with its actor in the step's transaction (D28).
// Only for the firm's own views of its orders; the buyer's views never carry it (D30).
import { ORDER_STEP_ACTIONS, type OrderStepBy, type OrderView } from '@granite/shared';
import type { AppDeps } from '../../deps';
import { actorsOfSteps } from '../activity/activity.service';
import { memberKey, membersNamed } from '../firms/firms.service';

const ACTIONS = ORDER_STEP_ACTIONS.map((step) => `order.${step}`);

export async function withStepsBy(deps: Pick<AppDeps, 'db'>, orders: OrderView[]): Promise<OrderView[]> {
  if (!orders.length) return orders;
  const steps = await actorsOfSteps(
    deps,
    'order',
    orders.map((o) => o.id),
    ACTIONS,
  );
  const firmOf = new Map(orders.map((o) => [String(o.id), o.vendorId]));
  const named = await membersNamed(
    deps,
    steps.map((s) => ({ manufacturerId: firmOf.get(s.entityId)!, userId: s.actorId })),
  );
  return orders.map((o) => {
    const stepsBy: OrderStepBy[] = [];
    for (const step of ORDER_STEP_ACTIONS) {
      const taken = steps.find((s) => s.entityId === String(o.id) && s.action === `order.${step}`);
      const by = taken && named.get(memberKey(o.vendorId, taken.actorId));
      if (by) stepsBy.push({ step, by });
    }
    return { ...o, stepsBy };
  });
}
