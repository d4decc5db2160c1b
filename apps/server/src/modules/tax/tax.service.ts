// D34: GST by HSN and place of supply. Admins keep the rate table (each write in one transaction
// with its activity record, D28, at the version the form loaded, D29); trade asks rateFor and
// replyTaxBasis when a manufacturer replies.
import {
  buyerStateOf,
  DEFAULT_GST_RATE,
  deliveryStateOf,
  type GstStatus,
  type HsnRateInput,
  type HsnRateList,
  type HsnRateView,
  INDIAN_STATES,
  type IndianState,
  indiaDay,
  placeOfSupply,
  stateOfGstin,
  type UpdateHsnRate,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, notFound } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import {
  deleteRate as deleteRateRow,
  findRate,
  type HsnRateRow,
  insertRate,
  isUniqueViolation,
  listRates,
  manufacturerTaxIdentity,
  productHsn,
  type Reader,
  rateRowFor,
  updateRateAtVersion,
} from './tax.queries';

type Deps = Pick<AppDeps, 'db'>;

const CONFLICT_MESSAGE = 'This record was changed by someone else. Reload to see the latest version.';
const DUPLICATE = 'already has a rate from this date; edit that one instead';

/**
 * D34: the day a newer rate of the same HSN took effect, once that day has come (the row's
 * successor in force); null otherwise. `rows` is the table, newest first within each HSN.
 */
function supersededOn(row: HsnRateRow, rows: readonly HsnRateRow[], today: string): string | null {
  const newer = rows
    .filter((r) => r.hsn === row.hsn && r.effectiveFrom > row.effectiveFrom && r.effectiveFrom <= today)
    .map((r) => r.effectiveFrom)
    .sort();
  return newer[0] ?? null;
}

function toView(row: HsnRateRow, today = indiaDay(), rows: readonly HsnRateRow[] = []): HsnRateView {
  return {
    id: row.id,
    hsn: row.hsn,
    description: row.description,
    ratePercent: row.ratePercent,
    effectiveFrom: row.effectiveFrom,
    version: row.version,
    applied: row.effectiveFrom <= today,
    supersededOn: supersededOn(row, rows, today),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const audit = (row: HsnRateRow | null) =>
  row
    ? {
        hsn: row.hsn,
        description: row.description,
        ratePercent: row.ratePercent,
        effectiveFrom: row.effectiveFrom,
      }
    : null;

export async function listHsnRates(deps: Deps, actor: Actor | null): Promise<HsnRateList> {
  assertRole(actor, 'admin');
  const today = indiaDay();
  const rows = await listRates(deps.db);
  return { items: rows.map((r) => toView(r, today, rows)) };
}

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err))
      throw new AppError('conflict', `This HSN ${DUPLICATE}.`, { effectiveFrom: DUPLICATE });
    throw err;
  }
}

export async function createHsnRate(
  deps: Deps,
  actor: Actor | null,
  input: z.output<typeof HsnRateInput>,
): Promise<HsnRateView> {
  assertRole(actor, 'admin');
  const row = await unique(() =>
    deps.db.transaction(async (tx) => {
      const created = await insertRate(tx, input);
      await recordChange(tx, {
        actorId: actor.userId,
        action: 'hsn_rate.create',
        entityType: 'hsn_rate',
        entityId: created.id,
        before: null,
        after: audit(created),
      });
      return created;
    }),
  );
  return toView(row, indiaDay(), await listRates(deps.db));
}

export async function updateHsnRate(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: z.output<typeof UpdateHsnRate>,
): Promise<HsnRateView> {
  assertRole(actor, 'admin');
  const { version, ...values } = input;
  const row = await unique(() =>
    deps.db.transaction(async (tx) => {
      const before = await findRate(tx, id, true);
      if (!before) throw notFound('GST rate');
      const after = await updateRateAtVersion(tx, id, version, values);
      if (!after) throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
      await recordChange(tx, {
        actorId: actor.userId,
        action: 'hsn_rate.update',
        entityType: 'hsn_rate',
        entityId: id,
        before: audit(before),
        after: audit(after),
      });
      return after;
    }),
  );
  return toView(row, indiaDay(), await listRates(deps.db));
}

/**
 * Only a rate not yet in force may be deleted: one whose date has come may have priced replies, and
 * the table is their record of why (a change of rate is a newer row, or an edit).
 */
export async function deleteHsnRate(
  deps: Deps,
  actor: Actor | null,
  id: number,
  version: number | undefined,
): Promise<void> {
  assertRole(actor, 'admin');
  await deps.db.transaction(async (tx) => {
    const before = await findRate(tx, id, true);
    if (!before) throw notFound('GST rate');
    if (version !== undefined && before.version !== version) {
      throw new AppError('conflict', CONFLICT_MESSAGE, { version: CONFLICT_MESSAGE });
    }
    if (before.effectiveFrom <= indiaDay()) {
      throw new AppError(
        'conflict',
        'This rate is already in force and may have priced quotes; add a newer rate (or edit it) instead of deleting it.',
      );
    }
    await deleteRateRow(tx, id);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'hsn_rate.delete',
      entityType: 'hsn_rate',
      entityId: id,
      before: audit(before),
      after: null,
    });
  });
}

/**
 * D34: the GST rate of an HSN code on a day ('YYYY-MM-DD'): the longest matching prefix in the
 * table, its latest rate in force that day; null when no row matches.
 */
export async function rateFor(db: Reader, hsn: string, day: string): Promise<number | null> {
  return (await rateRowFor(db, hsn, day))?.ratePercent ?? null;
}

/**
 * D34: the rate in force for an HSN code on a day and the day it took effect (the time of supply
 * decides the rate of a tax invoice, CGST Act s.12 and s.31); null when no row matches.
 */
export async function rateInForce(
  db: Reader,
  hsn: string,
  day: string,
): Promise<{ ratePercent: number; effectiveFrom: string } | null> {
  const row = await rateRowFor(db, hsn, day);
  return row ? { ratePercent: row.ratePercent, effectiveFrom: row.effectiveFrom } : null;
}

const asState = (value: string | null | undefined): IndianState | null =>
  value && (INDIAN_STATES as readonly string[]).includes(value) ? (value as IndianState) : null;

export type ReplyTaxBasis = {
  /** The product's HSN (null when it has none yet). */
  hsn: string | null;
  /** The table's rate for it on the day, else 18 %. */
  ratePercent: number;
  /** The manufacturer's GSTIN state, else its profile's state. */
  supplierState: IndianState | null;
  supplierGstin: string | null;
  /**
   * The manufacturer's GST status: only 'regular' charges GST (CGST Act s.10(4), s.32); the rate
   * is then 0 and a reply carries no GST lines.
   */
  gstStatus: GstStatus;
  /**
   * Where the goods are delivered (the delivery PIN's state, IGST Act s.10(1)(a)); for a
   * bill-to-ship-to request, the buyer's GSTIN state, else billing state (s.10(1)(b)).
   */
  placeOfSupply: IndianState | null;
};

/** D34: what a reply's tax is computed from, for a request of `productId` to `vendorId` on `day`. */
export async function replyTaxBasis(
  db: Reader,
  input: {
    productId: number | null;
    vendorId: number;
    buyerGstin: string | null;
    billingState: string | null;
    deliveryPin: string | null;
    /** The state written beside the delivery PIN (it decides a district two states share). */
    deliveryState?: string | null;
    /** The goods go to a consignee on the buyer's direction. */
    billToShipTo?: boolean;
    day: string;
  },
): Promise<ReplyTaxBasis> {
  const [hsn, supplier] = await Promise.all([
    input.productId !== null ? productHsn(db, input.productId) : Promise.resolve(null),
    manufacturerTaxIdentity(db, input.vendorId),
  ]);
  const rate = hsn ? await rateFor(db, hsn, input.day) : null;
  const supplierGstin = supplier?.gstin ?? null;
  const gstStatus = (supplier?.gstStatus ?? 'unregistered') as GstStatus;
  return {
    hsn,
    ratePercent: gstStatus === 'regular' ? (rate ?? DEFAULT_GST_RATE) : 0,
    gstStatus,
    supplierState: (supplierGstin ? stateOfGstin(supplierGstin) : null) ?? asState(supplier?.state),
    supplierGstin,
    placeOfSupply: placeOfSupply({
      deliveryState: deliveryStateOf(input.deliveryPin, input.deliveryState),
      billToShipTo: input.billToShipTo,
      buyerState: buyerStateOf({ gstin: input.buyerGstin, billingState: asState(input.billingState) }),
    }),
  };
}

/** D34: the manufacturer's GSTIN as it is now, for the order made at acceptance (null when it has none). */
export async function manufacturerGstin(db: Reader, manufacturerId: number): Promise<string | null> {
  return (await manufacturerTaxIdentity(db, manufacturerId))?.gstin ?? null;
}
