// The storefront writes ₹ amounts and counts without Intl: the first en-IN NumberFormat a page makes
// costs a phone about 80 ms before the page responds. The text must be exactly what Intl's en-IN
// gives, as @granite/shared's formatINR (used by the server's own texts) and toLocaleString('en-IN')
// write it (D13).
import { formatINR as sharedFormatINR, perSqmPaise as sharedPerSqmPaise } from '@granite/shared';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { formatCount, formatINR, formatMonthYear, formatPricePerSqft, perSqmPaise } from './format';

describe('Indian figures without Intl', () => {
  it('writes ₹ amounts as Intl en-IN does', () => {
    for (const paise of [0, 1, 10, 99, 100, 101, 110, 12345, 125000, 99999999, 1234567890, -125050])
      expect(formatINR(paise), String(paise)).toBe(sharedFormatINR(paise));
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => {
        expect(formatINR(paise)).toBe(sharedFormatINR(paise));
      }),
      { numRuns: 5000 },
    );
    expect(formatINR(125000)).toBe('₹1,250');
    expect(formatINR(1234567890)).toBe('₹1,23,45,678.90');
  });

  it('writes counts as toLocaleString("en-IN") does', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => {
        expect(formatCount(n)).toBe(n.toLocaleString('en-IN'));
      }),
      { numRuns: 5000 },
    );
    expect(formatCount(1234567)).toBe('12,34,567');
  });

  it('still writes something readable for an amount that is not a finite number', () => {
    expect(formatINR(Number.NaN)).toBe(sharedFormatINR(Number.NaN));
  });

  it('quotes a price per sq.ft, the unit of every price on the site', () => {
    expect(formatPricePerSqft(125050)).toBe('₹1,250.50/sq.ft');
  });

  it('gives the same price per sq.m as the shared package', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (paise) => {
        expect(perSqmPaise(paise)).toBe(sharedPerSqmPaise(paise));
      }),
    );
  });
});

describe('a month of a year without Intl (D40)', () => {
  const intl = (language: 'en' | 'hi') =>
    new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });

  it('writes every month as Intl does, in English and Hindi, in India time', () => {
    fc.assert(
      fc.property(
        // 1990-2100, to the minute: month ends at 18:30 UTC are India's next month.
        fc.integer({ min: 631_152_000_000 / 60_000, max: 4_102_444_800_000 / 60_000 }),
        fc.constantFrom('en' as const, 'hi' as const),
        (minute, language) => {
          const at = minute * 60_000;
          expect(formatMonthYear(at, language)).toBe(intl(language).format(at));
        },
      ),
      { seed: 20261127, numRuns: 2000 },
    );
  });

  it('crosses into the next month at midnight in India, 18:30 UTC', () => {
    expect(formatMonthYear('2024-03-31T18:29:59Z')).toBe('March 2024');
    expect(formatMonthYear('2024-03-31T18:30:00Z')).toBe('April 2024');
    expect(formatMonthYear('2024-12-31T18:30:00Z', 'hi')).toBe('जनवरी 2025');
  });

  it('creates no DateTimeFormat', async () => {
    // A fresh copy of the module: a formatter cached by an earlier test or file would hide one.
    vi.resetModules();
    const fresh = await import('./format');
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    fresh.formatMonthYear('2024-11-05T10:00:00Z', 'hi');
    fresh.formatMonthYear(Date.UTC(2023, 0, 1), 'en');
    expect(created).not.toHaveBeenCalled();
  });
});
