import regular from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2?url';
import semibold from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2?url';

/**
 * D40, ADR 015: the Devanagari text font, declared on Hindi pages only (the server writes it into a
 * Hindi page's head; RouteShell adds it when a visitor moves into Hindi). English pages declare and
 * download nothing of it. Two static weights of the Devanagari subset (about 50 KB each): 400 for
 * text up to medium, 600 for semibold and bold headings; the device's own Noto Sans Devanagari
 * (every Android phone has it) is used first, so most phones download nothing. index.css puts the
 * family after Inter for `:lang(hi)`: Latin letters and digits stay Inter's, so nothing in a line
 * of English moves.
 */
export const DEVANAGARI_FONT_URLS = { regular, semibold };

const RANGE =
  'U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09';

const face = (weight: string, local: string[], url: string) =>
  `@font-face{font-family:"Noto Sans Devanagari";font-style:normal;font-display:swap;font-weight:${weight};` +
  `src:${local.map((name) => `local("${name}")`).join(',')},url("${url}") format("woff2");unicode-range:${RANGE}}`;

export const DEVANAGARI_FONT_CSS =
  face('100 500', ['Noto Sans Devanagari', 'NotoSansDevanagari-Regular'], regular) +
  face('600 900', ['Noto Sans Devanagari SemiBold', 'NotoSansDevanagari-SemiBold'], semibold);

/**
 * The <style> a Hindi page's head carries. No preload: on the phones most Hindi visitors use the
 * device's own copy answers the local() source, and a preload would download it all the same.
 */
export const DEVANAGARI_HEAD_TAGS = `<style id="devanagari-font">${DEVANAGARI_FONT_CSS}</style>`;

/** Declares the font in this document once (a client-side move into Hindi). */
export function declareDevanagariFont(): void {
  if (document.getElementById('devanagari-font')) return;
  const style = document.createElement('style');
  style.id = 'devanagari-font';
  style.textContent = DEVANAGARI_FONT_CSS;
  document.head.append(style);
}
