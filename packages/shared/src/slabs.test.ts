import { describe, expect, it } from 'vitest';
import {
  formatFeetInches,
  formatSlabSize,
  parseLengthMm,
  parseSlabPhotoName,
  parseSlabSize,
  sqftToX100,
  sqftX100,
} from './slabs';

describe('slab sizes (D32)', () => {
  it('reads mm and feet-and-inches the ways the trade writes them', () => {
    expect(parseLengthMm('3050')).toBe(3050);
    expect(parseLengthMm('3050 mm')).toBe(3050);
    expect(parseLengthMm(`9'6"`)).toBe(2896);
    expect(parseLengthMm(`9' 6"`)).toBe(2896);
    expect(parseLengthMm(`9'6`)).toBe(2896);
    expect(parseLengthMm('9 ft 6 in')).toBe(2896);
    expect(parseLengthMm(`114"`)).toBe(2896);
    expect(parseLengthMm(`9'`)).toBe(2743);
    expect(parseLengthMm('5′2″')).toBe(1575);
  });

  it('refuses what is not a length', () => {
    for (const bad of ['', 'abc', `9'13"`, '-300', '3,050', `6'x`, 'ten feet']) {
      expect(parseLengthMm(bad), bad).toBeNull();
    }
  });

  it('reads a size with ×, x or X', () => {
    expect(parseSlabSize(`9'6" × 5'2"`)).toEqual({ lengthMm: 2896, widthMm: 1575 });
    expect(parseSlabSize('3050x1830 mm')).toEqual({ lengthMm: 3050, widthMm: 1830 });
    expect(parseSlabSize('3050 X 1830')).toEqual({ lengthMm: 3050, widthMm: 1830 });
    expect(parseSlabSize('3050')).toBeNull();
    expect(parseSlabSize('3050 x 1830 x 18')).toBeNull();
  });

  it('computes sq.ft in hundredths, half up', () => {
    // 304.8 mm × 304.8 mm is not an integer size; 3048 × 3048 is exactly 100 sq.ft.
    expect(sqftX100(3048, 3048)).toBe(10_000);
    // 2,900 × 1,800 mm = 5.22 m² = 56.187… sq.ft
    expect(sqftX100(2900, 1800)).toBe(5619);
    expect(sqftX100(1, 1)).toBe(0);
    expect(sqftX100(3600, 2200)).toBe(8525);
  });

  it('turns a typed usable figure into hundredths and refuses more decimals', () => {
    expect(sqftToX100(52.5)).toBe(5250);
    expect(sqftToX100(52.555)).toBeNull();
    expect(sqftToX100(Number.NaN)).toBeNull();
  });

  it('shows mm as feet and inches', () => {
    expect(formatFeetInches(2896)).toBe(`9'6"`);
    expect(formatFeetInches(1829)).toBe(`6'0"`);
    expect(formatSlabSize(2896, 1575)).toBe(`2896 × 1575 mm (9'6" × 5'2")`);
    expect(formatSlabSize(2896, 1575, 'hi')).toBe(`2896 × 1575 मिमी (9'6" × 5'2")`);
  });

  it('reads block and sequence from a photo file name', () => {
    expect(parseSlabPhotoName('B114-07.jpg')).toEqual({ block: 'B114', sequence: 7 });
    expect(parseSlabPhotoName('B-114_07.webp')).toEqual({ block: 'B-114', sequence: 7 });
    expect(parseSlabPhotoName('photos/BG 22 12.JPEG')).toEqual({ block: 'BG 22', sequence: 12 });
    expect(parseSlabPhotoName('IMG.jpg')).toBeNull();
    expect(parseSlabPhotoName('B114-00.jpg')).toBeNull();
  });
});
