// D20: the server refuses Markdown links that would run script however they are spelt.
import { hasUnsafeMarkdownLink } from '@granite/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { saveContent } from '../../test/content';
import { CONTENT_DEFAULTS } from './content.defaults';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  adminCookie = (await admin(t.app)).cookie;
});
afterAll(async () => t?.close());

const putPrivacy = (content: string) =>
  saveContent(t.app, adminCookie, 'legal_info', {
    ...CONTENT_DEFAULTS.legal_info,
    privacyPolicy: { title: 'Privacy Policy', content },
  });

describe('Markdown link filter', () => {
  it.each([
    ['an entity-encoded scheme', 'Read [this](java&#115;cript:alert(1)) first.'],
    ['a hex entity without semicolon', 'Read [this](&#x6A;avascript:alert(1)) first.'],
    ['a percent-encoded scheme', 'Read [this](%6Aavascript:alert(1)) first.'],
    ['a reference-style link', 'Read [this][terms] first.\n\n[terms]: javascript:alert(1)'],
    ['a reference in angle brackets', 'Read [this][t].\n\n  [t]: <JavaScript:alert(1)>'],
    ['a tab inside the scheme', 'Read [this](<java\tscript:alert(1)>).'],
    ['an autolink', 'See <javascript:alert(1)>.'],
    ['an image with data:', '![x](data:text/html;base64,PHNjcmlwdD4=)'],
    ['raw HTML href', '<a href="jav&#x61;script:alert(1)">x</a>'],
    // Read by the parser the pages render with (D20), as any CommonMark client would.
    ['a definition with its destination on the next line', 'Read [this][r1].\n\n[r1]:\njavascript:alert(1)'],
    ['an escaped colon', 'Read [this](javascript\\:alert(1)).'],
    ['an escaped colon in vbscript:', 'Read [this](vbscript\\:msgbox(1)).'],
    ['a label holding an escaped ]', 'Read [a\\]b].\n\n[a\\]b]: javascript:alert(1)'],
  ])('refuses %s with 400 naming the field', async (_label, content) => {
    const res = await putPrivacy(content);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty(['privacyPolicy.content']);
  });

  it('keeps ordinary links and prose that mentions JavaScript', async () => {
    const content =
      'Our pages need JavaScript: please enable it. See [terms](/terms), [mail](mailto:a@b.in), ' +
      '<https://granite.example/a%20b> and [ref].\n\n[ref]: https://granite.example/privacy';
    expect(hasUnsafeMarkdownLink(content)).toBe(false);
    const res = await putPrivacy(content);
    expect(res.statusCode, res.body).toBe(200);
  });
});
