// D16: an anonymous Idempotency-Key belongs to its requester. A second visitor who
// reuses one gets a 409, never the first visitor's name, mobile and notes.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { seedMiniCatalogue } from '../../test/mini-catalogue';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  productId = (await seedMiniCatalogue(t.app.deps.db)).productIds[0]!;
});
afterAll(async () => t?.close());

const first = {
  customerName: 'Meera Iyer',
  mobileNumber: '+91 98450 12345',
  quantitySqft: 1200,
  deliveryCity: 'Chennai',
  deliveryPin: '600001',
  materialQuality: 'Premium',
  productType: 'Slabs',
  additionalNotes: 'Gate code 4411, call after 6 pm',
  email: 'meera@example.com',
};

const post = (body: unknown, key: string, ip: string) =>
  call(t.app, 'POST', '/api/v1/quote-requests', { body, ip, headers: { 'idempotency-key': key } });

describe(`anonymous idempotency keys (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('another visitor with the same key gets 409 and none of the first visitor’s details', async () => {
    const key = randomUUID();
    const a = await post({ ...first, productId }, key, nextIp());
    expect(a.statusCode, a.body).toBe(201);
    const other = {
      ...first,
      customerName: 'Ravi Kumar',
      mobileNumber: '+91 90000 00000',
      additionalNotes: '',
    };
    const b = await post({ ...other, productId }, key, nextIp());
    expect(b.statusCode).toBe(409);
    expect(b.json().error.code).toBe('conflict');
    for (const secret of ['Meera', '98450', 'Gate code']) expect(b.body).not.toContain(secret);
  });

  it('the same visitor’s retry (a double click) still answers its first submission', async () => {
    const key = randomUUID();
    const ip = nextIp();
    const a = await post({ ...first, productId }, key, ip);
    const again = await post({ ...first, productId }, key, ip);
    expect(again.statusCode).toBe(200);
    expect(again.json().replayed).toBe(true);
    expect(again.json().requests[0].id).toBe(a.json().requests[0].id);
  });
});
