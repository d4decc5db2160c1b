// D42, ADR 014: what a document record keeps of its order: the paper it prints, as JSON (dates as ISO
// strings), with the currency of its amounts and its tax as lines (kind, rate, amount in minor units),
// so a document is rendered from its record alone and reads the same at every rendering.
import type { OrderPaper } from './paper';

/** One line of tax as a document prints it: "CGST @ 9%" and its amount in minor units. */
export type SnapshotTaxLine = { kind: string; rate: number; amount: number };

export type DocumentSnapshot = Omit<OrderPaper, 'createdAt' | 'shippedAt' | 'currency' | 'taxLines'> & {
  version: 1;
  createdAt: string;
  shippedAt: string | null;
  /** ISO 4217; 'INR' for every order today. */
  currency: string;
  taxLines: SnapshotTaxLine[];
};

/** The tax lines of a paper that carries the three figures only (CGST + SGST, or IGST). */
export function taxLinesOf(
  p: Pick<OrderPaper, 'gstRate' | 'gstPaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>,
): SnapshotTaxLine[] {
  if (p.igstPaise > 0 || (p.cgstPaise === 0 && p.sgstPaise === 0 && p.gstPaise > 0))
    return [{ kind: 'igst', rate: p.gstRate, amount: p.igstPaise || p.gstPaise }];
  return [
    { kind: 'cgst', rate: p.gstRate / 2, amount: p.cgstPaise },
    { kind: 'sgst', rate: p.gstRate / 2, amount: p.sgstPaise },
  ];
}

/** The snapshot a document keeps of `paper`. */
export function snapshotOf(paper: OrderPaper): DocumentSnapshot {
  const { createdAt, shippedAt, ...rest } = paper;
  const carried = paper as { currency?: string; taxLines?: SnapshotTaxLine[] };
  return {
    version: 1,
    ...rest,
    createdAt: createdAt.toISOString(),
    shippedAt: shippedAt?.toISOString() ?? null,
    currency: carried.currency ?? 'INR',
    taxLines: carried.taxLines ?? taxLinesOf(paper),
  };
}

/** The paper a snapshot prints (the inverse of snapshotOf). */
export function paperOfSnapshot(snapshot: DocumentSnapshot): OrderPaper {
  const { version: _version, createdAt, shippedAt, ...rest } = snapshot;
  return {
    ...rest,
    createdAt: new Date(createdAt),
    shippedAt: shippedAt ? new Date(shippedAt) : null,
  } as OrderPaper;
}
