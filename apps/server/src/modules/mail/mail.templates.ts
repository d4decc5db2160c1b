// The messages accounts send (D5). Plain text first: it is what the log shows when SMTP_URL is unset.
export type MailMessage = { to: string; subject: string; text: string; html?: string; template: string };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function withLink(
  to: string,
  template: string,
  subject: string,
  lines: string[],
  link: { label: string; url: string },
): MailMessage {
  const text = [...lines, '', `${link.label}: ${link.url}`, '', 'Granite Marketplace'].join('\n');
  const html = `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p><p>Granite Marketplace</p>`;
  return { to, subject, text, html, template };
}

export const verifyEmailMail = (to: string, name: string, url: string) =>
  withLink(
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
  withLink(
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
  withLink(
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
  withLink(
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
