// D47, D48: the admins' export tables. An export quote's ₹ value takes the latest customs rate on or
// before its date (a currency with none is refused, naming the field); the container plan is held
// to the destination's payload limit, seeded with defaults an admin confirms. Edits are logged (D28)
// at the version the form loaded (D29).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { admin, buyer, call, manufacturer, nextIp } from '../../test/accounts';
import { createTestApp, onPostgres, type TestApp } from '../../test/app';
import { exchangeRateOn, payloadLimitsFor } from './export.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: { cookie: string },
  body?: unknown,
) => call(t.app, method, `/api/v1${url}`, { cookie: who?.cookie, body, ip: nextIp() });

describe(`exchange rates by date (D47, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes the latest rate on or before the day, and refuses a currency with none, naming it', async () => {
    const a = await admin(t.app);
    const first = await api('POST', '/admin/exchange-rates', a, {
      currency: 'EUR',
      inrPerUnit: '96.85',
      effectiveFrom: '2026-11-06',
      source: 'Customs (N.T.) notification of 5 Nov 2026',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      currency: 'EUR',
      inrPerUnit: '96.8500',
      effectiveFrom: '2026-11-06',
    });
    const second = await api('POST', '/admin/exchange-rates', a, {
      currency: 'EUR',
      inrPerUnit: 97.3,
      effectiveFrom: '2026-11-20',
    });
    expect(second.statusCode).toBe(201);

    const db = t.app.deps.db;
    expect(await exchangeRateOn(db, 'EUR', '2026-11-06')).toMatchObject({ inrPerUnit: '96.8500' });
    expect(await exchangeRateOn(db, 'EUR', '2026-11-19')).toMatchObject({ inrPerUnit: '96.8500' });
    expect(await exchangeRateOn(db, 'EUR', '2026-11-20')).toMatchObject({ inrPerUnit: '97.3000' });
    expect(await exchangeRateOn(db, 'EUR', '2027-03-01')).toMatchObject({ effectiveFrom: '2026-11-20' });
    await expect(exchangeRateOn(db, 'EUR', '2026-11-05')).rejects.toMatchObject({
      code: 'invalid_data',
      fields: { currency: expect.stringContaining('No exchange rate for EUR on or before 2026-11-05') },
    });
    await expect(exchangeRateOn(db, 'AED', '2026-12-01')).rejects.toMatchObject({
      fields: { currency: expect.any(String) },
    });

    // The older rate says since when it no longer applies; the list is by currency, newest first.
    const list = (await api('GET', '/admin/exchange-rates', a)).json().items;
    const eur = list.filter((r: { currency: string }) => r.currency === 'EUR');
    expect(eur.map((r: { effectiveFrom: string }) => r.effectiveFrom)).toEqual(['2026-11-20', '2026-11-06']);
    expect(eur[1].supersededOn).toBe('2026-11-20');
    expect(eur[0].supersededOn).toBeNull();
  });

  it('refuses the rupee, a rate of 0 or with five decimals, a second rate on one day; edits at the loaded version', async () => {
    const a = await admin(t.app);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await api('POST', '/admin/exchange-rates', a, {
        currency: 'USD',
        inrPerUnit: '84.10',
        effectiveFrom: '2026-12-01',
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    };
    await bad({ currency: 'INR' }, 'currency');
    await bad({ currency: 'JPY' }, 'currency');
    await bad({ inrPerUnit: '0' }, 'inrPerUnit');
    await bad({ inrPerUnit: '-84' }, 'inrPerUnit');
    await bad({ inrPerUnit: '84.12345' }, 'inrPerUnit');
    await bad({ inrPerUnit: '1e2' }, 'inrPerUnit');
    await bad({ effectiveFrom: '2026-02-30' }, 'effectiveFrom');

    const made = await api('POST', '/admin/exchange-rates', a, {
      currency: 'USD',
      inrPerUnit: '84.10',
      effectiveFrom: '2026-12-01',
    });
    expect(made.statusCode).toBe(201);
    const again = await api('POST', '/admin/exchange-rates', a, {
      currency: 'USD',
      inrPerUnit: '84.20',
      effectiveFrom: '2026-12-01',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toHaveProperty('effectiveFrom');

    const { id, version } = made.json();
    const edited = await api('PUT', `/admin/exchange-rates/${id}`, a, {
      currency: 'USD',
      inrPerUnit: '84.15',
      effectiveFrom: '2026-12-01',
      version,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ inrPerUnit: '84.1500', version: version + 1 });
    const stale = await api('PUT', `/admin/exchange-rates/${id}`, a, {
      currency: 'USD',
      inrPerUnit: '84.30',
      effectiveFrom: '2026-12-01',
      version,
    });
    expect(stale.statusCode).toBe(409);
    const [logged] = await t.app.deps.db
      .select()
      .from(activityLog)
      .where(
        and(eq(activityLog.entityType, 'exchange_rate'), eq(activityLog.action, 'exchange_rate.update')),
      );
    expect(logged!.changes).toMatchObject({ inrPerUnit: { before: '84.1000', after: '84.1500' } });

    expect((await api('DELETE', `/admin/exchange-rates/${id}?version=${version}`, a)).statusCode).toBe(409);
    expect((await api('DELETE', `/admin/exchange-rates/${id}?version=${version + 1}`, a)).statusCode).toBe(
      204,
    );
    await expect(exchangeRateOn(t.app.deps.db, 'USD', '2026-12-02')).rejects.toMatchObject({
      code: 'invalid_data',
    });
  });

  it('is the admins’ table: a buyer or a manufacturer is refused', async () => {
    const b = await buyer(t.app);
    const m = await manufacturer(t.app);
    expect((await api('GET', '/admin/exchange-rates', b)).statusCode).toBe(403);
    expect(
      (
        await api('POST', '/admin/exchange-rates', m, {
          currency: 'USD',
          inrPerUnit: '84',
          effectiveFrom: '2026-12-01',
        })
      ).statusCode,
    ).toBe(403);
    expect((await api('GET', '/admin/payload-limits')).statusCode).toBe(401);
  });
});

describe(`containers' payload limits (D48, ${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is seeded with the trade’s figures as unconfirmed defaults, which an admin confirms or corrects', async () => {
    const a = await admin(t.app);
    const items = (await api('GET', '/admin/payload-limits', a)).json().items as {
      id: number;
      country: string;
      leg: string;
      limit20Kg: number;
      limit40Kg: number;
      confirmed: boolean;
      version: number;
      note: string | null;
    }[];
    const of = (country: string, leg: string) => items.find((i) => i.country === country && i.leg === leg);
    expect(of('US', 'road')).toMatchObject({ limit20Kg: 19_900, confirmed: false });
    expect(of('US', 'port')).toMatchObject({ limit20Kg: 27_000, confirmed: false });
    expect(of('GB', 'road')).toMatchObject({ limit20Kg: 27_500 });
    expect(of('DE', 'road')).toMatchObject({ limit20Kg: 24_000 });
    expect(of('NL', 'road')).toMatchObject({ limit20Kg: 28_000 });
    expect(of('PL', 'road')).toMatchObject({ limit20Kg: 20_000 });
    expect(items.every((i) => !i.confirmed)).toBe(true);

    const usRoad = of('US', 'road')!;
    const confirmed = await api('PUT', `/admin/payload-limits/${usRoad.id}`, a, {
      country: 'US',
      leg: 'road',
      limit20Kg: 19_900,
      limit40Kg: 20_185,
      note: usRoad.note,
      confirmed: true,
      version: usRoad.version,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ confirmed: true, countryName: 'United States' });
    expect(await payloadLimitsFor(t.app.deps.db, 'US', 'road')).toEqual({
      '20ft': 19_900,
      '40ft': 20_185,
      confirmed: true,
    });
  });

  it('refuses a country outside the list, an unknown leg, a limit past a container’s rating, a second row for one leg; a destination without a row is refused by name', async () => {
    const a = await admin(t.app);
    const bad = async (body: Record<string, unknown>, field: string) => {
      const res = await api('POST', '/admin/payload-limits', a, {
        country: 'AE',
        leg: 'road',
        limit20Kg: 26_000,
        limit40Kg: 26_000,
        ...body,
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields).toHaveProperty(field);
    };
    await bad({ country: 'IN' }, 'country');
    await bad({ country: 'XX' }, 'country');
    await bad({ leg: 'air' }, 'leg');
    await bad({ limit20Kg: 40_000 }, 'limit20Kg');
    await bad({ limit40Kg: 12.5 }, 'limit40Kg');
    await bad({ confirmed: true }, 'confirmed');

    await expect(payloadLimitsFor(t.app.deps.db, 'AE', 'road')).rejects.toMatchObject({
      code: 'invalid_data',
      fields: { country: expect.stringContaining('United Arab Emirates') },
    });
    const made = await api('POST', '/admin/payload-limits', a, {
      country: 'AE',
      leg: 'road',
      limit20Kg: 26_000,
      limit40Kg: 26_000,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ confirmed: true, countryName: 'United Arab Emirates' });
    const twice = await api('POST', '/admin/payload-limits', a, {
      country: 'AE',
      leg: 'road',
      limit20Kg: 25_000,
      limit40Kg: 25_000,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.fields).toHaveProperty('leg');
    expect(await payloadLimitsFor(t.app.deps.db, 'AE', 'road')).toMatchObject({ '20ft': 26_000 });
    const { id, version } = made.json();
    expect((await api('DELETE', `/admin/payload-limits/${id}?version=${version}`, a)).statusCode).toBe(204);
  });
});
