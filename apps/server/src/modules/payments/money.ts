// D36: an order's money in one place, from its terms (advance percent, when the balance is due) and
// its payments. Days are days in India; a date is overdue the day after it.
import {
  type BalanceDueTerm,
  DEFAULT_CURRENCY,
  isCurrency,
  type OrderMoney,
  type OrderPaymentView,
} from '@granite/shared';
import { MARKET_TIME_ZONE } from '../../lib/market-time';

/** 'YYYY-MM-DD' of an instant in India. */
export function indiaDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: MARKET_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What of an order the money depends on. */
export type OrderTerms = {
  status: string;
  /** ADR 016: the currency of the total and of the payments against it; ₹ when not given. */
  currency?: string;
  totalPaise: number;
  advancePercent: number;
  balanceDue: string;
  balanceDays: number | null;
  leadTimeDays: number;
  confirmedAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
};

/** The advance in paise: the percent of the total, half up. */
export const advanceOf = (o: Pick<OrderTerms, 'totalPaise' | 'advancePercent'>) =>
  Math.floor((o.totalPaise * o.advancePercent + 50) / 100);

/**
 * When the balance is due: before dispatch, on the day the order is expected to leave (confirmation
 * plus its lead time) or the day it shipped if earlier; on delivery, the delivery day; N days after
 * delivery, that day plus N. Null until the step that fixes it.
 */
export function balanceDueOn(o: OrderTerms): string | null {
  const term = o.balanceDue as BalanceDueTerm;
  if (term === 'before-dispatch') {
    if (o.shippedAt) return indiaDay(o.shippedAt);
    return o.confirmedAt ? addDays(indiaDay(o.confirmedAt), o.leadTimeDays) : null;
  }
  if (!o.deliveredAt) return null;
  const delivered = indiaDay(o.deliveredAt);
  return term === 'days-after-delivery' ? addDays(delivered, o.balanceDays ?? 0) : delivered;
}

export function orderMoney(
  o: OrderTerms,
  payments: Pick<OrderPaymentView, 'amountPaise' | 'status'>[],
  today: string,
): OrderMoney {
  const sum = (status: string) =>
    payments.filter((p) => p.status === status).reduce((n, p) => n + p.amountPaise, 0);
  const paidPaise = sum('confirmed');
  const pendingPaise = sum('recorded');
  // D45: a disputed payment still counts as disputed while its answer waits for a decision.
  const disputedPaise = sum('disputed') + sum('answered');
  const cancelled = o.status === 'cancelled';
  const duePaise = cancelled ? 0 : Math.max(0, o.totalPaise - paidPaise - pendingPaise);
  const advance = o.advancePercent > 0 ? advanceOf(o) : 0;
  const advanceDuePaise = cancelled ? 0 : Math.max(0, advance - paidPaise - pendingPaise);
  const advanceDueOn = advance > 0 && o.confirmedAt ? indiaDay(o.confirmedAt) : null;
  const balanceOn = balanceDueOn(o);
  let overduePaise = 0;
  if (balanceOn && today > balanceOn) overduePaise = duePaise;
  else if (advanceDueOn && today > advanceDueOn) overduePaise = advanceDuePaise;
  return {
    currency: isCurrency(o.currency) ? o.currency : DEFAULT_CURRENCY,
    totalPaise: o.totalPaise,
    paidPaise,
    pendingPaise,
    disputedPaise,
    duePaise,
    overduePaise,
    advancePercent: o.advancePercent,
    advanceDuePaise,
    advanceDueOn,
    balanceDueOn: balanceOn,
  };
}
