// D46, ADR 017: the authorization matrix of a manufacturer firm's roles, generated from the
// permission table. For every permission a manufacturer takes and every role (owner, manager,
// sales, yard, accounts), a real member of the firm — their role read from firm_members as on
// every request — asks the access module on a real row of the firm; the table says who is let
// through and who is refused (403). A removed member is refused everything of the firm.

import { randomUUID } from 'node:crypto';
import { MANUFACTURER_ROLES, type ManufacturerRole } from '@granite/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firmMembers,
  lots,
  products,
  quoteRequests,
  requirements,
  reviews,
  sampleRequests,
  slabs,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { buyer } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { orderParties } from '../../test/orders';
import { requireAccess, requireFirmAccess } from '../access/access.service';
import { PERMISSION_NAMES, PERMISSIONS, type PermissionRule, type Resource } from '../access/permissions';
import { actorOf } from '../auth/auth.plugin';

async function answerOf(promise: () => Promise<unknown> | unknown): Promise<string> {
  try {
    await promise();
    return 'allowed';
  } catch (err) {
    return err instanceof AppError ? err.code : String(err);
  }
}

describe(`a manufacturer firm's roles × every permission (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  const members = new Map<ManufacturerRole, Actor>();
  let removed: Actor;
  const rowOf = {} as Record<Resource, number>;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.deps.db;
    const parties = await orderParties(t.app);
    const { m, b } = parties;
    const order = await parties.order();
    await db
      .update(quoteRequests)
      .set({ forwardedAt: new Date() })
      .where(eq(quoteRequests.id, order.quoteRequestId));
    const [lot] = await db
      .insert(lots)
      .values({
        productId: parties.productId,
        vendorId: m.vendorId,
        blockNumber: 'B-101',
        thicknessMm: 18,
        finish: 'Polished',
        grade: 'First',
        yardCity: 'Ongole',
      })
      .returning({ id: lots.id });
    const [slab] = await db
      .insert(slabs)
      .values({
        lotId: lot!.id,
        productId: parties.productId,
        vendorId: m.vendorId,
        blockNumber: 'B-101',
        sequence: 1,
        lengthMm: 2896,
        widthMm: 1575,
        grossSqftX100: 4910,
        usableSqftX100: 4800,
      })
      .returning({ id: slabs.id });
    const [sample] = await db
      .insert(sampleRequests)
      .values({
        lotId: lot!.id,
        productId: parties.productId,
        vendorId: m.vendorId,
        userId: b.userId,
        productName: 'Absolute Black',
        blockNumber: 'B-101',
        contactName: 'Meera Iyer',
        mobileNumber: '+919845012345',
        deliveryAddress: '12 Anna Salai',
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
      })
      .returning({ id: sampleRequests.id });
    const [review] = await db
      .insert(reviews)
      .values({ orderId: order.id, vendorId: m.vendorId, userId: b.userId, rating: 5 })
      .returning({ id: reviews.id });
    const [product] = await db.select().from(products).where(eq(products.id, parties.productId));
    const [requirement] = await db
      .insert(requirements)
      .values({
        groupId: randomUUID(),
        categoryId: product!.categoryId,
        userId: b.userId,
        productType: 'Slabs',
        quantitySqft: 800,
        customerName: 'Meera Iyer',
        mobileNumber: '+919845012345',
        deliveryCity: 'Chennai',
        deliveryPin: '600001',
        expiresAt: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: requirements.id });
    Object.assign(rowOf, {
      requirement: requirement!.id,
      request: order.quoteRequestId,
      reply: order.quoteReplyId,
      order: order.id,
      review: review!.id,
      sample: sample!.id,
      lot: lot!.id,
      slab: slab!.id,
      product: parties.productId,
      manufacturer: m.vendorId,
      firm: m.vendorId,
    });
    const owner = await actorOf(db, { id: m.userId, email: m.email, name: 'Vikram Stone' });
    members.set('owner', owner);
    for (const role of MANUFACTURER_ROLES.filter((r) => r !== 'owner')) {
      const person = await buyer(t.app, { name: `Member ${role}` });
      await db.insert(firmMembers).values({ manufacturerId: m.vendorId, userId: person.userId, role });
      members.set(role, await actorOf(db, { id: person.userId, email: person.email, name: role }));
    }
    const gone = await buyer(t.app, { name: 'Former yard' });
    await db
      .insert(firmMembers)
      .values({ manufacturerId: m.vendorId, userId: gone.userId, role: 'yard', removedAt: new Date() });
    removed = await actorOf(db, { id: gone.userId, email: gone.email, name: 'Former yard' });
  });
  afterAll(() => t?.close());

  const manufacturers = PERMISSION_NAMES.filter((p) => {
    const rule: PermissionRule = PERMISSIONS[p];
    return (rule.manufacturer ?? rule.anyManufacturer) !== undefined;
  });

  it('reads each member with their role in the firm, and the removed member in no firm', () => {
    for (const [role, actor] of members) {
      expect(actor.vendorIds, role).toEqual([rowOf.manufacturer]);
      expect(actor.firmRoles?.[rowOf.manufacturer], role).toBe(role);
    }
    expect(removed.vendorIds).toEqual([]);
  });

  it('covers every permission a manufacturer takes', () => {
    expect(manufacturers.length).toBeGreaterThan(30);
  });

  it('lets through exactly the roles the table names, and refuses the others with 403', async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const permission of manufacturers) {
      const rule: PermissionRule = PERMISSIONS[permission];
      const allowed = rule.manufacturer ?? rule.anyManufacturer ?? [];
      for (const role of MANUFACTURER_ROLES) {
        const actor = members.get(role)!;
        const got = await answerOf(() =>
          rule.on === 'firm'
            ? requireFirmAccess(actor, permission)
            : requireAccess(t.app.deps.db, actor, permission, rowOf[rule.on], 'manufacturer'),
        );
        const expected = allowed.includes(role) ? 'allowed' : 'forbidden';
        cells++;
        if (got !== expected) wrong.push(`${permission} as ${role}: expected ${expected}, got ${got}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(cells).toBe(manufacturers.length * MANUFACTURER_ROLES.length);
  });

  it("refuses a removed member every step of the firm's side", async () => {
    for (const permission of manufacturers) {
      const rule: PermissionRule = PERMISSIONS[permission];
      const got = await answerOf(() =>
        rule.on === 'firm'
          ? requireFirmAccess(removed, permission)
          : requireAccess(t.app.deps.db, removed, permission, rowOf[rule.on], 'manufacturer'),
      );
      expect(got, permission).toBe('forbidden');
    }
  });

  it('names the headline refusals of D46', () => {
    const may = (permission: keyof typeof PERMISSIONS, role: ManufacturerRole) =>
      ((PERMISSIONS[permission] as PermissionRule).manufacturer ?? []).includes(role);
    expect(may('payee.read', 'sales')).toBe(false);
    expect(may('payment.confirm', 'sales')).toBe(false);
    expect(may('payment.confirm', 'accounts')).toBe(true);
    expect(may('books.read', 'accounts')).toBe(true);
    expect(may('reply.write', 'yard')).toBe(false);
    expect(may('lot.create', 'yard')).toBe(true);
    expect(may('slab.write', 'yard')).toBe(true);
    expect(may('payee.read', 'manager')).toBe(false);
    expect(may('team.manage', 'manager')).toBe(false);
    // D49: the yard loads the lorry; sales and accounts read the loading list but do not scan.
    expect(may('order.load', 'yard')).toBe(true);
    expect(may('order.load', 'sales')).toBe(false);
    expect(may('order.load', 'accounts')).toBe(false);
    expect(may('loading.read', 'sales')).toBe(true);
  });
});
