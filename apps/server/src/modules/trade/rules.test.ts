// The lifecycle rules of D17 as plain functions: no database needed.
import { QUOTE_LIFECYCLE_MESSAGES as M } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import {
  canReply,
  contactsShared,
  refuseUndecidable,
  replyExpired,
  threadOpen,
  visibleToManufacturer,
} from './rules';

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
    const now = new Date('2026-03-10T06:00:00Z');
    const reply = (status: string, validUntil = '2026-03-31') => ({ status, validUntil });
    expect(() => refuseUndecidable(reply('current'), now)).not.toThrow();
    expect(() => refuseUndecidable(reply('superseded'), now)).toThrow(M.revised);
    expect(() => refuseUndecidable(reply('not_chosen'), now)).toThrow(M.otherAccepted);
    expect(() => refuseUndecidable(reply('expired'), now)).toThrow(M.cannotAcceptExpired);
    expect(() => refuseUndecidable(reply('accepted'), now)).toThrow(M.alreadyDecided);
  });

  it('a current reply past its validity date is expired before the expiry job marks it', () => {
    const now = new Date('2026-03-10T06:00:00Z');
    expect(replyExpired({ status: 'current', validUntil: '2026-03-09' }, now)).toBe(true);
    expect(replyExpired({ status: 'current', validUntil: '2026-03-10' }, now)).toBe(false);
    expect(() => refuseUndecidable({ status: 'current', validUntil: '2026-03-09' }, now, 'Gone.')).toThrow(
      'Gone.',
    );
  });
});
