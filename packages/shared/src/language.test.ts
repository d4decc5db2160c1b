import { describe, expect, it } from 'vitest';
import { formatDay, formatShortRupees, isLanguage, unitLabel } from './language';

describe('language formats (D40)', () => {
  it('writes dates day month year in both languages', () => {
    const day = new Date('2026-11-26T10:00:00Z');
    expect(formatDay(day, 'hi')).toBe('26 नवंबर 2026');
    expect(formatDay(day, 'en')).toBe('26 Nov 2026');
    expect(formatDay(day, 'en', 'long')).toBe('26 November 2026');
    // India's day, not the server's: 20:00 UTC is already the next day in India.
    expect(formatDay(new Date('2026-11-26T20:00:00Z'), 'en')).toBe('27 Nov 2026');
  });

  it('shortens amounts to lakh and crore with Indian grouping below a lakh', () => {
    expect(formatShortRupees(2_45_000_00, 'hi')).toBe('₹2.45 लाख');
    expect(formatShortRupees(2_45_000_00, 'en')).toBe('₹2.45 lakh');
    expect(formatShortRupees(1_20_00_000_00, 'hi')).toBe('₹1.2 करोड़');
    expect(formatShortRupees(1_00_000_00, 'en')).toBe('₹1 lakh');
    expect(formatShortRupees(45_000_00, 'hi')).toBe('₹45,000');
    expect(formatShortRupees(99_999_00, 'en')).toBe('₹99,999');
  });

  it('names the units as the trade writes them', () => {
    expect(unitLabel('sqft', 'hi')).toBe('वर्ग फुट');
    expect(unitLabel('sqft', 'en')).toBe('sq.ft');
    expect(isLanguage('hi')).toBe(true);
    expect(isLanguage('xx')).toBe(false);
  });
});
