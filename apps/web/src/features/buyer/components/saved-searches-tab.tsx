// D41: the buyer dashboard's "Saved searches": each search by its name (which the buyer may change)
// and what it filters in words, how often it alerts, whether price drops count, and delete.
import type { AlertFrequency, SavedSearch } from '@granite/shared';
import { BellRing, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { hindiDateTime } from '@/components/quote-lifecycle/format';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { isApiError } from '@/lib/api';
import { useDeleteSavedSearch, useSavedSearches, useUpdateSavedSearch } from '@/lib/api/saved-searches';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { FREQUENCY_LABELS } from '@/lib/saved-search-frequency';
import { describeSearch } from '@/lib/search-words';
import { toast } from '@/lib/toast';

const failed = (what: string, t: ReturnType<typeof useT>) => (err: unknown) =>
  toast.error(t('Error'), { description: isApiError(err) ? t(err.message) : t(what) });

export function SavedSearchesTab() {
  const { data, isPending, error, refetch } = useSavedSearches();
  const t = useT();
  const lp = useLocalePath();
  if (isPending)
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (error)
    return (
      <div className="rounded-lg border border-stone-200 bg-white p-6 text-sm text-stone-700">
        <p>{t('Your saved searches could not be loaded.')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  if (!data.items.length)
    return (
      <div className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center">
        <BellRing aria-hidden="true" className="mx-auto size-8 text-stone-400" />
        <h2 className="mt-3 font-semibold text-granite-black">{t('No saved searches yet')}</h2>
        <p className="mt-1 text-sm text-stone-600">
          {t(
            'Filter the catalogue and press “Save this search” to hear about new products, lots and price drops.',
          )}
        </p>
        <Button asChild className="mt-4">
          <Link to={lp('/products')}>{t('Browse products')}</Link>
        </Button>
      </div>
    );
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        {t('{count} of {limit} saved searches', { count: data.items.length, limit: data.limit })}
      </p>
      <ul className="space-y-3">
        {data.items.map((item) => (
          <SavedSearchRow key={item.id} item={item} />
        ))}
      </ul>
    </div>
  );
}

function SavedSearchRow({ item }: { item: SavedSearch }) {
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const selectId = `saved-search-${item.id}-frequency`;
  const [renaming, setRenaming] = useState(false);
  const t = useT();
  const locale = useLocale();
  const lp = useLocalePath();
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        {renaming ? (
          <RenameForm item={item} onDone={() => setRenaming(false)} />
        ) : (
          <div className="flex min-w-0 items-center gap-1">
            <Link to={lp(item.url)} className="truncate font-medium text-granite-black hover:underline">
              {item.name}
            </Link>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={t('Rename {name}', { name: item.name })}
              onClick={() => setRenaming(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
          </div>
        )}
        <p className="mt-0.5 text-xs text-stone-600">
          {describeSearch(new URL(item.url, 'https://granite.invalid').search, t, locale)}
        </p>
        {item.lastAlertAt && (
          <p className="mt-0.5 text-xs text-stone-500">
            {t('Last alert')}{' '}
            {locale === 'hi'
              ? hindiDateTime(item.lastAlertAt)
              : new Date(item.lastAlertAt).toLocaleString('en-IN', {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="sr-only">
          {t('Alerts for {name}', { name: item.name })}
        </label>
        <Select
          id={selectId}
          className="w-40"
          value={item.frequency}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              { id: item.id, frequency: e.target.value as AlertFrequency },
              { onError: failed('Could not change the alert', t) },
            )
          }
        >
          {Object.entries(FREQUENCY_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </Select>
        <div className="flex items-center gap-2 text-sm text-stone-700">
          <Switch
            id={`saved-search-${item.id}-drops`}
            checked={item.priceDrops}
            disabled={update.isPending}
            aria-label={t('Price drops for {name}', { name: item.name })}
            onCheckedChange={(priceDrops) =>
              update.mutate(
                { id: item.id, priceDrops },
                { onError: failed('Could not change price drops', t) },
              )
            }
          />
          <label htmlFor={`saved-search-${item.id}-drops`}>{t('Price drops')}</label>
        </div>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={t('Delete saved search {name}', { name: item.name })}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(item.id, {
              onSuccess: () => toast.success(t('Saved search deleted')),
              onError: failed('Could not delete it', t),
            })
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}

/** The saved search's name, changed in place (the server keeps 1–80 characters, D41). */
function RenameForm({ item, onDone }: { item: SavedSearch; onDone: () => void }) {
  const update = useUpdateSavedSearch();
  const t = useT();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string>();
  const id = `saved-search-${item.id}-name`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = name.trim();
    if (!next) return setError(t('Give the search a name'));
    if (next === item.name) return onDone();
    update.mutate(
      { id: item.id, name: next },
      {
        onSuccess: () => {
          toast.success(t('Saved search renamed'));
          onDone();
        },
        onError: (err) => setError(isApiError(err) ? t(err.message) : t('Could not rename it')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-2" noValidate>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('Name of the saved search')}
        </label>
        <Input
          id={id}
          value={name}
          maxLength={80}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setName(e.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" disabled={update.isPending}>
        {t('Save')}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onDone}>
        {t('Cancel')}
      </Button>
    </form>
  );
}
