// The only place e-invoicing (D43) touches the database: the manufacturers' e-invoicing settings and
// the registrations of their documents, the two tables this module owns.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { einvoiceRegistrations, einvoiceSettings, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type SettingsRow = typeof einvoiceSettings.$inferSelect;
export type RegistrationRow = typeof einvoiceRegistrations.$inferSelect;

export async function findSettings(db: Executor, manufacturerId: number): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(einvoiceSettings)
    .where(eq(einvoiceSettings.manufacturerId, manufacturerId));
  return row;
}

export async function saveSettings(
  db: Executor,
  manufacturerId: number,
  values: Omit<typeof einvoiceSettings.$inferInsert, 'manufacturerId' | 'updatedAt'>,
): Promise<SettingsRow> {
  const [row] = await db
    .insert(einvoiceSettings)
    .values({ manufacturerId, ...values })
    .onConflictDoUpdate({
      target: einvoiceSettings.manufacturerId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

export async function registrationsOf(db: Executor, documentIds: number[]): Promise<RegistrationRow[]> {
  if (!documentIds.length) return [];
  return db
    .select()
    .from(einvoiceRegistrations)
    .where(inArray(einvoiceRegistrations.documentId, documentIds));
}

/** The document's registration row, made pending the first time it is asked for. */
export async function claimRegistration(
  db: Executor,
  documentId: number,
  manufacturerId: number,
): Promise<RegistrationRow> {
  await db.insert(einvoiceRegistrations).values({ documentId, manufacturerId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(einvoiceRegistrations)
    .where(eq(einvoiceRegistrations.documentId, documentId));
  return row!;
}

/** Records one try at the IRP and how it ended. A registered or cancelled row is never moved back. */
export async function recordAttempt(
  db: Executor,
  documentId: number,
  outcome: {
    status: 'pending' | 'registered' | 'refused';
    errorCode: string | null;
    errorMessage: string | null;
  },
): Promise<void> {
  await db
    .update(einvoiceRegistrations)
    .set({ ...outcome, attempts: sql`${einvoiceRegistrations.attempts} + 1`, attemptedAt: new Date() })
    .where(
      and(
        eq(einvoiceRegistrations.documentId, documentId),
        inArray(einvoiceRegistrations.status, ['pending', 'refused']),
      ),
    );
}

export async function recordCancelled(db: Executor, documentId: number, at: Date): Promise<void> {
  await db
    .update(einvoiceRegistrations)
    .set({ status: 'cancelled', cancelledAt: at, errorCode: null, errorMessage: null })
    .where(eq(einvoiceRegistrations.documentId, documentId));
}

/** The manufacturer's GSTIN (its own table is read, never written, here). */
export async function manufacturerGstin(db: Executor, manufacturerId: number): Promise<string | null> {
  const [row] = await db.select({ gstin: vendors.gstin }).from(vendors).where(eq(vendors.id, manufacturerId));
  return row?.gstin ?? null;
}
