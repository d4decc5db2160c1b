// D47: a buyer abroad. An account and a business in one of the countries granite is exported to
// (countries.ts), with the address as that country writes it — its postcode, a region where its
// addresses need one, never an Indian state or PIN —, a phone number with its country code, no GSTIN
// (registration under GST is India's: a buyer abroad with one is refused, naming the field) and the
// importer's customs or tax number (the EU's and the UK's EORI, the US importer's EIN …) where given.
// India's own buyers keep their state, PIN and optional GSTIN (D8, D34).
import { z } from 'zod';
import {
  countryName,
  EXPORT_COUNTRIES,
  EXPORT_COUNTRY_CODES,
  type ExportCountry,
  exportCountry,
} from './countries';

/** The country of an Indian buyer: the default of every account and business made before D47's buyers. */
export const HOME_COUNTRY = 'IN';

/** Where a buyer may be: India, or one of the export countries. */
export const BUYER_COUNTRY_CODES = [HOME_COUNTRY, ...EXPORT_COUNTRY_CODES] as readonly string[];

export const BuyerCountrySchema = z.enum(BUYER_COUNTRY_CODES as [string, ...string[]], {
  message: `must be IN (India) or one of: ${EXPORT_COUNTRY_CODES.join(', ')}`,
});

/** A buyer's country's name: "India" or the export country's (countries.ts). */
export function buyerCountryName(code: string | null | undefined): string {
  return !code || code === HOME_COUNTRY ? 'India' : countryName(code);
}

/** D40: the countries' names on Hindi screens. */
export const BUYER_COUNTRY_NAMES_HI: Record<string, string> = {
  IN: 'भारत',
  US: 'अमेरिका',
  GB: 'ब्रिटेन',
  DE: 'जर्मनी',
  NL: 'नीदरलैंड्स',
  BE: 'बेल्जियम',
  FR: 'फ़्रांस',
  IT: 'इटली',
  ES: 'स्पेन',
  PL: 'पोलैंड',
  AE: 'संयुक्त अरब अमीरात',
  SA: 'सऊदी अरब',
  JP: 'जापान',
  AU: 'ऑस्ट्रेलिया',
  CA: 'कनाडा',
};

/** A buyer's country's name in the page's language. */
export function buyerCountryLabel(code: string | null | undefined, locale: 'en' | 'hi' = 'en'): string {
  return (locale === 'hi' && BUYER_COUNTRY_NAMES_HI[code || HOME_COUNTRY]) || buyerCountryName(code);
}

/** The countries a buyer chooses from, India first, then the export countries by name. */
export const BUYER_COUNTRIES: readonly { code: string; name: string }[] = [
  { code: HOME_COUNTRY, name: 'India' },
  ...[...EXPORT_COUNTRIES]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => ({ code: c.code, name: c.name })),
];

export const BUYER_ABROAD_MESSAGES = {
  gstin: 'A buyer abroad has no GSTIN: leave it empty (give your import or tax number instead)',
  indianState: 'is for an address in India; leave it empty for an address abroad',
  indianPin: 'is for an address in India; give the postcode instead',
  noPostcode: (country: string) => `is not used in ${country}; leave it empty`,
} as const;

/**
 * A phone number of `country` written with its country code, as E.164 keeps it ("+49 40 3009 0" →
 * "+494030090"): "+" or "00", the country's calling code, then the national number, 8 to 15 digits
 * in all (ITU-T E.164). Returns the number or a message.
 */
export function internationalPhone(
  raw: string,
  country: ExportCountry,
): { phone: string } | { error: string } {
  const compact = raw.trim().replace(/[\s().-]/g, '');
  const withPlus = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  const example = `+${country.dialCode} …`;
  if (!withPlus.startsWith('+'))
    return { error: `must start with the country code of ${country.name} (${example})` };
  if (!/^\+\d+$/.test(withPlus)) return { error: 'must be digits after the country code' };
  if (!withPlus.startsWith(`+${country.dialCode}`))
    return { error: `must start with +${country.dialCode}, the country code of ${country.name}` };
  const digits = withPlus.length - 1;
  if (digits < 8 || digits > 15) return { error: 'must have 8 to 15 digits with the country code' };
  return { phone: withPlus };
}

/** The postcode as the country writes it (upper case, one space kept), or a message. */
export function postcodeOf(
  raw: string | null,
  country: ExportCountry,
): { postcode: string | null } | { error: string } {
  const value = raw?.trim().toUpperCase().replace(/\s+/g, ' ') ?? '';
  if (!country.postcode) {
    return value ? { error: BUYER_ABROAD_MESSAGES.noPostcode(country.name) } : { postcode: null };
  }
  if (!value) return { error: `${country.postcode.label} is required, e.g. ${country.postcode.example}` };
  if (!country.postcode.pattern.test(value))
    return {
      error: `must be a ${country.postcode.label} of ${country.name}, e.g. ${country.postcode.example}`,
    };
  return { postcode: value };
}

/** The importer's number as customs write it (upper case, no spaces), or a message. */
export function importIdOf(
  raw: string | null,
  country: ExportCountry,
): { importId: string | null } | { error: string } {
  const value = raw?.trim().toUpperCase().replace(/\s+/g, '') ?? '';
  if (!value) return { importId: null };
  if (country.importId && !country.importId.pattern.test(value))
    return { error: `must be an ${country.importId.label}, e.g. ${country.importId.example}` };
  return { importId: value };
}

/**
 * The phone of an account in `country`: an Indian mobile in India (kept as +91…), abroad the number
 * with its country code (E.164). Blank is none.
 */
export function phoneOfCountry(
  raw: string | null | undefined,
  country: string,
): { phone: string | null } | { error: string } {
  if (!raw?.trim()) return { phone: null };
  const abroad = exportCountry(country);
  if (abroad) return internationalPhone(raw, abroad);
  const compact = raw.trim().replace(/[\s-]/g, '');
  if (!/^(?:\+91|91|0)?[6-9]\d{9}$/.test(compact))
    return { error: 'must be a 10-digit Indian mobile number' };
  return { phone: `+91${compact.slice(-10)}` };
}
