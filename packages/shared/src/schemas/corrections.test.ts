// D42: closing a claim names what it does; each refusal names its field.
import { describe, expect, it } from 'vitest';
import { CloseClaim, IssueNote } from './corrections';

const refusal = (body: unknown) => {
  const parsed = CloseClaim.safeParse(body);
  if (parsed.success) return null;
  return Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};
const note = 'Two slabs cracked along the edge';

describe('closing a claim (D42)', () => {
  it('a credit note for a refund or a lower price carries the value before GST, in paise', () => {
    expect(
      CloseClaim.parse({ outcome: 'credit-note', creditBasis: 'refund', creditAmount: '1,25,000.50', note }),
    ).toEqual({
      outcome: 'credit-note',
      basis: 'refund',
      amountPaise: 12_500_050,
      note,
    });
    expect(refusal({ outcome: 'credit-note', creditBasis: 'price-reduction', note })).toEqual({
      creditAmount: 'is required: the value before GST',
    });
    expect(
      refusal({ outcome: 'credit-note', creditBasis: 'refund', creditAmount: '0', note }),
    ).toHaveProperty('creditAmount');
    expect(refusal({ outcome: 'credit-note', creditAmount: '100', note })).toEqual({
      creditBasis: 'is required for a credit note',
    });
  });

  it('a credit note for slabs returned names them, and no value (it is worked out from them)', () => {
    expect(
      CloseClaim.parse({ outcome: 'credit-note', creditBasis: 'return', returnedSlabIds: [4, 9], note }),
    ).toEqual({ outcome: 'credit-note', basis: 'return', slabIds: [4, 9], note });
    expect(refusal({ outcome: 'credit-note', creditBasis: 'return', returnedSlabIds: [], note })).toEqual({
      returnedSlabIds: 'must name the slabs returned',
    });
    expect(
      refusal({
        outcome: 'credit-note',
        creditBasis: 'return',
        returnedSlabIds: [4],
        creditAmount: '10',
        note,
      }),
    ).toEqual({ creditAmount: 'is worked out from the slabs returned' });
  });

  it('a replacement names its slabs; no action takes no value nor slabs', () => {
    expect(CloseClaim.parse({ outcome: 'replaced', replacementSlabIds: [7], note })).toEqual({
      outcome: 'replaced',
      slabIds: [7],
      note,
    });
    expect(refusal({ outcome: 'replaced', note })).toEqual({
      replacementSlabIds: 'must name the replacement slabs',
    });
    expect(CloseClaim.parse({ outcome: 'rejected', note })).toEqual({ outcome: 'rejected', note });
    expect(refusal({ outcome: 'resolved', note, replacementSlabIds: [7] })).toEqual({
      replacementSlabIds: 'is only for a replacement',
    });
    expect(refusal({ outcome: 'refunded', note })).toHaveProperty('outcome');
  });

  it('a note of the manufacturer’s own takes a value and a reason', () => {
    expect(IssueNote.parse({ amount: '500', reason: 'Loading billed short' })).toEqual({
      amount: 50_000,
      reason: 'Loading billed short',
    });
    expect(IssueNote.safeParse({ amount: '500' }).success).toBe(false);
  });
});
