import type { StoreProductSummary } from '@granite/shared';
import { useEffect, useState } from 'react';
import { Input, Select } from '@/components/ui/form-field';
import { useProducts } from '@/lib/api/products';
import { formatINR, perSqftSuffix } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';

/**
 * The quote form's product choice: find a product by name, then choose it (D16: product required).
 * With `manufacturerId` (a public manufacturer profile) only that manufacturer's products are offered.
 */
export function ProductPicker({
  id,
  invalid,
  onChange,
  manufacturerId,
}: {
  id: string;
  invalid: boolean;
  onChange: (product: StoreProductSummary | undefined) => void;
  manufacturerId?: number;
}) {
  const t = useT();
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [chosen, setChosen] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const { data, isFetching } = useProducts({
    search: debounced || undefined,
    manufacturer: manufacturerId,
    pageSize: 20,
    sort: 'name-asc',
    facets: false,
  });
  const products = data?.items ?? [];

  return (
    <div className="space-y-2">
      <Input
        type="search"
        aria-label={t('Search products')}
        placeholder={t('Search by name, e.g. Black Galaxy')}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <Select
        id={id}
        aria-invalid={invalid || undefined}
        value={chosen}
        onChange={(e) => {
          setChosen(e.target.value);
          onChange(products.find((p) => String(p.id) === e.target.value));
        }}
      >
        <option value="">
          {isFetching
            ? t('Loading products...')
            : t('Choose a product ({count} found)', { count: data?.total ?? 0 })}
        </option>
        {products.map((p) => (
          <option key={p.id} value={p.id}>
            {manufacturerId ? p.name : `${p.name} — ${p.vendorName}`} — {formatINR(p.pricePaise)}
            {perSqftSuffix(locale)}
          </option>
        ))}
      </Select>
    </div>
  );
}
