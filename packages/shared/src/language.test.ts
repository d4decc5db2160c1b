import { describe, expect, it } from 'vitest';
import { formatDay, formatShortRupees, isLanguage, stateName, unitLabel } from './language';
import { INDIAN_STATE_NAMES_HI, INDIAN_STATES } from './options';

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

describe('state names in Hindi (D40)', () => {
  it('names each of the 36 states and union territories, once', () => {
    expect(INDIAN_STATES).toHaveLength(36);
    expect(Object.keys(INDIAN_STATE_NAMES_HI).sort()).toEqual([...INDIAN_STATES].sort());
    const names = Object.values(INDIAN_STATE_NAMES_HI);
    expect(new Set(names).size).toBe(36);
    for (const name of names) expect(name).toMatch(/^[\u0900-\u097F ]+$/);
  });

  it("writes a state in the reader's language, and an unknown name as it was written", () => {
    expect(stateName('Rajasthan', 'hi')).toBe('राजस्थान');
    expect(stateName('Andhra Pradesh', 'hi')).toBe('आंध्र प्रदेश');
    expect(stateName('Rajasthan', 'en')).toBe('Rajasthan');
    expect(stateName('Rajputana', 'hi')).toBe('Rajputana');
    expect(stateName('toString', 'hi')).toBe('toString');
  });
});
