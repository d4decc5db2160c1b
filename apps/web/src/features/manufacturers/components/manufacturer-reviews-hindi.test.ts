// D27, D40: the manufacturer's response figures as a sentence in either language.
import { describe, expect, it } from 'vitest';
import { responseLine } from './manufacturer-reviews';

describe("a manufacturer's response line in Hindi (D27, D40)", () => {
  it('reads in Hindi with the reply time in घंटे, and as before in English', () => {
    const stats = { responseRate: 92, medianReplyMinutes: 300, forwardedCount: 12 };
    expect(responseLine(stats, 'hi')).toBe('92% कोटेशन का जवाब 48 घंटे में · आमतौर पर 5 घंटे में जवाब');
    expect(responseLine(stats)).toBe('92% of requests answered within 48 h · usually replies in 5 h');
  });
});
