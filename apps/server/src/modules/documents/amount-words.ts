// D35: amounts in Indian words as invoices print them. The en-IN locale of to-words (lakh, crore),
// imported alone so the other locales stay out of the bundle.
import { ToWords } from 'to-words/en-IN';

const toWords = new ToWords({ localeCode: 'en-IN' });
const TENS = 'Twenty|Thirty|Forty|Fifty|Sixty|Seventy|Eighty|Ninety';
const UNITS = 'One|Two|Three|Four|Five|Six|Seven|Eight|Nine';
const hyphenate = (words: string) => words.replace(new RegExp(`\\b(${TENS}) (${UNITS})\\b`, 'g'), '$1-$2');

/**
 * D35: an amount in Indian words as invoices print it: 40308850 paise →
 * "Rupees Four Lakh Three Thousand Eighty-Eight and Fifty Paise Only".
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new Error('amount must be whole paise');
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const main = `Rupees ${hyphenate(toWords.convert(rupees))}`;
  return rest === 0 ? `${main} Only` : `${main} and ${hyphenate(toWords.convert(rest))} Paise Only`;
}
