// Site content and settings (storefront 2.2, 2.3, 2.14-2.16; admin 3; D19-D21). Anyone may read;
// only administrators write. Stored values are validated field by field and merged over the
// built-in defaults, so a block saved by an older version or edited by hand never breaks a page.
import {
  type AdminContentBlock,
  type AdminContentBody,
  ALL_OR_NOTHING_KEYS,
  CONFLICT_MESSAGE,
  CONTENT_KEYS,
  CONTENT_SCHEMAS,
  type ContentBlock,
  type ContentKey,
  type ContentValue,
  FIXED_LEGAL_PAGES,
  type HeroContent,
  type HeroLiveCounts,
  isContentKey,
  type LegalInfo,
  type StoreContactMessage,
  type StoreLegalPageLinks,
} from '@granite/shared';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type Actor, assertRole } from '../../lib/actor';
import { AppError, parseInput } from '../../lib/errors';
import { recordChange } from '../activity/activity.service';
import { storeContactMessage } from '../contact-inbox/contact-inbox.service';
import { sendMail } from '../notifications/notifications.service';
import { enforceRateLimit, type RateRule } from '../rate-limits/rate-limit';
import { ContentCache, type ContentSnapshot } from './content.cache';
import { CONTENT_DEFAULTS } from './content.defaults';
import {
  countHeroStatistics,
  readContentVersion,
  readSiteSetting,
  readStoredBlock,
  readStoredContent,
  type StoredContent,
  writeSiteSetting,
  writeStoredContent,
} from './content.queries';

type Logger = { warn(obj: unknown, msg?: string): void };

export type ContentDeps = Pick<AppDeps, 'db' | 'mail' | 'config'> & { log: Logger; cache: ContentCache };

/** D21: a burst of contact submissions from one address is refused with 429 (no flooded inbox). */
export const CONTACT_RATE_RULE: RateRule = { window: 10 * 60, max: 5 };

/**
 * The stored value of one key merged over its default. Object blocks are merged field by field:
 * a field that fails its schema keeps the default (and is logged, storefront 2.3). Footer and
 * contact settings are all or nothing (storefront 2.2, admin 3).
 */
export function mergeOverDefaults<K extends ContentKey>(
  key: K,
  stored: unknown,
  log: Logger,
): ContentValue<K> {
  const defaults = CONTENT_DEFAULTS[key];
  const schema = CONTENT_SCHEMAS[key] as unknown as z.ZodObject<z.ZodRawShape>;
  if (stored === undefined) return defaults;
  const whole = schema.safeParse(stored);
  if (whole.success) return whole.data as ContentValue<K>;
  if (
    ALL_OR_NOTHING_KEYS.includes(key) ||
    typeof stored !== 'object' ||
    stored === null ||
    Array.isArray(stored)
  ) {
    log.warn(
      { contentKey: key, issues: whole.error.issues.slice(0, 5) },
      'stored content is invalid; using defaults',
    );
    return defaults;
  }
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  const bad: string[] = [];
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const value = (stored as Record<string, unknown>)[field];
    if (value === undefined) continue;
    const parsed = (fieldSchema as z.ZodType).safeParse(value);
    if (parsed.success) merged[field] = parsed.data;
    else bad.push(field);
  }
  if (bad.length)
    log.warn({ contentKey: key, fields: bad }, 'stored content has invalid fields; using their defaults');
  return merged as ContentValue<K>;
}

export async function loadContentSnapshot(db: AppDeps['db'], log: Logger): Promise<ContentSnapshot> {
  const stored = new Map<string, StoredContent>((await readStoredContent(db)).map((row) => [row.key, row]));
  const snapshot: ContentSnapshot = new Map();
  for (const key of CONTENT_KEYS) {
    const row = stored.get(key);
    snapshot.set(key, {
      key,
      value: mergeOverDefaults(key, row?.value, log),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    } as ContentBlock);
  }
  return snapshot;
}

/** The number every server process compares to know its snapshot is stale (content.cache.ts). */
export const loadContentVersion = (db: AppDeps['db']): Promise<number> => readContentVersion(db);

const caches = new WeakMap<object, ContentCache>();

/** The one content cache of a database, shared by the content routes and the page heads of D23. */
export function sharedContentCache(db: AppDeps['db'], log: Logger): ContentCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ContentCache(
      () => loadContentSnapshot(db, log),
      () => loadContentVersion(db),
    );
    caches.set(db, cache);
  }
  return cache;
}

/** How long a process reuses the hero's live counts (D25): page views must not count rows each time. */
export const HERO_COUNTS_TTL_MS = 10_000;
const heroCounts = new WeakMap<object, { at: number; counts: Promise<HeroLiveCounts> }>();

/** D25: the live counts, counted at most once per HERO_COUNTS_TTL_MS by each process. */
function liveCounts(db: AppDeps['db']): Promise<HeroLiveCounts> {
  const cached = heroCounts.get(db);
  if (cached && Date.now() - cached.at < HERO_COUNTS_TTL_MS) return cached.counts;
  const counts = countHeroStatistics(db);
  heroCounts.set(db, { at: Date.now(), counts });
  counts.catch(() => heroCounts.delete(db));
  return counts;
}

/**
 * D25: a statistic with a live count and no value typed by an admin shows the count (Indian
 * grouping); one whose count is 0 is left out rather than boasting of nothing.
 */
export function resolveHeroStatistics(hero: HeroContent, counts: HeroLiveCounts): HeroContent {
  const stats = hero.stats.flatMap((stat) => {
    if (stat.value || !stat.live) return [stat];
    const count = counts[stat.live];
    return count > 0 ? [{ ...stat, value: count.toLocaleString('en-IN') }] : [];
  });
  return { ...hero, stats };
}

async function withLiveCounts(deps: ContentDeps, block: ContentBlock): Promise<ContentBlock> {
  if (block.key !== 'hero') return block;
  const hero = block as ContentBlock<'hero'>;
  if (!hero.value.stats.some((s) => s.live && !s.value)) return block;
  return { ...hero, value: resolveHeroStatistics(hero.value, await liveCounts(deps.db)) };
}

/** Public read of some or all keys, in the order of CONTENT_KEYS (hero statistics resolved, D25). */
export async function getContentBlocks(
  deps: ContentDeps,
  keys: readonly ContentKey[] | undefined,
): Promise<Partial<Record<ContentKey, ContentBlock>>> {
  const snapshot = await deps.cache.get();
  const wanted = new Set(keys ?? CONTENT_KEYS);
  const answer: Partial<Record<ContentKey, ContentBlock>> = {};
  for (const key of CONTENT_KEYS)
    if (wanted.has(key)) answer[key] = await withLiveCounts(deps, snapshot.get(key)!);
  return answer;
}

/** The footer's legal links (storefront 2.2): each page's title as the administrator set it, no texts. */
export async function getLegalPageLinks(deps: ContentDeps): Promise<StoreLegalPageLinks> {
  const legal = (await deps.cache.get()).get('legal_info')!.value as LegalInfo;
  return {
    pages: [
      ...FIXED_LEGAL_PAGES.map((page) => ({ slug: page.slug, title: legal[page.key].title || page.title })),
      ...legal.additionalPages.map((page) => ({ slug: page.slug, title: page.title })),
    ],
  };
}

export async function getContentBlock(deps: ContentDeps, key: string): Promise<ContentBlock> {
  if (!isContentKey(key)) throw new AppError('not_found', 'Content block not found');
  return withLiveCounts(deps, (await deps.cache.get()).get(key)!);
}

/** D25: the live counts for the admin's hero form (fresh, not the page views' cached ones). */
export async function getHeroLiveCounts(deps: ContentDeps, actor: Actor | null): Promise<HeroLiveCounts> {
  assertRole(actor, 'admin');
  return countHeroStatistics(deps.db);
}

function toAdminBlock<K extends ContentKey>(key: K, row: StoredContent | undefined, log: Logger) {
  return {
    key,
    value: mergeOverDefaults(key, row?.value, log),
    version: row?.version ?? 0,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  } as AdminContentBlock<K>;
}

/**
 * The block an admin form edits, read from the database rather than the page cache, so its version
 * is the newest (D29). Hero statistics are as stored (their live counts unresolved).
 */
export async function getAdminContentBlock<K extends ContentKey>(
  deps: ContentDeps,
  actor: Actor | null,
  key: K,
): Promise<AdminContentBlock<K>> {
  assertRole(actor, 'admin');
  return toAdminBlock(key, await readStoredBlock(deps.db, key), deps.log);
}

/**
 * Admin write (admin 2, Settings and About): replaces the whole block after validation, only over
 * the version the form loaded (D29, else 409), recording the change in the same transaction (D28).
 */
export async function updateContentBlock<K extends ContentKey>(
  deps: ContentDeps,
  actor: Actor | null,
  key: K,
  body: AdminContentBody,
): Promise<AdminContentBlock<K>> {
  assertRole(actor, 'admin');
  const value = parseInput(CONTENT_SCHEMAS[key], body.value) as ContentValue<K>;
  const saved = await deps.db.transaction(async (tx) => {
    const before = await readStoredBlock(tx, key);
    const written = await writeStoredContent(tx, key, value, actor.userId, body.version);
    if (!written) throw new AppError('conflict', CONFLICT_MESSAGE);
    await recordChange(tx, {
      actorId: actor.userId,
      action: 'content.update',
      entityType: 'content',
      entityId: key,
      before: mergeOverDefaults(key, before?.value, deps.log) as Record<string, unknown>,
      after: value as Record<string, unknown>,
    });
    return written;
  });
  deps.cache.invalidate();
  return {
    key,
    value,
    version: saved.version,
    updatedAt: saved.updatedAt.toISOString(),
  } as AdminContentBlock<K>;
}

/** D21: where a contact message is e-mailed: the first site address an admin has set. */
export function contactRecipient(
  snapshot: ContentSnapshot,
  adminEmail: string | undefined,
): string | undefined {
  const settings = snapshot.get('contact_settings') as ContentBlock<'contact_settings'>;
  const info = snapshot.get('contact_info') as ContentBlock<'contact_info'>;
  const footer = snapshot.get('footer_info') as ContentBlock<'footer_info'>;
  return settings.value.contactEmail || info.value.email || footer.value.email || adminEmail || undefined;
}

/**
 * Storefront 2.14 and D21: store the message for the admin inbox and e-mail the site's address,
 * counting the client against CONTACT_RATE_RULE first.
 */
export async function submitContactMessage(
  deps: ContentDeps,
  client: { ip: string },
  input: z.output<typeof StoreContactMessage>,
): Promise<{ id: number }> {
  await enforceRateLimit(deps.db, `ip|contact|${client.ip}`, CONTACT_RATE_RULE);
  const id = await storeContactMessage(deps, {
    name: input.name,
    email: input.email,
    phone: input.phone || null,
    subject: input.subject || null,
    message: input.message,
    ipAddress: client.ip,
  });
  const to = contactRecipient(await deps.cache.get(), deps.config.adminEmail);
  if (to) await sendMail(deps, 'contact_message', { id, ...input }, { address: to, name: '' });
  else
    deps.log.warn(
      { contactMessageId: id },
      'contact message stored; no site contact e-mail is set, so none was sent',
    );
  return { id };
}

/**
 * Settings other modules keep in site_settings (the trade's auto-forward, D17): read and written
 * here, the table's owner, inside the caller's transaction.
 */
export const readSetting = (db: Parameters<typeof readSiteSetting>[0], key: string) =>
  readSiteSetting(db, key);

export const writeSetting = (
  db: Parameters<typeof writeSiteSetting>[0],
  input: { key: string; value: unknown; loadedVersion: number; userId: string },
) => writeSiteSetting(db, input);
