// D40: the server writes e-mails and bell notifications in the recipient's language. The same
// contract as the web app (ADR 015): a message's id is its English text in ICU MessageFormat, the
// Hindi catalogue (src/locales/hi.json) maps it to Hindi, and a message missing there is written in
// English. The server compiles its one small catalogue once, at start-up.
import { formatDay, isLanguage, type Language, stateName } from '@granite/shared';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import hindi from '../locales/hi.json' with { type: 'json' };

export type { Language };
/**
 * What a message's placeholders take: text and numbers as they are, a calendar day or moment
 * (`{ day }`) written as the reader writes dates ("26 Nov 2026" / "26 नवंबर 2026"), a state or union
 * territory (`{ state }`, after its city if given) as the reader names it ("Jaipur, Rajasthan" /
 * "Jaipur, राजस्थान"), or another message, itself written in the reader's language.
 */
export type MessageValue =
  | string
  | number
  | null
  | undefined
  | Message
  | { readonly day: string | Date }
  | { readonly state: string; readonly city?: string };
export type MessageValues = Record<string, MessageValue>;

/**
 * A text to be written later in its reader's language: other modules describe a notification with
 * it (`msg('Your order {number} has shipped', { number })`) and notify() writes it for the recipient.
 * Names and texts people wrote go in `values`, never in the message: they are shown as written.
 */
export type Message = { readonly message: string; readonly values?: MessageValues };
/** A text already written (kept as it is in every language) or a message to translate. */
export type Text = string | Message;

export const msg = (message: string, values?: MessageValues): Message => ({ message, values });

const compiled = new Map<string, ReturnType<typeof compileMessage>>();
/** Lingui's compiler, remembering each message: English ids are compiled on first use. */
function compileOnce(message: string) {
  let result = compiled.get(message);
  if (!result) {
    result = compileMessage(message);
    compiled.set(message, result);
  }
  return result;
}

function instance(language: Language, messages: Record<string, string>): I18n {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  // NODE_ENV=production leaves Lingui without a compiler; the server compiles at run time on purpose.
  i18n.setMessagesCompiler(compileOnce);
  i18n.load(
    language,
    Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileOnce(text)])),
  );
  i18n.activate(language);
  return i18n;
}

const instances: Record<Language, I18n> = {
  en: instance('en', {}),
  hi: instance('hi', hindi as Record<string, string>),
};

/**
 * A calendar day 'YYYY-MM-DD' as that day, a moment as its day in India: "31 Dec 2026" /
 * "31 दिसंबर 2026" (D40: day month year, never ISO).
 */
export function dayIn(language: Language, value: string | Date): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
    return formatDay(new Date(`${value}T12:00:00+05:30`), language);
  return formatDay(value, language);
}

function valueIn(language: Language, value: MessageValue): string | number | null | undefined {
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if ('day' in value) return dayIn(language, value.day);
  if ('state' in value) {
    const state = stateName(value.state, language);
    return value.city ? `${value.city}, ${state}` : state;
  }
  return translate(language, value.message, value.values);
}

/** `message` (its English text is its id) in `language`, English when the catalogue lacks it. */
export function translate(language: Language, message: string, values?: MessageValues): string {
  const written: Record<string, string | number | null | undefined> = {};
  for (const [name, value] of Object.entries(values ?? {})) written[name] = valueIn(language, value);
  return instances[language]._(message, written);
}

/** A Text in `language`: a plain string as it is, a Message translated. */
export function textIn(language: Language, text: Text): string {
  return typeof text === 'string' ? text : translate(language, text.message, text.values);
}

/** A stored language, English for anything else (a row written before D40, a stray value). */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** The catalogue's ids (the i18n test checks each Hindi text keeps its placeholders). */
export const hindiCatalogue = hindi as Record<string, string>;

/**
 * A site path as its reader's page: '/orders/5' → '/hi/orders/5' for Hindi (the web app's Hindi
 * pages live under /hi, D40); English paths and anything not a site path are unchanged.
 */
export function localePath(language: Language, path: string): string {
  if (language !== 'hi' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/hi' || path.startsWith('/hi/') || path.startsWith('/hi?')) return path;
  // The API, media and the administrators' area (English only, D40) have no Hindi address.
  if (/^\/(api|media|admin)(\/|\?|$)/.test(path)) return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** An area in square feet as the trade writes it, in the reader's language: "1,000 sq.ft" / "1,000 वर्ग फुट". */
export const sqftText = (quantity: number): Message =>
  msg('{quantity} sq.ft', { quantity: quantity.toLocaleString('en-IN') });
