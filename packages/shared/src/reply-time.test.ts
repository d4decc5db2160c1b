import { describe, expect, it } from 'vitest';
import { formatReplyTime } from './reply-time';

// D27: a manufacturer's median reply time, in words a buyer reads at a glance.
describe('formatReplyTime', () => {
  it.each([
    [0, '1 min'],
    [25, '25 min'],
    [59, '59 min'],
    [60, '1 h'],
    [89, '1 h'],
    [90, '2 h'],
    [23 * 60, '23 h'],
    [24 * 60, '1 day'],
    [28 * 60, '1 day 4 h'],
    [48 * 60, '2 days'],
    [50 * 60 + 20, '2 days 2 h'],
  ])('writes %i minutes as "%s"', (minutes, text) => {
    expect(formatReplyTime(minutes)).toBe(text);
  });
});
