import {
  type Currency,
  formatMoney as formatAmount,
  type Language,
  QUANTITY_UNIT_LABELS,
  type QuantityUnit,
  unitLabel,
} from '@granite/shared';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
// D40: Hindi months in full ("नवंबर"), Latin digits; the time with the part of the day in Hindi
// ("शाम 6:35", "सुबह 9:05"), never an English "pm" on a Hindi page.
const hiDayMonth = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  numberingSystem: 'latn',
});
const hiTime = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  numberingSystem: 'latn',
});

/** "26 नवंबर 2026, शाम 6:35" (without the year: "26 नवंबर, शाम 6:35"). */
export function hindiDateTime(value: Date | string, withYear = true): string {
  const date = new Date(value);
  const day = withYear ? hiDateOnly.format(date) : hiDayMonth.format(date);
  return `${day}, ${hiTime.format(date)}`;
}
const hiDateOnly = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
});

/** "3 Mar 2025, 4:05 pm"; "3 मार्च 2025, शाम 4:05" on Hindi pages. */
export const formatDateTime = (iso: string, language: Language = 'en') =>
  language === 'hi' ? hindiDateTime(iso) : dateTime.format(new Date(iso));

/** A calendar day ('2025-03-31') as "31 Mar 2025" ("31 मार्च 2025"), read as that day wherever the browser is. */
export const formatDay = (day: string, language: Language = 'en') =>
  (language === 'hi' ? hiDateOnly : dateOnly).format(new Date(`${day}T12:00:00`));

/** "5 h", "2 d": how long something has been waiting. */
export function waitingFor(iso: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 3_600_000));
  if (hours < 1) return 'under 1 h';
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

export const sqft = (n: number, language: Language = 'en', unit: QuantityUnit = 'SQF') =>
  // D34: a block's quantity is in cubic metres or tonnes, written with its code ("12 CBM").
  unit === 'SQF'
    ? `${n.toLocaleString('en-IN')} ${unitLabel('sqft', language)}`
    : `${n.toLocaleString('en-IN')} ${QUANTITY_UNIT_LABELS[unit]}`;

/** D33: the sq.ft an order of slabs bills, to two decimals ("228.80 sq.ft"). */
export const billedSqftText = (n: number, language: Language = 'en') =>
  `${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${unitLabel('sqft', language)}`;

/**
 * An amount of a reply or order in its currency (ADR 016): ₹ with Indian grouping, minor units shown
 * as two digits when there are any ("₹1,42,927.50"); "$1,234.50" for an export in US$ (D47).
 */
export function formatMoney(amount: number, currency: Currency = 'INR'): string {
  return formatAmount({ amount, currency });
}

const shortDateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "23 Nov, 5:36 am" within the current year, else with the year. */
export function formatWhen(iso: string): string {
  const d = new Date(iso);
  return d.getFullYear() === new Date().getFullYear() ? shortDateTime.format(d) : dateTime.format(d);
}

/** As formatMoney: "₹1,25,000", "₹1,25,000.50" (whole amounts without a fraction), as `formatINR` writes ₹. */
export function formatMoneyTrimmed(amount: number, currency: Currency = 'INR'): string {
  return formatAmount({ amount, currency });
}
