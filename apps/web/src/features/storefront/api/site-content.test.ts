import { CONTENT_KEYS } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { CONTENT_GROUPS, groupOf } from './site-content';

describe('site content groups (D19)', () => {
  it('puts every content block in exactly one group', () => {
    const grouped = Object.values(CONTENT_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...CONTENT_KEYS].sort());
    for (const key of CONTENT_KEYS) expect(Object.keys(CONTENT_GROUPS)).toContain(groupOf(key));
  });

  it('keeps the legal texts out of the group every page reads', () => {
    expect(groupOf('legal_info')).toBe('legal');
    expect(CONTENT_GROUPS.site).not.toContain('legal_info');
    expect(groupOf('footer_info')).toBe('site');
  });
});
