// D32: a lot's slabs entered fast, one row per slab. Typed as in a spreadsheet (Enter goes down a
// row, the arrow keys move between rows, Tab along a row) or pasted from one: a block copied from
// Excel or Google Sheets fills the rows from the focused cell. Each row shows its sq.ft as it is
// typed (the server's formula; the server computes the stored figure) and its errors at the cell.
import { SLAB_MAX_LENGTH_MM, SLAB_MAX_WIDTH_MM, unitLabel } from '@granite/shared';
import { Plus, Trash2 } from 'lucide-react';
import { type ClipboardEvent, type KeyboardEvent, useMemo, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { sqftNumber } from '@/features/manufacturer-panel/lib/slab-format';
import {
  checkSlabRow,
  DUPLICATE_SEQUENCE,
  duplicateSequences,
  isBlankRow,
  nextSequenceAfter,
  pasteIntoRows,
  type SlabRowDraft,
  type SlabRowErrors,
  type SlabRowField,
  slabRow,
} from '@/features/manufacturer-panel/lib/slab-rows';
import { cn } from '@/lib/cn';
import { msg, useLocale, useT } from '@/lib/i18n';

const COLUMNS: { field: SlabRowField; label: string; placeholder: string; width: string }[] = [
  { field: 'sequence', label: msg('Slab no.'), placeholder: msg('1'), width: 'md:w-20' },
  { field: 'length', label: msg('Length'), placeholder: msg(`9'6" or 2896`), width: 'md:w-32' },
  { field: 'width', label: msg('Width'), placeholder: msg(`5'2" or 1575`), width: 'md:w-32' },
  { field: 'usableSqft', label: msg('Usable sq.ft'), placeholder: msg('all'), width: 'md:w-28' },
  { field: 'defects', label: msg('Defects'), placeholder: msg('none'), width: '' },
];

export type SlabGridProps = {
  rows: SlabRowDraft[];
  onChange(rows: SlabRowDraft[]): void;
  /** The server's errors by row key and field; a cell's error goes when the cell is changed. */
  serverErrors: Record<string, SlabRowErrors>;
  onServerErrorsChange(errors: Record<string, SlabRowErrors>): void;
  /** Show every row's own errors (after a save was tried), not only those of cells left. */
  showAllErrors: boolean;
  touched: ReadonlySet<string>;
  onTouch(cell: string): void;
  /** Sequence numbers the lot has already, so new rows continue after them. */
  taken?: readonly number[];
};

/** The rows' own errors (the server's schema) with a sequence typed twice; blank rows have none. */
export function gridErrors(rows: SlabRowDraft[]): Record<string, SlabRowErrors> {
  const duplicates = duplicateSequences(rows);
  const errors: Record<string, SlabRowErrors> = {};
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const own = { ...checkSlabRow(row).errors };
    if (duplicates.has(row.key) && !own.sequence) own.sequence = DUPLICATE_SEQUENCE;
    if (Object.keys(own).length > 0) errors[row.key] = own;
  }
  return errors;
}

export function SlabGrid({
  rows,
  onChange,
  serverErrors,
  onServerErrorsChange,
  showAllErrors,
  touched,
  onTouch,
  taken = [],
}: SlabGridProps) {
  const table = useRef<HTMLTableElement>(null);
  const t = useT();
  const locale = useLocale();
  const unit = unitLabel('sqft', locale);
  const ownErrors = useMemo(() => gridErrors(rows), [rows]);
  const checks = useMemo(() => rows.map((row) => checkSlabRow(row)), [rows]);

  const focusCell = (rowIndex: number, field: SlabRowField) => {
    // After React has drawn a row just added.
    requestAnimationFrame(() => {
      table.current
        ?.querySelector<HTMLInputElement>(`[data-row="${rowIndex}"][data-field="${field}"]`)
        ?.focus();
    });
  };

  function update(key: string, field: SlabRowField, value: string) {
    onChange(rows.map((r) => (r.key === key ? { ...r, [field]: value } : r)));
    if (serverErrors[key]?.[field]) {
      const { [field]: _gone, ...rest } = serverErrors[key]!;
      onServerErrorsChange({ ...serverErrors, [key]: rest });
    }
  }

  function addRows(count: number) {
    const added: SlabRowDraft[] = [];
    for (let i = 0; i < count; i += 1) {
      added.push(slabRow({ sequence: String(nextSequenceAfter([...rows, ...added], taken)) }));
    }
    onChange([...rows, ...added]);
    return rows.length;
  }

  function remove(key: string) {
    const left = rows.filter((r) => r.key !== key);
    onChange(left.length > 0 ? left : [slabRow({ sequence: String(nextSequenceAfter([], taken)) })]);
    const { [key]: _gone, ...rest } = serverErrors;
    onServerErrorsChange(rest);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, rowIndex: number, field: SlabRowField) {
    if (event.key === 'Enter' || (event.key === 'ArrowDown' && !event.altKey)) {
      event.preventDefault();
      if (rowIndex === rows.length - 1) addRows(1);
      focusCell(rowIndex + 1, field);
    } else if (event.key === 'ArrowUp' && rowIndex > 0) {
      event.preventDefault();
      focusCell(rowIndex - 1, field);
    }
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>, key: string, field: SlabRowField) {
    const text = event.clipboardData.getData('text/plain');
    // One value pastes into the cell as usual; lines or columns fill the grid.
    if (!/[\t\n]/.test(text.trim())) return;
    event.preventDefault();
    onChange(pasteIntoRows(rows, key, field, text, taken));
    const { [key]: _gone, ...rest } = serverErrors;
    onServerErrorsChange(rest);
  }

  // The totals count the rows that are right as typed; the others are said apart.
  const entered = rows.filter((r) => !isBlankRow(r));
  const ready = entered.filter((r) => !ownErrors[r.key]);
  const checkOf = (r: SlabRowDraft) => checks[rows.indexOf(r)]!;
  const grossX100 = ready.reduce((sum, r) => sum + (checkOf(r).grossSqftX100 ?? 0), 0);
  const usableX100 = ready.reduce((sum, r) => sum + (checkOf(r).usableSqftX100 ?? 0), 0);
  const toCorrect = entered.length - ready.length;

  return (
    <div>
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table ref={table} className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('Slabs of the lot, one row per slab')}</caption>
          <thead className="max-md:sr-only">
            <tr className="bg-stone-50 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase">
              {COLUMNS.slice(0, 3).map((c) => (
                <th key={c.field} scope="col" className={cn('px-2 py-2.5', c.width)}>
                  {t(c.label)}
                </th>
              ))}
              <th scope="col" className="px-2 py-2.5 text-right md:w-24">
                {t('Gross sq.ft')}
              </th>
              {COLUMNS.slice(3).map((c) => (
                <th key={c.field} scope="col" className={cn('px-2 py-2.5', c.width)}>
                  {t(c.label)}
                </th>
              ))}
              <th scope="col" className="w-10 px-2 py-2.5">
                <span className="sr-only">{t('Remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:block max-md:divide-y max-md:divide-stone-200">
            {rows.map((row, rowIndex) => {
              const check = checks[rowIndex]!;
              const rowErrors: SlabRowErrors = { ...serverErrors[row.key] };
              for (const [field, message] of Object.entries(ownErrors[row.key] ?? {})) {
                const cell = `${row.key}.${field}`;
                if (!rowErrors[field as SlabRowField] && (showAllErrors || touched.has(cell))) {
                  rowErrors[field as SlabRowField] = message;
                }
              }
              for (const [field, message] of Object.entries(rowErrors)) {
                if (message) {
                  // D40: the message in the page's language when the catalogue has it.
                  rowErrors[field as SlabRowField] = t(message);
                }
              }
              const name = row.sequence.trim()
                ? t('slab {name}', { name: row.sequence.trim() })
                : t('row {n}', { n: rowIndex + 1 });
              const hasError = Object.keys(rowErrors).length > 0;
              const cell = (field: SlabRowField) => {
                const column = COLUMNS.find((c) => c.field === field)!;
                const id = `${row.key}-${field}`;
                const error = rowErrors[field];
                const typed = row[field].trim();
                const mm = field === 'length' ? check.lengthMm : field === 'width' ? check.widthMm : null;
                // Feet and inches typed: the mm the server will store, under the cell.
                const note =
                  mm !== null && !/^\d+(\s*mm)?$/i.test(typed)
                    ? `${mm} ${unitLabel('mm', locale)}`
                    : undefined;
                return (
                  <td
                    key={field}
                    className={cn(
                      'px-2 py-1.5 align-top max-md:block max-md:px-0',
                      // On a phone: number, length, width; gross, usable, remove; defects across.
                      field === 'defects' && 'max-md:order-last max-md:col-span-3',
                      column.width,
                    )}
                  >
                    <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600 md:sr-only">
                      {t(column.label)}
                      <span className="sr-only"> {t('of {name}', { name })}</span>
                    </label>
                    <input
                      id={id}
                      data-row={rowIndex}
                      data-field={field}
                      value={row[field]}
                      placeholder={t(column.placeholder)}
                      autoComplete="off"
                      inputMode={
                        field === 'sequence' ? 'numeric' : field === 'usableSqft' ? 'decimal' : 'text'
                      }
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error || note ? `${id}-message` : undefined}
                      onChange={(e) => update(row.key, field, e.target.value)}
                      onBlur={() => onTouch(`${row.key}.${field}`)}
                      onKeyDown={(e) => onKeyDown(e, rowIndex, field)}
                      onPaste={(e) => onPaste(e, row.key, field)}
                      className={cn(
                        'block h-10 w-full rounded-md border border-stone-300 bg-white px-2.5 text-base text-granite-black sm:text-sm',
                        'placeholder:text-stone-400 hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-copper-700',
                        'aria-invalid:border-red-600',
                        (field === 'sequence' || field === 'usableSqft') && 'tabular-nums',
                      )}
                    />
                    {(error || note) && (
                      <p
                        id={`${id}-message`}
                        className={cn('mt-1 text-xs', error ? 'text-red-700' : 'text-stone-500')}
                      >
                        {error ?? note}
                      </p>
                    )}
                  </td>
                );
              };
              return (
                <tr
                  key={row.key}
                  data-invalid={hasError || undefined}
                  className={cn(
                    'border-b border-stone-100 last:border-0 max-md:grid max-md:grid-cols-[4.5rem_1fr_1fr] max-md:gap-x-2 max-md:gap-y-1.5 max-md:p-3',
                    hasError && 'bg-red-50/50',
                  )}
                >
                  {cell('sequence')}
                  {cell('length')}
                  {cell('width')}
                  <td className="px-2 py-1.5 text-right align-top tabular-nums max-md:col-start-1 max-md:block max-md:px-0 max-md:text-left">
                    <span className="mb-1 block text-xs font-medium text-stone-600 md:sr-only">
                      {t('Gross sq.ft')}
                    </span>
                    <output
                      aria-label={t('Gross sq.ft of {name}', { name })}
                      className="inline-flex h-10 items-center font-medium text-granite-black"
                    >
                      {check.grossSqftX100 === null ? '—' : sqftNumber(check.grossSqftX100 / 100)}
                    </output>
                  </td>
                  {cell('usableSqft')}
                  {cell('defects')}
                  <td className="px-2 py-1.5 align-top max-md:flex max-md:items-end max-md:justify-end max-md:px-0">
                    <Button
                      variant="ghost"
                      size="icon-sm"
                      className="max-md:mb-1 md:mt-1"
                      aria-label={t('Remove {name}', { name })}
                      onClick={() => remove(row.key)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              const at = addRows(1);
              focusCell(at, 'length');
            }}
          >
            <Plus aria-hidden="true" />
            {t('Add a row')}
          </Button>
          <Button variant="secondary" size="sm" onClick={() => addRows(10)}>
            <Plus aria-hidden="true" />
            {t('Add 10 rows')}
          </Button>
        </div>
        <p className="text-sm text-stone-600 tabular-nums" aria-live="polite">
          {t('{count, plural, one {# slab} other {# slabs}}', { count: ready.length })} ·{' '}
          {t('{sqft} {unit} gross', { sqft: sqftNumber(grossX100 / 100), unit })} ·{' '}
          {t('{sqft} {unit} usable', { sqft: sqftNumber(usableX100 / 100), unit })}
          {toCorrect > 0 && (
            <span className="text-red-700"> · {t('{count} to correct', { count: toCorrect })}</span>
          )}
        </p>
      </div>
      <p className="mt-2 text-xs text-stone-500">
        {t(
          `Sizes in mm (2896) or feet and inches (9'6"), at most {size} mm. Usable sq.ft left empty is the whole slab. Paste rows copied from a spreadsheet into any cell.`,
          {
            size: `${SLAB_MAX_LENGTH_MM.toLocaleString('en-IN')} × ${SLAB_MAX_WIDTH_MM.toLocaleString('en-IN')}`,
          },
        )}
      </p>
    </div>
  );
}
