import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMoney,
  CURRENCIES,
  type Currency,
  CurrencyMismatchError,
  compareMoney,
  convertMoney,
  formatINR,
  formatMoney,
  inr,
  MINOR_UNIT_EXPONENT,
  majorUnits,
  money,
  multiplyMoney,
  paiseToRupees,
  perSqmPaise,
  type Rounding,
  rupeesToPaise,
  subtractMoney,
  sumMoney,
} from './money';

// D13: money is integer paise, shown as ₹ with Indian digit grouping.
describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [5, '₹0.05'],
    [12345, '₹123.45'],
    [125000, '₹1,250'],
    [12500050, '₹1,25,000.50'],
    [1234567890, '₹1,23,45,678.90'],
    [10_000_000_000, '₹10,00,00,000'],
  ])('writes %i paise as %s', (paise, text) => {
    expect(formatINR(paise)).toBe(text);
  });

  it('groups lakhs and crores in twos after the first thousand, not in threes', () => {
    expect(formatINR(100_000_00)).toBe('₹1,00,000');
    expect(formatINR(100_000_00)).not.toBe('₹100,000');
  });
});

describe('rupees and paise', () => {
  it('turns rupees into whole paise without floating-point crumbs', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1250.5)).toBe(125050);
  });

  it('turns paise back into rupees', () => {
    expect(paiseToRupees(125050)).toBe(1250.5);
    expect(paiseToRupees(rupeesToPaise(245.75))).toBe(245.75);
  });

  it('gives the price per sq.m as 10.7639 times the price per sq.ft, to the paisa (D13)', () => {
    expect(perSqmPaise(10_000)).toBe(107_639);
    expect(perSqmPaise(12_345)).toBe(Math.round(12_345 * 10.7639));
    expect(perSqmPaise(0)).toBe(0);
  });
});

// ADR 016: one Money type, integer minor units with its ISO 4217 currency.
describe('Money', () => {
  it('knows each currency’s ISO 4217 minor-unit exponent', () => {
    expect(MINOR_UNIT_EXPONENT).toEqual({ INR: 2, USD: 2, EUR: 2, GBP: 2, AED: 2 });
    expect(majorUnits(money(123_45, 'USD'))).toBe(123.45);
  });

  it('refuses a fraction of a minor unit, an unsafe amount and an unknown currency', () => {
    expect(() => money(12.5)).toThrow(RangeError);
    expect(() => money(2 ** 53)).toThrow(RangeError);
    expect(() => money(100, 'JPY' as Currency)).toThrow(RangeError);
    expect(money(100)).toEqual({ amount: 100, currency: 'INR' });
  });

  it('adds and subtracts within a currency', () => {
    expect(addMoney(money(1_000, 'USD'), money(250, 'USD'))).toEqual(money(1_250, 'USD'));
    expect(subtractMoney(inr(1_000), inr(1_250))).toEqual(inr(-250));
    expect(sumMoney([inr(1), inr(2), inr(3)])).toEqual(inr(6));
    expect(sumMoney([], 'EUR')).toEqual(money(0, 'EUR'));
  });

  it('refuses to add, subtract, sum or compare amounts in different currencies', () => {
    expect(() => addMoney(inr(100), money(100, 'USD'))).toThrow(CurrencyMismatchError);
    expect(() => subtractMoney(money(100, 'EUR'), money(100, 'GBP'))).toThrow(
      'cannot combine EUR with GBP without an exchange rate',
    );
    expect(() => sumMoney([inr(1), money(1, 'AED')])).toThrow(CurrencyMismatchError);
    expect(() => compareMoney(inr(1), money(1, 'USD'))).toThrow(CurrencyMismatchError);
  });

  it('multiplies by a decimal rate exactly, rounding as told', () => {
    // 18 % of ₹0.25 is 4.5 paise.
    expect(multiplyMoney(inr(25), 0.18, 'half-up')).toEqual(inr(5));
    expect(multiplyMoney(inr(25), 0.18, 'half-even')).toEqual(inr(4));
    expect(multiplyMoney(inr(35), '0.1', 'half-even')).toEqual(inr(4));
    expect(multiplyMoney(inr(25), 0.18, 'floor')).toEqual(inr(4));
    expect(multiplyMoney(inr(21), 0.18, 'ceil')).toEqual(inr(4));
    // Floating point would say 0.1 × 3 = 0.30000000000000004; integers do not.
    expect(multiplyMoney(money(1_000, 'USD'), 0.3, 'floor')).toEqual(money(300, 'USD'));
    expect(multiplyMoney(inr(-25), 0.18, 'half-up')).toEqual(inr(-4));
    expect(() => multiplyMoney(inr(1), Number.NaN, 'floor')).toThrow(RangeError);
    expect(() => multiplyMoney(inr(1), '1e3', 'floor')).toThrow(RangeError);
  });

  it('converts at an exchange rate into the other currency’s minor unit (D47)', () => {
    // US$1,000.00 at ₹83.25 a dollar.
    expect(convertMoney(money(100_000, 'USD'), 'INR', '83.25', 'half-up')).toEqual(inr(8_325_000));
    // ₹1,000 at 0.012 US$ a rupee: $12.00.
    expect(convertMoney(inr(100_000), 'USD', 0.012, 'half-up')).toEqual(money(1_200, 'USD'));
  });
});

describe('Money arithmetic, for any amounts (property)', () => {
  const currency = fc.constantFrom(...CURRENCIES);
  const amount = fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 });
  const rounding = fc.constantFrom<Rounding>('half-up', 'half-even', 'floor', 'ceil');
  // A rate with up to four decimals, 0–200 %.
  const rate = fc.integer({ min: 0, max: 20_000 }).map((n) => (n / 10_000).toFixed(4));

  it('addition is commutative and subtraction undoes it', () => {
    fc.assert(
      fc.property(currency, amount, amount, (c, a, b) => {
        const sum = addMoney(money(a, c), money(b, c));
        expect(sum).toEqual(addMoney(money(b, c), money(a, c)));
        expect(subtractMoney(sum, money(b, c))).toEqual(money(a, c));
      }),
    );
  });

  it('any two different currencies are refused', () => {
    fc.assert(
      fc.property(currency, currency, amount, amount, (c1, c2, a, b) => {
        fc.pre(c1 !== c2);
        expect(() => addMoney(money(a, c1), money(b, c2))).toThrow(CurrencyMismatchError);
      }),
    );
  });

  it('a product is a whole number within one minor unit of the exact one, floor ≤ half ≤ ceil', () => {
    fc.assert(
      fc.property(currency, amount, rate, rounding, (c, a, r, mode) => {
        const exact = (a * Number(r)) as number;
        const result = multiplyMoney(money(a, c), r, mode);
        expect(Number.isSafeInteger(result.amount)).toBe(true);
        expect(result.currency).toBe(c);
        expect(Math.abs(result.amount - exact)).toBeLessThanOrEqual(1 + Math.abs(exact) * 1e-12);
        const floor = multiplyMoney(money(a, c), r, 'floor').amount;
        const ceil = multiplyMoney(money(a, c), r, 'ceil').amount;
        expect(floor).toBeLessThanOrEqual(result.amount);
        expect(result.amount).toBeLessThanOrEqual(ceil);
        expect(ceil - floor).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('half up agrees with the GST rounding of gst.ts on non-negative amounts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(0, 5, 12, 18, 28), (a, r) => {
        const viaMoney = multiplyMoney(inr(a), (r / 100).toFixed(2), 'half-up').amount;
        expect(viaMoney).toBe(Math.floor((2 * a * r + 100) / 200));
      }),
    );
  });
});

describe('formatMoney (D40, ADR 016)', () => {
  it('writes ₹ with Indian grouping, two decimals unless whole, and formatINR is its rupee case', () => {
    expect(formatMoney(inr(12_345_678_950))).toBe('₹12,34,56,789.50');
    expect(formatMoney(inr(125_000))).toBe('₹1,250');
    expect(formatMoney(inr(12_500_050))).toBe(formatINR(12_500_050));
    expect(formatINR(12_500_050)).toBe('₹1,25,000.50');
    expect(formatMoney(inr(12_500_050))).toBe('₹1,25,000.50');
  });

  it('writes foreign currencies with their symbol and grouping in threes, the same in Hindi', () => {
    expect(formatMoney(money(123_456_750, 'USD'))).toBe('$1,234,567.50');
    expect(formatMoney(money(98_000, 'EUR'))).toBe('€980');
    expect(formatMoney(money(1_999, 'GBP'))).toBe('£19.99');
    expect(formatMoney(money(360_000, 'AED'))).toBe('AED\u00a03,600');
    expect(formatMoney(money(123_456_750, 'USD'))).toBe('$1,234,567.50');
  });
});
