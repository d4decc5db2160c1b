// D8: GSTIN format and check digit (15 characters: state code, PAN, entity, 'Z', checksum).
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const FORMAT = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The checksum character for the first 14 characters (mod-36 Luhn variant used by GSTN). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = CHARS.indexOf(first14[i]!);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

export function isValidGstin(gstin: string): boolean {
  const value = gstin.trim().toUpperCase();
  return FORMAT.test(value) && gstinCheckChar(value.slice(0, 14)) === value[14];
}
