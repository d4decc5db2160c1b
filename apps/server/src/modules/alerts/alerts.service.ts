// Saved searches and their alerts (D41). A buyer saves a catalogue address; the alert job looks,
// as often as the buyer chose, for products and lots created and prices lowered since it last
// looked, matched by the catalogue itself (catalogueMatches: the same index and search the list
// uses), and sends one bell item and one e-mail per search and run.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  type AlertFrequency,
  type CreateSavedSearch,
  formatINR,
  normaliseSearchUrl,
  SAVED_SEARCH_LIMIT,
  type SavedSearch,
  type SavedSearchList,
  type SavedSearchUnsubscribed,
  type UpdateSavedSearch,
} from '@granite/shared';
import type { Config } from '../../config';
import type { AppDeps } from '../../deps';
import { type Actor, assertSignedIn } from '../../lib/actor';
import { AppError, invalidData, notFound } from '../../lib/errors';
import { type Message, msg } from '../../lib/i18n';
import { resolveAuthSecret } from '../auth/auth.secret';
import { catalogueMatches, refreshCatalogue } from '../catalog/catalog.service';
import { publish } from '../notifications/notifications.service';
import {
  type AlertCandidate,
  countForUser,
  deleteSavedSearch,
  dueSearches,
  type Executor,
  findByTokenHash,
  findOwn,
  insertSavedSearch,
  listForUser,
  lockBuyerSearches,
  markChecked,
  newLots,
  newPriceDrops,
  newProducts,
  prunePriceDrops,
  type SavedSearchRow,
  stopByTokenHash,
  updateSavedSearch,
  urlTaken,
} from './alerts.queries';

type SecretConfig = Pick<Config, 'authSecret' | 'dataDir' | 'env'>;
type Deps = { db: Executor; config: SecretConfig };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The unsubscribe token of a search: derived from the server's secret and the search's id, so every
 * alert e-mail of the search carries the same working link while the database keeps only its hash.
 */
export function unsubscribeTokenFor(config: SecretConfig, id: number): string {
  return createHmac('sha256', resolveAuthSecret(config))
    .update(`saved-search-unsubscribe:${id}`)
    .digest('base64url');
}

export const savedSearchUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;

function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    frequency: row.frequency as AlertFrequency,
    priceDrops: row.priceDrops,
    lastAlertAt: row.lastAlertAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

function normalisedUrl(url: string): string {
  const result = normaliseSearchUrl(url);
  if (!result.ok) throw invalidData({ url: result.message });
  return result.url;
}

const duplicate = () =>
  new AppError('conflict', 'You have already saved this search.', {
    url: 'is already one of your saved searches',
  });

export async function listSavedSearches(deps: Deps, actor: Actor | null): Promise<SavedSearchList> {
  assertSignedIn(actor);
  const rows = await listForUser(deps.db, actor.userId);
  return { items: rows.map(toSavedSearch), limit: SAVED_SEARCH_LIMIT };
}

/**
 * Saves a search: at most SAVED_SEARCH_LIMIT per buyer and one per normalised address (409), both
 * checked under the buyer's advisory lock so two saves at the same moment cannot both pass.
 */
export async function createSavedSearch(
  deps: Deps,
  actor: Actor | null,
  input: CreateSavedSearch,
): Promise<SavedSearch> {
  assertSignedIn(actor);
  const url = normalisedUrl(input.url);
  const row = await deps.db.transaction(async (tx) => {
    await lockBuyerSearches(tx, actor.userId);
    if ((await countForUser(tx, actor.userId)) >= SAVED_SEARCH_LIMIT)
      throw new AppError(
        'conflict',
        `You can save up to ${SAVED_SEARCH_LIMIT} searches. Delete one to save another.`,
      );
    if (await urlTaken(tx, actor.userId, url)) throw duplicate();
    const inserted = await insertSavedSearch(tx, {
      userId: actor.userId,
      name: input.name,
      url,
      frequency: input.frequency ?? 'daily',
      priceDrops: input.priceDrops ?? true,
      // Replaced at once below by the hash of the token derived from the id.
      unsubscribeTokenHash: sha256(randomBytes(24).toString('base64url')),
    });
    return (await updateSavedSearch(tx, actor.userId, inserted.id, {
      unsubscribeTokenHash: sha256(unsubscribeTokenFor(deps.config, inserted.id)),
    }))!;
  });
  return toSavedSearch(row);
}

/** Another buyer's search answers 404. Turning alerts back on starts from now, not from the past. */
export async function updateSavedSearchOf(
  deps: Deps,
  actor: Actor | null,
  id: number,
  input: UpdateSavedSearch,
): Promise<SavedSearch> {
  assertSignedIn(actor);
  const url = input.url === undefined ? undefined : normalisedUrl(input.url);
  const row = await deps.db.transaction(async (tx) => {
    await lockBuyerSearches(tx, actor.userId);
    const current = await findOwnOr404(tx, actor.userId, id);
    if (url !== undefined && url !== current.url && (await urlTaken(tx, actor.userId, url, id)))
      throw duplicate();
    const restart =
      input.frequency !== undefined && input.frequency !== 'none' && current.frequency === 'none';
    return updateSavedSearch(tx, actor.userId, id, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(url === undefined ? {} : { url }),
      ...(input.frequency === undefined ? {} : { frequency: input.frequency }),
      ...(input.priceDrops === undefined ? {} : { priceDrops: input.priceDrops }),
      ...(restart || (url !== undefined && url !== current.url) ? { checkedThrough: new Date() } : {}),
    });
  });
  if (!row) throw notFound('Saved search');
  return toSavedSearch(row);
}

async function findOwnOr404(db: Executor, userId: string, id: number): Promise<SavedSearchRow> {
  const row = await findOwn(db, userId, id);
  if (!row) throw notFound('Saved search');
  return row;
}

export async function deleteSavedSearchOf(deps: Deps, actor: Actor | null, id: number): Promise<void> {
  assertSignedIn(actor);
  if (!(await deleteSavedSearch(deps.db, actor.userId, id))) throw notFound('Saved search');
}

/** What the unsubscribe page shows before its button is pressed; reading changes nothing. */
export async function previewSavedSearchUnsubscribe(
  deps: { db: Executor },
  token: string,
): Promise<SavedSearchUnsubscribed> {
  const row = await findByTokenHash(deps.db, sha256(token));
  if (!row) throw notFound('Unsubscribe link');
  return { name: row.name, frequency: row.frequency as AlertFrequency };
}

/** The token alone stops this one search's alerts (frequency none); pressing it twice is harmless. */
export async function unsubscribeSavedSearch(
  deps: { db: Executor },
  token: string,
): Promise<SavedSearchUnsubscribed> {
  const row = await stopByTokenHash(deps.db, sha256(token));
  if (!row) throw notFound('Unsubscribe link');
  return { name: row.name, frequency: 'none' };
}

// ---------------------------------------------------------------- the alert job (jobs module)

const HOUR = 3_600_000;
/** A few minutes of slack so a daily search run by a 5-minute job does not slip a run every day. */
const SLACK_MS = 10 * 60_000;
export const ALERT_LIMITS = {
  /** Searches visited per run, longest waiting first; the rest in the next run. */
  searchesPerRun: 5_000,
  /** New products, new lots and price drops each read per run; a window beyond is left for the next. */
  candidatesPerKind: 2_000,
  /** Rows created within this much of the database's clock wait for the next run (a transaction that began earlier may still commit them). */
  settleMs: 5_000,
  /** Price drops are kept this long (a weekly search needs a week; a search turned back on starts afresh). */
  priceDropDays: 30,
};

type AlertDeps = {
  db: Executor;
  mail: AppDeps['mail'];
  config: Pick<AppDeps['config'], 'publicUrl'> & Partial<SecretConfig>;
};

/** What the jobs module hands the alert job (its deps, the database handle or its transaction). */
export type AlertJobDeps = AlertDeps & { db: Executor & AppDeps['db'] };

type PlannedItem = AlertCandidate;
export type AlertPlan = {
  until: Date;
  searches: { id: number; userId: string; name: string; url: string; expected: Date; items: PlannedItem[] }[];
  /** How many distinct filters were evaluated (for the benchmark). */
  distinctFilters: number;
};

/**
 * The reading half of a run, outside the job's transaction (the catalogue's index belongs to the
 * process's own handle): the due searches, what is new in their window, and which of it each distinct
 * filter matches. Nothing is written here.
 */
export async function planSavedSearchAlerts(
  deps: { db: Executor & AppDeps['db'] },
  now: Date,
  limits = ALERT_LIMITS,
): Promise<AlertPlan> {
  const due = await dueSearches(
    deps.db,
    {
      daily: new Date(now.getTime() - 24 * HOUR + SLACK_MS),
      weekly: new Date(now.getTime() - 7 * 24 * HOUR + SLACK_MS),
    },
    limits.searchesPerRun,
  );
  let until = new Date(Math.min(now.getTime(), Date.now() - limits.settleMs));
  if (!due.length) return { until, searches: [], distinctFilters: 0 };
  const since = new Date(Math.min(...due.map((s) => s.checkedThrough.getTime())));
  if (until <= since) return { until, searches: [], distinctFilters: 0 };
  const wantDrops = due.some((s) => s.priceDrops);
  const [products, lots, drops] = await Promise.all([
    newProducts(deps.db, since, until, limits.candidatesPerKind + 1),
    newLots(deps.db, since, until, limits.candidatesPerKind + 1),
    wantDrops ? newPriceDrops(deps.db, since, until, limits.candidatesPerKind + 1) : Promise.resolve([]),
  ]);
  // A kind with more than the bound: the window ends at its last kept row, the rest comes next run.
  for (const list of [products, lots, drops]) {
    if (list.length > limits.candidatesPerKind) {
      const last = list[limits.candidatesPerKind - 1]!.at;
      if (last > since && last < until) until = last;
    }
  }
  const all = [...products, ...lots, ...latestDropPerProduct(drops)].filter((c) => c.at <= until);
  await refreshCatalogue(deps);
  // Each distinct filter once (D41): searches saved from the same list share it.
  const groups = new Map<
    string,
    { query: NonNullable<ReturnType<typeof parse>>['query']; searches: SavedSearchRow[] }
  >();
  for (const s of due) {
    const parsed = parse(s.url);
    if (!parsed) continue;
    const group = groups.get(parsed.key) ?? { query: parsed.query, searches: [] };
    group.searches.push(s);
    groups.set(parsed.key, group);
  }
  const plan: AlertPlan = { until, searches: [], distinctFilters: 0 };
  for (const group of groups.values()) {
    const from = Math.min(...group.searches.map((s) => s.checkedThrough.getTime()));
    const inWindow = all.filter((c) => c.at.getTime() > from);
    let matched = new Set<number>();
    if (inWindow.length) {
      plan.distinctFilters++;
      const { page: _p, pageSize: _s, sort: _o, ...filters } = group.query;
      matched = await catalogueMatches(
        deps,
        filters,
        inWindow.map((c) => c.productId),
      );
    }
    for (const s of group.searches) {
      const items = inWindow.filter(
        (c) => matched.has(c.productId) && c.at > s.checkedThrough && (c.kind !== 'price' || s.priceDrops),
      );
      plan.searches.push({
        id: s.id,
        userId: s.userId,
        name: s.name,
        url: s.url,
        expected: s.checkedThrough,
        items,
      });
    }
  }
  return plan;
}

function parse(url: string) {
  const result = normaliseSearchUrl(url);
  return result.ok ? result : null;
}

function latestDropPerProduct(drops: AlertCandidate[]): AlertCandidate[] {
  const byProduct = new Map<number, AlertCandidate>();
  for (const d of drops) byProduct.set(d.productId, d);
  return [...byProduct.values()];
}

// D40, ADR 019: the alert's words as messages, written in the reader's language when read or sent;
// names as written.
function summaryOf(items: PlannedItem[]): Message[] {
  const count = (kind: PlannedItem['kind']) => items.filter((i) => i.kind === kind).length;
  const parts: Message[] = [];
  const p = count('product');
  const l = count('lot');
  const d = count('price');
  if (p) parts.push(msg('{count, plural, one {# new product} other {# new products}}', { count: p }));
  if (l) parts.push(msg('{count, plural, one {# new lot} other {# new lots}}', { count: l }));
  if (d) parts.push(msg('{count, plural, one {# price drop} other {# price drops}}', { count: d }));
  return parts;
}

function lineOf(i: PlannedItem): Message {
  const price = msg('{price}/sq.ft', { price: formatINR(i.pricePaise) });
  const names = { product: i.productName, manufacturer: i.vendorName };
  if (i.kind === 'product') return msg('New: {product} by {manufacturer}, {price}', { ...names, price });
  if (i.kind === 'lot')
    return msg(
      'New lot of {product} by {manufacturer}: {count, plural, one {# slab} other {# slabs}}, {thickness} mm, grade {grade}',
      { ...names, count: i.availableSlabs, thickness: i.thicknessMm, grade: i.grade },
    );
  return msg('Price drop: {product} by {manufacturer}, {old} → {price}', {
    ...names,
    old: formatINR(i.oldPricePaise ?? i.pricePaise),
    price,
  });
}

/**
 * The writing half, in the job's locked transaction: each planned search is claimed by a conditional
 * update of its checked_through (a search edited or visited meanwhile is left for the next run), then
 * gets one bell item and one e-mail when something matched. Returns how many alerts were sent.
 */
export async function sendSavedSearchAlerts(deps: AlertDeps, now: Date, plan: AlertPlan): Promise<number> {
  // Each search is claimed where its window still starts where the plan read it (one statement per
  // distinct window start); a search edited or visited meanwhile is left for the next run.
  const claimed = new Set<number>();
  for (const loud of [false, true]) {
    const byExpected = new Map<number, number[]>();
    for (const s of plan.searches) {
      if (Boolean(s.items.length) !== loud) continue;
      const list = byExpected.get(s.expected.getTime()) ?? [];
      list.push(s.id);
      byExpected.set(s.expected.getTime(), list);
    }
    for (const [expected, ids] of byExpected)
      for (const id of await markChecked(deps.db, ids, plan.until, loud ? now : null, new Date(expected)))
        if (loud) claimed.add(id);
  }
  const loud = plan.searches.filter((s) => claimed.has(s.id));
  if (!loud.length) return 0;
  const secret = deps.config as SecretConfig;
  let sent = 0;
  for (const s of loud) {
    // ADR 019: one event on two channels, each as the reader chose for alerts; the e-mail keeps its
    // own frequency and this alert's one-click unsubscribe (D41).
    const told = await publish(
      deps,
      {
        userId: s.userId,
        kind: 'saved_search',
        template: 'saved_search',
        params: {
          search: s.name,
          summary: summaryOf(s.items),
          items: s.items.map((i) => ({ line: lineOf(i), path: `/product/${i.productId}` })),
          searchPath: s.url,
          unsubscribeUrl: savedSearchUnsubscribeUrl(deps.config.publicUrl, unsubscribeTokenFor(secret, s.id)),
        },
        link: s.url,
      },
      { ownSchedule: true },
    );
    if (told) sent++;
  }
  return sent;
}

/** Old price drops go (D41: 30 days); the job calls it each run. */
export function pruneOldPriceDrops(deps: { db: Executor }, now: Date): Promise<number> {
  return prunePriceDrops(deps.db, new Date(now.getTime() - ALERT_LIMITS.priceDropDays * 24 * HOUR));
}

/** One whole run outside the jobs module's runner (tests and the benchmark). */
export async function runSavedSearchAlerts(
  deps: AlertDeps & { db: Executor & AppDeps['db'] },
  now: Date,
  limits = ALERT_LIMITS,
): Promise<number> {
  const plan = await planSavedSearchAlerts(deps, now, limits);
  return deps.db.transaction(async (tx) => {
    const sent = await sendSavedSearchAlerts({ ...deps, db: tx }, now, plan);
    await pruneOldPriceDrops({ db: tx }, now);
    return sent;
  });
}
