// The only place the content module touches the database: two small key/value tables (D19) and
// the contact inbox (D21), and the version that tells every server process the blocks changed.
import { type ContentKey, HOMEPAGE_CONTENT_KEYS } from '@granite/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cacheVersions, contactMessages, homepageContent, siteSettings } from '../../db/schema';

export type StoredContent = { key: string; value: unknown; updatedAt: Date };

const isHomepageKey = (key: ContentKey) => (HOMEPAGE_CONTENT_KEYS as readonly string[]).includes(key);

/** Every stored block and setting; both tables hold one row per key, a few dozen rows at most. */
export async function readStoredContent(db: Database): Promise<StoredContent[]> {
  const [home, settings] = await Promise.all([
    db
      .select({
        key: homepageContent.section,
        value: homepageContent.content,
        updatedAt: homepageContent.updatedAt,
      })
      .from(homepageContent),
    db
      .select({ key: siteSettings.key, value: siteSettings.value, updatedAt: siteSettings.updatedAt })
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

/** Insert or replace one block; returns when it was saved. */
export async function writeStoredContent(
  db: Database,
  key: ContentKey,
  value: unknown,
  userId: string,
): Promise<Date> {
  const now = new Date();
  if (isHomepageKey(key)) {
    await db
      .insert(homepageContent)
      .values({ section: key, content: value, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: homepageContent.section,
        set: { content: sql`excluded.content`, updatedBy: userId, updatedAt: now },
      });
  } else {
    await db
      .insert(siteSettings)
      .values({ key, value, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedBy: userId, updatedAt: now },
      });
  }
  return now;
}

export async function insertContactMessage(
  db: Database,
  row: {
    name: string;
    email: string;
    phone: string | null;
    subject: string | null;
    message: string;
    ipAddress: string;
  },
): Promise<number> {
  const [inserted] = await db.insert(contactMessages).values(row).returning({ id: contactMessages.id });
  return inserted!.id;
}
