import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar, isValidGstin } from './gstin';

// D8: registration checks a GSTIN's format and check digit. 27AAPFU0939F1ZV is the example GSTN
// publishes; the others are registered GSTINs of Indian companies.
const VALID = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '07AAGFF2194N1Z1'];
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN', () => {
  it.each(VALID)('accepts %s', (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
  });

  it('accepts a GSTIN typed in lower case or with spaces around it', () => {
    expect(isValidGstin(' 27aapfu0939f1zv ')).toBe(true);
  });

  it('refuses every other check character than the right one', () => {
    const [gstin] = VALID as [string];
    const wrong = [...CHARS].filter((c) => c !== gstin[14]).map((c) => `${gstin.slice(0, 14)}${c}`);
    expect(wrong).toHaveLength(35);
    for (const candidate of wrong) expect(isValidGstin(candidate), candidate).toBe(false);
  });

  it('refuses a mistyped PAN even when the format is right (the check digit catches it)', () => {
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFV0939F1ZV')).toBe(false);
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['a state code over 39', '47AAPFU0939F1ZV'],
    ['digits where the PAN has letters', '2712345678901ZV'],
    ['an entity number of 0', '27AAPFU0939F0ZV'],
    ['no Z in the 14th place', '27AAPFU0939F1YV'],
    ['empty', ''],
  ])('refuses a GSTIN with %s', (_what, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it('makes a valid GSTIN of any well-formed first 14 characters with the computed check character', () => {
    const letters = (n: number) =>
      fc.array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: n, maxLength: n });
    const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n });
    const first14 = fc
      .tuple(
        fc.integer({ min: 1, max: 38 }),
        letters(5),
        digits(4),
        letters(1),
        fc.constantFrom(...'123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
      )
      .map(
        ([state, a, b, c, entity]) =>
          `${String(state).padStart(2, '0')}${a.join('')}${b.join('')}${c.join('')}${entity}Z`,
      );
    fc.assert(
      fc.property(first14, fc.constantFrom(...CHARS), (start, other) => {
        const check = gstinCheckChar(start);
        expect(isValidGstin(`${start}${check}`)).toBe(true);
        if (other !== check) expect(isValidGstin(`${start}${other}`)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
