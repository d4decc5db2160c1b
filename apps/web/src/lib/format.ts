// Money is integer paise in, ₹ with Indian digit grouping out, as @granite/shared's formatINR gives it
// (the server's own texts use that one). The storefront formats without Intl: the first en-IN
// NumberFormat a page creates loads ICU's locale data, about 80 ms of a phone's main thread before the
// page responds (measured with 4x CPU slowdown). e2e/indian-figures.spec.ts checks that both
// give the same text.
import { formatReplyTime, type Language, SQFT_PER_SQM, unitLabel } from '@granite/shared';

export { formatReplyTime, paiseToRupees } from '@granite/shared';

/** Indian grouping of a whole number's digits: "1234567" → "12,34,567" (thousands, then lakhs, crores). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** ₹ with Indian digit grouping, two decimals unless whole: 125000 paise → "₹1,250", 125050 → "₹1,250.50". */
export function formatINR(paise: number): string {
  if (!Number.isFinite(paise))
    return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paise / 100)}`;
  const cents = Math.round(Math.abs(paise));
  const fraction = cents % 100;
  const decimals = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${paise < 0 ? '-' : ''}₹${groupIndian(String(Math.floor(cents / 100)))}${decimals}`;
}

/** A count with Indian digit grouping, as `n.toLocaleString('en-IN')` writes a whole number. */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-IN');
  return `${n < 0 ? '-' : ''}${groupIndian(String(Math.abs(n)))}`;
}

/** D13: price per sq.m from a price per sq.ft, both in paise (as @granite/shared's perSqmPaise). */
export function perSqmPaise(perSqftPaise: number): number {
  return Math.round(perSqftPaise * SQFT_PER_SQM);
}

/** "₹1,250/sq.ft": the unit the spec quotes every price in; on Hindi pages "₹1,250/वर्ग फुट" (D40). */
export function formatPricePerSqft(paise: number, language: Language = 'en'): string {
  return `${formatINR(paise)}/${unitLabel('sqft', language)}`;
}

/** "/sq.ft" after a price shown on its own; "/वर्ग फुट" on Hindi pages (D40). */
export function perSqftSuffix(language: Language = 'en'): string {
  return `/${unitLabel('sqft', language)}`;
}

/** D27's reply time in the page's language: "5 h" / "5 घंटे", "2 days 3 h" / "2 दिन 3 घंटे" (D40). */
export function formatReplyTimeIn(minutes: number, language: Language = 'en'): string {
  if (language === 'en') return formatReplyTime(minutes);
  if (minutes < 60) return `${Math.max(1, minutes)} मिनट`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} घंटे`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} दिन${rest ? ` ${rest} घंटे` : ''}`;
}

/** Month names as Intl.DateTimeFormat('en-IN' / 'hi-IN', { month: 'long' }) writes them. */
const MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * "March 2024" / "मार्च 2024": a month of a year in India's time (D40), written as
 * Intl.DateTimeFormat(…, { month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }) writes it but
 * without Intl: the manufacturer's profile shows it in its first render, and the first DateTimeFormat a
 * page creates loads ICU's calendar data (43-101 ms of a phone's main thread at 4x CPU slowdown, in the
 * hydration task). It also cannot differ between the server's ICU and the browser's.
 */
export function formatMonthYear(value: Date | string | number, language: Language = 'en'): string {
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return '';
  const ist = new Date(time + IST_OFFSET_MS);
  return `${MONTHS[language][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
