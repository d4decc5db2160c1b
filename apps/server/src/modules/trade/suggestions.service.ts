// Manufacturers suggested beside a multi-manufacturer quote request (D16): others with the same stone
// in stock (D32), that answer quickly (D27) and can answer at all (D31). Each carries its reason in
// real figures; the buyer may tick them into the same request. Public, as the quote form is.
import {
  LIMITS,
  type ProductType,
  QUOTE_SUGGESTIONS,
  type QuoteSuggestion,
  type QuoteSuggestionList,
  REVIEW_LIMITS,
} from '@granite/shared';
import type { AppDeps } from '../../deps';
import { enforceRateLimit, type RateRule } from '../rate-limits/rate-limit';
import type { QuoteRequester } from './requests.service';
import {
  type CandidateRow,
  findCandidates,
  findChosenProducts,
  replyTimes,
  type StoneMatch,
} from './suggestions.queries';

type Deps = Pick<AppDeps, 'db'>;

/** The form asks once per opening; a client asking faster than this is scraping the catalogue. */
export const SUGGESTION_RATE_RULES: { anonymous: RateRule; signedIn: RateRule } = {
  anonymous: { window: 60, max: 30 },
  signedIn: { window: 60, max: 60 },
};

/** Candidates read before ranking by reply time: enough manufacturers for any one stone. */
const CANDIDATES_READ = 200;

/** D32: the product types weighed against a chosen one; 'Both' (slabs and tiles) sits with either. */
export function comparableTypes(type: ProductType): ProductType[] {
  if (type === 'Slabs' || type === 'Tiles') return [type, 'Both'];
  if (type === 'Both') return ['Slabs', 'Tiles', 'Both'];
  return [type];
}

/** '2,340' (Indian grouping, whole sq.ft: a reason reads the stock at a glance). */
const sqftText = (x100: number) => Math.floor(x100 / 100).toLocaleString('en-IN');

/** 'within 3 hours', 'within an hour', 'within 2 days' (rounded up: never faster than the figure). */
export function replyWithin(minutes: number): string {
  const hours = Math.ceil(minutes / 60);
  if (hours <= 1) return 'within an hour';
  if (hours < 24) return `within ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'within a day' : `within ${days} days`;
}

/** The reason shown beside a suggestion, from its stock and its D27 median (when it has one). */
export function reasonFor(
  c: Pick<CandidateRow, 'stone' | 'availableSqftX100'>,
  medianMinutes: number | null,
) {
  // A product with lots whose sq.ft rounds down to 0 still has stock: say "under 1 sq.ft" rather than 0.
  const stock =
    c.availableSqftX100 === null
      ? `Lists ${c.stone} as available`
      : `Has ${c.availableSqftX100 >= 100 ? sqftText(c.availableSqftX100) : 'under 1'} sq.ft of ${c.stone} in stock`;
  return medianMinutes === null ? stock : `${stock} · usually replies ${replyWithin(medianMinutes)}`;
}

export async function suggestQuoteTargets(
  deps: Deps,
  requester: QuoteRequester,
  productIds: number[],
  now: Date = new Date(),
): Promise<QuoteSuggestionList> {
  const userId = requester.actor?.userId ?? null;
  await enforceRateLimit(
    deps.db,
    userId ? `suggest|user|${userId}` : `suggest|ip|${requester.ip}`,
    userId ? SUGGESTION_RATE_RULES.signedIn : SUGGESTION_RATE_RULES.anonymous,
  );
  // D16: a multi request names at most 10 products, so the ticked suggestions must fit beside the chosen.
  const room = Math.min(QUOTE_SUGGESTIONS.max, LIMITS.multiQuoteMaxProducts - productIds.length);
  if (room <= 0) return { items: [] };

  const chosen = await findChosenProducts(deps.db, productIds);
  if (!chosen.length) return { items: [] };
  const matches = new Map<string, StoneMatch>();
  for (const p of chosen) {
    const types = comparableTypes(p.productType);
    const key = `${p.varietyId !== null ? `v${p.varietyId}` : `c${p.categoryId}`}|${types.join(',')}`;
    matches.set(key, { varietyId: p.varietyId, categoryId: p.categoryId, productTypes: types });
  }
  // D31: a manufacturer already asked is never suggested again, even through another of its products.
  const candidates = await findCandidates(
    deps.db,
    [...matches.values()],
    [...new Set(chosen.map((p) => p.vendorId))],
    CANDIDATES_READ,
  );
  if (!candidates.length) return { items: [] };

  const times = new Map(
    (
      await replyTimes(
        deps.db,
        candidates.map((c) => c.manufacturerId),
        now,
        REVIEW_LIMITS.statsWindowDays,
        REVIEW_LIMITS.responseWithinHours,
      )
    ).map((t) => [t.vendorId, t]),
  );
  const slowest = QUOTE_SUGGESTIONS.slowestMedianHours * 3600;
  const ranked: { c: CandidateRow; median: number | null }[] = [];
  for (const c of candidates) {
    const t = times.get(c.manufacturerId);
    // D27: figures count once 5 requests were forwarded in 90 days; fewer is no history yet.
    const known = t && t.forwarded >= REVIEW_LIMITS.statsMinForwarded ? t : null;
    // With history: never one that answers nothing, or whose median is slower than 72 h.
    if (known && (known.medianSeconds === null || known.medianSeconds > slowest)) continue;
    ranked.push({ c, median: known ? known.medianSeconds : null });
  }
  // Fast history first (fastest first), then those without history; ties keep the stock order.
  ranked.sort((a, b) =>
    a.median === null || b.median === null
      ? Number(a.median === null) - Number(b.median === null)
      : a.median - b.median,
  );

  return {
    items: ranked.slice(0, room).map(({ c, median }): QuoteSuggestion => {
      const minutes = median === null ? null : Math.max(1, Math.round(median / 60));
      return {
        productId: c.productId,
        productName: c.productName,
        manufacturerId: c.manufacturerId,
        manufacturerName: c.manufacturerName,
        pricePaise: c.pricePaise,
        materialQuality: c.materialQuality,
        productType: c.productType,
        stone: c.stone,
        availableSqft: c.availableSqftX100 === null ? null : c.availableSqftX100 / 100,
        medianReplyMinutes: minutes,
        reason: reasonFor(c, minutes),
      };
    }),
  };
}
