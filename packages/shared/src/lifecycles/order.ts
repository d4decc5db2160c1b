// D18: an order moves one step at a time, by its manufacturer only; never backwards, never
// skipping; cancelled (with a reason) only before it ships.
import { ORDER_STATUSES, type OrderStatus } from '../options';
import { defineLifecycle } from './machine';

export const ORDER_ACTIONS = ['confirm', 'ship', 'deliver', 'cancel'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_LIFECYCLE = defineLifecycle<OrderStatus, OrderAction>({
  name: 'order',
  states: ORDER_STATUSES,
  initial: 'pending',
  steps: {
    confirm: { from: ['pending'], to: 'confirmed', by: ['manufacturer'] },
    ship: { from: ['confirmed'], to: 'shipped', by: ['manufacturer'] },
    deliver: { from: ['shipped'], to: 'delivered', by: ['manufacturer'] },
    cancel: { from: ['pending', 'confirmed'], to: 'cancelled', by: ['manufacturer'] },
  },
  refusal(action, status) {
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
  },
});
