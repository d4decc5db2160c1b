// D32: the catalogue's stock filters: products with available slabs, an available slab of at least a
// length × width, and lots in stock of a grade or thickness. Every count is what choosing that value
// would show (the server counts them from the lots' available slabs).
import {
  type FacetCount,
  formatFeetInches,
  LOT_GRADES,
  type ProductFacet,
  parseLengthMm,
  SLAB_MAX_LENGTH_MM,
  SLAB_MAX_WIDTH_MM,
  unitLabel,
} from '@granite/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/format';
import { type Locale, translate, useLocale, useT } from '@/lib/i18n';
import type { ProductFilters } from '@/lib/product-filters';

type StockFiltersProps = {
  filters: ProductFilters;
  facets: Record<ProductFacet, FacetCount[]> | undefined;
  onChange(patch: Partial<ProductFilters>): void;
  legendClass: string;
  checkboxClass: string;
};

export function StockFilters({ filters, facets, onChange, legendClass, checkboxClass }: StockFiltersProps) {
  const t = useT();
  const inStock = facets?.inStock?.[0]?.count;
  const grades =
    facets?.grade ?? LOT_GRADES.map((value) => ({ value, count: undefined as number | undefined }));
  const thicknesses = facets?.stockThicknessMm ?? [];
  return (
    <>
      <label className="flex items-center gap-3 text-sm text-granite-black">
        <input
          type="checkbox"
          className={checkboxClass}
          checked={filters.inStock}
          onChange={(e) => onChange({ inStock: e.target.checked })}
        />
        {t('In stock only')}
        {inStock === undefined ? '' : ` (${formatCount(inStock)})`}
      </label>
      <SlabSizeFilter
        lengthMm={filters.minLengthMm}
        widthMm={filters.minWidthMm}
        legendClass={legendClass}
        onCommit={(minLengthMm, minWidthMm) => onChange({ minLengthMm, minWidthMm })}
      />
      {grades.length > 0 && (
        <CheckList
          legend={t('Lot grade')}
          legendClass={legendClass}
          checkboxClass={checkboxClass}
          options={grades}
          isChecked={(value) => filters.grade.includes(value)}
          onToggle={(value, checked) =>
            onChange({
              grade: checked ? filters.grade.filter((g) => g !== value) : [...filters.grade, value],
            })
          }
        />
      )}
      {thicknesses.length > 0 && (
        <CheckList
          legend={t('Slab thickness in stock')}
          legendClass={legendClass}
          checkboxClass={checkboxClass}
          options={thicknesses}
          isChecked={(value) => filters.stockThicknessMm.includes(Number(value))}
          onToggle={(value, checked) =>
            onChange({
              stockThicknessMm: checked
                ? filters.stockThicknessMm.filter((mm) => mm !== Number(value))
                : [...filters.stockThicknessMm, Number(value)],
            })
          }
        />
      )}
    </>
  );
}

function CheckList({
  legend,
  legendClass,
  checkboxClass,
  options,
  isChecked,
  onToggle,
}: {
  legend: string;
  legendClass: string;
  checkboxClass: string;
  options: { value: string; label?: string; count?: number }[];
  isChecked(value: string): boolean;
  onToggle(value: string, checked: boolean): void;
}) {
  const t = useT();
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => {
          const checked = isChecked(option.value);
          return (
            <label key={option.value} className="flex items-center gap-3 text-sm text-granite-black">
              <input
                type="checkbox"
                className={checkboxClass}
                checked={checked}
                onChange={() => onToggle(option.value, checked)}
              />
              <span className="flex-1">{t(option.label ?? option.value)}</span>
              {option.count !== undefined && (
                <span className="text-xs tabular-nums text-stone-500">{formatCount(option.count)}</span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A side typed in mm ("2900") or feet and inches ("9'6\""): its mm, or why it is not a size. */
function readSide(text: string, max: number, locale: Locale): { mm?: number; error?: string } {
  if (!text.trim()) return {};
  const mm = parseLengthMm(text);
  if (mm === null || mm < 1) return { error: translate(locale, `Enter mm (2900) or feet and inches (9'6")`) };
  if (mm > max)
    return {
      error: translate(locale, 'At most {mm} mm ({feet})', {
        mm: formatCount(max),
        feet: formatFeetInches(max),
      }),
    };
  return { mm };
}

/** What a typed side means in the other unit: 2900 → 9'6"; 9'6" → 2896 mm. */
function sideHint(text: string, mm: number | undefined, locale: Locale): string {
  if (mm === undefined) return translate(locale, `mm or feet-inches, e.g. 2900 or 9'6"`);
  return /^\s*\d+(\.\d+)?\s*(mm)?\s*$/i.test(text)
    ? `≈ ${formatFeetInches(mm)}`
    : `= ${formatCount(mm)} ${unitLabel('mm', locale)}`;
}

/**
 * Minimum slab size: an available slab at least this long and this wide. Typed in mm or feet and
 * inches (the trade uses both); the list updates on Apply (or Enter), in mm in the address.
 */
function SlabSizeFilter({
  lengthMm,
  widthMm,
  legendClass,
  onCommit,
}: {
  lengthMm?: number;
  widthMm?: number;
  legendClass: string;
  onCommit(lengthMm: number | undefined, widthMm: number | undefined): void;
}) {
  const t = useT();
  const locale = useLocale();
  const [length, setLength] = useState(lengthMm ? String(lengthMm) : '');
  const [width, setWidth] = useState(widthMm ? String(widthMm) : '');
  const [tried, setTried] = useState(false);
  useEffect(() => setLength(lengthMm ? String(lengthMm) : ''), [lengthMm]);
  useEffect(() => setWidth(widthMm ? String(widthMm) : ''), [widthMm]);
  const id = useId();
  const sides = [
    {
      key: 'length',
      label: t('Length'),
      text: length,
      set: setLength,
      read: readSide(length, SLAB_MAX_LENGTH_MM, locale),
    },
    {
      key: 'width',
      label: t('Width'),
      text: width,
      set: setWidth,
      read: readSide(width, SLAB_MAX_WIDTH_MM, locale),
    },
  ] as const;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (sides.some((s) => s.read.error)) return;
    onCommit(sides[0].read.mm, sides[1].read.mm);
  };
  return (
    <form onSubmit={submit} noValidate>
      <fieldset>
        <legend className={legendClass}>{t('Minimum slab size')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {sides.map((side) => {
            const error = tried ? side.read.error : undefined;
            return (
              <div key={side.key} className="min-w-0">
                <label htmlFor={`${id}-${side.key}`} className="block text-xs font-medium text-stone-700">
                  {side.label}
                </label>
                <input
                  id={`${id}-${side.key}`}
                  type="text"
                  inputMode="text"
                  autoComplete="off"
                  value={side.text}
                  maxLength={20}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={`${id}-${side.key}-hint`}
                  onChange={(e) => {
                    side.set(e.target.value);
                    setTried(false);
                  }}
                  className="mt-1 h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm text-granite-black tabular-nums focus-visible:outline-2 focus-visible:outline-copper-700 aria-invalid:border-red-600"
                />
                <p
                  id={`${id}-${side.key}-hint`}
                  className={error ? 'mt-1 text-xs text-red-700' : 'mt-1 text-xs text-stone-500'}
                >
                  {error ?? sideHint(side.text, side.read.mm, locale)}
                </p>
              </div>
            );
          })}
        </div>
        <div className="mt-2 flex gap-2">
          <Button type="submit" variant="secondary" size="sm">
            {t('Apply size')}
          </Button>
          {(lengthMm !== undefined || widthMm !== undefined) && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onCommit(undefined, undefined)}>
              {t('Any size')}
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}
