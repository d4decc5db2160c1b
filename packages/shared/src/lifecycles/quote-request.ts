// D17 and D31: a quote request. A signed-out visitor's is `unconfirmed` until the link mailed to it is
// opened (then `pending`), or lapses closed; an admin forwards a pending one (or auto-forward does);
// the manufacturer's first reply makes it `responded`, and it may revise its reply until the buyer
// accepts (an order) or declines; an admin may close any request that has not become an order.
import { QUOTE_STATUSES, type QuoteStatus } from '../options';
import { defineLifecycle } from './machine';

export const QUOTE_REQUEST_STEPS = [
  'confirm',
  'lapse',
  'forward',
  'reply',
  'accept',
  'decline',
  'close',
] as const;
export type QuoteRequestStep = (typeof QUOTE_REQUEST_STEPS)[number];

/** A request's status in the words of a refusal ("This quote request is …"). */
const WORDS: Record<QuoteStatus, string> = {
  unconfirmed: 'waiting for its e-mail address to be confirmed',
  pending: 'waiting to be forwarded',
  forwarded: 'forwarded',
  responded: 'answered',
  accepted: 'accepted',
  declined: 'declined',
  closed: 'closed',
};

export const QUOTE_REQUEST_LIFECYCLE = defineLifecycle<QuoteStatus, QuoteRequestStep>({
  name: 'quote request',
  states: QUOTE_STATUSES,
  initial: 'pending',
  steps: {
    confirm: { from: ['unconfirmed'], to: 'pending', by: ['system'] },
    lapse: { from: ['unconfirmed'], to: 'closed', by: ['system'] },
    forward: { from: ['pending'], to: 'forwarded', by: ['admin', 'system'] },
    reply: { from: ['forwarded', 'responded'], to: 'responded', by: ['manufacturer'] },
    accept: { from: ['responded'], to: 'accepted', by: ['buyer'] },
    decline: { from: ['responded'], to: 'declined', by: ['buyer'] },
    close: { from: ['pending', 'forwarded', 'responded', 'declined'], to: 'closed', by: ['admin'] },
  },
  refusal(step, status) {
    const is = `This quote request is ${WORDS[status]}`;
    switch (step) {
      case 'forward':
        return `This quote request is already ${WORDS[status]}; only pending requests can be forwarded.`;
      case 'close':
        return status === 'accepted'
          ? 'This quote request was accepted and has an order; it cannot be closed.'
          : `This quote request is already ${WORDS[status]}.`;
      case 'reply':
        return `${is}; it can no longer be answered.`;
      case 'accept':
        return `${is}; its quote can no longer be accepted.`;
      case 'decline':
        return `${is}; its quote can no longer be declined.`;
      default:
        return `${is}.`;
    }
  },
});
