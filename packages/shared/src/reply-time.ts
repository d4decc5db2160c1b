/**
 * '3 h', '1 day 4 h', '25 min' (D27's median reply time). Its own module, away from the schemas, so a
 * page that shows a reply time does not bring zod with it.
 */
export function formatReplyTime(minutes: number): string {
  if (minutes < 60) return `${Math.max(1, minutes)} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return `${days} day${days === 1 ? '' : 's'}${rest ? ` ${rest} h` : ''}`;
}
