import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  indiaDay,
  isPastValidity,
  landedPerSqftPaise,
  landedTotal,
  slabSubtotalPaise,
  sumBilledSqftX100,
  wholeSqftOf,
} from './quote-math';

// D17: a reply's landed total is quantity × price, plus freight, plus GST on both.
describe('landed total', () => {
  it('adds GST on goods and freight to the goods and the freight', () => {
    expect(
      landedTotal({ quantitySqft: 1000, pricePaise: 12_500, gstRate: 18, freightPaise: 1_500_000 }),
    ).toEqual({
      subtotalPaise: 12_500_000,
      freightPaise: 1_500_000,
      gstPaise: 2_520_000,
      totalPaise: 16_520_000,
    });
  });

  it('takes GST as the sum of the stored split, so the total is the sum of its lines (D34)', () => {
    // 1,001 sq.ft at ₹0.99 + ₹0.01 freight = ₹991.00; CGST and SGST 9 % each = 8,919 paise each.
    const total = landedTotal({
      quantitySqft: 1001,
      pricePaise: 99,
      gstRate: 18,
      freightPaise: 1,
      split: { cgstPaise: 8_919, sgstPaise: 8_919, igstPaise: 0 },
    });
    expect(total.gstPaise).toBe(17_838);
    expect(total.totalPaise).toBe(total.subtotalPaise + 1 + 17_838);
    // A row made before the split keeps the rate applied once.
    expect(
      landedTotal({ quantitySqft: 10, pricePaise: 100, gstRate: 18, freightPaise: null, split: null })
        .gstPaise,
    ).toBe(180);
  });

  it('charges no freight ex-works, and says so with null rather than 0', () => {
    const total = landedTotal({ quantitySqft: 200, pricePaise: 9_950, gstRate: 18, freightPaise: null });
    expect(total.freightPaise).toBeNull();
    expect(total.subtotalPaise).toBe(1_990_000);
    expect(total.gstPaise).toBe(358_200);
    expect(total.totalPaise).toBe(2_348_200);
  });

  it('adds nothing for a GST rate of 0', () => {
    const total = landedTotal({ quantitySqft: 3, pricePaise: 100, gstRate: 0, freightPaise: 50 });
    expect(total.gstPaise).toBe(0);
    expect(total.totalPaise).toBe(350);
  });

  it('rounds GST to the paisa', () => {
    // 7 × ₹1.01 = 707 paise; 5 % of 707 is 35.35 paise.
    expect(landedTotal({ quantitySqft: 7, pricePaise: 101, gstRate: 5, freightPaise: null }).gstPaise).toBe(
      35,
    );
    // 12 % of 1,013 paise is 121.56 paise.
    expect(
      landedTotal({ quantitySqft: 1, pricePaise: 1_013, gstRate: 12, freightPaise: null }).gstPaise,
    ).toBe(122);
  });

  it('is always whole paise that add up: subtotal + freight + GST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        fc.option(fc.integer({ min: 0, max: 100_000_000 })),
        (quantitySqft, pricePaise, gstRate, freightPaise) => {
          const t = landedTotal({ quantitySqft, pricePaise, gstRate, freightPaise });
          expect(Number.isInteger(t.gstPaise)).toBe(true);
          expect(t.subtotalPaise).toBe(quantitySqft * pricePaise);
          expect(t.totalPaise).toBe(t.subtotalPaise + (freightPaise ?? 0) + t.gstPaise);
          expect(
            Math.abs(t.gstPaise - ((t.subtotalPaise + (freightPaise ?? 0)) * gstRate) / 100),
          ).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});

describe('validity dates in India', () => {
  it("names India's day, which starts 5 h 30 min before UTC's", () => {
    expect(indiaDay(new Date('2025-03-31T18:29:59Z'))).toBe('2025-03-31');
    expect(indiaDay(new Date('2025-03-31T18:30:00Z'))).toBe('2025-04-01');
  });

  it('keeps a reply valid through its validity date and expires it the next day in India', () => {
    expect(isPastValidity('2025-03-31', new Date('2025-03-31T18:29:00Z'))).toBe(false);
    expect(isPastValidity('2025-03-31', new Date('2025-03-31T18:31:00Z'))).toBe(true);
    expect(isPastValidity('2025-04-30', new Date('2025-03-31T18:31:00Z'))).toBe(false);
  });
});

// D33: a slab quote bills the offered slabs' sq.ft (hundredths), never a typed figure.
describe('slab quotes', () => {
  const slabs = [
    { usableSqftX100: 5_812, grossSqftX100: 6_020 },
    { usableSqftX100: 5_500, grossSqftX100: 5_733 },
  ];

  it('sums usable or gross sq.ft as the reply bills', () => {
    expect(sumBilledSqftX100(slabs, 'usable')).toBe(11_312);
    expect(sumBilledSqftX100(slabs, 'gross')).toBe(11_753);
    expect(sumBilledSqftX100([], 'usable')).toBe(0);
  });

  it('prices sq.ft in hundredths to the paisa, half up', () => {
    // ₹125.00 × 113.12 sq.ft = ₹14,140.00
    expect(slabSubtotalPaise(12_500, 11_312)).toBe(1_414_000);
    // 101 paise × 0.50 sq.ft = 50.5 paise → 51; × 0.49 = 49.49 → 49
    expect(slabSubtotalPaise(101, 50)).toBe(51);
    expect(slabSubtotalPaise(101, 49)).toBe(49);
    // 3 paise × 0.50 = 1.5 → 2 (half up, not to even)
    expect(slabSubtotalPaise(3, 50)).toBe(2);
    expect(slabSubtotalPaise(5, 50)).toBe(3);
  });

  it('is exact for large quotes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (p, q) => {
          const exact = (BigInt(p) * BigInt(q) * 2n + 100n) / 200n;
          return BigInt(slabSubtotalPaise(p, q)) === exact;
        },
      ),
    );
  });

  it('takes the landed total from the billed sq.ft when given', () => {
    const total = landedTotal({
      quantitySqft: 114,
      billedSqftX100: 11_312,
      pricePaise: 12_500,
      gstRate: 18,
      freightPaise: 1_000_000,
    });
    expect(total).toEqual({
      subtotalPaise: 1_414_000,
      freightPaise: 1_000_000,
      gstPaise: 434_520,
      totalPaise: 2_848_520,
    });
    // null falls back to the typed quantity
    expect(
      landedTotal({ quantitySqft: 2, billedSqftX100: null, pricePaise: 100, gstRate: 0, freightPaise: null })
        .subtotalPaise,
    ).toBe(200);
  });

  it('rounds a slab request’s sq.ft up to whole sq.ft', () => {
    expect(wholeSqftOf(11_312)).toBe(114);
    expect(wholeSqftOf(11_300)).toBe(113);
    expect(wholeSqftOf(1)).toBe(1);
  });
});

describe('landedPerSqftPaise', () => {
  it('compares offers for different quantities per sq.ft delivered, not by their totals', () => {
    const small = landedPerSqftPaise(15_039_400, 391)!;
    const large = landedPerSqftPaise(33_984_000, 1_200)!;
    expect(small).toBeCloseTo(38_463.9, 1);
    expect(large).toBe(28_320);
    expect(large).toBeLessThan(small);
  });

  it('has no figure without a quantity', () => {
    expect(landedPerSqftPaise(100_000, 0)).toBeNull();
  });
});
