import { describe, expect, it } from 'vitest';
import { formatINR, paiseToRupees, perSqmPaise, rupeesToPaise } from './money';

// D13: money is integer paise, shown as ₹ with Indian digit grouping.
describe('formatINR', () => {
  it.each([
    [0, '₹0'],
    [5, '₹0.05'],
    [12345, '₹123.45'],
    [125000, '₹1,250'],
    [12500050, '₹1,25,000.5'],
    [1234567890, '₹1,23,45,678.9'],
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
