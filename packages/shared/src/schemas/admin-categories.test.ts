import { describe, expect, it } from 'vitest';
import { CategoryColour, categoryColourHex, categoryTextColor } from './admin-categories';

describe('category colours', () => {
  it('knows the colour of each allowed class and of a hex code, short or long', () => {
    expect(categoryColourHex('bg-granite-gray')).toBe('#3f3f46');
    expect(categoryColourHex('#ABC')).toBe('#aabbcc');
    expect(categoryColourHex('#3F3F46')).toBe('#3f3f46');
    expect(categoryColourHex('bg-pink-500')).toBeNull();
    expect(categoryColourHex('#12345')).toBeNull();
  });

  it.each([
    ['bg-gray-100', 'text-stone-900'],
    ['bg-granite-gray', 'text-white'],
    ['bg-granite-black', 'text-white'],
    ['#e7e5e4', 'text-stone-900'],
    ['#ffffff', 'text-stone-900'],
    ['#1e3a8a', 'text-white'],
  ])('writes on %s in %s, whichever meets 4.5:1', (colour, text) => {
    expect(categoryTextColor(colour)).toBe(text);
  });

  it('refuses a class the stylesheet does not have, and stores a hex in lower case', () => {
    expect(CategoryColour.safeParse('bg-pink-500').success).toBe(false);
    expect(CategoryColour.parse(' #AABBCC ')).toBe('#aabbcc');
  });
});
