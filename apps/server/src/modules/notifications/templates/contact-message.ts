// D21: the e-mail a contact form message sends to the site's contact address. Plain text first (the
// log shows it when SMTP_URL is unset); the HTML part escapes everything the visitor typed.
import { escapeHtml, type MailMessage, oneLineSubject } from '../../mail/mail.layout';

export type ContactMailInput = {
  id: number;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
};

export function contactMessageMail(to: string, input: ContactMailInput): MailMessage {
  const subject = oneLineSubject(`Contact form: ${input.subject || `message from ${input.name}`}`);
  const details: [string, string][] = [
    ['Name', input.name],
    ['E-mail', input.email],
    ...(input.phone ? ([['Phone', input.phone]] as [string, string][]) : []),
    ...(input.subject ? ([['Subject', input.subject]] as [string, string][]) : []),
  ];
  const text = [
    `A visitor sent a message through the contact form (message #${input.id}).`,
    '',
    ...details.map(([label, value]) => `${label}: ${value}`),
    '',
    input.message,
    '',
    `Reply to ${input.email}.`,
  ].join('\n');
  const html = [
    `<p>A visitor sent a message through the contact form (message #${input.id}).</p>`,
    `<table>${details.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  ].join('');
  return { to, subject, text, html, template: 'contact_message' };
}
