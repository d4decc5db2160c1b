import { Search, X } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Input, Select } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { useLocale } from '@/lib/i18n';
import { useTableT } from './i18n';
import type { TableParams } from './use-table-params';

/** The row of controls above a table: search first, filters after, actions on the right. */
export function DataTableToolbar({ children, actions }: { children?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">{children}</div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

type SearchProps = {
  params: TableParams;
  /** The URL parameter, `q` by default. */
  name?: string;
  label: string;
  placeholder?: string;
  className?: string;
};

/** A search box bound to a URL parameter, applied 300 ms after typing stops (and at once on Enter). */
export function DataTableSearch({ params, name = 'q', label, placeholder, className }: SearchProps) {
  const current = params.get(name) ?? '';
  const [text, setText] = useState(current);
  const id = useId();
  const t = useTableT();

  useEffect(() => setText(current), [current]);
  useEffect(() => {
    if (text.trim() === current) return;
    const timer = setTimeout(() => params.set({ [name]: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [current, name, params, text]);

  return (
    <div className={cn('relative w-full sm:w-72', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder ?? label}
        className="pr-9 pl-9"
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') params.set({ [name]: text.trim() });
        }}
      />
      {text && (
        <button
          type="button"
          aria-label={t('Clear search')}
          className="absolute top-1/2 right-2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded text-stone-500 hover:bg-stone-100 hover:text-granite-black"
          onClick={() => {
            setText('');
            params.set({ [name]: undefined });
          }}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}

type FilterProps = {
  params: TableParams;
  name: string;
  label: string;
  /** The first option, meaning no filter, e.g. 'All statuses'. */
  allLabel: string;
  options: readonly { value: string; label: string }[];
  className?: string;
};

/** A labelled select bound to a URL parameter. */
export function DataTableFilter({ params, name, label, allLabel, options, className }: FilterProps) {
  const id = useId();
  return (
    <div className={cn('w-full sm:w-48', className)}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-stone-600">
        {label}
      </label>
      <Select id={id} value={params.get(name) ?? ''} onChange={(e) => params.set({ [name]: e.target.value })}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Shown above the table while rows are selected: how many, and the bulk actions. */
export function BulkActionBar({
  count,
  noun,
  onClear,
  children,
}: {
  count: number;
  /** Plural noun: 'products'. */
  noun: string;
  onClear(): void;
  children: ReactNode;
}) {
  const t = useTableT();
  const locale = useLocale();
  if (count === 0) return null;
  return (
    <section
      aria-label={t('Bulk actions')}
      className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-copper-200 bg-copper-50 px-3 py-2 text-sm"
    >
      <span className="font-medium text-copper-900">
        {t('{count} {noun} selected', {
          count,
          noun: count === 1 && locale === 'en' ? noun.replace(/s$/, '') : noun,
        })}
      </span>
      <button type="button" className="text-copper-800 underline underline-offset-2" onClick={onClear}>
        {t('Clear')}
      </button>
      <div className="ml-auto flex flex-wrap gap-2">{children}</div>
    </section>
  );
}
