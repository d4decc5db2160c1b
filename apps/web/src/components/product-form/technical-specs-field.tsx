// "Technical specifications" of the admin product form (spec 3: an object): named values such as
// Compressive Strength → 180 MPa, edited as rows and stored as { name: value }.
import { PRODUCT_LIMITS } from '@granite/shared';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import { useTableT } from '../data-table/i18n';

type Row = { key: number; name: string; value: string };

type TechnicalSpecsFieldProps = {
  value: Record<string, string>;
  onChange(value: Record<string, string>): void;
  error?: string;
};

let nextKey = 1;
const rowsOf = (value: Record<string, string>): Row[] =>
  Object.entries(value).map(([name, v]) => ({ key: nextKey++, name, value: v }));

export function TechnicalSpecsField({ value, onChange, error }: TechnicalSpecsFieldProps) {
  const headingId = useId();
  const t = useTableT();
  const [rows, setRows] = useState<Row[]>(() => rowsOf(value));

  function update(next: Row[]) {
    setRows(next);
    const record: Record<string, string> = {};
    for (const row of next) {
      // A row left entirely blank is not a specification; a value without a name is refused by the schema.
      if (!row.name.trim() && !row.value.trim()) continue;
      record[row.name.trim()] = row.value;
    }
    onChange(record);
  }

  return (
    <fieldset className="space-y-3" aria-describedby={error ? `${headingId}-error` : undefined}>
      <legend id={headingId} className="text-sm font-medium text-granite-black">
        {t('Technical specifications')} <span className="font-normal text-stone-500">({t('optional')})</span>
      </legend>
      <p className="text-xs text-stone-600">
        {t('Measured values buyers compare, e.g. Compressive Strength: 180 MPa. Shown on the product page.')}
      </p>
      {rows.length > 0 && (
        <ul className="space-y-2">
          {rows.map((row, index) => (
            <li key={row.key} className="grid grid-cols-[1fr_1fr_auto] items-center gap-2">
              <Input
                aria-label={t('Specification {n} name', { n: index + 1 })}
                placeholder={t('Name, e.g. Density')}
                value={row.name}
                maxLength={60}
                onChange={(e) =>
                  update(rows.map((r) => (r.key === row.key ? { ...r, name: e.target.value } : r)))
                }
              />
              <Input
                aria-label={t('Specification {n} value', { n: index + 1 })}
                placeholder={t('Value, e.g. 2.7 g/cm³')}
                value={row.value}
                maxLength={200}
                onChange={(e) =>
                  update(rows.map((r) => (r.key === row.key ? { ...r, value: e.target.value } : r)))
                }
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('Remove specification {n}', { n: index + 1 })}
                onClick={() => update(rows.filter((r) => r.key !== row.key))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= PRODUCT_LIMITS.technicalSpecsMax}
        onClick={() => setRows([...rows, { key: nextKey++, name: '', value: '' }])}
      >
        <Plus aria-hidden="true" />
        {t('Add specification')}
      </Button>
      {error && (
        <p id={`${headingId}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
