import { describe, expect, it } from 'vitest';
import { financialYearOf, gstStateCode, invoiceNumber, placeOfSupply, splitTax, stateOfGstin } from './gst';

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

  it('reads the state from a GSTIN and prefers it to the billing address, then the delivery PIN', () => {
    expect(stateOfGstin('29ABCDE1234F1Z5')).toBe('Karnataka');
    expect(stateOfGstin('37ABCDE1234F1Z5')).toBe('Andhra Pradesh');
    expect(stateOfGstin('99ABCDE1234F1Z5')).toBeNull();
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(placeOfSupply({ gstin: '29ABCDE1234F1Z5', billingState: 'Kerala' })).toBe('Karnataka');
    expect(placeOfSupply({ billingState: 'Kerala', deliveryPinState: 'Goa' })).toBe('Kerala');
    expect(placeOfSupply({ deliveryPinState: 'Goa' })).toBe('Goa');
    expect(placeOfSupply({})).toBeNull();
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
