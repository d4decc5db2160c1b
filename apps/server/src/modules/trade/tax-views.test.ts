// D34: the buyer's reply e-mail and bell name the tax as it was split for their place of supply.
import { exportZeroRatedLines, linesOfSplit } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { gstInWords, storedLines } from './tax-views';

const lines = (rate: number, split: { cgstPaise: number; igstPaise: number }) =>
  linesOfSplit({ ...split, sgstPaise: split.cgstPaise }, rate);

describe('GST in words', () => {
  it('names CGST and SGST halves within a state, IGST between states', () => {
    expect(gstInWords(18, lines(18, { cgstPaise: 1_350_000, igstPaise: 0 }))).toBe('CGST 9% + SGST 9%');
    expect(gstInWords(5, lines(5, { cgstPaise: 37_500, igstPaise: 0 }))).toBe('CGST 2.5% + SGST 2.5%');
    expect(gstInWords(18, lines(18, { cgstPaise: 0, igstPaise: 2_700_000 }))).toBe('IGST 18%');
  });

  it('states the bare rate for a reply made before the split was kept, and at 0 %', () => {
    expect(gstInWords(18, null)).toBe('18% GST');
    expect(gstInWords(0, lines(0, { cgstPaise: 0, igstPaise: 0 }))).toBe('0% GST');
  });

  it('names an export zero-rated under LUT (IGST Act s.16(3)(a))', () => {
    expect(gstInWords(0, exportZeroRatedLines())).toBe('IGST 0% (export under LUT)');
  });
});

describe('a row’s tax lines (ADR 016)', () => {
  const legacy = { gstRate: 18, cgstPaise: 900, sgstPaise: 900, igstPaise: 0 };
  it('reads the stored lines first', () => {
    const stored = [{ kind: 'igst' as const, rate: 18, amount: 1_800 }];
    expect(storedLines({ ...legacy, taxLines: stored })).toBe(stored);
  });

  it('reads a row without lines from its three columns, and none before D34', () => {
    expect(storedLines({ ...legacy, taxLines: null })).toEqual([
      { kind: 'cgst', rate: 9, amount: 900 },
      { kind: 'sgst', rate: 9, amount: 900 },
    ]);
    expect(
      storedLines({ gstRate: 18, taxLines: null, cgstPaise: null, sgstPaise: null, igstPaise: null }),
    ).toBeNull();
  });
});
