// D47, D48: an export reply. The manufacturer answers a buyer abroad in USD, EUR, GBP or AED on an
// Incoterm 2020, from the slabs it offers; the reply is the trade's reply (held slabs, revisions,
// acceptance, the order: trade/replies.service.ts) and beside it the export terms — ports, price per
// m², freight and insurance apart, the exchange rate of the day and the ₹ value, the payment terms
// and the container plan — in one transaction: a term, a rate, a destination or a slab that does
// not fit refuses the whole reply with a 400 naming the field, and nothing is written.
import {
  CONTAINER_LABELS,
  type ContainerPlan,
  type ContainerPlanView,
  type Currency,
  convertMoney,
  countryName,
  type ExportBalanceTerm,
  type ExportOfferList,
  type ExportOfferView,
  type ExportReplyValues,
  INCOTERM_RULES,
  type Incoterm,
  type InlandLeg,
  incotermWithPlace,
  indiaDay,
  money,
  multiplyMoney,
  type PlanSlab,
  planContainers,
  portOfLoading,
  SQM_PER_SQFT,
  slabSubtotalPaise,
} from '@granite/shared';
import type { Actor } from '../../lib/actor';
import { assertRole } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import { requireAccess } from '../access/access.service';
import type { LifecycleDeps } from '../trade/lifecycle.service';
import { writeReply } from '../trade/replies.service';
import { exchangeRateOn, payloadLimitsFor } from './export.service';
import {
  currentOffersOfBuyer,
  insertExportTerms,
  type OfferRow,
  offersOfRequest,
  replyBilledSqftX100,
  replySlabsForPlan,
} from './offers.queries';

const SQFT_X100_PER_M2 = 1076.39;

function planView(plan: ContainerPlan): ContainerPlanView {
  return plan.ok
    ? {
        size: plan.size,
        limitKg: plan.limitKg,
        ok: true,
        containers: plan.containers,
        totals: plan.totals,
        refused: null,
      }
    : {
        size: plan.size,
        limitKg: plan.limitKg,
        ok: false,
        containers: [],
        totals: null,
        refused: plan.refused,
      };
}

function offerView(row: OfferRow): ExportOfferView {
  const t = row.terms;
  const currency = row.currency as Currency;
  const m = (amount: number) => money(amount, currency);
  const billed = row.billedSqftX100 ?? 0;
  const goods = slabSubtotalPaise(row.pricePerSqftMinor, billed);
  const total = goods + (t.freightMinor ?? 0) + (t.insuranceMinor ?? 0);
  const areaM2 = Math.round((billed / SQFT_X100_PER_M2) * 100) / 100;
  const port = portOfLoading(t.portOfLoading);
  return {
    replyId: t.replyId,
    revision: row.revision,
    current: row.status === 'current' || row.status === 'accepted',
    manufacturerName: row.manufacturerName,
    currency,
    incoterm: t.incoterm as Incoterm,
    incotermPlace: incotermWithPlace(t.incoterm as Incoterm, port?.name ?? null, t.portOfDischarge),
    portOfLoading: port ? { locode: port.locode, name: port.name } : null,
    portOfDischarge: t.portOfDischarge,
    destinationCountry: t.destinationCountry,
    destinationCountryName: countryName(t.destinationCountry),
    inlandLeg: t.inlandLeg as InlandLeg,
    pricePerM2: m(t.pricePerM2Minor),
    pricePerSqft: m(row.pricePerSqftMinor),
    areaM2,
    sqft: billed / 100,
    goods: m(goods),
    freight: t.freightMinor === null ? null : m(t.freightMinor),
    insurance: t.insuranceMinor === null ? null : m(t.insuranceMinor),
    total: m(total),
    // Landed cost per m²: the total over the billed m², to the cent, half up (exact in integers).
    // (billed sq.ft = billedSqftX100 / 100; m² = sq.ft / 10.7639, so per m² = total × 107,639 / (billed × 100)).
    totalPerM2: m(
      billed > 0 ? Number((BigInt(total) * 107_639n + BigInt(billed) * 50n) / (BigInt(billed) * 100n)) : 0,
    ),
    totalInr: money(t.totalInrPaise, 'INR'),
    rate: { inrPerUnit: t.inrPerUnit, effectiveFrom: t.rateEffectiveFrom, source: t.rateSource },
    advancePercent: t.advancePercent,
    balanceTerms: t.balanceTerms as ExportBalanceTerm,
    leadTimeDays: row.leadTimeDays,
    validUntil: row.validUntil,
    plans: t.plans as ContainerPlanView[],
    limitsConfirmed: t.limitsConfirmed,
    createdAt: t.createdAt.toISOString(),
  };
}

/**
 * D47: the manufacturer's export reply to request `id` (a revision when it has replied before).
 * The price per sq.ft the trade bills is the price per m² × 0.09290304 (1 sq.ft in m², exact), to
 * the cent; the ₹ value is the total at the latest rate on or before today (kept with the reply).
 */
export async function replyForExport(
  deps: LifecycleDeps,
  actor: Actor | null,
  id: number,
  input: ExportReplyValues,
): Promise<ExportOfferView> {
  await requireAccess(deps.db, actor, 'reply.write', id, 'manufacturer');
  assertRole(actor, 'vendor');
  const today = indiaDay();
  if (input.validUntil < today)
    throw new AppError('invalid_data', 'validUntil must not be in the past', {
      validUntil: 'must not be in the past',
    });
  const currency = input.currency;
  const rule = INCOTERM_RULES[input.incoterm];
  const replyId = await deps.db.transaction(async (tx) => {
    const rate = await exchangeRateOn(tx, currency, today);
    const limits = await payloadLimitsFor(
      tx,
      input.destinationCountry,
      input.inlandLeg,
      'destinationCountry',
    );
    const perSqft = multiplyMoney(money(input.pricePerM2Minor, currency), SQM_PER_SQFT, 'half-up');
    if (perSqft.amount <= 0)
      throw new AppError('invalid_data', 'pricePerM2 is less than one cent per sq.ft', {
        pricePerM2: 'is less than one cent per sq.ft',
      });
    const carriage = (input.freightMinor ?? 0) + (input.insuranceMinor ?? 0);
    // The trade's reply carries the carriage and insurance the term includes as its one freight
    // amount (its total is the buyer's to the named place); the export terms keep them apart.
    const replyId = await writeReply(deps, tx, actor.userId, id, {
      currency,
      pricePaise: perSqft.amount,
      gstRate: undefined,
      exWorks: !rule.includesFreight,
      freightPaise: rule.includesFreight ? carriage : null,
      leadTimeDays: input.leadTimeDays,
      validUntil: input.validUntil,
      message: input.message,
      slabIds: input.slabIds,
      billsOn: 'usable',
      advancePercent: input.advancePercent,
      // D36's flow asks for the balance after dispatch; the export terms say how (documents, B/L, LC).
      balanceDue: 'on-delivery',
      balanceDays: null,
    });
    const slabs: PlanSlab[] = (await replySlabsForPlan(tx, replyId)).map((s) => ({
      id: s.slabId ?? -s.position,
      label: `${s.blockNumber}${s.lotNumber ? `/${s.lotNumber}` : ''}-${String(s.sequence).padStart(2, '0')}`,
      block: s.blockNumber,
      lengthMm: s.lengthMm,
      widthMm: s.widthMm,
      thicknessMm: s.thicknessMm ?? 20,
      // D33: the plan's m² are the usable area the reply bills (1 sq.ft = 92,903.04 mm²).
      areaMm2: Math.round(s.usableSqftX100 * 929.0304),
    }));
    const plans = planContainers(slabs, { '20ft': limits['20ft'], '40ft': limits['40ft'] });
    const refused = plans.find((p) => !p.ok);
    if (plans.every((p) => !p.ok) && refused && !refused.ok) {
      const message = `Slab ${refused.refused.label} weighs ${refused.refused.grossKg.toLocaleString('en-US')} kg with its bundle, more than a ${CONTAINER_LABELS['20ft']} (${limits['20ft'].toLocaleString('en-US')} kg) or a ${CONTAINER_LABELS['40ft']} (${limits['40ft'].toLocaleString('en-US')} kg) may carry to ${countryName(input.destinationCountry)}.`;
      throw new AppError('invalid_data', message, { slabIds: message });
    }
    const billed = await replyBilledSqftX100(tx, replyId);
    const total = money(
      slabSubtotalPaise(perSqft.amount, billed) + (input.freightMinor ?? 0) + (input.insuranceMinor ?? 0),
      currency,
    );
    await insertExportTerms(tx, {
      replyId,
      incoterm: input.incoterm,
      portOfLoading: input.portOfLoading,
      portOfDischarge: input.portOfDischarge,
      destinationCountry: input.destinationCountry,
      inlandLeg: input.inlandLeg,
      pricePerM2Minor: input.pricePerM2Minor,
      freightMinor: input.freightMinor,
      insuranceMinor: input.insuranceMinor,
      inrPerUnit: rate.inrPerUnit,
      rateEffectiveFrom: rate.effectiveFrom,
      rateSource: rate.source,
      totalInrPaise: convertMoney(total, 'INR', rate.inrPerUnit, 'half-up').amount,
      advancePercent: input.advancePercent,
      balanceTerms: input.balanceTerms,
      plans: plans.map(planView),
      limitsConfirmed: limits.confirmed,
    });
    return replyId;
  });
  const offer = (await offersOfRequest(deps.db, id)).find((o) => o.terms.replyId === replyId);
  return offerView(offer!);
}

/** ₹ (paise) in a foreign currency at `inrPerUnit` ₹ per unit ("96.8500"), half up, exactly. */
function fromInr(
  paise: number,
  currency: Currency,
  inrPerUnit: string,
): { amount: number; currency: string } {
  const [whole, decimals = ''] = inrPerUnit.split('.');
  const rate = BigInt(`${whole}${decimals}`);
  const scale = 10n ** BigInt(decimals.length);
  // Both have two minor digits: amount = paise × scale / rate.
  return { amount: Number((BigInt(paise) * scale * 2n + rate) / (2n * rate)), currency };
}

/** D47: the export replies to a request, newest first, for its manufacturer. */
export async function manufacturersExportOffers(
  deps: Pick<LifecycleDeps, 'db'>,
  actor: Actor | null,
  id: number,
): Promise<ExportOfferList> {
  await requireAccess(deps.db, actor, 'request.read', id, 'manufacturer');
  return { items: (await offersOfRequest(deps.db, id)).map(offerView) };
}

/** D47: the export replies to one of the buyer's requests, newest first. */
export async function buyersExportOffers(
  deps: Pick<LifecycleDeps, 'db'>,
  actor: Actor | null,
  id: number,
): Promise<ExportOfferList> {
  await requireAccess(deps.db, actor, 'request.read', id, 'buyer');
  return { items: (await offersOfRequest(deps.db, id)).map(offerView) };
}

/**
 * D47: the buyer's quote sheet of export offers: every current export reply to its requests, with
 * its landed cost per m² also in `currency` (the buyer's), converted through ₹ at each offer's own
 * rate and today's rate of `currency` — cheapest first.
 */
export async function buyersExportSheet(
  deps: Pick<LifecycleDeps, 'db'>,
  actor: Actor | null,
  currency: Currency,
): Promise<
  ExportOfferList & { currency: string; perM2In: Record<number, { amount: number; currency: string }> }
> {
  if (!actor) throw new AppError('unauthorized', 'Please sign in to continue');
  const rows = await currentOffersOfBuyer(deps.db, actor.userId);
  const items = rows.map(offerView);
  const perM2In: Record<number, { amount: number; currency: string }> = {};
  if (items.length) {
    const target = currency === 'INR' ? null : await exchangeRateOn(deps.db, currency, indiaDay());
    for (const offer of items) {
      const inr = convertMoney(
        money(offer.totalPerM2.amount, offer.currency as Currency),
        'INR',
        offer.rate.inrPerUnit,
        'half-up',
      );
      perM2In[offer.replyId] = target ? fromInr(inr.amount, currency, target.inrPerUnit) : inr;
    }
    items.sort((a, b) => perM2In[a.replyId]!.amount - perM2In[b.replyId]!.amount);
  }
  return { items, currency, perM2In };
}
