// D34: the reply form's live preview splits the GST as the server will: CGST + SGST halves within a
// state, IGST across states, the whole rate as GST while a state is unknown; D36: the terms read plainly.
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyTrimmed } from '@/components/quote-lifecycle/format';
import { splitLabel, taxText, termsText } from '@/components/quote-lifecycle/tax-split';
import { replyPreview } from './reply-form';

const base = {
  quantitySqft: 1000,
  pricePaise: 10_000,
  gstRate: 18,
  freightPaise: 500_000,
  billedSqftX100: null,
};

describe('the reply form’s tax preview', () => {
  it('shows CGST 9 % + SGST 9 % for a Karnataka manufacturer and a Karnataka place of supply', () => {
    const p = replyPreview({ ...base, supplierState: 'Karnataka', placeOfSupply: 'Karnataka' });
    expect(p.lines).toEqual([
      ['CGST 9 %', 945_000],
      ['SGST 9 %', 945_000],
    ]);
    expect(p.gstPaise).toBe(1_890_000);
    expect(p.totalPaise).toBe(10_000_000 + 500_000 + 1_890_000);
    expect(splitLabel(18, true)).toBe('CGST 9 % + SGST 9 %');
  });

  it('shows IGST 18 % from Andhra Pradesh to Karnataka, and GST alone when a state is unknown', () => {
    const p = replyPreview({ ...base, supplierState: 'Andhra Pradesh', placeOfSupply: 'Karnataka' });
    expect(p.lines).toEqual([['IGST 18 %', 1_890_000]]);
    expect(splitLabel(18, false)).toBe('IGST 18 %');
    const unknown = replyPreview({ ...base, supplierState: null, placeOfSupply: 'Karnataka' });
    expect(unknown.lines).toEqual([['GST 18 %', 1_890_000]]);
  });

  it('rounds each half to the paisa, so the total is the sum of its lines', () => {
    // ₹0.99 × 1 sq.ft at 5 %: 2.475 paise per half → 2 paise each, total 4 (not 5).
    const p = replyPreview({
      ...base,
      quantitySqft: 1,
      pricePaise: 99,
      gstRate: 5,
      freightPaise: null,
      supplierState: 'Karnataka',
      placeOfSupply: 'Karnataka',
    });
    expect(p.lines).toEqual([
      ['CGST 2.5 %', 2],
      ['SGST 2.5 %', 2],
    ]);
    expect(p.totalPaise).toBe(99 + 4);
  });

  it('reads the stored tax lines first, in the reply’s currency (ADR 016)', () => {
    const lines = [
      { kind: 'cgst' as const, rate: 2.5, amount: 37_550 },
      { kind: 'sgst' as const, rate: 2.5, amount: 37_550 },
    ];
    // The lines win over stale figures.
    expect(taxText({ gstRate: 5, cgst: 0, sgst: 0, igst: 1, taxLines: lines }, 75_100)).toBe(
      'CGST 2.5 % ₹375.50 + SGST 2.5 % ₹375.50',
    );
    expect(
      taxText(
        {
          gstRate: 0,
          cgst: 0,
          sgst: 0,
          igst: 0,
          currency: 'USD',
          taxLines: [{ kind: 'igst', rate: 0, amount: 0, reason: 'export_lut' }],
        },
        0,
      ),
    ).toBe('IGST 0 % (export, LUT) $0');
    expect(formatMoney(1_330_000, 'USD')).toBe('$13,300');
    expect(formatMoney(14_292_750)).toBe('₹1,42,927.50');
    expect(formatMoneyTrimmed(12_500_050)).toBe('₹1,25,000.50');
  });

  it('reads stored splits and terms in the trade’s words', () => {
    expect(taxText({ gstRate: 18, cgst: 945_000, sgst: 945_000, igst: 0 }, 1_890_000)).toBe(
      'CGST 9 % ₹9,450 + SGST 9 % ₹9,450',
    );
    expect(taxText({ gstRate: 18, cgst: 0, sgst: 0, igst: 1_890_000 }, 1_890_000)).toBe('IGST 18 % ₹18,900');
    expect(taxText({ gstRate: 18, cgst: null, sgst: null, igst: null }, 1_890_000)).toBe('GST 18 % ₹18,900');
    expect(termsText({ advancePercent: 30, balanceDue: 'days-after-delivery', balanceDays: 15 })).toBe(
      '30 % advance, balance 15 days after delivery',
    );
    expect(termsText({ advancePercent: 0, balanceDue: 'on-delivery' })).toBe('Full payment on delivery');
  });
});
