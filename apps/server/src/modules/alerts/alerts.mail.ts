// The alert e-mail of a saved search (D41): what is new since the last alert, up to ten items with
// their links, the search itself and the unsubscribe link of this one alert. The template name
// starts with notify_ and the footer line is the one mail/list-unsubscribe.ts reads, so the outbox
// adds List-Unsubscribe (and List-Unsubscribe-Post on https) pointing at this search's link.
import { type Language, type MessageValues, translate } from '../../lib/i18n';
import type { MailMessage } from '../mail/mail.templates';

export type AlertMailItem = { line: string; url: string };

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const ALERT_MAIL_ITEMS = 10;

export function savedSearchAlertMail(input: {
  to: string;
  name: string;
  searchName: string;
  summary: string;
  items: AlertMailItem[];
  total: number;
  searchUrl: string;
  unsubscribeUrl: string;
  /** D40: the reader's language; the search's name stays as they wrote it. */
  language?: Language;
}): MailMessage {
  const language = input.language ?? 'en';
  const t = (message: string, values?: MessageValues) => translate(language, message, values);
  const shown = input.items.slice(0, ALERT_MAIL_ITEMS);
  const more = input.total - shown.length;
  const subject = `${input.searchName}: ${input.summary}`;
  const because = t(
    'You receive this because you saved this search with alerts. Stopping it leaves your other e-mails as they are.',
  );
  const seeSearch = t('See the search');
  const stop = t('Stop these e-mails');
  const andMore = t('… and {count} more.', { count: more });
  const text = [
    t('Hello {name},', { name: input.name }),
    t('Your saved search "{search}" has {summary}.', { search: input.searchName, summary: input.summary }),
    '',
    ...shown.flatMap((i) => [`- ${i.line}`, `  ${i.url}`]),
    ...(more > 0 ? [andMore] : []),
    '',
    `${seeSearch}: ${input.searchUrl}`,
    '',
    'Granite Marketplace',
    '',
    because,
    `${stop}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>${escapeHtml(t('Hello {name},', { name: input.name }))}</p><p>${escapeHtml(
    t('Your saved search “{search}” has {summary}.', { search: input.searchName, summary: input.summary }),
  )}</p><ul>${shown
    .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.line)}</a></li>`)
    .join('')}</ul>${more > 0 ? `<p>${escapeHtml(andMore)}</p>` : ''}<p><a href="${escapeHtml(
    input.searchUrl,
  )}">${escapeHtml(seeSearch)}</a></p><p>Granite Marketplace</p><p style="color:#666;font-size:12px">${escapeHtml(because)} <a href="${escapeHtml(
    input.unsubscribeUrl,
  )}">${escapeHtml(stop)}</a></p>`;
  return { to: input.to, subject, text, html, template: 'notify_saved_search' };
}
