// The one layout of every e-mail the platform sends: plain text first (it is what the log shows
// when SMTP_URL is unset), and an HTML part where everything a person typed is escaped. D40: a
// buyer's or manufacturer's e-mail is written in their language (lib/i18n.ts); the name of the
// marketplace, like every name, stays as it is.
import { escapeHtml } from '../../lib/html';
import { dayIn, type Language, translate } from '../../lib/i18n';

export type MailMessage = { to: string; subject: string; text: string; html?: string; template: string };

export { escapeHtml };

export const SIGNATURE = 'Granite Marketplace';

/**
 * A date as an Indian reader writes it, "31 Dec 2026" / "31 दिसंबर 2026" (D40: dates read day month
 * year): a calendar day 'YYYY-MM-DD' as that day, a moment as its day in India. Every mail body uses
 * it, never ISO.
 */
export function mailDate(value: string | Date, language: Language = 'en'): string {
  return dayIn(language, value);
}

/** A subject on one line, at most 200 characters (a typed subject must not add mail headers). */
export const oneLineSubject = (subject: string): string => subject.replace(/[\r\n]+/g, ' ').slice(0, 200);

/** "Hello Asha," in the reader's language (the name as written). */
export const greeting = (name: string, language: Language = 'en'): string =>
  translate(language, 'Hello {name},', { name });

/** Paragraphs and one call to action, signed (texts already in the reader's language). */
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
