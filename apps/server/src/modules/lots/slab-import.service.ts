// CSV import of slabs for one product (D32), like the product import: every row checked with the
// shared lot and slab schemas; `confirm: false` is the preview and writes nothing; `confirm: true`
// writes the good rows in one transaction (lots made as needed, one per block and lot number) and
// skips the bad ones, each reported with its line and the columns at fault.
import {
  CreateLot,
  LOT_LIMITS,
  SLAB_CSV_COLUMNS,
  SLAB_CSV_REQUIRED_COLUMNS,
  type SlabCsvColumn,
  type SlabImportInput,
  type SlabImportReport,
  type SlabImportRow,
  type SlabRow,
  SlabRowInput,
} from '@granite/shared';
import Papa from 'papaparse';
import type { Actor } from '../../lib/actor';
import { catalogChanged } from '../../lib/catalog-events';
import { AppError, fieldsFromZodIssues } from '../../lib/errors';
import { insertSlabs, sequencesOfBlocks } from './inventory.queries';
import { insertLots, isUniqueViolation, type LotRow, lotsByBlock } from './lots.queries';
import { type Deps, ownedProduct } from './lots.service';
import { slabName } from './lots.views';

const COLUMN_OF_FIELD: Record<string, SlabCsvColumn> = {
  blockNumber: 'block_number',
  lotNumber: 'lot_number',
  thicknessMm: 'thickness_mm',
  finish: 'finish',
  grade: 'grade',
  yardCity: 'yard_city',
  sequence: 'sequence',
  length: 'length',
  width: 'width',
  usableSqft: 'usable_sqft',
  defects: 'defects',
};

const BOM = '\ufeff';
const fileError = (message: string) => new AppError('invalid_data', message, { csv: message });

type Record_ = { line: number; cells: Partial<Record<SlabCsvColumn, string>>; problem?: string };

/** Undoes a spreadsheet's formula guard on the way in ('=B114 → =B114 is not a block, but '-' is text). */
const restoreCell = (value: string) => {
  const trimmed = value.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
};

/** Reads the file: refuses it whole (400 naming `csv`) when empty, too long or with unknown columns. */
export function parseSlabCsv(text: string): Record_[] {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  if (!body.trim()) throw fileError('The file is empty. Add a header row and one slab per row.');
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy' });
  const [headerRow, ...rows] = parsed.data;
  const header = (headerRow ?? []).map((h) => h.trim().toLowerCase());
  const known = new Set<string>(SLAB_CSV_COLUMNS);
  const unknown = header.filter((h) => !known.has(h));
  const missing = SLAB_CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  if (unknown.length || missing.length || repeated.length) {
    const parts = [
      unknown.length ? `unknown column ${unknown.join(', ')}` : '',
      missing.length ? `missing column ${missing.join(', ')}` : '',
      repeated.length ? `repeated column ${repeated.join(', ')}` : '',
    ].filter(Boolean);
    throw fileError(
      `The header row has ${parts.join('; ')}. The columns are: ${SLAB_CSV_COLUMNS.join(', ')}.`,
    );
  }
  if (rows.length > LOT_LIMITS.importMaxRows) {
    throw fileError(
      `The file has ${rows.length} slabs; one import takes at most ${LOT_LIMITS.importMaxRows}. Split it into smaller files.`,
    );
  }
  const problems = new Map<number, string>();
  for (const e of parsed.errors) if (e.row !== undefined) problems.set(e.row, e.message);
  return rows.map((cells, i) => {
    const record: Record_ = { line: i + 2, cells: {} };
    header.forEach((column, c) => {
      record.cells[column as SlabCsvColumn] = restoreCell(cells[c] ?? '');
    });
    if (cells.length !== header.length) {
      record.problem = `has ${cells.length} cells; the header has ${header.length}`;
    }
    const problem = problems.get(i + 1);
    if (problem) record.problem = problem;
    return record;
  });
}

type LotKey = string;
const lotKey = (block: string, lot: string): LotKey => `${block}\u0000${lot}`;

type LotFieldsOut = Omit<CreateLot, 'productId'>;
type CheckedRow = SlabImportRow & { lot?: LotFieldsOut; slab?: SlabRow };

export async function importSlabs(
  deps: Deps,
  actor: Actor | null,
  productId: number,
  input: SlabImportInput,
): Promise<SlabImportReport> {
  const product = await ownedProduct(deps.db, actor, productId);
  const records = parseSlabCsv(input.csv);

  // What the manufacturer already has in the file's blocks: lots and taken sequence numbers.
  const blocks = [...new Set(records.map((r) => (r.cells.block_number ?? '').trim()).filter(Boolean))];
  const existingLots = new Map<LotKey, LotRow>();
  for (const lot of await lotsByBlock(deps.db, product.vendorId, blocks)) {
    existingLots.set(lotKey(lot.blockNumber, lot.lotNumber), lot);
  }
  const taken = new Set(
    (await sequencesOfBlocks(deps.db, product.vendorId, blocks)).map(
      (s) => `${s.blockNumber}\u0000${s.sequence}`,
    ),
  );
  const newLots = new Map<LotKey, LotFieldsOut>();

  const rows: CheckedRow[] = records.map((record) => {
    const c = record.cells;
    const base = {
      line: record.line,
      blockNumber: (c.block_number ?? '').trim(),
      lotNumber: (c.lot_number ?? '').trim(),
      sequence: null as number | null,
      slabId: null,
    };
    if (record.problem) return { ...base, outcome: 'error', errors: { _: record.problem } };
    const errors: Record<string, string> = {};
    const lot = CreateLot.safeParse({
      productId,
      blockNumber: c.block_number ?? '',
      lotNumber: c.lot_number ?? '',
      thicknessMm: c.thickness_mm ?? '',
      finish: c.finish ?? '',
      grade: c.grade ?? '',
      yardCity: c.yard_city ?? '',
    });
    const slab = SlabRowInput.safeParse({
      sequence: c.sequence ?? '',
      length: c.length ?? '',
      width: c.width ?? '',
      usableSqft: c.usable_sqft ?? '',
      defects: c.defects ?? '',
    });
    for (const issues of [lot.success ? [] : lot.error.issues, slab.success ? [] : slab.error.issues]) {
      for (const [field, message] of Object.entries(fieldsFromZodIssues(issues))) {
        errors[COLUMN_OF_FIELD[field.split('.')[0] ?? ''] ?? field] ??= message;
      }
    }
    if (slab.success) base.sequence = slab.data.sequence;
    if (lot.success && slab.success && !Object.keys(errors).length) {
      const { productId: _p, ...fields } = lot.data;
      const key = lotKey(fields.blockNumber, fields.lotNumber);
      const existing = existingLots.get(key);
      const planned = newLots.get(key);
      if (existing && existing.productId !== productId) {
        errors.block_number = `Block ${fields.blockNumber}${fields.lotNumber ? ` lot ${fields.lotNumber}` : ''} is a lot of another of your products`;
      } else {
        // A lot's fields come from its first row (or the lot already in stock); the others must agree.
        const reference = existing ?? planned;
        if (reference) {
          for (const [field, column] of [
            ['thicknessMm', 'thickness_mm'],
            ['finish', 'finish'],
            ['grade', 'grade'],
          ] as const) {
            if (reference[field] !== fields[field]) {
              errors[column] = `must be ${reference[field]}, as for the other slabs of this lot`;
            }
          }
        }
      }
      const seqKey = `${fields.blockNumber}\u0000${slab.data.sequence}`;
      if (!Object.keys(errors).length && taken.has(seqKey)) {
        errors.sequence = `Slab ${slabName(fields.blockNumber, slab.data.sequence)} already exists`;
      }
      if (!Object.keys(errors).length) {
        taken.add(seqKey);
        if (!existing && !planned) newLots.set(key, fields);
        return { ...base, outcome: 'ok', errors: {}, lot: fields, slab: slab.data };
      }
    }
    return { ...base, outcome: 'error', errors };
  });

  const valid = rows.filter((r) => r.outcome === 'ok');
  let createdSlabs = 0;
  let createdLots = 0;
  if (input.confirm && valid.length) {
    try {
      const { ids, lotsMade } = await deps.db.transaction(async (tx) => {
        const made = await insertLots(
          tx,
          // D46: the member who imported them added these lots and slabs.
          [...newLots.values()].map((fields) => ({
            ...fields,
            productId,
            vendorId: product.vendorId,
            createdBy: actor!.userId,
          })),
        );
        const lotOf = new Map(existingLots);
        for (const lot of made) lotOf.set(lotKey(lot.blockNumber, lot.lotNumber), lot);
        const ids = await insertSlabs(
          tx,
          valid.map((r) => {
            const lot = lotOf.get(lotKey(r.lot!.blockNumber, r.lot!.lotNumber))!;
            return {
              lotId: lot.id,
              productId,
              vendorId: product.vendorId,
              blockNumber: lot.blockNumber,
              createdBy: actor!.userId,
              ...r.slab!,
            };
          }),
        );
        return { ids, lotsMade: made.length };
      });
      ids.forEach((id, i) => {
        valid[i]!.slabId = id;
      });
      createdSlabs = ids.length;
      createdLots = lotsMade;
    } catch (err) {
      if (isUniqueViolation(err)) {
        throw new AppError(
          'conflict',
          'Some of these slabs or lots were added meanwhile (another import or edit). Preview the file again.',
        );
      }
      throw err;
    }
    catalogChanged(deps);
  }
  return {
    dryRun: !input.confirm,
    total: rows.length,
    valid: valid.length,
    invalid: rows.length - valid.length,
    createdSlabs,
    createdLots,
    rows: rows.map(({ lot: _l, slab: _s, ...row }) => row),
  };
}
