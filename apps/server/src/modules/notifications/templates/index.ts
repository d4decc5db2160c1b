// ADR 019: the one table of notification templates. A notification is an event stored as a template
// key and its parameters (texts as message ids with their values, names as written); each channel
// renders (key, parameters, language) to its own form when the reader reads it or the mail leaves.
// A channel is a renderer: the bell gives a title and a body, the e-mail a MailMessage; a WhatsApp or
// SMS channel later is one more renderer per template. Every e-mail of the platform is one of these
// templates (templates.test.ts renders each in English and Hindi on each of its channels).
import type { NotificationChannel, NotificationEvent } from '@granite/shared';
import { type Language, localePath, msg, type Text, textIn } from '../../../lib/i18n';
import {
  digestMail,
  existingAccountMail,
  type MailMessage,
  notificationMail,
  passwordChangedMail,
  resetPasswordMail,
  verifyEmailMail,
} from '../../mail/mail.templates';
import { signInFailuresMail } from './account';
import { type ContactMailInput, contactMessageMail } from './contact-message';
import { contactReplyMail } from './contact-reply';
import { type FirmInvitationParams, firmInvitationMail } from './firm-invitation';
import { applicationApprovedMail, applicationRejectedMail } from './manufacturer-application';
import { type SavedSearchParams, savedSearchAlertMail, savedSearchBell } from './saved-search';
import {
  type VisitorConfirmParams,
  type VisitorRepliedParams,
  visitorConfirmMail,
  visitorRepliedMail,
} from './visitor';

export type BellForm = { title: string; body: string };

/** What the e-mail channel knows besides the parameters: the recipient and the site. */
export type MailContext = {
  to: string;
  name: string;
  publicUrl: string;
  /** The notification's kind ('quote_replied'): the outbox's template is notify_<kind>. */
  kind: string;
  /** The notification's link, absolute on the reader's pages, or null. */
  url: string | null;
  /** The account's unsubscribe link of notification e-mails (D17), absolute. */
  unsubscribeUrl: string;
};

export type Template<P> = {
  /** The preference row it answers to (null: an address without an account, or the site's inbox). */
  event: NotificationEvent | null;
  /** Transactional: sent whatever the preferences say, shown as always on. */
  required: boolean;
  /** Why it is written only in English (D40: the administrators' area; a visitor has no account). */
  englishOnly?: string;
  bell?: (params: P, language: Language) => BellForm;
  email?: (params: P, language: Language, context: MailContext) => MailMessage;
  /** Parameters the test renders it with. */
  example: P;
};

const define = <P>(template: Template<P>) => template;

/** notify()'s notices: a title and a body, each a message with its values or a text as written. */
export type NoticeParams = { title: Text; body: Text };
/** A row written before templates, kept as it was written (the reader's language of that day). */
export type LegacyParams = { title: string; body: string };
type LinkParams = { url: string };

const EXAMPLE_URL = 'https://granite.example/x';

export const TEMPLATES = {
  notice: define<NoticeParams>({
    event: null,
    required: false,
    bell: (p, language) => ({ title: textIn(language, p.title), body: textIn(language, p.body) }),
    email: (p, language, c) =>
      notificationMail(
        c.to,
        c.name,
        { kind: c.kind, title: textIn(language, p.title), body: textIn(language, p.body), url: c.url },
        c.unsubscribeUrl,
        language,
      ),
    example: {
      title: msg('A quote for {product} has expired', { product: 'Black Galaxy' }),
      body: msg('The buyer confirmed that the order of {product} arrived.', { product: 'Black Galaxy' }),
    },
  }),
  legacy_text: define<LegacyParams>({
    event: null,
    required: false,
    bell: (p) => ({ title: p.title, body: p.body }),
    email: (p, language, c) =>
      notificationMail(
        c.to,
        c.name,
        { kind: c.kind, title: p.title, body: p.body, url: c.url },
        c.unsubscribeUrl,
        language,
      ),
    example: { title: 'Black Galaxy के एक कोटेशन की मान्य तारीख निकल गई', body: 'As it was written' },
  }),
  saved_search: define<SavedSearchParams>({
    event: 'alerts',
    required: false,
    bell: savedSearchBell,
    email: (p, language, c) =>
      savedSearchAlertMail(p, language, { email: c.to, name: c.name, publicUrl: c.publicUrl }),
    example: {
      search: 'Black granite',
      summary: [msg('{count, plural, one {# new product} other {# new products}}', { count: 2 })],
      items: [
        {
          line: msg('New: {product} by {manufacturer}, {price}', {
            product: 'Black Galaxy',
            manufacturer: 'Shree',
            price: msg('{price}/sq.ft', { price: '₹120' }),
          }),
          path: '/product/1',
        },
      ],
      searchPath: '/search?q=black',
      unsubscribeUrl: `${EXAMPLE_URL}/alerts/unsubscribe?token=t`,
    },
  }),
  verify_email: define<LinkParams>({
    event: 'account',
    required: true,
    email: (p, language, c) => verifyEmailMail(c.to, c.name, p.url, language),
    example: { url: EXAMPLE_URL },
  }),
  reset_password: define<LinkParams>({
    event: 'account',
    required: true,
    email: (p, language, c) => resetPasswordMail(c.to, c.name, p.url, language),
    example: { url: EXAMPLE_URL },
  }),
  existing_account: define<Record<string, never>>({
    event: 'account',
    required: true,
    email: (_, language, c) =>
      existingAccountMail(c.to, c.name, `${c.publicUrl}${localePath(language, '/login')}`, language),
    example: {},
  }),
  password_changed: define<Record<string, never>>({
    event: 'account',
    required: true,
    email: (_, language, c) =>
      passwordChangedMail(c.to, c.name, `${c.publicUrl}${localePath(language, '/login')}`, language),
    example: {},
  }),
  sign_in_failures: define<{ failures: number }>({
    event: 'account',
    required: true,
    email: (p, language, c) =>
      signInFailuresMail(
        { email: c.to, name: c.name },
        p.failures,
        `${c.publicUrl}${localePath(language, '/login')}`,
        language,
      ),
    example: { failures: 20 },
  }),
  application_approved: define<{ business: string }>({
    event: 'account',
    required: true,
    email: (p, language, c) => applicationApprovedMail(c.to, c.name, p.business, c.publicUrl, language),
    example: { business: 'Shree Granites' },
  }),
  application_rejected: define<{ business: string; reason: string }>({
    event: 'account',
    required: true,
    email: (p, language, c) =>
      applicationRejectedMail(c.to, c.name, p.business, p.reason, c.publicUrl, language),
    example: { business: 'Shree Granites', reason: 'The GSTIN does not match the business name.' },
  }),
  // D46: an invitation to a manufacturer firm, to an address that may have no account yet.
  firm_invitation: define<FirmInvitationParams>({
    event: 'account',
    required: true,
    email: (p, language, c) => firmInvitationMail(c.to, c.name, p, language),
    example: { firm: 'Shree Granites', inviter: 'Vikram', role: 'sales', url: EXAMPLE_URL, days: 7 },
  }),
  quote_request_confirm: define<VisitorConfirmParams>({
    event: null,
    required: true,
    englishOnly: 'a signed-out visitor has no account and so no language (D31)',
    email: (p, _, c) => visitorConfirmMail(c.to, p),
    example: { customerName: 'Asha', asked: 'Black Galaxy from Shree Granites', days: 7, url: EXAMPLE_URL },
  }),
  quote_visitor_replied: define<VisitorRepliedParams>({
    event: null,
    required: true,
    englishOnly: 'a signed-out visitor has no account and so no language (D31)',
    email: (p, _, c) => visitorRepliedMail(c.to, p),
    example: {
      customerName: 'Asha',
      manufacturer: 'Shree Granites',
      product: 'Black Galaxy',
      first: true,
      signInUrl: EXAMPLE_URL,
    },
  }),
  contact_message: define<ContactMailInput>({
    event: null,
    required: true,
    englishOnly: "the site's contact inbox is read by administrators (D40: their area is English)",
    email: (p, _, c) => contactMessageMail(c.to, p),
    example: { id: 1, name: 'Asha', email: 'asha@example.com', message: '<b>Hello</b>' },
  }),
  contact_reply: define<{ subject: string | null; originalMessage: string; replyText: string }>({
    event: null,
    required: true,
    englishOnly: 'an administrator writes the answer in English to a visitor without an account (D21, D40)',
    email: (p, _, c) => contactReplyMail({ to: c.to, name: c.name, ...p }),
    example: { subject: 'Samples', originalMessage: 'Do you send samples?', replyText: 'Yes.' },
  }),
} as const;

export type TemplateKey = keyof typeof TEMPLATES;
export type ParamsOf<K extends TemplateKey> = (typeof TEMPLATES)[K]['example'];

export const isTemplateKey = (key: string): key is TemplateKey => Object.hasOwn(TEMPLATES, key);

/** The channels a template has (a mail-only template has no bell item). */
export const channelsOf = (key: TemplateKey): NotificationChannel[] => {
  const t: Template<unknown> = TEMPLATES[key] as Template<unknown>;
  return [...(t.bell ? (['bell'] as const) : []), ...(t.email ? (['email'] as const) : [])];
};

/**
 * The bell channel: a stored row as its reader reads it. A key the table does not know renders as
 * legacy text when it has one, so no row ever fails to show.
 */
export function renderBell(key: string, params: unknown, language: Language): BellForm {
  const template = (isTemplateKey(key) ? TEMPLATES[key] : TEMPLATES.legacy_text) as Template<unknown>;
  const bell = template.bell ?? TEMPLATES.legacy_text.bell;
  return (bell as (p: unknown, l: Language) => BellForm)(params ?? {}, language);
}

/** The e-mail channel. */
export function renderEmail<K extends TemplateKey>(
  key: K,
  params: ParamsOf<K>,
  language: Language,
  context: MailContext,
): MailMessage {
  const template = TEMPLATES[key] as Template<ParamsOf<K>>;
  if (!template.email) throw new Error(`Template ${key} has no e-mail`);
  return template.email(params, template.englishOnly ? 'en' : language, context);
}

/** The daily digest (D17): the day's bell items in one e-mail, each rendered in the reader's language. */
export function renderDigest(
  items: { template: string; params: unknown; url: string | null }[],
  language: Language,
  context: Pick<MailContext, 'to' | 'name' | 'unsubscribeUrl'>,
): MailMessage {
  return digestMail(
    context.to,
    context.name,
    items.map((i) => ({ ...renderBell(i.template, i.params, language), url: i.url })),
    context.unsubscribeUrl,
    language,
  );
}
