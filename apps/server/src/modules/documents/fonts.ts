// D35, ADR 014: the documents' fonts come with npm (Fontsource's Noto Sans and Noto Sans
// Devanagari), so a fresh machine renders the ₹ sign and names written in Hindi with no system font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = (pkg: string, name: string) => require.resolve(`@fontsource/${pkg}/files/${name}`);

export const FONTS = {
  latin: file('noto-sans', 'noto-sans-latin-400-normal.woff'),
  latinBold: file('noto-sans', 'noto-sans-latin-700-normal.woff'),
  latinExt: file('noto-sans', 'noto-sans-latin-ext-400-normal.woff'),
  latinExtBold: file('noto-sans', 'noto-sans-latin-ext-700-normal.woff'),
  /** Devanagari, and the ₹ sign (U+20B9) drawn to match Noto Sans. */
  deva: file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal.woff'),
  devaBold: file('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal.woff'),
} as const;

export type Script = 'latin' | 'latinExt' | 'deva';

/** Which subset draws a character: Devanagari and ₹; Latin-1 and punctuation; other Latin letters. */
export function scriptOf(char: string): Script {
  const c = char.codePointAt(0)!;
  if ((c >= 0x0900 && c <= 0x097f) || (c >= 0x1cd0 && c <= 0x1cff) || (c >= 0xa8e0 && c <= 0xa8ff))
    return 'deva';
  if (c === 0x20b9 || c === 0x200c || c === 0x200d || c === 0x25cc) return 'deva';
  if (c <= 0xff || (c >= 0x2000 && c <= 0x206f) || c === 0x20ac || c === 0x2122 || c === 0x2212)
    return 'latin';
  return 'latinExt';
}

/** A text cut into runs of one subset each (spaces stay with the run they are in). */
export function runsOf(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script = char === ' ' && last ? last.script : scriptOf(char);
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

let loaded: Record<keyof typeof FONTS, Buffer> | undefined;
/** The font files, read once per process. */
export function fontFiles(): Record<keyof typeof FONTS, Buffer> {
  loaded ??= Object.fromEntries(Object.entries(FONTS).map(([k, path]) => [k, readFileSync(path)])) as Record<
    keyof typeof FONTS,
    Buffer
  >;
  return loaded;
}
