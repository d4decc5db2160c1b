import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyerStateOf,
  exportZeroRatedLines,
  financialYearOf,
  gstLines,
  gstStateCode,
  invoiceNumber,
  linesOfSplit,
  placeOfSupply,
  SERIES_PREFIX_PATTERN,
  splitOfLines,
  splitTax,
  stateOfGstin,
  taxOfLines,
} from './gst';
import { INDIAN_STATES, unitsOfProductType } from './options';
import { TaxLinesSchema } from './schemas/money';

describe('GST by place of supply (D34)', () => {
  it('splits intra-state tax into CGST and SGST halves and inter-state into IGST', () => {
    expect(splitTax(1_00_000_00, 18, 'Karnataka', 'Karnataka')).toEqual({
      intraState: true,
      cgstPaise: 9_000_00,
      sgstPaise: 9_000_00,
      igstPaise: 0,
      taxPaise: 18_000_00,
    });
    expect(splitTax(1_00_000_00, 18, 'Andhra Pradesh', 'Karnataka')).toEqual({
      intraState: false,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000_00,
      taxPaise: 18_000_00,
    });
  });

  it('rounds each tax to the paisa half up, and the total is the sum of its lines', () => {
    // 9 % of 1,001 paise = 90.09 → 90; 18 % of 1,001 = 180.18 → 180.
    expect(splitTax(1001, 18, 'Goa', 'Goa')).toMatchObject({ cgstPaise: 90, sgstPaise: 90, taxPaise: 180 });
    // 9 % of 50 paise = 4.5 → 5 each (half up), so the intra-state total is 10, not 9.
    expect(splitTax(50, 18, 'Goa', 'Goa')).toMatchObject({ cgstPaise: 5, sgstPaise: 5, taxPaise: 10 });
    expect(splitTax(50, 18, 'Goa', 'Kerala')).toMatchObject({ igstPaise: 9, taxPaise: 9 });
    // 2.5 % of 30 paise = 0.75 → 1.
    expect(splitTax(30, 5, 'Goa', 'Goa')).toMatchObject({ cgstPaise: 1, sgstPaise: 1 });
    expect(splitTax(0, 18, 'Goa', 'Goa').taxPaise).toBe(0);
    expect(() => splitTax(10.5, 18, 'Goa', 'Goa')).toThrow();
  });

  it('reads the state from a GSTIN', () => {
    expect(stateOfGstin('29ABCDE1234F1Z5')).toBe('Karnataka');
    expect(stateOfGstin('37ABCDE1234F1Z5')).toBe('Andhra Pradesh');
    expect(stateOfGstin('99ABCDE1234F1Z5')).toBeNull();
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(buyerStateOf({ gstin: '29ABCDE1234F1Z5', billingState: 'Kerala' })).toBe('Karnataka');
    expect(buyerStateOf({ billingState: 'Kerala' })).toBe('Kerala');
    expect(buyerStateOf({})).toBeNull();
  });

  it('places the supply where the goods are delivered, whoever the buyer is (IGST Act s.10(1)(a))', () => {
    // A registered Karnataka buyer having the stone delivered in Chennai: Tamil Nadu.
    expect(placeOfSupply({ deliveryState: 'Tamil Nadu', buyerState: 'Karnataka' })).toBe('Tamil Nadu');
    // A Tamil Nadu buyer delivered in Bengaluru: Karnataka.
    expect(placeOfSupply({ deliveryState: 'Karnataka', buyerState: 'Tamil Nadu' })).toBe('Karnataka');
    expect(placeOfSupply({ deliveryState: null, buyerState: 'Kerala' })).toBeNull();
  });

  it("places a bill-to-ship-to supply in the buyer's state (IGST Act s.10(1)(b))", () => {
    expect(placeOfSupply({ deliveryState: 'Tamil Nadu', billToShipTo: true, buyerState: 'Karnataka' })).toBe(
      'Karnataka',
    );
    expect(placeOfSupply({ deliveryState: 'Tamil Nadu', billToShipTo: true, buyerState: null })).toBeNull();
  });
});

describe('the papers’ figures (D35)', () => {
  it('names the financial year April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2099-12-31')).toBe('2099-00');
  });

  it('numbers invoices in the series, at most 16 characters', () => {
    expect(invoiceNumber('GMK', '2026-27', 7)).toBe('GMK/26-27/0007');
    expect(invoiceNumber('GMK', '2026-27', 12345)).toBe('GMK/26-27/12345');
    expect(() => invoiceNumber('GRANITEHS', '2026-27', 1)).toThrow(/16 characters/);
  });
});

// ADR 016: tax as lines (kind, rate, amount), computed once by gstLines.
describe('GST as lines', () => {
  it('writes CGST and SGST at half the rate within a state, IGST at the full rate between states', () => {
    expect(gstLines(1_00_000_00, 18, 'Karnataka', 'Karnataka')).toEqual([
      { kind: 'cgst', rate: 9, amount: 9_000_00 },
      { kind: 'sgst', rate: 9, amount: 9_000_00 },
    ]);
    expect(gstLines(1_00_000_00, 5, 'Andhra Pradesh', 'Karnataka')).toEqual([
      { kind: 'igst', rate: 5, amount: 5_000_00 },
    ]);
  });

  it('writes an export under LUT as IGST at 0 % with its reason (IGST Act s.16(3)(a))', () => {
    const lines = exportZeroRatedLines();
    expect(lines).toEqual([{ kind: 'igst', rate: 0, amount: 0, reason: 'export_lut' }]);
    expect(TaxLinesSchema.parse(lines)).toEqual(lines);
    expect(taxOfLines(lines)).toBe(0);
  });

  it('the lines sum to the split’s total, for any value, rate and pair of states (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000_00 }),
        fc.constantFrom(0, 0.25, 3, 5, 12, 18, 28, 40),
        fc.constantFrom(...INDIAN_STATES),
        fc.constantFrom(...INDIAN_STATES),
        (taxable, rate, supplier, supply) => {
          const lines = gstLines(taxable, rate, supplier, supply);
          const split = splitTax(taxable, rate, supplier, supply);
          expect(taxOfLines(lines)).toBe(split.taxPaise);
          expect(split.cgstPaise + split.sgstPaise + split.igstPaise).toBe(split.taxPaise);
          expect(lines.every((l) => Number.isSafeInteger(l.amount) && l.amount >= 0)).toBe(true);
          expect(TaxLinesSchema.safeParse(lines).success).toBe(true);
        },
      ),
    );
  });

  it('reads a row of three columns back as the lines that made it', () => {
    for (const [supplier, supply] of [
      ['Goa', 'Goa'],
      ['Goa', 'Kerala'],
    ] as const) {
      const lines = gstLines(12_345_67, 18, supplier, supply);
      expect(linesOfSplit(splitOfLines(lines), 18)).toEqual(lines);
    }
    expect(linesOfSplit({ cgstPaise: null, sgstPaise: null, igstPaise: null }, 18)).toBeNull();
    expect(linesOfSplit({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 }, 0)).toEqual([
      { kind: 'igst', rate: 0, amount: 0 },
    ]);
  });

  it('refuses a line that is not a tax line', () => {
    expect(TaxLinesSchema.safeParse([{ kind: 'vat', rate: 5, amount: 1 }]).success).toBe(false);
    expect(TaxLinesSchema.safeParse([{ kind: 'igst', rate: 18, amount: -1 }]).success).toBe(false);
    expect(TaxLinesSchema.safeParse([{ kind: 'igst', rate: 18, amount: 1.5 }]).success).toBe(false);
  });
});

describe('D34: the units of a product type and the rates the law has', () => {
  it('asks a block in cubic metres or tonnes and slabs, tiles and monuments in sq.ft', () => {
    expect(unitsOfProductType('Blocks')).toEqual(['CBM', 'MTS']);
    for (const type of ['Slabs', 'Tiles', 'Both', 'Monuments'] as const)
      expect(unitsOfProductType(type)).toEqual(['SQF']);
  });

  it('keeps a series prefix to 5 characters, so "ABCDE/26-27/9999" is the longest number (16)', () => {
    expect(invoiceNumber('ABCDE', '2026-27', 9999)).toHaveLength(16);
    expect(SERIES_PREFIX_PATTERN.test('ABCDE')).toBe(true);
    for (const prefix of ['ABCDEF', 'ab', 'A/B', 'A B', ''])
      expect(SERIES_PREFIX_PATTERN.test(prefix)).toBe(false);
  });
});
