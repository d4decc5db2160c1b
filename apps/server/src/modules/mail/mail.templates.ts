// The messages accounts send (D5). Plain text first: it is what the log shows when SMTP_URL is unset.
// D40: each is written in the reader's language (English when not given); a message's id is its
// English text (lib/i18n.ts, src/locales/hi.json). Names and texts people wrote stay as written.
import { type Language, translate } from '../../lib/i18n';
import { escapeHtml, greeting, linkMessage, type MailMessage, SIGNATURE } from './mail.layout';

export type { MailMessage } from './mail.layout';

export const verifyEmailMail = (to: string, name: string, url: string, language: Language = 'en') =>
  linkMessage(
    to,
    'verify_email',
    translate(language, 'Verify your e-mail address'),
    [
      greeting(name, language),
      translate(
        language,
        'Please confirm your e-mail address to finish creating your Granite Marketplace account.',
      ),
      translate(language, 'The link is valid for 24 hours.'),
    ],
    { label: translate(language, 'Verify e-mail address'), url },
  );

export const resetPasswordMail = (to: string, name: string, url: string, language: Language = 'en') =>
  linkMessage(
    to,
    'reset_password',
    translate(language, 'Reset your password'),
    [
      greeting(name, language),
      translate(language, 'Somebody asked to reset the password of your Granite Marketplace account.'),
      translate(
        language,
        'If it was not you, ignore this message: your password stays as it is. The link is valid for 1 hour.',
      ),
    ],
    { label: translate(language, 'Choose a new password'), url },
  );

export const existingAccountMail = (to: string, name: string, signInUrl: string, language: Language = 'en') =>
  linkMessage(
    to,
    'existing_account',
    translate(language, 'You already have an account'),
    [
      greeting(name, language),
      translate(
        language,
        'Somebody tried to register a new account with this e-mail address, which already has one.',
      ),
      translate(language, 'If it was you, sign in instead, or use "Forgot password?" on the sign-in page.'),
    ],
    { label: translate(language, 'Sign in'), url: signInUrl },
  );

export const passwordChangedMail = (to: string, name: string, signInUrl: string, language: Language = 'en') =>
  linkMessage(
    to,
    'password_changed',
    translate(language, 'Your password was changed'),
    [
      greeting(name, language),
      translate(
        language,
        'The password of your Granite Marketplace account was just changed and your other sessions were signed out.',
      ),
      translate(language, 'If it was not you, reset your password at once.'),
    ],
    { label: translate(language, 'Sign in'), url: signInUrl },
  );

/**
 * The unsubscribe line of notification and digest e-mails, always their last line:
 * list-unsubscribe.ts reads the link from it for the List-Unsubscribe header.
 */
const stopLine = (language: Language, url: string) => `${translate(language, 'Stop these e-mails')}: ${url}`;

/** D17: one notification as an e-mail, with its page and a way to stop these e-mails. */
export function notificationMail(
  to: string,
  name: string,
  notice: { kind: string; title: string; body: string; url: string | null },
  unsubscribeUrl: string,
  language: Language = 'en',
): MailMessage {
  const lines = [greeting(name, language), notice.body];
  const because = translate(language, 'You receive this because of your Granite Marketplace account.');
  const openIt = translate(language, 'Open it');
  const stop = translate(language, 'Stop these e-mails');
  const text = [
    ...lines,
    ...(notice.url ? ['', `${openIt}: ${notice.url}`] : []),
    '',
    SIGNATURE,
    '',
    because,
    stopLine(language, unsubscribeUrl),
  ].join('\n');
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${
    notice.url ? `<p><a href="${escapeHtml(notice.url)}">${escapeHtml(openIt)}</a></p>` : ''
  }<p>${SIGNATURE}</p><p style="color:#666;font-size:12px">${escapeHtml(because)} <a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`;
  return { to, subject: notice.title, text, html, template: `notify_${notice.kind}` };
}

/** D17: the day's notifications in one e-mail for users who chose the daily digest. */
export function digestMail(
  to: string,
  name: string,
  items: { title: string; body: string; url: string | null }[],
  unsubscribeUrl: string,
  language: Language = 'en',
): MailMessage {
  const subject = translate(
    language,
    'Your Granite Marketplace digest: {count, plural, one {# update} other {# updates}}',
    { count: items.length },
  );
  const since = translate(language, 'Here is what happened since your last digest.');
  const openIt = translate(language, 'Open it');
  const stop = translate(language, 'Stop these e-mails');
  const text = [
    greeting(name, language),
    since,
    '',
    ...items.flatMap((i) => [`- ${i.title}`, `  ${i.body}`, ...(i.url ? [`  ${i.url}`] : []), '']),
    SIGNATURE,
    '',
    stopLine(language, unsubscribeUrl),
  ].join('\n');
  const html = `<p>${escapeHtml(greeting(name, language))}</p><p>${escapeHtml(since)}</p><ul>${items
    .map(
      (i) =>
        `<li><p><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.body)}${
          i.url ? `<br><a href="${escapeHtml(i.url)}">${escapeHtml(openIt)}</a>` : ''
        }</p></li>`,
    )
    .join(
      '',
    )}</ul><p>${SIGNATURE}</p><p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">${escapeHtml(stop)}</a></p>`;
  return { to, subject, text, html, template: 'notify_digest' };
}
