// D47, D48: the export desk's tables, kept by admins (each write in one transaction with its
// activity record, D28, at the version the form loaded, D29): the dated exchange rates an export
// quote's ₹ value comes from, and the containers' payload limits its container plan is held to.
import {
  countryName,
  EXCHANGE_RATE_MESSAGES,
  type ExchangeRateInput,
  type ExchangeRateList,
  type ExchangeRateView,
  type InlandLeg,
  indiaDay,
  type PayloadLimitInput,
  type PayloadLimitList,
  type PayloadLimitView,
  type UpdateExchangeRate,
  type UpdatePayloadLimit,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import * as q from './export.queries';

type Deps = Pick<AppDeps, 'db'>;

const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';

async function unique<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (q.isUniqueViolation(err)) throw new AppError('conflict', message, { [field]: message });
    throw err;
  }
}

// ---------------------------------------------------------------- exchange rates

/** The day a newer rate of the same currency took effect, once that day has come; null otherwise. */
function rateSupersededOn(
  row: q.ExchangeRateRow,
  rows: readonly q.ExchangeRateRow[],
  today: string,
): string | null {
  const newer = rows
    .filter(
      (r) => r.currency === row.currency && r.effectiveFrom > row.effectiveFrom && r.effectiveFrom <= today,
    )
    .map((r) => r.effectiveFrom)
    .sort();
  return newer[0] ?? null;
}

function rateView(
  row: q.ExchangeRateRow,
  rows: readonly q.ExchangeRateRow[],
  today = indiaDay(),
): ExchangeRateView {
  return {
    id: row.id,
    currency: row.currency as ExchangeRateView['currency'],
    inrPerUnit: row.inrPerUnit,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
    version: row.version,
    applied: row.effectiveFrom <= today,
    supersededOn: rateSupersededOn(row, rows, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const rateAudit = (row: q.ExchangeRateRow | null) =>
  row
    ? {
        currency: row.currency,
        inrPerUnit: row.inrPerUnit,
        effectiveFrom: row.effectiveFrom,
        source: row.source,
      }
    : null;

const DUPLICATE_RATE = 'already has a rate from this date; edit that one instead';

export async function listExchangeRates(deps: Deps, actor: Actor | null): Promise<ExchangeRateList> {
  assertRole(actor, 'admin');
  const rows = await q.listExchangeRates(deps.db);
  const today = indiaDay();
  return { items: rows.map((r) => rateView(r, rows, today)) };
}

export async function createExchangeRate(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof ExchangeRateInput>,
): Promise<ExchangeRateView> {
  assertRole(actor, 'admin');
  const row = await unique(
    () =>
      deps.db.transaction(async (tx) => {
        const created = await q.insertExchangeRate(tx, input);
        await recordChange(tx, {
          actorId: actor.userId,
          action: 'exchange_rate.create',
          entityType: 'exchange_rate',
          entityId: created.id,
          before: null,
          after: rateAudit(created),
        });
        return created;
      }),
    'effectiveFrom',
    `${input.currency} ${DUPLICATE_RATE}`,
  );
  return rateView(row, await q.listExchangeRates(deps.db));
}

export async function updateExchangeRate(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof UpdateExchangeRate>,
): Promise<ExchangeRateView> {
  assertRole(actor, 'admin');
  const { version, ...values } = input;
  const row = await unique(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await q.findExchangeRate(tx, id, true);
        if (!before) throw notFound('Exchange rate');
        const after = await q.updateExchangeRateAtVersion(tx, id, version, values);
        if (!after) throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
        await recordChange(tx, {
          actorId: actor.userId,
          action: 'exchange_rate.update',
          entityType: 'exchange_rate',
          entityId: id,
          before: rateAudit(before),
          after: rateAudit(after),
        });
        return after;
      }),
    'effectiveFrom',
    `${input.currency} ${DUPLICATE_RATE}`,
  );
  return rateView(row, await q.listExchangeRates(deps.db));
}

/**
 * A rate may be deleted (a mistyped row): a quote keeps the rate it was priced at (D47), so no
 * quote's ₹ value changes with the table.
 */
export async function deleteExchangeRate(
  deps: Deps,
  actor: Actor | null,
  id: number,
  version: number,
): Promise<void> {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await q.findExchangeRate(tx, id, true);
    if (!before) throw notFound('Exchange rate');
    if (before.version !== version)
      throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
    await q.deleteExchangeRate(tx, id);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'exchange_rate.delete',
      entityType: 'exchange_rate',
      entityId: id,
      before: rateAudit(before),
      after: null,
    });
  });
}

export type RateOnDay = {
  currency: string;
  inrPerUnit: string;
  effectiveFrom: string;
  source: string | null;
};

/**
 * D47: ₹ per unit of `currency` on `day`: the latest rate on or before it. A currency with none is
 * refused (400 naming `field`), never converted at a guess.
 */
export async function exchangeRateOn(
  db: q.Reader,
  currency: string,
  day: string,
  field = 'currency',
): Promise<RateOnDay> {
  const row = await q.exchangeRateOn(db, currency, day);
  if (!row) {
    const message = EXCHANGE_RATE_MESSAGES.noRate(currency, day);
    throw new AppError('invalid_data', message, { [field]: message });
  }
  return {
    currency: row.currency,
    inrPerUnit: row.inrPerUnit,
    effectiveFrom: row.effectiveFrom,
    source: row.source,
  };
}

// ---------------------------------------------------------------- payload limits

function limitView(row: q.PayloadLimitRow): PayloadLimitView {
  return {
    id: row.id,
    country: row.country,
    countryName: countryName(row.country),
    leg: row.leg as InlandLeg,
    limit20Kg: row.limit20Kg,
    limit40Kg: row.limit40Kg,
    note: row.note,
    confirmed: row.confirmed,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const limitAudit = (row: q.PayloadLimitRow | null) =>
  row
    ? {
        country: row.country,
        leg: row.leg,
        limit20Kg: row.limit20Kg,
        limit40Kg: row.limit40Kg,
        note: row.note,
        confirmed: row.confirmed,
      }
    : null;

const DUPLICATE_LIMIT = 'This country already has a limit for this leg; edit that one instead.';

export async function listPayloadLimits(deps: Deps, actor: Actor | null): Promise<PayloadLimitList> {
  assertRole(actor, 'admin');
  return { items: (await q.listPayloadLimits(deps.db)).map(limitView) };
}

/** A limit an admin adds is confirmed by adding it. */
export async function createPayloadLimit(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof PayloadLimitInput>,
): Promise<PayloadLimitView> {
  assertRole(actor, 'admin');
  const row = await unique(
    () =>
      deps.db.transaction(async (tx) => {
        const created = await q.insertPayloadLimit(tx, input);
        await recordChange(tx, {
          actorId: actor.userId,
          action: 'payload_limit.create',
          entityType: 'payload_limit',
          entityId: created.id,
          before: null,
          after: limitAudit(created),
        });
        return created;
      }),
    'leg',
    DUPLICATE_LIMIT,
  );
  return limitView(row);
}

export async function updatePayloadLimit(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof UpdatePayloadLimit>,
): Promise<PayloadLimitView> {
  assertRole(actor, 'admin');
  const { version, ...values } = input;
  const row = await unique(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await q.findPayloadLimit(tx, id, true);
        if (!before) throw notFound('Payload limit');
        const after = await q.updatePayloadLimitAtVersion(tx, id, version, values);
        if (!after) throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
        await recordChange(tx, {
          actorId: actor.userId,
          action: 'payload_limit.update',
          entityType: 'payload_limit',
          entityId: id,
          before: limitAudit(before),
          after: limitAudit(after),
        });
        return after;
      }),
    'leg',
    DUPLICATE_LIMIT,
  );
  return limitView(row);
}

export async function deletePayloadLimit(
  deps: Deps,
  actor: Actor | null,
  id: number,
  version: number,
): Promise<void> {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await q.findPayloadLimit(tx, id, true);
    if (!before) throw notFound('Payload limit');
    if (before.version !== version)
      throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
    await q.deletePayloadLimit(tx, id);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'payload_limit.delete',
      entityType: 'payload_limit',
      entityId: id,
      before: limitAudit(before),
      after: null,
    });
  });
}

/**
 * D48: the payload limits (kg) of a 20' and a 40' to a buyer in `country` by `leg`; a destination
 * the table does not have is refused (400 naming `field`), never planned at a guess.
 */
export async function payloadLimitsFor(
  db: q.Reader,
  country: string,
  leg: string,
  field = 'country',
): Promise<{ '20ft': number; '40ft': number; confirmed: boolean }> {
  const row = await q.payloadLimitOf(db, country, leg);
  if (!row) {
    const message = `No container payload limit for ${countryName(country)} (${leg}); an administrator adds it first.`;
    throw new AppError('invalid_data', message, { [field]: message });
  }
  return { '20ft': row.limit20Kg, '40ft': row.limit40Kg, confirmed: row.confirmed };
}
