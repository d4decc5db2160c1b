// One word per concept in Hindi (D40, docs/hindi-glossary.md): the words the glossary rules out, each
// with the glossary's own word, and the reader that finds them in the Hindi catalogues — the web
// app's (apps/web/src/locales/hi/*.json) and the server's e-mails and notifications
// (apps/server/src/locales/hi.json). scripts/hindi-words.test.mjs fails on any of them.
//
// Only the Hindi texts are read, never the English ids, and a rule matches at the start of a word
// (so क्रेता, "buyer" in officialese, does not match विक्रेता). Placeholders ({mm}) are left out.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A letter, sign or digit of Devanagari: what may not stand just before a ruled-out word. */
const DEVANAGARI = '\\u0900-\\u097F';

/** [ruled-out word, the glossary's word (how to say it instead)]. */
export const RULED_OUT = [
  ['कोटेशन अनुरोध', 'कोटेशन मांग (feminine: "नई कोटेशन मांग"; quote request)'],
  ['अनुरोध', 'मांग (feminine; a quote or sample request)'],
  ['कोटेशन की मांग', 'कोटेशन मांग (quote request)'],
  ['माँग', 'मांग (the glossary writes the anusvara)'],
  ['स्वीकार', 'मंज़ूर करें / मंज़ूर (accept, accepted)'],
  ['अस्वीकार', 'मना करें / मना किया (decline), नामंज़ूर (rejected)'],
  ['स्वीकृत', 'मंज़ूर (approved)'],
  ['स्वीकृति', 'मंज़ूरी (approval)'],
  ['अस्वीकृत', 'नामंज़ूर (rejected)'],
  ['पुष्टि', 'पक्का करें / पक्का हुआ (confirm, confirmed)'],
  ['आपूर्ति', 'सप्लाई का स्थान (place of supply), सप्लायर (supplier)'],
  ['समीक्षा', 'रिव्यू (review)'],
  ['व्यवसाय', 'बिज़नेस (बिज़नेस की जानकारी, बिज़नेस प्रोफ़ाइल)'],
  ['विवाद', 'आपत्ति करें / आपत्ति की गई (dispute a payment)'],
  ['लैंडेड', 'कुल पहुंच दाम (landed total)'],
  ['पहुँच', 'पहुंच (कुल पहुंच दाम; the glossary writes the anusvara)'],
  ['डिलीवरी समय', 'तैयार होने में समय (lead time)'],
  ['लॉग इन', 'साइन इन (sign in)'],
  ['लॉगिन', 'साइन इन (sign in)'],
  ['लॉग आउट', 'साइन आउट (sign out)'],
  ['ईमेल', 'ई-मेल (e-mail)'],
  ['ग्रेनाइट मार्केटप्लेस', 'Granite Marketplace (a name, in Latin letters)'],
  ['आवेदन', 'अर्ज़ी (application to sell)'],
  ['विक्रेता', 'मैन्युफैक्चरर / निर्माता (manufacturer), सप्लायर (supplier)'],
  ['क्रेता', 'खरीदार (buyer)'],
  ['मैसेज', 'संदेश (message)'],
  ['सहेज', 'सेव करें / सेव हो गया (save, saved: "सेव की गई खोज")'],
  ['संगमरमर', 'मार्बल (marble)'],
  ['शिलापट्ट', 'स्लैब (slab)'],
  ['उद्धरण', 'कोटेशन (quotation)'],
  ['उत्पाद', 'प्रोडक्ट (product)'],
  ['श्रेणी', 'कैटेगरी (category)'],
  ['नमूना', 'सैंपल (sample)'],
  ['नमूने', 'सैंपल (sample)'],
  ['स्मारक', 'मॉन्यूमेंट (monument)'],
  ['आवश्यकता', 'ज़रूरत (requirement)'],
  ['अधिसूचना', 'सूचना (notification)'],
  ['रिफ़ंड', 'पैसे लौटाना (refund)'],
  ['रिफंड', 'पैसे लौटाना (refund)'],
  ['धनवापसी', 'पैसे लौटाना (refund)'],
  ['mm', 'मिमी (unitLabel: "18 मिमी")'],
];

const RULES = RULED_OUT.map(([word, say]) => ({
  word,
  say,
  pattern: /^[a-z]+$/.test(word)
    ? new RegExp(`(?<![A-Za-z])${word}(?![A-Za-z])`)
    : new RegExp(`(?<![${DEVANAGARI}])${word}`, 'u'),
}));

/** A text without its ICU placeholders' names ({mm}, {count, plural, …}'s selector). */
const withoutArguments = (text) => text.replace(/\{\s*[\w]+\s*(?=[,}])/g, '{');

/** Each ruled-out word in one Hindi text: [{ word, say }]. */
export function ruledOutIn(hindi) {
  const text = withoutArguments(hindi);
  return RULES.filter((r) => r.pattern.test(text)).map(({ word, say }) => ({ word, say }));
}

/** The Hindi catalogues under `root`: [{ file, catalog }]. */
export function hindiCatalogs(root) {
  const web = join(root, 'apps/web/src/locales/hi');
  const files = [
    ...readdirSync(web)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => `apps/web/src/locales/hi/${f}`),
    'apps/server/src/locales/hi.json',
  ];
  return files.map((file) => ({ file, catalog: JSON.parse(readFileSync(join(root, file), 'utf8')) }));
}

/** Every ruled-out word in the Hindi catalogues under `root`, one line each, naming the word to use. */
export function findRuledOut(root) {
  const found = [];
  for (const { file, catalog } of hindiCatalogs(root))
    for (const [id, hindi] of Object.entries(catalog))
      for (const { word, say } of ruledOutIn(hindi))
        found.push(`${file}: ${JSON.stringify(id)} → "${hindi}": ${word} — the glossary says ${say}`);
  return found;
}
