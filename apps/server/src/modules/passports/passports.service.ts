// D49: every slab's passport — a public page at an address nobody can guess, and the labels that
// carry that address as a QR code. The page shows what the manufacturer recorded of the slab (block,
// number, sizes, thickness, finish, grade, photos, defects, its lot and the bundle's photos) and never
// a price or a buyer. A token that is malformed or names no slab is one and the same 404, and each
// address may ask only so many of them (rate-limited apart from the pages it finds), so the addresses
// cannot be counted through.
import { type ImageRef, type Language, sqftFromX100 } from '@granite/shared';
import type { AppDeps } from '../../deps';
import type { Actor } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { requireAccess } from '../access/access.service';
import { toImageRef } from '../media/media.pipeline';
import {
  countEvent,
  enforceRateLimit,
  eventCount,
  RATE_LIMIT_MESSAGE,
  type RateRule,
} from '../rate-limits/rate-limit';
import { type LabelFormat, labelsPdf } from './labels.pdf';
import {
  bundlePhotos,
  type PassportRow,
  passportByToken,
  passportsOf,
  slabIdsOfLot,
} from './passports.queries';

/** The token's shape (32 hex characters from gen_random_uuid, migration 0024). */
export const PASSPORT_TOKEN = /^[0-9a-f]{32}$/;

/** The public page's address for a token, as the label's QR code carries it (absolute when known). */
export function passportPath(token: string, language: Language = 'en'): string {
  return `${language === 'hi' ? '/hi' : ''}/slab/${token}`;
}

/** Pages found, per address and minute: a yard checking a lorry-load reads 60 labels in a few minutes. */
export const PASSPORT_RATE_RULE: RateRule = { window: 60, max: 120 };
/** Addresses that found nothing, per address and hour: a mistyped link now and then, never a walk. */
export const PASSPORT_MISS_RULE: RateRule = { window: 3600, max: 20 };

export type SlabPassport = {
  token: string;
  name: string;
  blockNumber: string;
  sequence: number;
  lengthMm: number;
  widthMm: number;
  grossSqft: number;
  usableSqft: number;
  thicknessMm: number;
  finish: string;
  grade: string;
  defects: string | null;
  photo: ImageRef | null;
  lot: { number: string; yardCity: string; photos: ImageRef[] };
  productName: string;
  manufacturerName: string;
};

/** "B114-07": the yard's name of a slab (block, then the sequence on two digits at least). */
export const slabName = (blockNumber: string, sequence: number) =>
  `${blockNumber}-${String(sequence).padStart(2, '0')}`;

const imageOf = (id: string | null, variants: PassportRow['photoVariants']) =>
  id && variants?.length ? toImageRef({ id, variants }) : null;

function toPassport(row: PassportRow, photos: ImageRef[]): SlabPassport {
  return {
    token: row.token,
    name: slabName(row.blockNumber, row.sequence),
    blockNumber: row.blockNumber,
    sequence: row.sequence,
    lengthMm: row.lengthMm,
    widthMm: row.widthMm,
    grossSqft: sqftFromX100(row.grossSqftX100),
    usableSqft: sqftFromX100(row.usableSqftX100),
    thicknessMm: row.thicknessMm,
    finish: row.finish,
    grade: row.grade,
    defects: row.defects,
    photo: imageOf(row.photoId, row.photoVariants),
    lot: { number: row.lotNumber, yardCity: row.yardCity, photos },
    productName: row.productName,
    manufacturerName: row.manufacturerName,
  };
}

/** The passport of `token` for a visitor from `ip`: 404 for any token that names no slab, 429 past the limits. */
export async function passportOf(
  deps: Pick<AppDeps, 'db'>,
  client: { ip: string },
  token: string,
): Promise<SlabPassport> {
  const misses = `ip|passport-miss|${client.ip}`;
  // An address that used up its misses learns nothing more, whether its next token names a slab or not.
  if ((await eventCount(deps.db, misses, PASSPORT_MISS_RULE.window)) >= PASSPORT_MISS_RULE.max)
    throw Object.assign(new AppError('rate_limited', RATE_LIMIT_MESSAGE), { retryAfter: 600 });
  await enforceRateLimit(deps.db, `ip|passport|${client.ip}`, PASSPORT_RATE_RULE);
  const row = PASSPORT_TOKEN.test(token) ? await passportByToken(deps.db, token) : undefined;
  if (!row) {
    await countEvent(deps.db, misses, PASSPORT_MISS_RULE.window);
    throw notFound('Slab passport');
  }
  const photos = (await bundlePhotos(deps.db, row.lotId)).map((p) => toImageRef(p));
  return toPassport(row, photos);
}

export type LabelSource = { lotId: number } | { slabIds: number[] } | { orderSlabIds: number[] };

/**
 * D49: the labels of a lot's slabs or of a selection of slabs, as a PDF (A4 sheets of 8, or one label
 * per 100 × 50 mm page for a label printer); the caller's access to the lot or every slab is asked first.
 */
export async function labelsOf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  actor: Actor | null,
  source: { lotId: number } | { slabIds: number[] },
  format: LabelFormat,
  origin: string,
): Promise<{ bytes: Buffer; filename: string }> {
  let ids: number[];
  if ('lotId' in source) {
    await requireAccess(deps.db, actor, 'lot.read', source.lotId, 'manufacturer');
    ids = await slabIdsOfLot(deps.db, source.lotId);
  } else {
    if (!source.slabIds.length) throw invalidData({ slabs: 'Choose at least one slab' });
    await requireAccess(deps.db, actor, 'slab.label', source.slabIds, 'manufacturer');
    ids = source.slabIds;
  }
  return printLabels(deps, ids, format, origin, 'lotId' in source ? `lot-${source.lotId}` : 'slabs');
}

/** The labels of slabs the caller may already print (an order's, asked by the loading module). */
export async function printLabels(
  deps: Pick<AppDeps, 'db'>,
  slabIds: number[],
  format: LabelFormat,
  origin: string,
  name: string,
): Promise<{ bytes: Buffer; filename: string }> {
  const rows = await passportsOf(deps.db, slabIds);
  if (!rows.length) throw invalidData({ slabs: 'There are no slabs to label' });
  const bytes = await labelsPdf(
    rows.map((r) => ({
      name: slabName(r.blockNumber, r.sequence),
      blockNumber: r.blockNumber,
      sequence: r.sequence,
      lotNumber: r.lotNumber,
      productName: r.productName,
      lengthMm: r.lengthMm,
      widthMm: r.widthMm,
      thicknessMm: r.thicknessMm,
      url: `${origin}${passportPath(r.token)}`,
    })),
    format,
  );
  return { bytes, filename: `labels-${name}-${format}.pdf` };
}
