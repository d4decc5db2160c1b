// D30 (and D17): contact details cross only after acceptance. Before a quote is accepted, the texts
// that pass between buyer and manufacturer are shown with phone numbers, e-mail addresses, links and
// handles masked (stored as written, masked when read); public texts refuse them when written.
//
// People who want to be called off the platform write "nine eight seven…", "98765/43210",
// "९८७६५४३२१०", "sales [at] stoneworks [dot] in" or put a zero-width space inside the number. So the
// detector reads a normalised copy of the text (NFKC; format characters such as zero-width spaces
// removed; every Unicode decimal digit read as 0-9), finds the details there, and maps each one back
// to its span in the ORIGINAL text, which is what gets masked: the rest stays as written.

export const CONTACT_MASKS = {
  email: '[e-mail address hidden]',
  link: '[link hidden]',
  phone: '[phone number hidden]',
  handle: '[handle hidden]',
} as const;

/** D30: what a public text (review, description) with contact details is refused with. */
export const CONTACT_DETAILS_REFUSED =
  'Contact details are shared through the platform once a quote is accepted.';

export type ContactKind = keyof typeof CONTACT_MASKS;

/** One contact detail found in a text: its kind and its span [start, end) in the text as given. */
export type ContactDetail = { kind: ContactKind; start: number; end: number; text: string };

// ---------------------------------------------------------------------------------------- normalising

type Normalised = {
  /** The normalised text: NFKC, no format characters, ASCII digits. */
  text: string;
  /** For each UTF-16 unit of `text`, the span of the original text it came from. */
  from: number[];
  to: number[];
};

const FORMAT_CHAR = /\p{Cf}/u;
const MARK = /\p{M}/u;
const DECIMAL_DIGIT = /\p{Nd}/u;
const isDecimalDigit = (cp: number) => DECIMAL_DIGIT.test(String.fromCodePoint(cp));

/**
 * The value of a Unicode decimal digit (Devanagari ९, Bengali ৯, Arabic-Indic ٩ …). Unicode keeps
 * every script's digits as a contiguous run of ten, zero first, so the value is the distance from
 * the start of the run, modulo ten (some blocks hold several runs back to back).
 */
function digitValue(cp: number): number {
  let start = cp;
  while (start > 0 && isDecimalDigit(start - 1)) start--;
  return (cp - start) % 10;
}

function normalise(input: string): Normalised {
  let text = '';
  const from: number[] = [];
  const to: number[] = [];
  let i = 0;
  for (const ch of input) {
    const start = i;
    i += ch.length;
    const code = ch.charCodeAt(0);
    let out: string;
    if (code < 0x80) out = ch;
    else if (FORMAT_CHAR.test(ch)) continue;
    else {
      out = ch.normalize('NFKC');
      // A combining mark on a Latin letter or a digit only disguises it ("9̶8̶…").
      if (MARK.test(out[0] ?? '') && /[A-Za-z0-9]$/.test(text)) {
        out = out.replace(/^\p{M}+/u, '');
        // The dropped mark belongs to the character before it ("9️⃣" is masked whole).
        if (!out) to[to.length - 1] = i;
      }
      // The ideographic full stop stands for a dot in "stoneworks。in".
      out = out.replace(/\u3002/g, '.');
      out = out.replace(/\p{Nd}/gu, (d) => (d < '0' || d > '9' ? String(digitValue(d.codePointAt(0)!)) : d));
    }
    for (let k = 0; k < out.length; k++) {
      text += out[k];
      from.push(start);
      to.push(i);
    }
  }
  return { text, from, to };
}

// ---------------------------------------------------------------------------------------- phone numbers

const ENGLISH_DIGITS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
/** Hindi digit words, in Devanagari and as they are often typed in Latin letters. */
const HINDI_DIGITS: Record<string, string> = Object.fromEntries(
  Object.entries({
    शून्य: '0',
    सुन्य: '0',
    ज़ीरो: '0',
    जीरो: '0',
    एक: '1',
    दो: '2',
    तीन: '3',
    चार: '4',
    पांच: '5',
    पाँच: '5',
    छह: '6',
    छः: '6',
    छे: '6',
    छै: '6',
    सात: '7',
    आठ: '8',
    नौ: '9',
    shunya: '0',
    sunya: '0',
    ek: '1',
    do: '2',
    teen: '3',
    char: '4',
    chaar: '4',
    panch: '5',
    paanch: '5',
    chhe: '6',
    chhah: '6',
    saat: '7',
    aath: '8',
    nau: '9',
  }).map(([word, digit]) => [word.normalize('NFKC'), digit]),
);
const ENGLISH_RUN = new RegExp(`^(?:${Object.keys(ENGLISH_DIGITS).join('|')})+$`);
const ENGLISH_WORD = new RegExp(Object.keys(ENGLISH_DIGITS).join('|'), 'g');
const REPEATS: Record<string, number> = { double: 2, triple: 3, दबल: 2, डबल: 2, ट्रिपल: 3 };
/** Letters written for digits inside a run of digits (O for 0, l and I for 1). */
const LOOK_ALIKE = /^[OoIil]{1,3}$/;
const LOOK_ALIKE_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', i: '1', l: '1' };

/** Digits a word stands for ("nine", "nineeight", "नौ", "saat"), or null. */
function wordDigits(word: string): string | null {
  const lower = word.toLowerCase();
  if (HINDI_DIGITS[lower]) return HINDI_DIGITS[lower]!;
  if (ENGLISH_RUN.test(lower)) return lower.replace(ENGLISH_WORD, (w) => ENGLISH_DIGITS[w]!);
  return null;
}

/** Up to this many separator characters (any: space, / , _ - . ( ) …) may sit between digits. */
const MAX_SEPARATOR = 4;

/**
 * Spans of the normalised text that are numbers of the trade, never phone numbers, so their digits
 * are not counted into one: amounts with Indian or Western grouping under ten digits (₹2,45,000,
 * 1,200), dates (31/12/2026, 2026-03-31), financial years (2026-27), dimensions (2400 x 1200 x 20,
 * 9 x 5) and lists of sizes (15/18/20/25/30, 600/900/1200/1500).
 */
function tradeNumberSpans(text: string): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const add = (m: RegExpExecArray) => spans.push([m.index, m.index + m[0].length]);
  for (const m of text.matchAll(/(?<![\d,.])\d{1,3}(?:,\d{2,3})+(?:\.\d+)?(?![\d]|[,.]\d)/g)) {
    const whole = m[0].split('.')[0]!;
    const grouped = /^\d{1,2}(?:,\d{2})*,\d{3}$/.test(whole) || /^\d{1,3}(?:,\d{3})+$/.test(whole);
    if (grouped && whole.replace(/,/g, '').length < 10) add(m);
  }
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[/.-]\d)/g)) {
    const [a, b] = [Number(m[1]), Number(m[3])];
    if ((a >= 1 && a <= 31 && b >= 1 && b <= 12) || (a >= 1 && a <= 12 && b >= 1 && b <= 31)) add(m);
  }
  for (const m of text.matchAll(/(?<![\d/.-])\d{4}([/.-])(\d{1,2})\1(\d{1,2})(?![\d]|[/.-]\d)/g)) {
    if (Number(m[2]) >= 1 && Number(m[2]) <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= 31) add(m);
  }
  for (const m of text.matchAll(/(?<!\d)((?:19|20)\d{2})\s?[-/–]\s?(\d{2})(?!\d)/g)) {
    if ((Number(m[1]) + 1) % 100 === Number(m[2])) add(m);
  }
  for (const m of text.matchAll(/(?<![\d.,])\d+(?:\.\d+)?(?:\s*[x×X*]\s*\d+(?:\.\d+)?){1,2}(?![\d])/g)) {
    if (m[0].split(/\s*[x×X*]\s*/).every((n) => n.split('.')[0]!.length <= 4)) add(m);
  }
  for (const m of text.matchAll(/(?<![\d,/])\d{2,4}(?:\s?[/,]\s?\d{2,4}){2,}(?![\d]|[,/]\d)/g)) {
    const values = m[0].split(/\s?[/,]\s?/).map(Number);
    const round = values.every((v) => v % 10 === 0);
    const rising = values.every((v, k) => k === 0 || v > values[k - 1]!);
    const falling = values.every((v, k) => k === 0 || v < values[k - 1]!);
    if (rising || (round && falling)) add(m);
  }
  // HSN and SAC codes of the tax documents ("HSN 6802 23 10, 2516 12 20").
  for (const m of text.matchAll(/\b(?:hsn|sac)(?:\s*(?:codes?|no\.?))?\s*:?\s*\d[\d\s,./-]*/gi)) add(m);
  return spans;
}

type DigitUnit = {
  start: number;
  end: number;
  digits: string;
  kind: 'digit' | 'word' | 'look-alike' | 'repeat';
  /** Separator characters between this unit and the one before it in its run. */
  gap: number;
};

/**
 * Whether a string of digits is an Indian phone number: ten digits not starting with 0 (a mobile,
 * or a landline with its STD code), optionally after 0, 91 or 0091; or a 1800/1860 toll-free number.
 */
export function isIndianPhoneNumber(digits: string): boolean {
  let rest = digits;
  if (rest.startsWith('0091')) rest = rest.slice(4);
  else if (rest.length === 12 && rest.startsWith('91')) rest = rest.slice(2);
  else if (rest.length === 11 && rest.startsWith('0')) rest = rest.slice(1);
  return /^[1-9]\d{9}$/.test(rest) || /^1(?:800|860)\d{7}$/.test(digits);
}

/** The runs of digits (however spelled) in the normalised text, as lists of units. */
function digitRuns(text: string): DigitUnit[][] {
  const blocked = new Uint8Array(text.length);
  for (const [s, e] of tradeNumberSpans(text)) blocked.fill(1, s, e);

  const runs: DigitUnit[][] = [];
  let run: DigitUnit[] = [];
  let gap = 0;
  const close = () => {
    if (run.length) runs.push(run);
    run = [];
    gap = 0;
  };
  const push = (unit: Omit<DigitUnit, 'gap'>) => {
    if (run.length && gap > MAX_SEPARATOR) close();
    run.push({ ...unit, gap: run.length ? gap : 0 });
    gap = 0;
  };

  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (blocked[i]) {
      close();
      i++;
    } else if (c >= '0' && c <= '9') {
      let j = i;
      while (j < text.length && !blocked[j] && text[j]! >= '0' && text[j]! <= '9') j++;
      push({ start: i, end: j, digits: text.slice(i, j), kind: 'digit' });
      i = j;
    } else if (/[\p{L}\p{M}]/u.test(c)) {
      let j = i;
      while (j < text.length && !blocked[j] && /[\p{L}\p{M}]/u.test(text[j]!)) j++;
      const word = text.slice(i, j);
      const digits = wordDigits(word);
      if (word === 'x' || word === 'X') gap += 1;
      else if (digits) push({ start: i, end: j, digits, kind: 'word' });
      else if (REPEATS[word.toLowerCase()]) {
        push({ start: i, end: j, digits: String(REPEATS[word.toLowerCase()]), kind: 'repeat' });
      } else if (LOOK_ALIKE.test(word)) {
        push({
          start: i,
          end: j,
          digits: [...word].map((l) => LOOK_ALIKE_DIGIT[l]).join(''),
          kind: 'look-alike',
        });
      } else close();
      i = j;
    } else {
      gap++;
      if (gap > MAX_SEPARATOR) close();
      i++;
    }
  }
  close();
  return runs.map(trimLookAlikes).filter((r) => r.length > 0);
}

/** A look-alike letter counts only touching a digit ("98765432l0"), not as a lone "I" or "O". */
function trimLookAlikes(run: DigitUnit[]): DigitUnit[] {
  const units = [...run];
  const touchesDigit = (k: number) =>
    (k > 0 && units[k]!.gap === 0 && units[k - 1]!.kind === 'digit') ||
    (k + 1 < units.length && units[k + 1]!.gap === 0 && units[k + 1]!.kind === 'digit');
  while (units.length && units[0]!.kind === 'look-alike' && !touchesDigit(0)) {
    units.shift();
    if (units[0]) units[0] = { ...units[0], gap: 0 };
  }
  while (units.length && units.at(-1)!.kind === 'look-alike' && !touchesDigit(units.length - 1)) units.pop();
  return units;
}

/** Groups of a run: units written together (no separator) make one group; "double 9" is "99". */
function groupsOf(run: DigitUnit[]): string[] {
  const groups: string[] = [];
  let repeat = 1;
  for (const unit of run) {
    if (unit.kind === 'repeat') {
      repeat = Number(unit.digits);
      continue;
    }
    const digits = repeat > 1 ? unit.digits[0]!.repeat(repeat) + unit.digits.slice(1) : unit.digits;
    repeat = 1;
    if (unit.gap === 0 && groups.length && run.indexOf(unit) > 0) groups[groups.length - 1] += digits;
    else groups.push(digits);
  }
  return groups;
}

function isPhoneRun(run: DigitUnit[], text: string): boolean {
  const groups = groupsOf(run);
  const total = groups.reduce((n, g) => n + g.length, 0);
  if (total < 10) return false;
  if (groups.some((g) => g.length >= 10)) return true;
  // "slabs 1, 2, 3 … 10", "101, 102, 103": numbers counted up in steps are a list, not a phone number.
  const values = groups.map(Number);
  const step = values.length > 2 ? values[1]! - values[0]! : 0;
  if (
    step > 0 &&
    groups.some((g) => g.length > 1) &&
    values.every((v, k) => k === 0 || v - values[k - 1]! === step)
  )
    return false;
  // "+44 20 7946 0958": an international number of any country.
  if (/\+\s?\(?$/.test(text.slice(Math.max(0, run[0]!.start - 3), run[0]!.start))) return true;
  // Ten digits forming an Indian number, on group boundaries (91 98765 43210, 080 2345 6789).
  for (let a = 0; a < groups.length; a++) {
    let digits = '';
    for (let b = a; b < groups.length && digits.length < 14; b++) {
      digits += groups[b];
      if (isIndianPhoneNumber(digits)) return true;
    }
  }
  return false;
}

/** A mobile number, however prefixed, from the digits of runs joined across words. */
const BRIDGED_MOBILE = /^(?:0091|91|0)?[6-9]\d{9}$/;
/** At most this many characters of words between two parts of one number ("98765 call me 43210"). */
const MAX_BRIDGE = 24;
/** Words that make the numbers around them the trade's (a lot, a size, an amount), never one phone number. */
const TRADE_WORD =
  /^(?:mm|cm|mtrs?|metres?|meters?|ft|feet|foot|inch(?:es)?|sq|sqft|sft|kgs?|tons?|tonnes?|mt|rs|inr|rupees?|pcs|pieces?|nos|slabs?|tiles?|blocks?|lots?|trucks?|lorr(?:y|ies)|days?|weeks?|months?|years?|hrs?|hours?|pm|am|percent|gst|hsn|sac|gstin|pin|pincode|order|invoice|inv|bill|challan|ref|x|by|per|to|till|until|from|between|or)$/i;

function tradeWords(words: string): boolean {
  return (words.match(/[\p{L}]+/gu) ?? []).some((w) => TRADE_WORD.test(w));
}

/**
 * Runs that are one mobile number split by a few words or separators ("98765 call me 43210", "nine
 * eight seven six five and four three two one zero"): two or three runs whose digits together are
 * exactly a mobile number, with at most three words between them, none of them a word of the trade,
 * and no unit or lot word right before or after.
 */
function bridgedSpans(runs: DigitUnit[][], text: string, taken: boolean[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  const digitsOf = (run: DigitUnit[]) => groupsOf(run).join('');
  const bridgeable = (a: DigitUnit[], b: DigitUnit[]) => {
    const gap = text.slice(a.at(-1)!.end, b[0]!.start);
    if (gap.length > MAX_BRIDGE || /\d/.test(gap) || /[.!?]\s/.test(gap)) return false;
    if ((gap.match(/[\p{L}]+/gu) ?? []).length > 3) return false;
    return !tradeWords(gap);
  };
  for (let i = 0; i < runs.length; i++) {
    if (taken[i]) continue;
    let digits = digitsOf(runs[i]!);
    if (!/^[06-9]/.test(digits)) continue;
    for (let j = i + 1; j < Math.min(runs.length, i + 3) && !taken[j]; j++) {
      if (!bridgeable(runs[j - 1]!, runs[j]!)) break;
      digits += digitsOf(runs[j]!);
      if (digits.length > 14) break;
      if (!BRIDGED_MOBILE.test(digits)) continue;
      const start = runs[i]![0]!.start;
      const end = runs[j]!.at(-1)!.end;
      // "Lot 98765 …", "… 43210 sq.ft", "… 43210 %": the numbers are the trade's.
      const wordBefore = /(\p{L}+)[^\p{L}\d]*$/u.exec(text.slice(Math.max(0, start - 16), start))?.[1] ?? '';
      const after = text.slice(end, end + 12);
      const wordAfter = /^[^\p{L}\d]*(\p{L}+)/u.exec(after)?.[1] ?? '';
      if (tradeWords(wordBefore) || tradeWords(wordAfter) || /^\s*[%₹]/.test(after)) break;
      spans.push([start, end]);
      for (let k = i; k <= j; k++) taken[k] = true;
      break;
    }
  }
  return spans;
}

function phoneSpans(text: string): Array<[number, number]> {
  const runs = digitRuns(text);
  const whole = runs.map((run) => isPhoneRun(run, text));
  const taken = [...whole];
  const spans: Array<[number, number]> = [
    ...runs.filter((_, r) => whole[r]).map((run): [number, number] => [run[0]!.start, run.at(-1)!.end]),
    ...bridgedSpans(runs, text, taken),
  ];
  return spans.map(([s, e]) => {
    let start = s;
    let end = e;
    // The "+" or "(" written before the number, and a closing ")", belong to it.
    while (start > 0 && /[+(]/.test(text[start - 1]!)) start--;
    if (text[end] === ')' && text.slice(start, end).includes('(')) end++;
    return [start, end];
  });
}

// ---------------------------------------------------------------------------------------- e-mails, links, handles

const L = String.raw`[\p{L}\p{N}]`;
const LABEL = String.raw`${L}[\p{L}\p{N}_-]{0,62}`;
const OPEN = String.raw`[\[({<]`;
const CLOSE = String.raw`[\])}>]`;
/** "@", "[at]", "(at)", "{at}", " at ", " at the rate of ", "एट". */
const AT = String.raw`(?:@\s*|\s+@\s+|\s*(?:${OPEN}\s*(?:at|@|एट)\s*${CLOSE})\s*|\s+(?:at(?:\s+the\s+rate(?:\s+of)?)?|एट)\s+)`;
/** ".", " . ", "[dot]", "(dot)", " dot ", "डॉट"; a plain "." only with a letter or digit right after it. */
const DOT = String.raw`(?:\s*${OPEN}\s*(?:dot|\.|डॉट|डोट)\s*${CLOSE}\s*|\s+(?:dot|डॉट|डोट)\s+|\s+\.\s+|\s?\.(?=${L}))`;
const TLD = String.raw`\p{L}{2,24}`;
const DOMAIN = `${LABEL}(?:${DOT}${LABEL}){0,6}${DOT}(${TLD})(?!${L})`;
const PATH = String.raw`(?::\d{2,5})?(?:\/[^\s<>"]*)?`;
const MAIL_PROVIDERS =
  'gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|outlook|live|icloud|protonmail|proton|zoho|aol';
const LOCAL = String.raw`(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}_%+-][\p{L}\p{N}._%+-]{0,63}`;

const EMAIL = new RegExp(`${LOCAL}${AT}${DOMAIN}`, 'giu');
const EMAIL_PROVIDER = new RegExp(`${LOCAL}${AT}(?:${MAIL_PROVIDERS})(?!${L})`, 'giu');
/** "sales@stoneworks": an @ between two names is an address even without its ending. */
const EMAIL_BARE = new RegExp(String.raw`${LOCAL}@(?!(?:rs|inr|rate)\b)\p{L}[\p{L}\p{N}_-]{1,62}`, 'giu');
const URL_WITH_SCHEME = /\b(?:h[tx]{2}ps?|ftp)\s*:\s*\/\s*\/\s*[^\s<>"]+/giu;
const WWW = new RegExp(String.raw`\bwww${DOT}${LABEL}(?:${DOT}${LABEL}){0,6}${PATH}`, 'giu');
const SHORT_LINK = new RegExp(String.raw`\b(?:wa|t|m)${DOT}me\b(?:\s*\/\s*[^\s<>"]*)?`, 'giu');
const BARE_DOMAIN = new RegExp(String.raw`(?<![\p{L}\p{N}@._-])${DOMAIN}${PATH}`, 'giu');
const HOST_PORT = new RegExp(
  String.raw`(?<![\p{L}\p{N}.-])(?:(?:\d{1,3}\.){3}\d{1,3}(?::\d{2,5})?|(?:localhost|${LABEL}(?:\.${LABEL}){0,6}):\d{2,5}(?=\/|\s|$))(?:\/[^\s<>"]*)?`,
  'giu',
);
const HANDLE = /(?<![\p{L}\p{N}._%+-])@(?!(?:rs|inr|rate)\b)[\p{L}_][\p{L}\p{N}_.]{1,29}/giu;
/** "@ stoneworks_india": a spaced @ before a name with an underscore or a digit in it. */
const HANDLE_SPACED =
  /(?<![\p{L}\p{N}._%+-])@\s+(?=[\p{L}_][\p{L}\p{N}_.]*[_\d])[\p{L}_][\p{L}\p{N}_.]{1,29}/giu;

/** "is", "id", ":" and the like between a mail provider's or an app's name and the name on it. */
const ID_WORDS = String.raw`(?:(?:id|address|account|handle|username|is|hai|ka|ki|pe|par|on)(?![\p{L}\p{N}])|[:=–-])`;
/** A name on a mail provider or an app, without its "@…": letters, digits, dots, underscores. */
const ID_NAME = String.raw`([\p{L}\p{N}][\p{L}\p{N}._-]{2,63})`;
const OWNER = String.raw`(?:(?:my|our|mera|meri|hamara|hamari)\s+)?`;
/** "my gmail id is ravi.kumar", "yahoo: ravi_k", "rediffmail id - ravi1985": an address without its "@". */
const PROVIDER_ID = new RegExp(
  String.raw`${OWNER}(?<![\p{L}\p{N}])(?:${'gmail|googlemail|yahoo|ymail|rediffmail|rediff|hotmail|outlook|icloud|protonmail|proton|zoho|aol'})(?:\s*${ID_WORDS}){1,4}\s*${ID_NAME}`,
  'giu',
);
/** "email id: ravi.kumar", "mail id ravi_k": a mailbox named without its "@…". */
const MAILBOX_ID = new RegExp(
  String.raw`${OWNER}(?<![\p{L}\p{N}])(?:e-?mail|mail)(?:\s*${ID_WORDS}){1,4}\s*${ID_NAME}`,
  'giu',
);
/** "insta id ravi_granite", "telegram: stoneworks123": a name on an app. */
const APP_ID = new RegExp(
  String.raw`${OWNER}(?<![\p{L}\p{N}])(?:insta(?:gram)?|telegram|skype|facebook|fb|twitter|signal|snapchat)(?:\s*${ID_WORDS}){1,4}\s*${ID_NAME}`,
  'giu',
);
const CONNECTOR_WORD = /^(?:id|address|account|handle|username|is|hai|ka|ki|pe|par|on)$/i;

/** Endings that are units, abbreviations or file types after a dot, not domains (sq.ft, e-mail.pdf). */
const NOT_A_TLD = new Set(
  'ft sqft mm cm km kg gm ml mt mtr mtrs sq pc pcs nos no rs hr hrs yd lb etc pdf jpg jpeg png webp gif heic doc docx xls xlsx csv txt zip mp4 mov'.split(
    ' ',
  ),
);
/** Common words that follow a missing space after a full stop ("granite.good for kitchens"). */
const COMMON_WORDS = new Set(
  `the and for with from that this these those they them their there then than when where which while who
  what also very more most much many some such only just each every both other into onto over under
  about after before again all any are was were been being have has had not but our your you its it's
  can could will would should may might must shall good best great nice fine high low new old big small
  available polished finish finished honed flamed please thanks thank regards kindly
  done here now today tomorrow yes okay ok`.split(/\s+/),
);

function isDomainEnding(tld: string, whole: string): boolean {
  const lower = tld.toLowerCase();
  // A domain is written in small letters, or all in capitals ("STONEWORKS.IN"); "Pvt.Ltd" is not one.
  if (tld !== lower && whole !== whole.toUpperCase()) return false;
  if (NOT_A_TLD.has(lower) || COMMON_WORDS.has(lower)) return false;
  return true;
}

function linkAndMailSpans(text: string): Array<[number, number, ContactKind]> {
  const spans: Array<[number, number, ContactKind]> = [];
  const each = (re: RegExp, kind: ContactKind, accept: (m: RegExpExecArray) => boolean = () => true) => {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      if (accept(m) && m[0].length > 0) {
        let end = m.index + m[0].length;
        // A sentence's full stop or comma after a link is not part of it.
        while (end > m.index && /[.,;:!?)\]'"]/.test(text[end - 1]!)) end--;
        spans.push([m.index, end, kind]);
      } else {
        // Try again one character further: a whole code point, since a unicode regex set to the
        // middle of a surrogate pair starts again at the pair (an endless loop on "𐅁.pr").
        re.lastIndex = m.index + ((text.codePointAt(m.index) ?? 0) > 0xffff ? 2 : 1);
      }
    }
  };
  const domainAccepted = (m: RegExpExecArray) => {
    const tld = m[1]!;
    const lower = m[0].toLowerCase();
    // A label with a letter: "1.5mm" is a size. "sq.mt", "e.g" and the like are abbreviations.
    if (!/\p{L}/u.test(m[0].slice(0, m[0].length - tld.length))) return false;
    if (/^(?:sq|e|i|a|p|no|nos|rs|approx|qty|pvt|mr|mrs|ms|dr)\W/.test(lower)) return false;
    return isDomainEnding(tld, m[0].replace(/\/.*$/, ''));
  };
  // An address spelled out ("Sales At StoneWorks Dot In") may be in any case.
  each(EMAIL, 'email', (m) => isDomainEnding(m[1]!.toLowerCase(), m[0].toLowerCase()) || /@/.test(m[0]));
  each(EMAIL_PROVIDER, 'email');
  each(EMAIL_BARE, 'email');
  each(URL_WITH_SCHEME, 'link');
  each(WWW, 'link');
  each(SHORT_LINK, 'link');
  each(HOST_PORT, 'link', (m) => /\p{L}/u.test(m[0]) || /^(?:\d{1,3}\.){3}\d{1,3}/.test(m[0]));
  each(BARE_DOMAIN, 'link', domainAccepted);
  each(HANDLE, 'handle');
  each(HANDLE_SPACED, 'handle');
  // A name after a mail provider or an app ("gmail id is ravi.kumar"): said to be one by an "id", a
  // colon or the like before it, or looking like one (a dot, an underscore, a digit) — "gmail is
  // down" and "e-mail is shared once accepted" name nobody.
  const named = (m: RegExpExecArray, strict: boolean) => {
    const name = m[1]!.replace(/[._-]+$/, '');
    if (COMMON_WORDS.has(name.toLowerCase()) || CONNECTOR_WORD.test(name)) return false;
    const said = /(?:\bid\b|\baddress\b|\baccount\b|\bhandle\b|\busername\b|[:=])/i.test(
      m[0].slice(0, m[0].length - m[1]!.length),
    );
    const looks = /[._\d]/.test(name);
    return strict ? said && looks : said || looks;
  };
  each(PROVIDER_ID, 'email', (m) => named(m, false));
  each(MAILBOX_ID, 'email', (m) => named(m, true));
  each(APP_ID, 'handle', (m) => named(m, true));
  return spans;
}

// ---------------------------------------------------------------------------------------- the detector

/** Three or more single characters each followed by one or two spaces: "r a v i @ g m a i l . c o m". */
const SPACED_OUT = /(?<!\S)\S(?:[ \t]{1,2}\S){2,}(?!\S)/gu;

/**
 * Addresses and links spelled out one character at a time: the spaces between single characters are
 * taken out of a copy of the text, the copy is read for e-mails and links, and what is found there is
 * mapped back to the text ("g m a i l" becomes "gmail" only for this reading).
 */
function spacedOutSpans(text: string): Array<[number, number, ContactKind]> {
  if (!/\S[ \t]{1,2}\S[ \t]{1,2}\S/u.test(text)) return [];
  let copy = '';
  const at: number[] = [];
  let last = 0;
  const keep = (from: number, to: number) => {
    for (let k = from; k < to; k++) {
      copy += text[k];
      at.push(k);
    }
  };
  for (const m of text.matchAll(SPACED_OUT)) {
    keep(last, m.index);
    for (let k = m.index; k < m.index + m[0].length; k++) {
      if (text[k] !== ' ' && text[k] !== '\t') keep(k, k + 1);
    }
    last = m.index + m[0].length;
  }
  if (last === 0) return [];
  keep(last, text.length);
  return linkAndMailSpans(copy)
    .filter(([s, e]) => e > s)
    .map(([s, e, kind]) => [at[s]!, at[e - 1]! + 1, kind]);
}

const PRIORITY: Record<ContactKind, number> = { email: 4, link: 3, handle: 2, phone: 1 };

/** Every contact detail in a text, as spans of the text as given, in order and not overlapping. */
export function findContactDetails(input: string): ContactDetail[] {
  if (!input) return [];
  const n = normalise(input);
  const found: Array<[number, number, ContactKind]> = [
    ...linkAndMailSpans(n.text),
    ...spacedOutSpans(n.text),
    ...phoneSpans(n.text).map(([s, e]) => [s, e, 'phone'] as [number, number, ContactKind]),
  ].filter(([s, e]) => e > s);
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  // Overlapping finds are one detail (an e-mail's domain, a wa.me link's number), of the stronger kind.
  const merged: Array<[number, number, ContactKind]> = [];
  for (const f of found) {
    const last = merged.at(-1);
    if (last && f[0] < last[1]) {
      last[1] = Math.max(last[1], f[1]);
      if (PRIORITY[f[2]] > PRIORITY[last[2]]) last[2] = f[2];
    } else merged.push([...f]);
  }
  return merged.map(([s, e, kind]) => {
    const start = n.from[s]!;
    const end = n.to[e - 1]!;
    return { kind, start, end, text: input.slice(start, end) };
  });
}

export function containsContactDetails(text: string): boolean {
  return findContactDetails(text).length > 0;
}

/** The text with each contact detail replaced by its mask; everything else as written. */
function maskOnce(text: string): string {
  const details = findContactDetails(text);
  let out = text;
  for (let k = details.length - 1; k >= 0; k--) {
    const d = details[k]!;
    out = out.slice(0, d.start) + CONTACT_MASKS[d.kind] + out.slice(d.end);
  }
  return out;
}

/**
 * Masks until nothing more is found: a detail can come into view only once its neighbour is masked
 * (what is left of "a@b@x0" after the address reads as a handle), and a masked text must not leak
 * a second time when it is read again.
 */
export function maskContactDetails(text: string): string {
  let out = text;
  for (let pass = 0; pass < 4; pass++) {
    const next = maskOnce(out);
    if (next === out) return out;
    out = next;
  }
  return out;
}

/** For zod refinements of public texts (D30): true when the text may be published. */
export const hasNoContactDetails = (text: string | null | undefined): boolean =>
  !text || !containsContactDetails(text);
