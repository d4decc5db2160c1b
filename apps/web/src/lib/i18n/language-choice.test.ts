import { afterEach, describe, expect, it } from 'vitest';
import { chosenLanguage, rememberPageLanguage } from './language-choice';

describe('the language an account starts with (D40)', () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's one cookie.
    document.cookie = 'lang=; Max-Age=0; Path=/';
    window.history.replaceState(null, '', '/');
  });

  it('is the language of the page the sign-up is made on', () => {
    window.history.replaceState(null, '', '/hi/login');
    rememberPageLanguage();
    expect(chosenLanguage()).toBe('hi');
    window.history.replaceState(null, '', '/login');
    rememberPageLanguage();
    expect(chosenLanguage()).toBe('en');
  });
});
