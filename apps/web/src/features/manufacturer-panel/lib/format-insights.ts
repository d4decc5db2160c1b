/** A first-reply time: "< 1 min", "45 min", "3 h 20 min", "2.5 days"; an em dash when there is none yet. */
export function formatReplyTime(minutes: number | null): string {
  if (minutes === null) return '—';
  if (minutes < 1) return '< 1 min';
  if (minutes < 60) return `${Math.round(minutes)} min`;
  if (minutes < 48 * 60) {
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes - h * 60);
    return m === 0 || m === 60 ? `${m === 60 ? h + 1 : h} h` : `${h} h ${m} min`;
  }
  const days = minutes / (24 * 60);
  return `${days.toLocaleString('en-IN', { maximumFractionDigits: 1 })} days`;
}

/** 0.5 → "50%", 0.333 → "33.3%"; an em dash when nothing is answered yet. */
export function formatRate(rate: number | null): string {
  if (rate === null) return '—';
  return `${(rate * 100).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
}

export const formatCount = (n: number) => n.toLocaleString('en-IN');

/** "2026-11-23" → "23 Nov" (the day is already a day in India; read it as a calendar date). */
export function formatDay(day: string, withYear = false): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  });
}
