import { formatFeetInches, parseLengthMm, SLAB_STATUSES, unitLabel } from '@granite/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DataTableFilter, type TableParams } from '@/components/data-table';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useLocale, useT } from '@/lib/i18n';
import { SLAB_STATUS_LABELS } from './slab-status-badge';

export const INVENTORY_FILTERS = [
  'productId',
  'lotId',
  'status',
  'thicknessMm',
  'minLengthMm',
  'minWidthMm',
] as const;

type Option = { value: string; label: string };

/**
 * The Inventory screen's filters, all in the address (so a link from a product opens it filtered):
 * product, lot, status, thickness, and the smallest length × width wanted, typed in mm or feet and
 * inches and kept in mm.
 */
export function InventoryFilters({
  params,
  products,
  lots,
  thicknesses,
}: {
  params: TableParams;
  products: Option[];
  lots: Option[];
  thicknesses: number[];
}) {
  const t = useT();
  const locale = useLocale();
  const thicknessOptions = thicknesses.map((mm) => ({
    value: String(mm),
    label: `${mm} ${unitLabel('mm', locale)}`,
  }));
  const statusOptions = SLAB_STATUSES.map((value) => ({ value, label: t(SLAB_STATUS_LABELS[value]) }));
  return (
    // Two columns on a phone (status beside thickness), one row of controls on wider screens.
    <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-row sm:flex-wrap sm:items-end">
      <ProductFilter params={params} products={products} />
      <LotFilter params={params} lots={lots} />
      <DataTableFilter
        params={params}
        name="status"
        label={t('Status')}
        allLabel={t('Every status')}
        options={statusOptions}
        className="sm:w-40"
      />
      <DataTableFilter
        params={params}
        name="thicknessMm"
        label={t('Thickness')}
        allLabel={t('Any thickness')}
        options={thicknessOptions}
        className="sm:w-36"
      />
      <MinimumSize params={params} />
    </div>
  );
}

/** A lot belongs to a product, so choosing another product clears the lot. */
function ProductFilter({ params, products }: { params: TableParams; products: Option[] }) {
  const id = useId();
  const t = useT();
  return (
    <div className="col-span-2 w-full sm:w-56">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
        {t('Product')}
      </label>
      <Select
        id={id}
        value={params.get('productId') ?? ''}
        onChange={(e) => params.set({ productId: e.target.value, lotId: undefined })}
      >
        <option value="">{t('All products')}</option>
        {products.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

function LotFilter({ params, lots }: { params: TableParams; lots: Option[] }) {
  const current = params.get('lotId');
  const t = useT();
  const options =
    current && !lots.some((l) => l.value === current)
      ? [...lots, { value: current, label: t('Lot #{id}', { id: current }) }]
      : lots;
  return (
    <DataTableFilter
      params={params}
      name="lotId"
      label={t('Lot')}
      allLabel={t('All lots')}
      options={options}
      className="col-span-2 sm:w-56"
    />
  );
}

/** The text shown for a stored minimum: the mm, as typed back. */
const shown = (mm: string | undefined) => mm ?? '';

/** Minimum length × width: "9'6\"" or "2900"; applied on Enter or with the button, kept in mm. */
function MinimumSize({ params }: { params: TableParams }) {
  const id = useId();
  const storedLength = params.get('minLengthMm');
  const storedWidth = params.get('minWidthMm');
  const [length, setLength] = useState(shown(storedLength));
  const [width, setWidth] = useState(shown(storedWidth));
  const [error, setError] = useState<string>();
  const t = useT();
  useEffect(() => setLength(shown(storedLength)), [storedLength]);
  useEffect(() => setWidth(shown(storedWidth)), [storedWidth]);

  const read = (text: string) => (text.trim() === '' ? undefined : parseLengthMm(text));
  function apply(event: FormEvent) {
    event.preventDefault();
    const l = read(length);
    const w = read(width);
    if (l === null || w === null || (l !== undefined && l <= 0) || (w !== undefined && w <= 0)) {
      setError(t(`Type a size in mm (2900) or in feet and inches (9'6").`));
      return;
    }
    setError(undefined);
    params.set({ minLengthMm: l, minWidthMm: w });
  }
  const hint = [storedLength, storedWidth].every(Boolean)
    ? t('At least {size}', {
        size: `${formatFeetInches(Number(storedLength))} × ${formatFeetInches(Number(storedWidth))}`,
      })
    : storedLength
      ? t('At least {size} long', { size: formatFeetInches(Number(storedLength)) })
      : storedWidth
        ? t('At least {size} wide', { size: formatFeetInches(Number(storedWidth)) })
        : undefined;

  return (
    <form onSubmit={apply} aria-labelledby={`${id}-legend`} className="col-span-2 w-full sm:w-auto">
      <p id={`${id}-legend`} className="mb-1 block text-xs font-medium text-stone-600">
        {t('Minimum size, mm or feet and inches')}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-length`} className="sr-only">
          {t('Minimum length')}
        </label>
        <Input
          id={`${id}-length`}
          value={length}
          onChange={(e) => setLength(e.target.value)}
          placeholder={t('Length')}
          inputMode="text"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-message` : undefined}
          className="min-w-0 sm:w-28"
        />
        <span aria-hidden="true" className="text-stone-500">
          ×
        </span>
        <label htmlFor={`${id}-width`} className="sr-only">
          {t('Minimum width')}
        </label>
        <Input
          id={`${id}-width`}
          value={width}
          onChange={(e) => setWidth(e.target.value)}
          placeholder={t('Width')}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? `${id}-message` : undefined}
          className="min-w-0 sm:w-28"
        />
        <Button type="submit" variant="secondary" className="h-11 shrink-0">
          {t('Apply')}
        </Button>
      </div>
      {(error || hint) && (
        <p id={`${id}-message`} className={cn('mt-1 text-xs', error ? 'text-red-700' : 'text-stone-600')}>
          {error ?? hint}
        </p>
      )}
    </form>
  );
}
