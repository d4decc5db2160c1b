// D18: an order moves one step at a time, by its manufacturer only; never backwards, never
// skipping; cancelled (with a reason) only before it ships. The server enforces these steps and
// the manufacturer's panel offers exactly the ones the order's status allows, from this one list.
import type { OrderStatus } from './options';

export const ORDER_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_STEPS: Record<OrderAction, { from: readonly OrderStatus[]; to: OrderStatus }> = {
  confirm: { from: ['pending'], to: 'confirmed' },
  ship: { from: ['confirmed'], to: 'shipped' },
  deliver: { from: ['shipped'], to: 'delivered' },
  cancel: { from: ['pending', 'confirmed'], to: 'cancelled' },
};

/** Whether an order in this status may take this step. */
export const canTakeOrderStep = (action: OrderAction, status: OrderStatus): boolean =>
  ORDER_STEPS[action].from.includes(status);

/** The steps an order in this status may take, in the order the panel shows them. */
export const orderStepsFrom = (status: OrderStatus): OrderAction[] =>
  ORDER_ACTIONS.filter((action) => canTakeOrderStep(action, status));

/** Why a step cannot be taken from the order's status, in the manufacturer's words. */
export function orderStepRefusal(action: OrderAction, status: OrderStatus): string {
  if (status === 'cancelled') return 'This order was cancelled.';
  if (status === 'delivered') return 'This order is already delivered.';
  switch (action) {
    case 'confirm':
      return `This order is already ${status}.`;
    case 'ship':
      return status === 'pending'
        ? 'Confirm the order before marking it as shipped.'
        : 'This order is already shipped.';
    case 'deliver':
      return 'Mark the order as shipped before marking it as delivered.';
    case 'cancel':
      return 'A shipped order cannot be cancelled.';
  }
}
