import { describe, expect, it } from 'vitest';
import { indiaDay } from '../quote-math';
import { QuoteReplyInput } from './quote-lifecycle';

// D17: a manufacturer's reply: price per sq.ft, GST rate, freight to the PIN or ex-works, lead time,
// valid-until date.
const inDays = (days: number) => indiaDay(new Date(Date.now() + days * 86_400_000));
const reply = { price: '1,250.50', gstRate: 18, freight: '15000', leadTimeDays: '10', validUntil: inDays(7) };

const refusal = (body: Record<string, unknown>, field: string) =>
  QuoteReplyInput.safeParse(body).error?.issues.find((i) => i.path[0] === field)?.message;

describe('quote reply', () => {
  it('stores rupees as paise and the freight for the whole quantity', () => {
    expect(QuoteReplyInput.parse(reply)).toEqual({
      currency: 'INR',
      pricePaise: 125_050,
      gstRate: 18,
      exWorks: false,
      freightPaise: 1_500_000,
      leadTimeDays: 10,
      validUntil: reply.validUntil,
      message: null,
      slabIds: undefined,
      billsOn: undefined,
      advancePercent: 0,
      balanceDue: 'on-delivery',
      balanceDays: null,
    });
  });

  it('keeps the currency of the price and freight, ₹ when not given, and refuses another (ADR 016)', () => {
    expect(QuoteReplyInput.parse({ ...reply, currency: 'USD' })).toMatchObject({
      currency: 'USD',
      pricePaise: 125_050,
    });
    expect(refusal({ ...reply, currency: 'JPY' }, 'currency')).toBe(
      'must be one of: INR, USD, EUR, GBP, AED',
    );
  });

  it('asks for freight unless the price is ex-works, and ignores it ex-works', () => {
    expect(refusal({ ...reply, freight: '' }, 'freight')).toBe('is required unless the price is ex-works');
    expect(QuoteReplyInput.parse({ ...reply, freight: undefined, exWorks: true }).freightPaise).toBeNull();
  });

  it('leaves the rate to the HSN rate table when none is given (D34) and refuses a rate GST does not have', () => {
    const { gstRate: _gstRate, ...withoutRate } = reply;
    expect(QuoteReplyInput.parse(withoutRate).gstRate).toBeUndefined();
    expect(refusal({ ...reply, gstRate: 15 }, 'gstRate')).toBe(
      'must be one of: 0, 0.25, 3, 5, 12, 18, 28, 40',
    );
  });

  it('keeps a reply valid from today in India up to a year ahead', () => {
    expect(QuoteReplyInput.safeParse({ ...reply, validUntil: indiaDay() }).success).toBe(true);
    expect(refusal({ ...reply, validUntil: inDays(-2) }, 'validUntil')).toBe('must not be in the past');
    expect(refusal({ ...reply, validUntil: inDays(400) }, 'validUntil')).toBe('must be within 365 days');
  });

  it('refuses a lead time that is not a whole number of days', () => {
    expect(refusal({ ...reply, leadTimeDays: '2.5' }, 'leadTimeDays')).toBe('must be a whole number of days');
    expect(refusal({ ...reply, leadTimeDays: '' }, 'leadTimeDays')).toBe('must be a whole number of days');
  });

  it('refuses a forged status', () => {
    expect(QuoteReplyInput.safeParse({ ...reply, status: 'accepted' }).success).toBe(false);
  });
});
