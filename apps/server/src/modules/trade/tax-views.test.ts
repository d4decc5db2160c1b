// D34: the buyer's reply e-mail and bell name the tax as it was split for their place of supply.
import { describe, expect, it } from 'vitest';
import { gstInWords } from './tax-views';

describe('GST in words', () => {
  it('names CGST and SGST halves within a state, IGST between states', () => {
    expect(gstInWords(18, { cgstPaise: 1_350_000, igstPaise: 0 })).toBe('CGST 9% + SGST 9%');
    expect(gstInWords(5, { cgstPaise: 37_500, igstPaise: 0 })).toBe('CGST 2.5% + SGST 2.5%');
    expect(gstInWords(18, { cgstPaise: 0, igstPaise: 2_700_000 })).toBe('IGST 18%');
  });

  it('states the bare rate for a reply made before the split was kept, and at 0 %', () => {
    expect(gstInWords(18, null)).toBe('18% GST');
    expect(gstInWords(0, { cgstPaise: 0, igstPaise: 0 })).toBe('0% GST');
  });
});
