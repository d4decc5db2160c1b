import type { Language } from '@granite/shared';

const REPLY_UNITS = {
  en: { min: 'min', h: 'h', days: 'days' },
  hi: { min: 'मिनट', h: 'घंटे', days: 'दिन' },
} as const;

/**
 * A first-reply time: "< 1 min", "45 min", "3 h 20 min", "2.5 days"; in Hindi "3 घंटे 20 मिनट",
 * "2.5 दिन" (D40); an em dash when there is none yet.
 */
export function formatReplyTime(minutes: number | null, language: Language = 'en'): string {
  const u = REPLY_UNITS[language];
  if (minutes === null) return '—';
  if (minutes < 1) return `< 1 ${u.min}`;
  if (minutes < 60) return `${Math.round(minutes)} ${u.min}`;
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes - h * 60);
    return m === 0 || m === 60 ? `${m === 60 ? h + 1 : h} ${u.h}` : `${h} ${u.h} ${m} ${u.min}`;
  }
  const days = minutes / (24 * 60);
  return `${days.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${u.days}`;
}

/** 0.5 → "50%", 0.333 → "33.3%"; an em dash when nothing is answered yet. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(rate * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}

export const formatCount = (n: number) => n.toLocaleString('en-IN');

/**
 * "2026-11-23" → "23 Nov" / "23 नवंबर" (the day is already a day in India; read it as a calendar date).
 */
export function formatDay(day: string, withYear = false, language: Language = 'en'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(language === 'hi' ? 'hi-IN' : 'en-IN', {
    day: 'numeric',
    month: language === 'hi' ? 'long' : 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}

/** "5 h", "2 d" (quote-lifecycle's waitingFor) and in Hindi "5 घंटे", "2 दिन" (D40). */
export function waitingForIn(iso: string, language: Language, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 3_600_000));
  if (language === 'en') {
    if (hours < 1) return 'under 1 h';
    return hours < 48 ? `${hours} h` : `${Math.floor(hours / 24)} d`;
  }
  if (hours < 1) return '1 घंटे से कम';
  return hours < 48 ? `${hours} घंटे` : `${Math.floor(hours / 24)} दिन`;
}

const hiDayMonth = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  numberingSystem: 'latn',
  timeZone: 'Asia/Kolkata',
});
const hiDayMonthYear = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: 'Asia/Kolkata',
});
const clock = new Intl.DateTimeFormat('hi-IN', {
  hour: 'numeric',
  minute: '2-digit',
  dayPeriod: 'short',
  numberingSystem: 'latn',
  timeZone: 'Asia/Kolkata',
});

/**
 * quote-lifecycle's formatWhen ("23 Nov, 5:36 am", the year only when it is not this one) in Hindi:
 * "23 नवंबर, सुबह 5:36" (D40: the part of the day in Hindi, never "am"), short enough for one line
 * of a phone's list.
 */
export function formatWhenHindi(iso: string): string {
  const d = new Date(iso);
  const day = (d.getFullYear() === new Date().getFullYear() ? hiDayMonth : hiDayMonthYear).format(d);
  return `${day}, ${clock.format(d)}`;
}
