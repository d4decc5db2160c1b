// D31: the two e-mails of a signed-out visitor's quote request. A visitor has no account, so no
// language and no preferences: they are written in English (ADR 019 lists them as English-only).
import { linkMessage, type MailMessage } from '../../mail/mail.layout';

export type VisitorConfirmParams = {
  customerName: string;
  /** "Black Galaxy from Shree Granites" or "2 products (A, B)". */
  asked: string;
  days: number;
  url: string;
};

export const visitorConfirmMail = (to: string, p: VisitorConfirmParams): MailMessage =>
  linkMessage(
    to,
    'quote_request_confirm',
    'Confirm your quote request',
    [
      `Hello ${p.customerName},`,
      `You asked Granite Marketplace for a quote for ${p.asked}.`,
      'Open the link below to confirm your e-mail address. Your request then goes ahead, and the same link shows its progress and the manufacturers’ replies; you can also set a password there to keep it in an account.',
      `If it was not you, ignore this message: the request is closed after ${p.days} days.`,
    ],
    { label: 'Confirm and follow your request', url: p.url },
  );

export type VisitorRepliedParams = {
  customerName: string;
  manufacturer: string;
  product: string;
  first: boolean;
  signInUrl: string;
};

export const visitorRepliedMail = (to: string, p: VisitorRepliedParams): MailMessage =>
  linkMessage(
    to,
    'quote_visitor_replied',
    p.first ? `${p.manufacturer} replied to your quote request` : `${p.manufacturer} revised their quote`,
    [
      `Hello ${p.customerName},`,
      `${p.manufacturer} ${p.first ? 'replied to' : 'revised their quote for'} your quote request for ${p.product}.`,
      'Open the link in the e-mail that confirmed your request ("Confirm and follow your request") to read the price, the landed total and the message, or sign in if you set a password for it.',
    ],
    { label: 'Sign in', url: p.signInUrl },
  );
