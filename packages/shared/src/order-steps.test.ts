import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './options';
import {
  canTakeOrderStep,
  ORDER_ACTIONS,
  ORDER_STEPS,
  orderStepRefusal,
  orderStepsFrom,
} from './order-steps';

describe('order steps (D18)', () => {
  it.each<[OrderStatus, string[]]>([
    ['pending', ['confirm', 'cancel']],
    ['confirmed', ['ship', 'cancel']],
    ['shipped', ['deliver']],
    ['delivered', []],
    ['cancelled', []],
  ])('an order %s may take exactly %j', (status, steps) => {
    expect(orderStepsFrom(status)).toEqual(steps);
  });

  it('never goes backwards or skips a step: each step leads to the status after the one it starts from', () => {
    const rank = (s: OrderStatus) => ['pending', 'confirmed', 'shipped', 'delivered'].indexOf(s);
    for (const action of ORDER_ACTIONS) {
      const { from, to } = ORDER_STEPS[action];
      for (const start of from) {
        if (to === 'cancelled') expect(rank(start)).toBeLessThan(rank('shipped'));
        else expect(rank(to)).toBe(rank(start) + 1);
      }
    }
  });

  it('gives a refusal in words for every step an order cannot take, and none is empty', () => {
    for (const status of ORDER_STATUSES) {
      for (const action of ORDER_ACTIONS) {
        if (canTakeOrderStep(action, status)) continue;
        expect(orderStepRefusal(action, status)).toMatch(/^[A-Z].+\.$/);
      }
    }
  });

  it.each([
    ['ship', 'pending', 'Confirm the order before marking it as shipped.'],
    ['deliver', 'confirmed', 'Mark the order as shipped before marking it as delivered.'],
    ['cancel', 'shipped', 'A shipped order cannot be cancelled.'],
    ['confirm', 'cancelled', 'This order was cancelled.'],
  ] as const)('refuses %s from %s: "%s"', (action, status, text) => {
    expect(canTakeOrderStep(action, status)).toBe(false);
    expect(orderStepRefusal(action, status)).toBe(text);
  });
});
