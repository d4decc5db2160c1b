import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../options';
import { CLAIM_LIFECYCLE } from './claim';
import { canTake, finalStates, type Lifecycle, nextState, stepsFrom } from './machine';
import { ORDER_ACTIONS, ORDER_LIFECYCLE } from './order';
import { adminMayDecideFrom, PAYMENT_LIFECYCLE } from './payment';
import { QUOTE_REQUEST_LIFECYCLE } from './quote-request';
import { SAMPLE_LIFECYCLE } from './sample';
import { SLAB_LIFECYCLE } from './slab';

// Walked as plain strings: each lifecycle's own types are checked where it is used.
const LIFECYCLES = [
  ORDER_LIFECYCLE,
  SAMPLE_LIFECYCLE,
  PAYMENT_LIFECYCLE,
  CLAIM_LIFECYCLE,
  QUOTE_REQUEST_LIFECYCLE,
  SLAB_LIFECYCLE,
] as unknown as Lifecycle<string, string>[];

describe.each(LIFECYCLES.map((l) => [l.name, l] as const))('the %s lifecycle', (_, lifecycle) => {
  it('moves only between its own states, each step taken by a named side', () => {
    for (const step of Object.values(lifecycle.steps)) {
      expect(lifecycle.states).toContain(step.to);
      for (const from of step.from) expect(lifecycle.states).toContain(from);
      expect(step.by.length).toBeGreaterThan(0);
    }
  });

  it('reaches every state from where a row starts (an unconfirmed request is made so, not reached)', () => {
    const seen = new Set([lifecycle.initial, ...(lifecycle.name === 'quote request' ? ['unconfirmed'] : [])]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const state of [...seen]) {
        for (const step of stepsFrom(lifecycle, state)) {
          const to = nextState(lifecycle, step);
          if (!seen.has(to)) {
            seen.add(to);
            grew = true;
          }
        }
      }
    }
    expect([...seen].sort()).toEqual([...lifecycle.states].sort());
  });

  it('gives a refusal in words for every step a state does not allow', () => {
    for (const state of lifecycle.states) {
      for (const step of Object.keys(lifecycle.steps)) {
        if (canTake(lifecycle, step, state)) continue;
        expect(lifecycle.refusal(step, state)).toMatch(/^[A-Z].+\.$/);
      }
    }
  });
});

describe('order steps (D18)', () => {
  it.each<[OrderStatus, string[]]>([
    ['pending', ['confirm', 'cancel']],
    ['confirmed', ['ship', 'cancel']],
    ['shipped', ['deliver']],
    ['delivered', []],
    ['cancelled', []],
  ])('an order %s may take exactly %j, all of them its manufacturer’s', (status, steps) => {
    expect(stepsFrom(ORDER_LIFECYCLE, status)).toEqual(steps);
    expect(stepsFrom(ORDER_LIFECYCLE, status, 'manufacturer')).toEqual(steps);
    expect(stepsFrom(ORDER_LIFECYCLE, status, 'buyer')).toEqual([]);
  });

  it('never goes backwards or skips a step: each step leads to the status after the one it starts from', () => {
    const rank = (s: OrderStatus) => ['pending', 'confirmed', 'shipped', 'delivered'].indexOf(s);
    for (const action of ORDER_ACTIONS) {
      const { from, to } = ORDER_LIFECYCLE.steps[action];
      for (const start of from) {
        if (to === 'cancelled') expect(rank(start)).toBeLessThan(rank('shipped'));
        else expect(rank(to)).toBe(rank(start) + 1);
      }
    }
  });

  it.each([
    ['ship', 'pending', 'Confirm the order before marking it as shipped.'],
    ['deliver', 'confirmed', 'Mark the order as shipped before marking it as delivered.'],
    ['cancel', 'shipped', 'A shipped order cannot be cancelled.'],
    ['confirm', 'cancelled', 'This order was cancelled.'],
  ] as const)('refuses %s from %s: "%s"', (action, status, text) => {
    expect(canTake(ORDER_LIFECYCLE, action, status)).toBe(false);
    expect(ORDER_LIFECYCLE.refusal(action, status)).toBe(text);
  });

  it('ends delivered or cancelled', () => {
    expect(finalStates(ORDER_LIFECYCLE)).toEqual(['delivered', 'cancelled']);
  });
});

describe('sample steps (D39)', () => {
  it.each([
    ['requested', 'manufacturer', ['accept', 'decline']],
    ['requested', 'buyer', ['cancel']],
    ['accepted', 'manufacturer', ['dispatch']],
    ['accepted', 'buyer', ['cancel']],
    ['dispatched', 'manufacturer', []],
    ['dispatched', 'buyer', ['receive']],
    ['received', 'buyer', []],
    ['declined', 'manufacturer', []],
    ['cancelled', 'buyer', []],
  ] as const)('a sample %s offers its %s exactly %j', (status, side, steps) => {
    expect(stepsFrom(SAMPLE_LIFECYCLE, status, side)).toEqual(steps);
  });
});

describe('payment and claim steps (D36, D37)', () => {
  it('lets the manufacturer confirm or dispute a recorded payment once', () => {
    expect(stepsFrom(PAYMENT_LIFECYCLE, 'recorded', 'manufacturer')).toEqual(['confirm', 'dispute']);
    expect(stepsFrom(PAYMENT_LIFECYCLE, 'confirmed')).toEqual([]);
    expect(stepsFrom(PAYMENT_LIFECYCLE, 'disputed', 'manufacturer')).toEqual([]);
    expect(stepsFrom(PAYMENT_LIFECYCLE, 'recorded', 'buyer')).toEqual([]);
    expect(stepsFrom(PAYMENT_LIFECYCLE, 'recorded', 'admin')).toEqual([]);
  });

  it.each([
    ['disputed', 'buyer', ['answer']],
    ['disputed', 'admin', []],
    ['answered', 'manufacturer', ['confirm', 'dispute']],
    ['answered', 'admin', ['settle', 'reject']],
    ['answered', 'buyer', []],
    ['rejected', 'buyer', []],
  ] as const)('D45: a payment %s offers its %s exactly %j', (status, side, steps) => {
    expect(stepsFrom(PAYMENT_LIFECYCLE, status, side)).toEqual(steps);
  });

  it('D45: ends confirmed or rejected; an admin settles to confirmed, a dispute again goes back to disputed', () => {
    expect(finalStates(PAYMENT_LIFECYCLE)).toEqual(['confirmed', 'rejected']);
    expect(nextState(PAYMENT_LIFECYCLE, 'settle')).toBe('confirmed');
    expect(nextState(PAYMENT_LIFECYCLE, 'dispute')).toBe('disputed');
    expect(PAYMENT_LIFECYCLE.refusal('answer', 'recorded')).toBe('Only a disputed payment can be answered.');
    expect(PAYMENT_LIFECYCLE.refusal('confirm', 'disputed')).toBe(
      'This payment is disputed; the buyer has not answered yet.',
    );
    expect(adminMayDecideFrom('2026-12-01T10:00:00.000Z').toISOString()).toBe('2026-12-08T10:00:00.000Z');
  });

  it('lets an admin close an open claim, once', () => {
    expect(stepsFrom(CLAIM_LIFECYCLE, 'open', 'admin')).toEqual(['close']);
    expect(canTake(CLAIM_LIFECYCLE, 'close', 'closed')).toBe(false);
  });
});

describe('quote request steps (D17, D31)', () => {
  it.each([
    ['unconfirmed', 'system', ['confirm', 'lapse']],
    ['pending', 'admin', ['forward', 'close']],
    ['forwarded', 'manufacturer', ['reply']],
    ['responded', 'manufacturer', ['reply']],
    ['responded', 'buyer', ['accept', 'decline']],
    ['declined', 'admin', ['close']],
    ['accepted', 'admin', []],
    ['closed', 'admin', []],
  ] as const)('a request %s offers its %s exactly %j', (status, side, steps) => {
    expect(stepsFrom(QUOTE_REQUEST_LIFECYCLE, status, side)).toEqual(steps);
  });

  it('says why an accepted request cannot be closed, and a pending one not answered', () => {
    expect(QUOTE_REQUEST_LIFECYCLE.refusal('close', 'accepted')).toBe(
      'This quote request was accepted and has an order; it cannot be closed.',
    );
    expect(QUOTE_REQUEST_LIFECYCLE.refusal('reply', 'pending')).toBe(
      'This quote request is waiting to be forwarded; it can no longer be answered.',
    );
  });
});
