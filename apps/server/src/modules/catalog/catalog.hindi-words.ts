// D40: a buyer may search in Hindi or in Hindi written in Latin letters ("काला ग्रेनाइट", "kala
// granite"). Before the catalogue's search reads a query (catalog.search.ts, both the in-memory and
// the PostgreSQL path), the trade's Hindi words are replaced by the English words the catalogue is
// written in: colours, the stone, the product types and finishes, and the English names of the
// well-known stones as traders write them in Devanagari ("ब्लैक गैलेक्सी"). Every other word is left
// as typed, so names and English words search as before. The table is the glossary's
// (docs/hindi-glossary.md).

/** Hindi word (without nukta, see `key`) → the English word(s) the catalogue uses; '' drops the word. */
const WORDS: Record<string, string> = {
  // Colours, in the forms a buyer writes them (काला / काले / काली).
  काला: 'black',
  काले: 'black',
  काली: 'black',
  ब्लैक: 'black',
  सफेद: 'white',
  सफैद: 'white',
  श्वेत: 'white',
  व्हाइट: 'white',
  वाइट: 'white',
  लाल: 'red',
  रेड: 'red',
  हरा: 'green',
  हरे: 'green',
  हरी: 'green',
  ग्रीन: 'green',
  नीला: 'blue',
  नीले: 'blue',
  नीली: 'blue',
  ब्लू: 'blue',
  भूरा: 'brown',
  भूरे: 'brown',
  भूरी: 'brown',
  ब्राउन: 'brown',
  पीला: 'yellow',
  पीले: 'yellow',
  पीली: 'yellow',
  गुलाबी: 'pink',
  पिंक: 'pink',
  सलेटी: 'grey',
  स्लेटी: 'grey',
  धूसर: 'grey',
  ग्रे: 'grey',
  सिल्वर: 'silver',
  चांदी: 'silver',
  // The stone, the product types and the finishes.
  ग्रेनाइट: 'granite',
  ग्रेनाईट: 'granite',
  ग्रनाइट: 'granite',
  स्लैब: 'slab',
  स्लेब: 'slab',
  टाइल: 'tile',
  टाइलें: 'tiles',
  टाइल्स: 'tiles',
  ब्लॉक: 'block',
  ब्लाक: 'block',
  मोनुमेंट: 'monument',
  मॉन्यूमेंट: 'monument',
  स्मारक: 'monument',
  पॉलिश्ड: 'polished',
  पालिश्ड: 'polished',
  पॉलिश: 'polished',
  पालिश: 'polished',
  होन्ड: 'honed',
  फ्लेम्ड: 'flamed',
  ब्रश्ड: 'brushed',
  लेदर्ड: 'leathered',
  लैदर्ड: 'leathered',
  लेदर: 'leathered',
  प्रीमियम: 'premium',
  एक्सपोर्ट: 'export',
  कमर्शियल: 'commercial',
  // The English names of the well-known stones and their places, as written in Devanagari.
  एब्सोल्यूट: 'absolute',
  एब्सोल्युट: 'absolute',
  गैलेक्सी: 'galaxy',
  गेलेक्सी: 'galaxy',
  पर्ल: 'pearl',
  जेट: 'jet',
  कश्मीर: 'kashmir',
  राजस्थान: 'rajasthan',
  अलास्का: 'alaska',
  कोलोनियल: 'colonial',
  मून: 'moon',
  रिवर: 'river',
  विस्कॉन: 'viscon',
  कॉफी: 'coffee',
  डेजर्ट: 'desert',
  टैन: 'tan',
  टीक: 'teak',
  इंग्लिश: 'english',
  सफायर: 'sapphire',
  सैफायर: 'sapphire',
  इम्पीरियल: 'imperial',
  इंपीरियल: 'imperial',
  लाखा: 'lakha',
  रूबी: 'ruby',
  रोजी: 'rosy',
  चीमा: 'chima',
  हिमालयन: 'himalayan',
  उड़ीसा: 'orissa',
  ओडिशा: 'orissa',
  क्रिस्टल: 'crystal',
  स्टील: 'steel',
  सदरहल्ली: 'sadarahalli',
  टाइगर: 'tiger',
  पैराडिसो: 'paradiso',
  फॉरेस्ट: 'forest',
  ट्रॉपिकल: 'tropical',
  सीवीड: 'seaweed',
  // Words that say nothing about which stone: "काले रंग का पत्थर" is "black".
  रंग: '',
  का: '',
  के: '',
  की: '',
  में: '',
  वाला: '',
  वाले: '',
  वाली: '',
  पत्थर: '',
};

/** Hindi written in Latin letters, as buyers type it on a phone ("kala granite", "safed"). */
const ROMAN: Record<string, string> = {
  kala: 'black',
  kaala: 'black',
  kale: 'black',
  kaale: 'black',
  kali: 'black',
  kaali: 'black',
  safed: 'white',
  safaid: 'white',
  sufed: 'white',
  lal: 'red',
  laal: 'red',
  hara: 'green',
  haraa: 'green',
  neela: 'blue',
  nila: 'blue',
  neeli: 'blue',
  bhura: 'brown',
  bhoora: 'brown',
  peela: 'yellow',
  pila: 'yellow',
  gulabi: 'pink',
  sleti: 'grey',
  saleti: 'grey',
  patthar: '',
  pathar: '',
};

/** A word as the table keys it: composed, nukta dropped ("सफ़ेद" and "सफेद" are one word). */
const key = (word: string) => word.normalize('NFC').replaceAll('\u093C', '').toLowerCase();

const HINDI = new Map(Object.entries(WORDS).map(([hindi, english]) => [key(hindi), english]));

/**
 * The query with the trade's Hindi (and Latin-lettered Hindi) words in English: "काला ग्रेनाइट" →
 * "black granite", "kala granite slab" → "black granite slab". Other words are kept as typed; a
 * query that is only filler words ("का रंग") is kept as it was.
 */
export function englishSearchText(text: string): string {
  // Devanagari's vowel signs are marks (\p{M}): they belong to their word.
  const words = text
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  if (!words.some((w) => HINDI.has(key(w)) || ROMAN[w.toLowerCase()] !== undefined)) return text;
  const english = words.map((w) => HINDI.get(key(w)) ?? ROMAN[w.toLowerCase()] ?? w).filter(Boolean);
  return english.length ? english.join(' ') : text;
}
