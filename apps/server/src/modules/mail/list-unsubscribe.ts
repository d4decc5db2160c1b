// RFC 2369 / RFC 8058 headers of notification e-mails (D17): mail providers show their own
// "Unsubscribe" button and, with List-Unsubscribe-Post, unsubscribe with one POST to the HTTPS
// address (notifications/one-click.routes.ts) without opening a page.

/**
 * The footer line of notification and digest e-mails (mail.templates.ts) that carries the link:
 * their last line, "Stop these e-mails: <link>" in the reader's language (D40).
 */
const UNSUBSCRIBE_LINE = /^[^\n]*: (https?:\/\/\S+)\s*$/;

/** The address part of MAIL_FROM ('Granite <hello@granite.example>' → 'hello@granite.example'). */
export function senderAddress(from: string): string | null {
  const address = (/<([^<>\s]+@[^<>\s]+)>/.exec(from)?.[1] ?? from).trim();
  return /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : null;
}

/**
 * The List-Unsubscribe headers of an outbox message, or none: only notification e-mails
 * (templates notify_*) have them, with the unsubscribe link their own footer carries. The mailto
 * form is added when mail really leaves from a configured sender that is not a no-reply box (a
 * person reads it); the one-click POST header only beside an https address, as RFC 8058 requires.
 */
export function listUnsubscribeHeaders(
  message: { template: string; textBody: string },
  sender: { from: string; smtpConfigured: boolean },
): Record<string, string> {
  if (!message.template.startsWith('notify_')) return {};
  const url = UNSUBSCRIBE_LINE.exec(message.textBody.trimEnd().split('\n').at(-1) ?? '')?.[1];
  if (!url) return {};
  const targets = [`<${url}>`];
  const address = sender.smtpConfigured ? senderAddress(sender.from) : null;
  if (address && !/^no-?reply@/i.test(address))
    targets.push(`<mailto:${address}?subject=${encodeURIComponent('Unsubscribe')}>`);
  const headers: Record<string, string> = { 'List-Unsubscribe': targets.join(', ') };
  if (url.startsWith('https://')) headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
  return headers;
}
