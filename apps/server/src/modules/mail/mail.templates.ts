// The messages accounts send (D5). Plain text first: it is what the log shows when SMTP_URL is unset.
import { escapeHtml, linkMessage, type MailMessage } from './mail.layout';

export type { MailMessage } from './mail.layout';

export const verifyEmailMail = (to: string, name: string, url: string) =>
  linkMessage(
    to,
    'verify_email',
    'Verify your e-mail address',
    [
      `Hello ${name},`,
      'Please confirm your e-mail address to finish creating your Granite Marketplace account.',
      'The link is valid for 24 hours.',
    ],
    { label: 'Verify e-mail address', url },
  );

export const resetPasswordMail = (to: string, name: string, url: string) =>
  linkMessage(
    to,
    'reset_password',
    'Reset your password',
    [
      `Hello ${name},`,
      'Somebody asked to reset the password of your Granite Marketplace account.',
      'If it was not you, ignore this message: your password stays as it is. The link is valid for 1 hour.',
    ],
    { label: 'Choose a new password', url },
  );

export const existingAccountMail = (to: string, name: string, signInUrl: string) =>
  linkMessage(
    to,
    'existing_account',
    'You already have an account',
    [
      `Hello ${name},`,
      'Somebody tried to register a new account with this e-mail address, which already has one.',
      'If it was you, sign in instead, or use "Forgot password?" on the sign-in page.',
    ],
    { label: 'Sign in', url: signInUrl },
  );

export const passwordChangedMail = (to: string, name: string, signInUrl: string) =>
  linkMessage(
    to,
    'password_changed',
    'Your password was changed',
    [
      `Hello ${name},`,
      'The password of your Granite Marketplace account was just changed and your other sessions were signed out.',
      'If it was not you, reset your password at once.',
    ],
    { label: 'Sign in', url: signInUrl },
  );

/** D17: one notification as an e-mail, with its page and a way to stop these e-mails. */
export function notificationMail(
  to: string,
  name: string,
  notice: { kind: string; title: string; body: string; url: string | null },
  unsubscribeUrl: string,
): MailMessage {
  const lines = [`Hello ${name},`, notice.body];
  const footer = [
    'You receive this because of your Granite Marketplace account.',
    `Stop these e-mails: ${unsubscribeUrl}`,
  ];
  const text = [
    ...lines,
    ...(notice.url ? ['', `Open it: ${notice.url}`] : []),
    '',
    'Granite Marketplace',
    '',
    ...footer,
  ].join('\n');
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}${
    notice.url ? `<p><a href="${escapeHtml(notice.url)}">Open it</a></p>` : ''
  }<p>Granite Marketplace</p><p style="color:#666;font-size:12px">${escapeHtml(footer[0]!)} <a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a></p>`;
  return { to, subject: notice.title, text, html, template: `notify_${notice.kind}` };
}

/** D17: the day's notifications in one e-mail for users who chose the daily digest. */
export function digestMail(
  to: string,
  name: string,
  items: { title: string; body: string; url: string | null }[],
  unsubscribeUrl: string,
): MailMessage {
  const subject = `Your Granite Marketplace digest: ${items.length} update${items.length === 1 ? '' : 's'}`;
  const text = [
    `Hello ${name},`,
    `Here is what happened since your last digest.`,
    '',
    ...items.flatMap((i) => [`- ${i.title}`, `  ${i.body}`, ...(i.url ? [`  ${i.url}`] : []), '']),
    'Granite Marketplace',
    '',
    `Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p><p>Here is what happened since your last digest.</p><ul>${items
    .map(
      (i) =>
        `<li><p><strong>${escapeHtml(i.title)}</strong><br>${escapeHtml(i.body)}${
          i.url ? `<br><a href="${escapeHtml(i.url)}">Open it</a>` : ''
        }</p></li>`,
    )
    .join(
      '',
    )}</ul><p>Granite Marketplace</p><p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a></p>`;
  return { to, subject, text, html, template: 'notify_digest' };
}
