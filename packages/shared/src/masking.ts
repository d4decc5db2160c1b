// D17, D30: before the buyer accepts a quote, buyer and manufacturer talk through the marketplace only:
// phone numbers, e-mail addresses and links in their messages are shown masked.

export const CONTACT_MASKS = {
  email: '[e-mail address hidden]',
  link: '[link hidden]',
  phone: '[phone number hidden]',
} as const;

// "name@example.com", also written "name [at] example [dot] com" or "name(at)example.com".
const EMAIL =
  /[A-Za-z0-9._%+-]+\s*(?:@|\[\s*at\s*\]|\(\s*at\s*\))\s*[A-Za-z0-9-]+(?:\s*(?:\.|\[\s*dot\s*\]|\(\s*dot\s*\))\s*[A-Za-z0-9-]+)+/gi;
// Links with a scheme or www., and bare domains with a common ending (example.in/path).
const LINK =
  /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>"]+|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9-]+)*\.(?:com|in|co|net|org|info|biz|io|me|app|shop|store|online|site|xyz|link|ly|gl|to|page)\b(?:\/[^\s<>"]*)?/gi;
// Runs of digits with spaces, dots, dashes or brackets between them; masked when 10 or more digits
// (Indian mobiles, landlines with their STD code, +91 …). PIN codes, quantities and dates stay.
const DIGIT_RUN = /\+?\(?\d[\d\s().-]*\d/g;
const PHONE_MIN_DIGITS = 10;

export function maskContactDetails(text: string): string {
  return text
    .replace(EMAIL, CONTACT_MASKS.email)
    .replace(LINK, CONTACT_MASKS.link)
    .replace(DIGIT_RUN, (run) => {
      const digits = run.replace(/\D/g, '').length;
      return digits >= PHONE_MIN_DIGITS ? CONTACT_MASKS.phone : run;
    });
}
