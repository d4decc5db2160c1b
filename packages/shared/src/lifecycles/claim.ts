// D37: a quality claim is raised open by the order's buyer (one open claim per order) and closed by an
// admin with an outcome; the manufacturer answers in the order's thread.
import { CLAIM_STATUSES, type ClaimStatus } from '../options';
import { CLAIM_MESSAGES } from '../schemas/payments';
import { defineLifecycle } from './machine';

export const CLAIM_STEPS = ['close'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

export const CLAIM_LIFECYCLE = defineLifecycle<ClaimStatus, ClaimStep>({
  name: 'claim',
  states: CLAIM_STATUSES,
  initial: 'open',
  steps: {
    close: { from: ['open'], to: 'closed', by: ['admin'] },
  },
  refusal: () => CLAIM_MESSAGES.closed,
});
