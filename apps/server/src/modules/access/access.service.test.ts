// The access rules as pure functions of the table (ADR 017); the HTTP matrix in api-contract.test.ts
// walks every permission through the routes that ask it.
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import type { Reader } from './access.queries';
import { type FirmRoles, firmRolesOf, requireAccess, standing } from './access.service';
import {
  BUYER_ROLES,
  MANUFACTURER_ROLES,
  PERMISSION_NAMES,
  PERMISSIONS,
  type PermissionRule,
} from './permissions';

const buyer: Actor = { userId: 'b1', email: 'b@example.com', name: 'B', role: 'buyer', vendorIds: [] };
const maker: Actor = { userId: 'm1', email: 'm@example.com', name: 'M', role: 'buyer', vendorIds: [7] };
const admin: Actor = { userId: 'a1', email: 'a@example.com', name: 'A', role: 'admin', vendorIds: [] };
const order = { buyerUserId: 'b1', manufacturerId: 7, adminSees: true };

/** A reader that must not be asked (a refusal decided before any row is read). */
const untouched = { select: () => expect.unreachable('no row should be read') } as unknown as Reader;

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'allowed';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe('the permission table', () => {
  it('names every permission as action on a row, with at least one side, and only D46 roles', () => {
    for (const name of PERMISSION_NAMES) {
      expect(name).toMatch(/^[a-z]+\.[a-z]+$/);
      const rule: PermissionRule = PERMISSIONS[name];
      expect(
        rule.buyer || rule.manufacturer || rule.admin || rule.anyBuyer || rule.anyManufacturer,
      ).toBeTruthy();
      for (const role of [...(rule.buyer ?? []), ...(rule.anyBuyer ?? [])])
        expect(BUYER_ROLES).toContain(role);
      for (const role of [...(rule.manufacturer ?? []), ...(rule.anyManufacturer ?? [])]) {
        expect(MANUFACTURER_ROLES).toContain(role);
      }
    }
  });

  it("lets today's single login through as the owner wherever a firm's side is named", () => {
    for (const name of PERMISSION_NAMES) {
      const rule: PermissionRule = PERMISSIONS[name];
      for (const roles of [rule.buyer, rule.manufacturer, rule.anyBuyer, rule.anyManufacturer]) {
        if (roles) expect(roles, name).toContain('owner');
      }
    }
  });
});

describe('standing', () => {
  it("grants the row's own buyer and manufacturer, and nobody else's", () => {
    const rule = PERMISSIONS['document.download'];
    expect(standing(buyer, firmRolesOf(buyer), rule, 'buyer', order)).toBe('allowed');
    expect(standing(maker, firmRolesOf(maker), rule, 'manufacturer', order)).toBe('allowed');
    expect(standing(maker, firmRolesOf(maker), rule, 'buyer', order)).toBe('not_a_party');
    const otherMaker = { ...maker, vendorIds: [8] };
    expect(standing(otherMaker, firmRolesOf(otherMaker), rule, 'manufacturer', order)).toBe('not_a_party');
    expect(standing(admin, firmRolesOf(admin), rule, 'admin', order)).toBe('allowed');
    expect(standing(admin, firmRolesOf(admin), rule, 'admin', { ...order, adminSees: false })).toBe(
      'not_a_party',
    );
  });

  it('refuses a member whose role the table does not name (D46): yard may ship, not confirm a payment', () => {
    const yard: FirmRoles = { buyer: 'owner', manufacturers: new Map([[7, 'yard']]) };
    expect(standing(maker, yard, PERMISSIONS['order.ship'], 'manufacturer', order)).toBe('allowed');
    expect(standing(maker, yard, PERMISSIONS['payment.confirm'], 'manufacturer', order)).toBe('role_refused');
    const site: FirmRoles = { buyer: 'site', manufacturers: new Map() };
    expect(standing(buyer, site, PERMISSIONS['receipt.confirm'], 'buyer', order)).toBe('allowed');
    expect(standing(buyer, site, PERMISSIONS['payment.record'], 'buyer', order)).toBe('role_refused');
  });
});

describe('requireAccess', () => {
  it('answers 401 signed out and 403 for a side the actor cannot be, before reading any row', async () => {
    expect(await codeOf(requireAccess(untouched, null, 'order.read', 1))).toBe('unauthorized');
    expect(await codeOf(requireAccess(untouched, buyer, 'order.ship', 1))).toBe('forbidden');
    expect(await codeOf(requireAccess(untouched, maker, 'claim.close', 1))).toBe('forbidden');
    // A buyer's step asked under /vendor/ is no buyer's.
    expect(await codeOf(requireAccess(untouched, buyer, 'document.read', 1, 'manufacturer'))).toBe(
      'forbidden',
    );
  });

  it('lets any buyer ask a sample of a lot without reading the lot', async () => {
    expect(await requireAccess(untouched, maker, 'sample.request', 3)).toBe('buyer');
  });
});
