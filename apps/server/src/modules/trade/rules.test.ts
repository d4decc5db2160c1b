// The lifecycle rules of D17 as plain functions: no database needed.
import { QUOTE_LIFECYCLE_MESSAGES as M } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { canReply, contactsShared, refuseUndecidable, threadOpen, visibleToManufacturer } from './rules';

const request = (status: string, forwardedAt: Date | null = new Date()) => ({ status, forwardedAt });

describe('trade rules (D17)', () => {
  it('a manufacturer sees a request only once it was forwarded', () => {
    expect(visibleToManufacturer(request('pending', null))).toBe(false);
    expect(visibleToManufacturer(request('forwarded'))).toBe(true);
  });

  it.each([
    ['pending', false, false, false],
    ['forwarded', false, true, true],
    ['responded', false, true, true],
    ['accepted', true, true, false],
    ['declined', false, false, false],
    ['closed', false, false, false],
  ])('a request %s: contacts shared %s, thread open %s, reply allowed %s', (status, shared, open, reply) => {
    const row = request(status);
    expect(contactsShared(row)).toBe(shared);
    expect(threadOpen(row)).toBe(open);
    expect(canReply(row)).toBe(reply);
  });

  it('only the current reply can be decided; each other state answers its own 409', () => {
    expect(() => refuseUndecidable({ status: 'current' })).not.toThrow();
    expect(() => refuseUndecidable({ status: 'superseded' })).toThrow(M.revised);
    expect(() => refuseUndecidable({ status: 'not_chosen' })).toThrow(M.otherAccepted);
    expect(() => refuseUndecidable({ status: 'expired' })).toThrow(M.cannotAcceptExpired);
    expect(() => refuseUndecidable({ status: 'accepted' })).toThrow(M.alreadyDecided);
  });
});
