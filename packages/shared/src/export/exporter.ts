// D47: the exporter's own numbers, kept in the manufacturer's Settings and printed on its export
// papers: the IEC (Importer-Exporter Code from DGFT, since 2020 the firm's PAN: 10 characters; the
// older codes are 10 digits) and the LUT (Letter of Undertaking, form GST RFD-11, CGST Rules r.96A)
// under which it exports without paying IGST, by its ARN and the financial year it covers. An LUT
// holds for its financial year only: an export invoice of another year cannot be issued under it.
import { z } from 'zod';
import { financialYearOf } from '../gst';

/** The IEC: a PAN (five letters, four digits, a letter) or a 10-digit code of before 2020. */
export const IEC_PATTERN = /^(?:[A-Z]{5}\d{4}[A-Z]|\d{10})$/;
/** The LUT's ARN: AD, the state code, the month and year filed (MMYY), six digits and a check character. */
export const LUT_ARN_PATTERN = /^AD(?:0[1-9]|[1-3]\d)(?:0[1-9]|1[0-2])\d{2}\d{6}[0-9A-Z]$/;
/** A financial year as GST writes it: "2026-27" (April to March). */
export const FINANCIAL_YEAR_PATTERN = /^(20\d{2})-(\d{2})$/;

export const IEC_MESSAGE = 'must be the 10-character IEC: your PAN (e.g. ABCDE1234F) or a 10-digit code';
export const LUT_MESSAGE = 'must be the LUT’s 15-character ARN, e.g. AD290426000123X';
export const FINANCIAL_YEAR_MESSAGE = 'must be a financial year such as 2026-27';

const upperNoSpaces = (v: string) => v.trim().toUpperCase().replace(/\s+/g, '');

/** A field of Settings: left out, unchanged; empty, removed; else checked. */
const settingOf = (check: (v: string) => boolean, message: string, normalise = upperNoSpaces) =>
  z
    .string({ message })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null ? null : normalise(v) || null))
    .refine((v) => v === undefined || v === null || check(v), message);

export const IecSetting = settingOf((v) => IEC_PATTERN.test(v), IEC_MESSAGE);
export const LutNumberSetting = settingOf((v) => LUT_ARN_PATTERN.test(v), LUT_MESSAGE);
export const FinancialYearSetting = settingOf(
  (v) => {
    const m = FINANCIAL_YEAR_PATTERN.exec(v);
    return Boolean(m && (Number(m[1]) + 1) % 100 === Number(m[2]));
  },
  FINANCIAL_YEAR_MESSAGE,
  (v) => v.trim().replace(/[–—/]/g, '-'),
);

/**
 * Why an export invoice of `day` (India) cannot be issued under the manufacturer's LUT, or null when
 * it can: none is given, or it covers another financial year.
 */
export function lutProblem(
  lut: { number: string | null; financialYear: string | null },
  day: string,
): string | null {
  const year = financialYearOf(day);
  if (!lut.number || !lut.financialYear)
    return `An export without IGST needs your LUT for ${year}: enter its ARN and financial year in Settings`;
  if (lut.financialYear !== year)
    return `Your LUT ${lut.number} is for ${lut.financialYear}, not ${year}: file the LUT for ${year} and enter it in Settings`;
  return null;
}
