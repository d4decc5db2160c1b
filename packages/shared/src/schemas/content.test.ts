import { describe, expect, it } from 'vitest';
import { hasUnsafeMarkdownLink, linkScheme, stripRawHtml } from './content';

// D20: Markdown written by admins never brings raw HTML or script links to a page.
describe('raw HTML in Markdown', () => {
  it('removes a script with its content and keeps the text around it', () => {
    expect(stripRawHtml('Before <script>alert(1)</script>after')).toBe('Before after');
  });

  it('removes tags but keeps their text', () => {
    expect(stripRawHtml('<b>Bold</b> and <img src=x onerror="alert(1)">image')).toBe('Bold and image');
  });

  it('keeps autolinks and a lone "less than"', () => {
    expect(stripRawHtml('See <https://example.in> if a < b')).toBe('See <https://example.in> if a < b');
  });

  it('removes a script tag that the removal of another would put together', () => {
    const stripped = stripRawHtml('<scr<script>x</script>ipt>alert(1)</script>');
    expect(stripped).toBe('alert(1)');
    expect(stripRawHtml(stripped)).toBe(stripped);
  });
});

describe('links that would run script', () => {
  it.each([
    ['an inline link', '[click](javascript:alert(1))'],
    ['an entity-encoded scheme', '[click](java&#115;cript:alert(1))'],
    ['an entity without its semicolon', '[click](java&#115cript:alert(1))'],
    ['a percent-encoded scheme', '[click](%6Aavascript:alert(1))'],
    ['a reference definition', '[click][1]\n\n[1]: javascript:alert(1)'],
    ['a tab inside the scheme', '[click](<java\tscript:alert(1)>)'],
    ['a data: image', '![x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['an href in raw HTML', '<a href="vbscript:msgbox(1)">x</a>'],
    // Read by the Markdown parser the pages render with, as any CommonMark client reads them.
    ['a definition whose destination is on the next line', '[click][r1]\n\n[r1]:\njavascript:alert(1)'],
    ['an unused definition on two lines', '[r1]:\n  javascript:alert(1)'],
    ['an escaped colon', '[x](javascript\\:alert(1))'],
    ['an escaped colon in vbscript', '[x](vbscript\\:msgbox(1))'],
    ['a label holding an escaped ]', '[a\\]b][ref]\n\n[a\\]b]: javascript:alert(1)'],
    ['a definition label holding an escaped ]', '[x\\]y]\n\n[x\\]y]: javascript:alert(1)'],
    ['a destination in angle brackets with an escape', '[x](<javascript\\:alert(1)>)'],
    ['an image reference', '![x][img]\n\n[img]: data:text/html;base64,PHNjcmlwdD4='],
    ['a link inside a list item', '- one\n- [two](javascript:alert(1))'],
  ])('finds %s', (_what, markdown) => {
    expect(hasUnsafeMarkdownLink(markdown)).toBe(true);
  });

  it.each([
    '[Granite](https://example.in/granite)',
    '[Mail us](mailto:hello@example.in)',
    '[Top](#top)',
    'Plain text with javascript: in a sentence',
    '[ref]: https://example.in/a\n\nSee [ref].',
    'Code mentions `[x](javascript:alert(1))` only as text',
  ])('lets %s through', (markdown) => {
    expect(hasUnsafeMarkdownLink(markdown)).toBe(false);
  });

  it('reads a scheme as the browser does', () => {
    expect(linkScheme('JaVa&#x53;cript&colon;x')).toBe('javascript:x');
  });
});
