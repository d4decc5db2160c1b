// D39: a sample of a lot is requested → accepted (with the fee, if any) → dispatched (courier and
// tracking number) → received; or declined with a reason; or cancelled by the buyer before dispatch.
import { SAMPLE_STATUSES, type SampleStatus } from '../options';
import { SAMPLE_MESSAGES } from '../schemas/samples';
import { defineLifecycle } from './machine';

export const SAMPLE_STEPS = ['accept', 'decline', 'dispatch', 'receive', 'cancel'] as const;
export type SampleStep = (typeof SAMPLE_STEPS)[number];

export const SAMPLE_LIFECYCLE = defineLifecycle<SampleStatus, SampleStep>({
  name: 'sample',
  states: SAMPLE_STATUSES,
  initial: 'requested',
  steps: {
    accept: { from: ['requested'], to: 'accepted', by: ['manufacturer'] },
    decline: { from: ['requested'], to: 'declined', by: ['manufacturer'] },
    dispatch: { from: ['accepted'], to: 'dispatched', by: ['manufacturer'] },
    receive: { from: ['dispatched'], to: 'received', by: ['buyer'] },
    cancel: { from: ['requested', 'accepted'], to: 'cancelled', by: ['buyer'] },
  },
  refusal(step) {
    switch (step) {
      case 'accept':
      case 'decline':
        return SAMPLE_MESSAGES.notRequested;
      case 'dispatch':
        return SAMPLE_MESSAGES.notAccepted;
      case 'receive':
        return SAMPLE_MESSAGES.notDispatched;
      case 'cancel':
        return SAMPLE_MESSAGES.notCancellable;
    }
  },
});
