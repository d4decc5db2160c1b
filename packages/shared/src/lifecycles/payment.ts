// D36: the buyer records a payment (it starts `recorded`); the order's manufacturer confirms it once it
// reaches its account, or disputes it with a reason — once, either way.
import { PAYMENT_STATUSES, type PaymentStatus } from '../options';
import { PAYMENT_MESSAGES } from '../schemas/payments';
import { defineLifecycle } from './machine';

export const PAYMENT_STEPS = ['confirm', 'dispute'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

export const PAYMENT_LIFECYCLE = defineLifecycle<PaymentStatus, PaymentStep>({
  name: 'payment',
  states: PAYMENT_STATUSES,
  initial: 'recorded',
  steps: {
    confirm: { from: ['recorded'], to: 'confirmed', by: ['manufacturer'] },
    dispute: { from: ['recorded'], to: 'disputed', by: ['manufacturer'] },
  },
  refusal: () => PAYMENT_MESSAGES.notPending,
});
