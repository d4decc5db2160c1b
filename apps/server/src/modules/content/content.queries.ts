// The only place the content module touches the database: two small key/value tables (D19) and
// the contact inbox (D21), and the version that tells every server process the blocks changed.
import { type ContentKey, HOMEPAGE_CONTENT_KEYS } from '@granite/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cacheVersions, homepageContent, siteSettings } from '../../db/schema';

export type StoredContent = { key: string; value: unknown; updatedAt: Date; version: number };

/** The database or an open transaction. */
type Db = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

const isHomepageKey = (key: ContentKey) => (HOMEPAGE_CONTENT_KEYS as readonly string[]).includes(key);

/** Every stored block and setting; both tables hold one row per key, a few dozen rows at most. */
export async function readStoredContent(db: Database): Promise<StoredContent[]> {
  const [home, settings] = await Promise.all([
    db
      .select({
        key: homepageContent.section,
        value: homepageContent.content,
        updatedAt: homepageContent.updatedAt,
        version: homepageContent.version,
      })
      .from(homepageContent),
    db
      .select({
        key: siteSettings.key,
        value: siteSettings.value,
        updatedAt: siteSettings.updatedAt,
        version: siteSettings.version,
      })
      .from(siteSettings),
  ]);
  return [...home, ...settings];
}

/** The 'content' cache version, bumped by triggers on both tables (migration 0005). */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, 'content'));
  return Number(row?.version ?? 0);
}

/** One stored block with its version (D29), read in the writing transaction; undefined if never saved. */
export async function readStoredBlock(db: Db, key: ContentKey): Promise<StoredContent | undefined> {
  const rows = isHomepageKey(key)
    ? await db
        .select({
          key: homepageContent.section,
          value: homepageContent.content,
          updatedAt: homepageContent.updatedAt,
          version: homepageContent.version,
        })
        .from(homepageContent)
        .where(eq(homepageContent.section, key))
        .for('update')
    : await db
        .select({
          key: siteSettings.key,
          value: siteSettings.value,
          updatedAt: siteSettings.updatedAt,
          version: siteSettings.version,
        })
        .from(siteSettings)
        .where(eq(siteSettings.key, key))
        .for('update');
  return rows[0];
}

/**
 * D29: writes one block only over the version the form loaded (0: never saved, so only an insert
 * may succeed). Returns the saved time and new version, or undefined when a newer version is stored.
 */
export async function writeStoredContent(
  db: Db,
  key: ContentKey,
  value: unknown,
  userId: string,
  loadedVersion: number,
): Promise<{ updatedAt: Date; version: number } | undefined> {
  const now = new Date();
  if (isHomepageKey(key)) {
    const rows =
      loadedVersion === 0
        ? await db
            .insert(homepageContent)
            .values({ section: key, content: value, updatedBy: userId, updatedAt: now })
            .onConflictDoNothing({ target: homepageContent.section })
            .returning({ version: homepageContent.version })
        : await db
            .update(homepageContent)
            .set({
              content: value,
              updatedBy: userId,
              updatedAt: now,
              version: sql`${homepageContent.version} + 1`,
            })
            .where(and(eq(homepageContent.section, key), eq(homepageContent.version, loadedVersion)))
            .returning({ version: homepageContent.version });
    return rows[0] && { updatedAt: now, version: rows[0].version };
  }
  const rows =
    loadedVersion === 0
      ? await db
          .insert(siteSettings)
          .values({ key, value, updatedBy: userId, updatedAt: now })
          .onConflictDoNothing({ target: siteSettings.key })
          .returning({ version: siteSettings.version })
      : await db
          .update(siteSettings)
          .set({ value, updatedBy: userId, updatedAt: now, version: sql`${siteSettings.version} + 1` })
          .where(and(eq(siteSettings.key, key), eq(siteSettings.version, loadedVersion)))
          .returning({ version: siteSettings.version });
  return rows[0] && { updatedAt: now, version: rows[0].version };
}

/**
 * D25: the live counts behind the hero statistics. Manufacturers: active, not deleted (a manufacturer
 * record exists only once approved, D7). Products: active products of such manufacturers in active
 * categories, as the catalogue shows them. Answered quote requests: those a manufacturer replied to.
 * Read-only counts over other modules' tables, in one query.
 */
export async function countHeroStatistics(
  db: Db,
): Promise<{ manufacturers: number; products: number; answered_quotes: number }> {
  const result = await db.execute<{ manufacturers: number; products: number; answered_quotes: number }>(sql`
    select
      (select count(*)::int from vendors v where v.status = 'active' and v.deleted_at is null) as manufacturers,
      (select count(*)::int from products p
         join vendors v on v.id = p.vendor_id and v.status = 'active' and v.deleted_at is null
         join categories c on c.id = p.category_id and c.is_active
        where p.status = 'active') as products,
      (select count(*)::int from quote_requests q where q.responded_at is not null) as answered_quotes`);
  const row = result.rows[0];
  return {
    manufacturers: Number(row?.manufacturers ?? 0),
    products: Number(row?.products ?? 0),
    answered_quotes: Number(row?.answered_quotes ?? 0),
  };
}

/** A site setting's stored value and version (0 = never stored), for the module that keeps it. */
export async function readSiteSetting(
  db: Db,
  key: string,
): Promise<{ value: unknown; version: number; updatedAt: Date | null }> {
  const [row] = await db
    .select({ value: siteSettings.value, version: siteSettings.version, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.key, key));
  return row ?? { value: null, version: 0, updatedAt: null };
}

/** D29: writes over the loaded version (0 = never stored); null when someone saved in between. */
export async function writeSiteSetting(
  db: Db,
  input: { key: string; value: unknown; loadedVersion: number; userId: string },
): Promise<number | null> {
  const { key, value } = input;
  if (input.loadedVersion === 0) {
    const [row] = await db
      .insert(siteSettings)
      .values({ key, value, updatedBy: input.userId })
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ version: siteSettings.version });
    return row?.version ?? null;
  }
  const [row] = await db
    .update(siteSettings)
    .set({ value, updatedBy: input.userId, updatedAt: new Date(), version: sql`${siteSettings.version} + 1` })
    .where(and(eq(siteSettings.key, key), eq(siteSettings.version, input.loadedVersion)))
    .returning({ version: siteSettings.version });
  return row?.version ?? null;
}
