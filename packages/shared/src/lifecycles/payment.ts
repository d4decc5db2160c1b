// D36: the buyer records a payment (it starts `recorded`); the order's manufacturer confirms it once it
// reaches its account, or disputes it with a reason.
// D45: a dispute comes to an end. The buyer answers a disputed payment (a note and a file): it is
// `answered`, and the manufacturer decides again — confirms it, or disputes it again with a reason
// (the buyer may answer that too). Once an answer has waited ADMIN_DECIDES_AFTER_DAYS without the
// manufacturer's decision, an admin decides: confirms it (`settle`) or rejects it, for good.
// Every decision is one conditional update from the states named here, so the manufacturer's and the
// admin's decision at the same moment are decided by the database: one wins, the other is refused.
import { PAYMENT_STATUSES, type PaymentStatus } from '../options';
import { PAYMENT_MESSAGES } from '../schemas/payments';
import { defineLifecycle } from './machine';

export const PAYMENT_STEPS = ['confirm', 'dispute', 'answer', 'settle', 'reject'] as const;
export type PaymentStep = (typeof PAYMENT_STEPS)[number];

/** D45: days an answered dispute waits for the manufacturer before an admin may decide it. */
export const ADMIN_DECIDES_AFTER_DAYS = 7;

export const PAYMENT_LIFECYCLE = defineLifecycle<PaymentStatus, PaymentStep>({
  name: 'payment',
  states: PAYMENT_STATUSES,
  initial: 'recorded',
  steps: {
    confirm: { from: ['recorded', 'answered'], to: 'confirmed', by: ['manufacturer'] },
    dispute: { from: ['recorded', 'answered'], to: 'disputed', by: ['manufacturer'] },
    answer: { from: ['disputed'], to: 'answered', by: ['buyer'] },
    settle: { from: ['answered'], to: 'confirmed', by: ['admin'] },
    reject: { from: ['answered'], to: 'rejected', by: ['admin'] },
  },
  refusal: (step, state) => {
    if (step === 'answer') return PAYMENT_MESSAGES.notDisputed;
    if (state === 'disputed') return PAYMENT_MESSAGES.awaitingAnswer;
    return PAYMENT_MESSAGES.notPending;
  },
});

/** When an admin may decide an answered dispute (its answer's time plus the wait). */
export function adminMayDecideFrom(answeredAt: Date | string): Date {
  const at = new Date(answeredAt);
  return new Date(at.getTime() + ADMIN_DECIDES_AFTER_DAYS * 86_400_000);
}
