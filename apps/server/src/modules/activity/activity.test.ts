import { describe, expect, it } from 'vitest';
import { diffFields } from './activity.service';

describe('diffFields (D28)', () => {
  it('keeps only changed fields with before and after, dates as ISO strings', () => {
    const when = new Date('2026-01-02T03:04:05.000Z');
    const changes = diffFields(
      { name: 'Black Galaxy', pricePaise: 12000, version: 1, updatedAt: when, tags: ['a'] },
      {
        name: 'Black Galaxy',
        pricePaise: 12500,
        version: 2,
        updatedAt: new Date(),
        tags: ['a', 'b'],
        at: when,
      },
    );
    expect(changes).toEqual({
      pricePaise: { before: 12000, after: 12500 },
      tags: { before: ['a'], after: ['a', 'b'] },
      at: { before: null, after: '2026-01-02T03:04:05.000Z' },
    });
  });

  it('a create lists every field with before null; a delete every field with after null', () => {
    expect(diffFields(null, { name: 'X' })).toEqual({ name: { before: null, after: 'X' } });
    expect(diffFields({ name: 'X' }, null)).toEqual({ name: { before: 'X', after: null } });
  });
});
