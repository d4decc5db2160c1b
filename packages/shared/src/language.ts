/**
 * D40: the two languages of the storefront, the buyer's and the manufacturer's screens and their
 * e-mails. Figures keep Latin digits and Indian grouping in both ("₹2,45,000"); dates read day month
 * year ("26 नवंबर 2026", "26 Nov 2026"); the trade's units are written as the trade writes them.
 */
import { INDIAN_STATE_NAMES_HI } from './options';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(language: Language, month: 'long' | 'short'): Intl.DateTimeFormat {
  const key = `${language}:${month}`;
  let format = dayFormats.get(key);
  if (!format) {
    // Hindi months are written in full ("नवंबर"): the short forms ("नव॰") are not what a trader writes.
    format = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      day: 'numeric',
      month: language === 'hi' ? 'long' : month,
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** A calendar day in India's time: "26 Nov 2026" / "26 नवंबर 2026" (`month: 'long'`: "26 November 2026"). */
export function formatDay(
  value: Date | string | number,
  language: Language,
  month: 'long' | 'short' = 'short',
): string {
  return dayFormat(language, month).format(new Date(value));
}

/** Indian grouping of a whole number of rupees, without Intl: 245000 → "2,45,000". */
function groupIndian(whole: number): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
  return `${whole < 0 ? '-' : ''}${grouped}`;
}

const SHORT_UNITS = {
  en: { lakh: 'lakh', crore: 'crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
} as const;

/**
 * The short form of an amount where a trader would use one: "₹2.45 lakh" / "₹2.45 लाख",
 * "₹1.2 crore" / "₹1.2 करोड़"; below a lakh the full figure ("₹45,000").
 */
export function formatShortRupees(paise: number, language: Language): string {
  const rupees = Math.round(paise / 100);
  const units = SHORT_UNITS[language];
  const abs = Math.abs(rupees);
  const sign = rupees < 0 ? '-' : '';
  if (abs >= 1_00_00_000) return `${sign}₹${trimDecimals(abs / 1_00_00_000)} ${units.crore}`;
  if (abs >= 1_00_000) return `${sign}₹${trimDecimals(abs / 1_00_000)} ${units.lakh}`;
  return `₹${groupIndian(rupees)}`;
}

function trimDecimals(value: number): string {
  return (Math.floor(value * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
}

const UNITS = {
  en: { sqft: 'sq.ft', sqm: 'sq.m', slab: 'slab', slabs: 'slabs', mm: 'mm' },
  hi: { sqft: 'वर्ग फुट', sqm: 'वर्ग मीटर', slab: 'स्लैब', slabs: 'स्लैब', mm: 'मिमी' },
} as const;

/** The trade's units in `language`: "sq.ft" / "वर्ग फुट". */
export function unitLabel(unit: keyof (typeof UNITS)['en'], language: Language): string {
  return UNITS[language][unit];
}

/**
 * A state or union territory as `language` names it: "Rajasthan" / "राजस्थान". A name that is not
 * one of INDIAN_STATES (a stored value from before the list) is shown as it was written.
 */
export function stateName(state: string, language: Language): string {
  if (language !== 'hi') return state;
  return Object.hasOwn(INDIAN_STATE_NAMES_HI, state)
    ? INDIAN_STATE_NAMES_HI[state as keyof typeof INDIAN_STATE_NAMES_HI]
    : state;
}
