// D32, D42: a slab's life. Available → held (for one quote reply, until its validity) → sold (the
// reply is accepted) → dispatched (the order ships); a hold or a sale that ends puts it back for
// sale. A replacement under a quality claim (D42) dispatches an available slab at once, on the
// replacement challan that lists it. The lots module writes every step as a conditional update from
// the states named here, so a race is decided by the database.
import { SLAB_STATUSES, type SlabStatus } from '../options';
import { defineLifecycle } from './machine';

export const SLAB_STEPS = ['hold', 'release', 'sell', 'dispatch', 'unsell', 'replace'] as const;
export type SlabStep = (typeof SLAB_STEPS)[number];

export const SLAB_LIFECYCLE = defineLifecycle<SlabStatus, SlabStep>({
  name: 'slab',
  states: SLAB_STATUSES,
  initial: 'available',
  steps: {
    hold: { from: ['available'], to: 'held', by: ['manufacturer'] },
    release: { from: ['held'], to: 'available', by: ['buyer', 'manufacturer', 'system'] },
    sell: { from: ['held'], to: 'sold', by: ['buyer'] },
    dispatch: { from: ['sold'], to: 'dispatched', by: ['manufacturer'] },
    unsell: { from: ['sold'], to: 'available', by: ['manufacturer'] },
    // D42: the replacement slabs of a claim leave the yard with their replacement challan.
    replace: { from: ['available'], to: 'dispatched', by: ['admin'] },
  },
  refusal: (step, state) =>
    step === 'replace'
      ? `Only an available slab can be sent as a replacement; this one is ${state}.`
      : `A ${state} slab cannot take this step.`,
});
