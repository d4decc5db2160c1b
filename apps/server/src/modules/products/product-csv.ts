// CSV files of the product editors (admin: export of the filtered list; panel: import with a
// template, a preview and a per-row report). Pure functions: no database, no Fastify.
import {
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED_COLUMNS,
  PRODUCT_LIMITS,
  type ProductCsvColumn,
} from '@granite/shared';
import Papa from 'papaparse';
import { AppError } from '../../lib/errors';

/** Excel opens UTF-8 (₹, Hindi names) correctly only with a byte order mark. */
const BOM = '\ufeff';

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab or CR that some spreadsheets
 * strip first) gets a leading apostrophe: CSV injection (OWASP). Applied to every text cell.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export type CsvCell = string | number | boolean | null | undefined;

/** RFC 4180 text with a header row; every text cell neutralised, numbers written as they are. */
export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  const data = rows.map((row) =>
    row.map((cell) => {
      if (cell === null || cell === undefined) return '';
      if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
      if (typeof cell === 'boolean') return cell ? 'yes' : 'no';
      return neutraliseCell(cell);
    }),
  );
  return BOM + Papa.unparse({ fields: [...header], data }, { newline: '\r\n' });
}

/** The import template: the columns in order, nothing else (no sample rows to import by mistake). */
export function templateCsv(): string {
  return toCsv(PRODUCT_CSV_COLUMNS, []);
}

export type CsvRecord = { line: number; cells: Partial<Record<ProductCsvColumn, string>>; problem?: string };

/** Undoes neutraliseCell on the way back in, so an exported file imports the names it showed. */
function restoreCell(value: string): string {
  const trimmed = value.trim();
  return /^'[=+\-@]/.test(trimmed) ? trimmed.slice(1) : trimmed;
}

const fileError = (message: string, file = message) => new AppError('invalid_data', message, { file });

/**
 * Reads an uploaded import file. Refuses the whole file (a 400 naming `file`) when it is empty, when
 * a column is unknown, missing or repeated, or when it holds more rows than one import takes; a row
 * that papaparse cannot split cleanly comes back with its `problem` for the per-row report.
 */
export function parseImportCsv(text: string): CsvRecord[] {
  const body = text.startsWith(BOM) ? text.slice(BOM.length) : text;
  if (!body.trim()) throw fileError('The file is empty. Download the template and add one product per row.');
  const parsed = Papa.parse<string[]>(body, { skipEmptyLines: 'greedy' });
  const [headerRow, ...rows] = parsed.data;
  const header = (headerRow ?? []).map((h) => h.trim().toLowerCase());
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const unknown = header.filter((h) => !known.has(h));
  const missing = PRODUCT_CSV_REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  const repeated = header.filter((h, i) => header.indexOf(h) !== i);
  if (unknown.length || missing.length || repeated.length) {
    const parts = [
      unknown.length
        ? `unknown column${unknown.length > 1 ? 's' : ''}: ${unknown.map((c) => c || '(blank)').join(', ')}`
        : '',
      missing.length ? `missing column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}` : '',
      repeated.length
        ? `repeated column${repeated.length > 1 ? 's' : ''}: ${[...new Set(repeated)].join(', ')}`
        : '',
    ].filter(Boolean);
    throw new AppError('invalid_data', `The file's columns do not match the template (${parts.join('; ')})`, {
      columns: parts.join('; '),
      ...(unknown.length ? { unknownColumns: unknown.join(', ') } : {}),
      ...(missing.length ? { missingColumns: missing.join(', ') } : {}),
    });
  }
  if (!rows.length) throw fileError('The file has a header but no products. Add one product per row.');
  if (rows.length > PRODUCT_LIMITS.importMaxRows) {
    const n = new Intl.NumberFormat('en-IN').format(rows.length);
    const max = new Intl.NumberFormat('en-IN').format(PRODUCT_LIMITS.importMaxRows);
    throw fileError(
      `The file holds ${n} products; one import takes at most ${max}. Split it into smaller files.`,
      `holds ${n} rows; at most ${max}`,
    );
  }
  // papaparse reports a row's own problems (a quote left open, too many or too few cells) by index.
  const problems = new Map<number, string>();
  for (const error of parsed.errors) {
    if (error.row !== undefined && error.row > 0) problems.set(error.row - 1, error.message);
  }
  return rows.map((row, index) => {
    const cells: Partial<Record<ProductCsvColumn, string>> = {};
    header.forEach((column, i) => {
      cells[column as ProductCsvColumn] = restoreCell(row[i] ?? '');
    });
    let problem = problems.get(index);
    if (!problem && row.length !== header.length) {
      problem = `has ${row.length} cells; the header has ${header.length}`;
    }
    // Line numbers as a spreadsheet shows them: the header is line 1 (blank lines are skipped).
    return { line: index + 2, cells, ...(problem ? { problem } : {}) };
  });
}

/** yes/no, true/false, 1/0 (any case); blank is no. Undefined when it is none of these. */
export function parseYesNo(value: string | undefined): boolean | undefined {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'no' || v === 'false' || v === '0' || v === 'n') return false;
  if (v === 'yes' || v === 'true' || v === '1' || v === 'y') return true;
  return undefined;
}
