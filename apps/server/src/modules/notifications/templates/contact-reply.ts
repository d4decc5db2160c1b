// The answer an admin writes in the inbox, e-mailed to the visitor through the outbox (D21).
// Plain text first; the HTML part escapes everything typed by the visitor or the admin.
import { escapeHtml, type MailMessage, oneLineSubject } from '../../mail/mail.layout';

export function contactReplyMail(input: {
  to: string;
  name: string;
  subject: string | null;
  originalMessage: string;
  replyText: string;
}): MailMessage {
  const subject = oneLineSubject(`Re: ${input.subject || 'your message to Granite Marketplace'}`);
  const quoted = input.originalMessage
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    `Hello ${input.name},`,
    '',
    input.replyText,
    '',
    'Granite Marketplace',
    '',
    'You wrote:',
    quoted,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(input.name)},</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.replyText)}</p>`,
    '<p>Granite Marketplace</p>',
    '<p>You wrote:</p>',
    `<blockquote style="white-space:pre-wrap;border-left:3px solid #d6d3d1;margin:0;padding-left:12px;color:#57534e">${escapeHtml(input.originalMessage)}</blockquote>`,
  ].join('');
  return { to: input.to, subject, text, html, template: 'contact_reply' };
}
