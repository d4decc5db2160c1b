import type { ComparisonRow } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { COMPARISON_CSV_HEADER, comparisonCsv, csvCell } from './comparison-csv';

// D22: Export Comparison downloads a CSV of the rows on screen.
const row = (over: Partial<ComparisonRow> = {}): ComparisonRow => ({
  productId: 12,
  name: 'Black Galaxy',
  pricePaise: 125_050,
  imageUrl: null,
  image: null,
  categoryId: 1,
  categoryName: 'Black Granite',
  materialQuality: 'Premium',
  productType: 'Slabs',
  thickness: null,
  finishType: null,
  availabilityStatus: 'Available',
  manufacturer: {
    id: 3,
    businessName: 'Hosur Granite Works',
    city: 'Hosur',
    state: 'Tamil Nadu',
    isVerified: true,
    isPremium: false,
    rating: null,
    responseStats: null,
    takesQuoteRequests: true,
  },
  ...over,
});

describe('a CSV cell', () => {
  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+91 98765', "'+91 98765"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('keeps %s from running as a formula', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('quotes commas, quotes and line breaks, and writes nothing for a missing value', () => {
    expect(csvCell('Hosur, Tamil Nadu')).toBe('"Hosur, Tamil Nadu"');
    expect(csvCell('6" slab')).toBe('"6"" slab"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(1250.5)).toBe('1250.5');
  });
});

describe('the comparison CSV', () => {
  it("writes a byte-order mark, the header and each row in the screen's order with CRLF", () => {
    const csv = comparisonCsv(
      [row(), row({ productId: 13, name: 'Kashmir White' })],
      'https://granite.example',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[0]).toBe(COMPARISON_CSV_HEADER.join(','));
    expect(lines[1]).toBe(
      'Hosur Granite Works,"Hosur, Tamil Nadu",Yes,Black Galaxy,1250.50,13460.26,Premium,15-20mm,Polished,Slabs,Available,https://granite.example/product/12',
    );
    expect(lines[2]).toContain('Kashmir White');
  });

  it('writes the location it has and No for an unverified manufacturer', () => {
    const m = { ...row().manufacturer, city: null, isVerified: false };
    const [, line] = comparisonCsv([row({ manufacturer: m, thickness: '20mm' })], '')
      .slice(1)
      .split('\r\n');
    expect(line).toMatch(/^Hosur Granite Works,Tamil Nadu,No,.*,20mm,/);
  });
});
