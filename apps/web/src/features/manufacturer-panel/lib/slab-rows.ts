// D32: the slabs of a lot as the manufacturer types or pastes them, one row per slab: sequence,
// length, width, usable sq.ft, defects. Sizes are kept as typed ("9'6\"" or "2896") and sent so; the
// sq.ft shown beside each row is a preview, the server computes the stored figure from the same sizes.
import {
  LOT_MESSAGES,
  parseLengthMm,
  parseSlabSize,
  SLAB_MAX_LENGTH_MM,
  SLAB_MAX_WIDTH_MM,
  SlabRowInput,
  sqftToX100,
  sqftX100,
} from '@granite/shared';

export const SLAB_ROW_FIELDS = ['sequence', 'length', 'width', 'usableSqft', 'defects'] as const;
export type SlabRowField = (typeof SLAB_ROW_FIELDS)[number];

/** One row of the grid, as typed; `key` follows the row while others are added or removed. */
export type SlabRowDraft = { key: string } & Record<SlabRowField, string>;
export type SlabRowValues = Omit<SlabRowDraft, 'key'>;
export type SlabRowErrors = Partial<Record<SlabRowField, string>>;

export const EMPTY_SLAB_ROW: SlabRowValues = {
  sequence: '',
  length: '',
  width: '',
  usableSqft: '',
  defects: '',
};

let lastKey = 0;
/** A grid row with a fresh key. */
export function slabRow(values: Partial<SlabRowValues> = {}): SlabRowDraft {
  lastKey += 1;
  return { key: `slab-row-${lastKey}`, ...EMPTY_SLAB_ROW, ...values };
}

/** A row with nothing but its (pre-filled) sequence is no slab: it is neither checked nor sent. */
export const isBlankRow = (row: SlabRowValues) =>
  SLAB_ROW_FIELDS.every((f) => f === 'sequence' || row[f].trim() === '');

/**
 * Cells of text copied from a spreadsheet (Excel, Google Sheets, LibreOffice): lines of
 * tab-separated cells. A cell that starts with a double quote is quoted the spreadsheet's way
 * (`"9'6"""` is 9'6", and a quoted cell may hold a line break); any other quote is part of the
 * cell, as in 9'6". Text with no tab at all is read as comma- or semicolon-separated.
 */
export function readSpreadsheetCells(text: string): string[][] {
  const source = text.replace(/\r\n?/g, '\n');
  const separator = source.includes('\t') ? '\t' : source.includes(';') ? ';' : ',';
  const lines: string[][] = [];
  let cells: string[] = [];
  let i = 0;
  let atCellStart = true;
  let cell = '';
  const endCell = () => {
    cells.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endLine = () => {
    endCell();
    lines.push(cells);
    cells = [];
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (atCellStart && ch === '"' && quotedCellEnds(source, i, separator)) {
      // A quoted cell: up to the lone quote before a separator, a line break or the end.
      i += 1;
      while (i < source.length) {
        if (source[i] === '"') {
          if (source[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        cell += source[i];
        i += 1;
      }
      atCellStart = false;
      continue;
    }
    atCellStart = false;
    if (ch === separator) endCell();
    else if (ch === '\n') endLine();
    else cell += ch;
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endLine();
  return lines.map((line) => line.map((c) => c.trim())).filter((line) => line.some((c) => c !== ''));
}

/** Whether the quote at `start` opens a quoted cell: a lone closing quote comes before the cell ends. */
function quotedCellEnds(source: string, start: number, separator: string): boolean {
  let i = start + 1;
  while (i < source.length) {
    if (source[i] === '"') {
      if (source[i + 1] === '"') {
        i += 2;
        continue;
      }
      const next = source[i + 1];
      return next === undefined || next === separator || next === '\n';
    }
    i += 1;
  }
  return false;
}

const HEADER_WORDS = /^(#|no\.?|sr\.?|s\.?\s?no\.?|seq(uence)?|slab( ?no\.?| number)?|sl\.? ?no\.?)$/i;

/** A first line that names the columns ("Slab", "Length", …) rather than being a slab. */
function isHeaderLine(cells: string[]): boolean {
  const first = cells[0] ?? '';
  if (HEADER_WORDS.test(first)) return true;
  return cells.some((c) => /^(length|width|usable|defects?)\b/i.test(c));
}

/**
 * Grid rows from pasted spreadsheet text, columns in the grid's order: sequence, length, width,
 * usable sq.ft, defects. A line whose second cell is a whole size ("9'6\" × 5'2\"") takes it as length
 * and width. An empty sequence continues from the row before (starting at `nextSequence`). A header
 * line is skipped.
 */
export function rowsFromPaste(text: string, nextSequence = 1): SlabRowValues[] {
  const lines = readSpreadsheetCells(text);
  if (lines.length > 0 && isHeaderLine(lines[0]!)) lines.shift();
  const rows: SlabRowValues[] = [];
  let next = nextSequence;
  for (const cells of lines) {
    let [sequence = '', length = '', width = '', usableSqft = '', ...rest] = cells;
    const size = parseSlabSize(length);
    if (size && parseLengthMm(length) === null) {
      // "1 | 9'6" × 5'2" | 48.5 | chipped": the size in one cell, the usable sq.ft after it.
      rest = [usableSqft, ...rest];
      usableSqft = width;
      width = String(size.widthMm);
      length = String(size.lengthMm);
    }
    const seq = /^\d+$/.test(sequence) ? Number(sequence) : null;
    if (sequence === '') sequence = String(next);
    rows.push({
      sequence,
      length,
      width,
      usableSqft: usableSqft.replace(/\s*(sq\.?\s?ft|sft)\.?$/i, ''),
      defects: rest.filter(Boolean).join(' · '),
    });
    next = (seq ?? next) + 1;
  }
  return rows;
}

/** What a row comes to, as the grid shows it: sizes in mm, gross and usable sq.ft, or its errors. */
export type SlabRowCheck = {
  lengthMm: number | null;
  widthMm: number | null;
  /** Hundredths of a sq.ft, from the sizes (the server's formula); null until both sizes read. */
  grossSqftX100: number | null;
  /** The usable figure typed, else the gross (what the server stores when none is given). */
  usableSqftX100: number | null;
  errors: SlabRowErrors;
};

const readMm = (text: string, max: number) => {
  const mm = parseLengthMm(text);
  return mm !== null && mm > 0 && mm <= max ? mm : null;
};

/**
 * Checks one row with the server's own schema (SlabRowInput), so a mistake shows at its cell, in
 * the server's words, before anything is sent; the sq.ft preview uses the server's formula.
 */
export function checkSlabRow(row: SlabRowValues): SlabRowCheck {
  const errors: SlabRowErrors = {};
  const parsed = SlabRowInput.safeParse({
    sequence: row.sequence.trim(),
    length: row.length,
    width: row.width,
    usableSqft: row.usableSqft.trim().replace(/,/g, ''),
    defects: row.defects,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && (SLAB_ROW_FIELDS as readonly string[]).includes(field)) {
        errors[field as SlabRowField] ??= issue.message;
      }
    }
  }
  if (row.sequence.trim() === '') errors.sequence = 'is required';
  if (row.length.trim() === '') errors.length = 'is required';
  if (row.width.trim() === '') errors.width = 'is required';
  const lengthMm = readMm(row.length, SLAB_MAX_LENGTH_MM);
  const widthMm = readMm(row.width, SLAB_MAX_WIDTH_MM);
  const grossSqftX100 = lengthMm !== null && widthMm !== null ? sqftX100(lengthMm, widthMm) : null;
  const usable = row.usableSqft.trim().replace(/,/g, '');
  const usableSqftX100 = usable === '' ? grossSqftX100 : sqftToX100(Number(usable));
  return { lengthMm, widthMm, grossSqftX100, usableSqftX100, errors };
}

/** The error a sequence typed twice in the grid gets (the server's words). */
export const DUPLICATE_SEQUENCE = LOT_MESSAGES.duplicateSequence;

/** Sequence numbers typed twice in the grid: each such row gets the error at its sequence. */
export function duplicateSequences(rows: SlabRowDraft[]): Set<string> {
  const seen = new Map<number, string>();
  const duplicates = new Set<string>();
  for (const row of rows) {
    if (isBlankRow(row) || !/^\d+$/.test(row.sequence.trim())) continue;
    const n = Number(row.sequence.trim());
    const first = seen.get(n);
    if (first) {
      duplicates.add(first);
      duplicates.add(row.key);
    } else seen.set(n, row.key);
  }
  return duplicates;
}

/** One slab as POST /vendor/lots/{id}/slabs takes it: the sizes as typed, the server reads them. */
export type SlabRowBody = {
  sequence: number;
  length: string;
  width: string;
  usableSqft?: number;
  defects?: string;
};

/** The body to send and which grid row each sent row is (the server names rows by their index). */
export function slabRowsBody(rows: SlabRowDraft[]): { body: { rows: SlabRowBody[] }; sentKeys: string[] } {
  const sent = rows.filter((row) => !isBlankRow(row));
  return {
    body: {
      rows: sent.map((row) => {
        const usable = row.usableSqft.trim().replace(/,/g, '');
        return {
          sequence: Number(row.sequence.trim()),
          length: row.length.trim(),
          width: row.width.trim(),
          ...(usable ? { usableSqft: Number(usable) } : {}),
          ...(row.defects.trim() ? { defects: row.defects.trim() } : {}),
        };
      }),
    },
    sentKeys: sent.map((row) => row.key),
  };
}

/**
 * The server's field errors (`rows.3.length: must be at most 3,600 mm`) put on the grid rows they
 * name; what names no row (`rows: must name at least one slab`) is returned apart.
 */
export function rowErrorsFrom(
  fields: Record<string, string> | undefined,
  sentKeys: readonly string[],
): { byRow: Record<string, SlabRowErrors>; other: string[] } {
  const byRow: Record<string, SlabRowErrors> = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(fields ?? {})) {
    const m = /^rows\.(\d+)(?:\.(\w+))?$/.exec(name);
    const key = m ? sentKeys[Number(m[1])] : undefined;
    if (!m || key === undefined) {
      other.push(`${name.replace(/^rows$/, 'Slabs')} ${message}`);
      continue;
    }
    const field = (SLAB_ROW_FIELDS as readonly string[]).includes(m[2] ?? '')
      ? (m[2] as SlabRowField)
      : 'sequence';
    byRow[key] = { ...byRow[key], [field]: message };
  }
  return { byRow, other };
}

/** The next sequence after the highest in the grid and in the lot already (`taken`). */
export function nextSequenceAfter(rows: SlabRowValues[], taken: readonly number[] = []): number {
  let max = 0;
  for (const n of taken) max = Math.max(max, n);
  for (const row of rows) if (/^\d+$/.test(row.sequence.trim())) max = Math.max(max, Number(row.sequence));
  return max + 1;
}

/**
 * A paste into the grid, as a spreadsheet does it: the pasted block fills the rows from the focused
 * row down and the columns from the focused cell right, adding rows as needed. Pasted from the
 * sequence column, the lines are read by `rowsFromPaste` (a header skipped, a whole size split, empty
 * sequences numbered); from another column, the cells go in as they are.
 */
export function pasteIntoRows(
  rows: SlabRowDraft[],
  atKey: string,
  field: SlabRowField,
  text: string,
  taken: readonly number[] = [],
): SlabRowDraft[] {
  const start = Math.max(
    0,
    rows.findIndex((r) => r.key === atKey),
  );
  const fieldIndex = SLAB_ROW_FIELDS.indexOf(field);
  let result = [...rows];
  if (fieldIndex === 0) {
    const pasted = rowsFromPaste(text, nextSequenceAfter(rows.slice(0, start), taken));
    pasted.forEach((values, i) => {
      const existing = result[start + i];
      if (existing) result[start + i] = { ...values, key: existing.key };
      else result.push(slabRow(values));
    });
    return result;
  }
  const lines = readSpreadsheetCells(text);
  lines.forEach((cells, i) => {
    const existing = result[start + i] ?? slabRow({ sequence: String(nextSequenceAfter(result, taken)) });
    const updated: SlabRowDraft = { ...existing };
    cells.forEach((cell, j) => {
      const target = SLAB_ROW_FIELDS[fieldIndex + j];
      if (target) updated[target] = cell;
    });
    if (result[start + i]) result[start + i] = updated;
    else result = [...result, updated];
  });
  return result;
}
