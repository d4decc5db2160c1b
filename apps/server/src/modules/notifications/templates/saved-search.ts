// The alert of a saved search (D41) on its two channels: one bell item and one e-mail per alert run,
// in the reader's language (D40) when it is read or sent; the search's name stays as they wrote it.
// The e-mail shows up to ten items with their links, the search itself and the unsubscribe link of
// this one alert. Its template name starts with notify_ and its footer line is the one
// mail/list-unsubscribe.ts reads, so the outbox adds List-Unsubscribe (and List-Unsubscribe-Post on
// https) pointing at this search's link.
import {
  type Language,
  localePath,
  type Message,
  type MessageValues,
  textIn,
  translate,
} from '../../../lib/i18n';
import { escapeHtml, type MailMessage } from '../../mail/mail.layout';

export const ALERT_MAIL_ITEMS = 10;
/** How many items the bell's line names before "and N more". */
export const ALERT_BELL_ITEMS = 3;

export type SavedSearchParams = {
  /** The search's name as its owner wrote it. */
  search: string;
  /** "2 new products, 1 price drop": one message per part. */
  summary: Message[];
  /** What matched, each a message and the product's path. */
  items: { line: Message; path: string }[];
  /** The search's own path ('/search?q=…'). */
  searchPath: string;
  /** This alert's one-click unsubscribe link (D41), absolute. */
  unsubscribeUrl: string;
};

const summaryIn = (language: Language, p: SavedSearchParams) =>
  p.summary.map((part) => textIn(language, part)).join(', ');

export function savedSearchBell(p: SavedSearchParams, language: Language) {
  const more = p.items.length - ALERT_BELL_ITEMS;
  return {
    title: `${p.search}: ${summaryIn(language, p)}`,
    body: p.items
      .slice(0, ALERT_BELL_ITEMS)
      .map((i) => textIn(language, i.line))
      .join('; ')
      .concat(more > 0 ? translate(language, ' and {count} more', { count: more }) : ''),
  };
}

export function savedSearchAlertMail(
  p: SavedSearchParams,
  language: Language,
  to: { email: string; name: string; publicUrl: string },
): MailMessage {
  const t = (message: string, values?: MessageValues) => translate(language, message, values);
  const url = (path: string) => `${to.publicUrl}${localePath(language, path)}`;
  const shown = p.items
    .slice(0, ALERT_MAIL_ITEMS)
    .map((i) => ({ line: textIn(language, i.line), url: url(i.path) }));
  const more = p.items.length - shown.length;
  const summary = summaryIn(language, p);
  const searchUrl = url(p.searchPath);
  const because = t(
    'You receive this because you saved this search with alerts. Stopping it leaves your other e-mails as they are.',
  );
  const seeSearch = t('See the search');
  const stop = t('Stop these e-mails');
  const andMore = t('… and {count} more.', { count: more });
  const text = [
    t('Hello {name},', { name: to.name }),
    t('Your saved search "{search}" has {summary}.', { search: p.search, summary }),
    '',
    ...shown.flatMap((i) => [`- ${i.line}`, `  ${i.url}`]),
    ...(more > 0 ? [andMore] : []),
    '',
    `${seeSearch}: ${searchUrl}`,
    '',
    'Granite Marketplace',
    '',
    because,
    `${stop}: ${p.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>${escapeHtml(t('Hello {name},', { name: to.name }))}</p><p>${escapeHtml(
    t('Your saved search “{search}” has {summary}.', { search: p.search, summary }),
  )}</p><ul>${shown
    .map((i) => `<li><a href="${escapeHtml(i.url)}">${escapeHtml(i.line)}</a></li>`)
    .join('')}</ul>${more > 0 ? `<p>${escapeHtml(andMore)}</p>` : ''}<p><a href="${escapeHtml(
    searchUrl,
  )}">${escapeHtml(seeSearch)}</a></p><p>Granite Marketplace</p><p style="color:#666;font-size:12px">${escapeHtml(because)} <a href="${escapeHtml(
    p.unsubscribeUrl,
  )}">${escapeHtml(stop)}</a></p>`;
  return { to: to.email, subject: `${p.search}: ${summary}`, text, html, template: 'notify_saved_search' };
}
