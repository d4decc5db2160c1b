// The alert e-mail of a saved search (D41): what is new since the last alert, up to ten items with
// their links, the search itself and the unsubscribe link of this one alert. The template name
// starts with notify_ and the footer line is the one mail/list-unsubscribe.ts reads, so the outbox
// adds List-Unsubscribe (and List-Unsubscribe-Post on https) pointing at this search's link.
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
}): MailMessage {
  const shown = input.items.slice(0, ALERT_MAIL_ITEMS);
  const more = input.total - shown.length;
  const subject = `${input.searchName}: ${input.summary}`;
  const text = [
    `Hello ${input.name},`,
    `Your saved search "${input.searchName}" has ${input.summary}.`,
    '',
    ...shown.flatMap((i) => [`- ${i.line}`, `  ${i.url}`]),
    ...(more > 0 ? [`… and ${more} more.`] : []),
    '',
    `See the search: ${input.searchUrl}`,
    '',
    'Granite Marketplace',
    '',
    'You receive this because you saved this search with alerts. Stopping it leaves your other e-mails as they are.',
    `Stop these e-mails: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(input.name)},</p><p>Your saved search “${escapeHtml(input.searchName)}” has ${escapeHtml(
    input.summary,
  )}.</p><ul>${shown
    .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.line)}</a></li>`)
    .join('')}</ul>${more > 0 ? `<p>… and ${more} more.</p>` : ''}<p><a href="${escapeHtml(
    input.searchUrl,
  )}">See the search</a></p><p>Granite Marketplace</p><p style="color:#666;font-size:12px">You receive this because you saved this search with alerts. <a href="${escapeHtml(
    input.unsubscribeUrl,
  )}">Stop these e-mails</a></p>`;
  return { to: input.to, subject, text, html, template: 'notify_saved_search' };
}
