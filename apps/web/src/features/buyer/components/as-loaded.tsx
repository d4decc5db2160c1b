// D49: the buyer's as-loaded list on the order: which slabs the yard loaded and which not (and why),
// the totals against the order in sq.ft and m², the bundle photos, and a replacement slab to accept.
import { type LoadingSlabView, type LoadingView, unitLabel } from '@granite/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Picture } from '@/components/picture';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { msg, useLocale, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

const STATE_LABELS: Record<LoadingSlabView['state'], string> = {
  scanned: msg('Loaded'),
  missing: msg('Not loaded yet'),
  broken: msg('Broken'),
  replaced: msg('Replaced'),
};

const number2 = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const key = (orderId: number) => ['me', 'orders', 'loading', orderId] as const;

export function AsLoaded({ orderId }: { orderId: number }) {
  const t = useT();
  const locale = useLocale();
  const client = useQueryClient();
  const { data } = useQuery({
    queryKey: key(orderId),
    queryFn: ({ signal }) => api.get<LoadingView>(`/me/orders/${orderId}/loading`, { signal }),
  });
  const accept = useMutation({
    mutationFn: (slabId: number) =>
      api.post<LoadingView>(`/me/orders/${orderId}/loading/replacements/${slabId}/accept`, {}),
    onSuccess: (view) => {
      client.setQueryData(key(orderId), view);
      toast.success(t('Replacement accepted'));
    },
  });
  if (!data?.applies) return null;
  const started =
    data.totals.loaded.slabs > 0 || data.photos.length > 0 || data.slabs.some((s) => s.shortfall);
  if (!started) return null;
  const unit = unitLabel('sqft', locale);
  const { ordered, loaded } = data.totals;
  return (
    <section
      className="mt-4 rounded-md border border-stone-200 bg-white p-3"
      aria-labelledby={`as-loaded-${orderId}`}
    >
      <h5 id={`as-loaded-${orderId}`} className="text-sm font-semibold text-granite-black">
        {t('As loaded')}
      </h5>
      <p className="mt-1 text-sm tabular-nums">
        {t('Loaded {loaded} of {ordered} slabs: {sqft} of {totalSqft} {unit} ({sqm} of {totalSqm} m²)', {
          loaded: loaded.slabs,
          ordered: ordered.slabs,
          sqft: number2.format(loaded.sqft),
          totalSqft: number2.format(ordered.sqft),
          unit,
          sqm: number2.format(loaded.sqm),
          totalSqm: number2.format(ordered.sqm),
        })}
      </p>
      <ul className="mt-2 space-y-1 text-sm">
        {data.slabs.map((s) => (
          <li key={s.slabId ?? s.name} className="tabular-nums">
            <span className="font-medium">{s.name}</span> · {t(STATE_LABELS[s.state])}
            {s.shortfall && <span className="text-stone-700"> · {s.shortfall.note}</span>}
            {s.shortfall?.replacement && (
              <span className="block pl-3 text-stone-700">
                {t('Sent instead: {name}, {sqft} {unit}', {
                  name: s.shortfall.replacement.name,
                  sqft: number2.format(s.shortfall.replacement.billedSqft),
                  unit,
                })}{' '}
                {s.shortfall.replacement.acceptedAt ? (
                  t('(you accepted it)')
                ) : data.open && s.slabId !== null ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="ml-1"
                    disabled={accept.isPending}
                    onClick={() => accept.mutate(s.slabId!)}
                  >
                    {t('Accept {name}', { name: s.shortfall.replacement.name })}
                  </Button>
                ) : null}
              </span>
            )}
          </li>
        ))}
      </ul>
      {data.photos.length > 0 && (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label={t('Bundle photos')}>
          {data.photos.map((p, i) => (
            <li key={p.id}>
              <Picture
                image={p.image}
                alt={t('Bundle photo {n}', { n: i + 1 })}
                aspect="4/3"
                sizes="120px"
                className="rounded"
                imgClassName="h-full w-full object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
