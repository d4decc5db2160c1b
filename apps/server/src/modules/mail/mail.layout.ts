// The one layout of every e-mail the platform sends: plain text first (it is what the log shows
// when SMTP_URL is unset), and an HTML part where everything a person typed is escaped.
export type MailMessage = { to: string; subject: string; text: string; html?: string; template: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

export const SIGNATURE = 'Granite Marketplace';

const INDIAN_DAY = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * A date as an Indian reader writes it, "31 Dec 2026" (D40: dates read day month year): a calendar
 * day 'YYYY-MM-DD' as that day, a moment as its day in India. Every mail body uses it, never ISO.
 */
export function mailDate(value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return INDIAN_DAY.format(new Date(`${value}T12:00:00+05:30`));
  }
  return INDIAN_DAY.format(new Date(value));
}

/** A subject on one line, at most 200 characters (a typed subject must not add mail headers). */
export const oneLineSubject = (subject: string): string => subject.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** Paragraphs and one call to action, signed. */
export function linkMessage(
  to: string,
  template: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', SIGNATURE].join('\n');
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>${SIGNATURE}</p>`;
  return { to, subject, text, html, template };
}
