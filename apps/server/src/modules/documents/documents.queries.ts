// The only place documents (D35, D42) touch the database: each manufacturer's numbered series and the
// document records, the two tables this module owns.
import type { DocumentKind, DocumentState } from '@granite/shared';
import { and, asc, desc, eq, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documentSeries, documents, seriesPrefixes, vendors } from '../../db/schema';

export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;
export type DocumentRow = Omit<typeof documents.$inferSelect, 'kind' | 'state'> & {
  kind: DocumentKind;
  state: DocumentState;
};
type NewDocument = Omit<typeof documents.$inferInsert, 'kind' | 'state'> & {
  kind: DocumentKind;
  state: DocumentState;
};

/**
 * The next number of a series for a financial year: the series of the GSTIN `gstin` (the one the
 * document is issued under), or, left out, of the manufacturer's GSTIN now, or of the manufacturer
 * itself when it has none (CGST Rules r.46(b) numbers per registration). One statement takes the
 * row's lock until the caller's transaction ends, so concurrent issues queue on it and get
 * consecutive numbers; a rolled-back issue gives its number back (no gap, no duplicate; never MAX + 1).
 */
export async function nextSeriesNumber(
  db: Executor,
  manufacturerId: number,
  series: string,
  financialYear: string,
  gstin?: string | null,
): Promise<number> {
  const issuer = gstin
    ? sql`${gstin}::text`
    : sql`(select coalesce(${vendors.gstin}, 'M' || ${vendors.id}) from ${vendors} where ${vendors.id} = ${manufacturerId})`;
  const [row] = await db
    .insert(documentSeries)
    .values({ issuer, manufacturerId, series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSeries.issuer, documentSeries.series, documentSeries.financialYear],
      set: { lastNumber: sql`${documentSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSeries.lastNumber });
  return row!.lastNumber;
}

/** D35: the prefix set for a GSTIN's series, if any. */
export async function prefixOf(db: Pick<Database, 'select'>, gstin: string): Promise<string | null> {
  const [row] = await db
    .select({ prefix: seriesPrefixes.prefix })
    .from(seriesPrefixes)
    .where(eq(seriesPrefixes.gstin, gstin));
  return row?.prefix ?? null;
}

/** D35: sets a GSTIN's prefix once; false when it already has one (the first one stays). */
export async function insertPrefix(
  db: Executor,
  values: { gstin: string; prefix: string; manufacturerId: number },
): Promise<boolean> {
  const rows = await db.insert(seriesPrefixes).values(values).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** A new record; undefined when its number is already taken (another request issued it first). */
export async function insertDocument(db: Executor, values: NewDocument): Promise<DocumentRow | undefined> {
  const [row] = await db.insert(documents).values(values).onConflictDoNothing().returning();
  return row as DocumentRow | undefined;
}

/**
 * Moves a document from `from` to the state `set` names, with the fields that step fills; undefined
 * when it was no longer in `from` (another request moved it first).
 */
export async function moveDocument(
  db: Executor,
  id: number,
  from: DocumentState,
  set: Partial<NewDocument> & { state: DocumentState },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set(set)
    .where(and(eq(documents.id, id), eq(documents.state, from)))
    .returning();
  return row as DocumentRow | undefined;
}

/** The order's documents, newest first (a correction is newer than the one it corrects). */
export async function documentsOfOrder(db: Executor, orderId: number): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(eq(documents.orderId, orderId))
    .orderBy(desc(documents.issuedAt), desc(documents.id));
  return rows as DocumentRow[];
}

/** Fills the snapshot of a document carried over without one; undefined if another request did. */
export async function recordSnapshot(
  db: Executor,
  id: number,
  snapshot: Record<string, unknown>,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({ snapshot })
    .where(and(eq(documents.id, id), isNull(documents.snapshot)))
    .returning();
  return row as DocumentRow | undefined;
}

/** Records the stored file of a document issued without one yet; undefined if another request did. */
export async function recordStoredFile(
  db: Executor,
  id: number,
  file: { storageKey: string; sha256: string; bytes: number },
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set(file)
    .where(and(eq(documents.id, id), isNull(documents.storageKey)))
    .returning();
  return row as DocumentRow | undefined;
}

export async function findDocument(db: Executor, id: number): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row as DocumentRow | undefined;
}

/** One document of an order by its id (undefined when it is another order's or absent). */
export async function findOrderDocument(
  db: Executor,
  orderId: number,
  id: number,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.id, id), eq(documents.orderId, orderId)));
  return row as DocumentRow | undefined;
}

/** The order's documents of these kinds in these states, oldest first. */
export async function documentsOfKinds(
  db: Executor,
  orderId: number,
  kinds: readonly DocumentKind[],
  states: readonly DocumentState[],
): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.orderId, orderId),
        inArray(documents.kind, [...kinds]),
        inArray(documents.state, [...states]),
      ),
    )
    .orderBy(asc(documents.issuedAt), asc(documents.id));
  return rows as DocumentRow[];
}

/**
 * D42: the order's newest tax invoice that a note may cite (issued, registered or credited), its row
 * locked until the caller's transaction ends: two notes against one invoice at once are measured one
 * after the other against the value it has left.
 */
export async function lockTaxInvoice(db: Executor, orderId: number): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.orderId, orderId),
        eq(documents.kind, 'tax_invoice'),
        inArray(documents.state, ['issued', 'registered', 'credited']),
      ),
    )
    .orderBy(desc(documents.issuedAt), desc(documents.id))
    .limit(1)
    .for('update');
  return row as DocumentRow | undefined;
}

/** The credit and debit notes in force (issued or registered) that correct a document. */
export async function notesCorrecting(db: Executor, id: number): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.correctsId, id),
        inArray(documents.kind, ['credit_note', 'debit_note']),
        inArray(documents.state, ['issued', 'registered']),
      ),
    )
    .orderBy(asc(documents.id));
  return rows as DocumentRow[];
}

/**
 * A manufacturer's numbered documents of these kinds issued in [from, to), oldest first (drafts
 * have no number and are left out; cancelled ones are in, with their state).
 */
export async function documentsOfManufacturer(
  db: Executor,
  manufacturerId: number,
  kinds: readonly DocumentKind[],
  span: { from: Date; to: Date },
): Promise<DocumentRow[]> {
  const rows = await db
    .select()
    .from(documents)
    .where(
      and(
        eq(documents.manufacturerId, manufacturerId),
        inArray(documents.kind, [...kinds]),
        ne(documents.state, 'draft'),
        gte(documents.issuedAt, span.from),
        lt(documents.issuedAt, span.to),
      ),
    )
    .orderBy(asc(documents.issuedAt), asc(documents.id));
  return rows as DocumentRow[];
}
