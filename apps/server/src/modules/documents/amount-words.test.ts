import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-words';

describe('amounts in Indian words (D35)', () => {
  it('writes amounts in Indian words', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(1100)).toBe('Rupees Eleven Only');
    expect(amountInWords(10000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(1_00_000_00)).toBe('Rupees One Lakh Only');
    expect(amountInWords(4_03_088_50)).toBe(
      'Rupees Four Lakh Three Thousand Eighty-Eight and Fifty Paise Only',
    );
    expect(amountInWords(4_03_088_00)).toBe('Rupees Four Lakh Three Thousand Eighty-Eight Only');
    expect(amountInWords(99_99_99_999_00)).toBe(
      'Rupees Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
    expect(amountInWords(1)).toBe('Rupees Zero and One Paise Only');
  });
});
