// D49: "Load slabs" in the order's drawer. The yard loads each slab of an order of chosen slabs by
// typing its block and number (or scanning its label, where the phone can), hears a short beep for
// each slab taken, reads on the spot why a slab was refused, sees which slabs are still missing with
// the totals in sq.ft and m², writes down why a slab does not travel, and adds photos of the bundles.
import {
  type LoadingSlabView,
  type LoadingView,
  type ScanSlab,
  SHORTFALL_REASON_LABELS,
  SHORTFALL_REASONS,
  type ShortfallReason,
  unitLabel,
} from '@granite/shared';
import { Camera, ScanLine, Trash2, Truck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Picture } from '@/components/picture';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field, FormField, Select, Textarea } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api';
import { msg, useLocale, useT } from '@/lib/i18n';
import {
  useAddLoadingPhoto,
  useAnnounceLoaded,
  useOrderLoading,
  useRecordShortfall,
  useRemoveLoadingPhoto,
  useRemoveScan,
  useScanSlab,
} from '../api/order-loading';
import { slabSizeLines, sqftNumber } from '../lib/slab-format';
import { LabelPhotoReader, QrScanner } from './qr-scanner';

const STATE_LABELS: Record<LoadingSlabView['state'], string> = {
  scanned: msg('Loaded'),
  missing: msg('Missing'),
  broken: msg('Broken'),
  replaced: msg('Replaced'),
};
const STATE_BADGES = {
  scanned: 'success',
  missing: 'warning',
  broken: 'danger',
  replaced: 'accent',
} as const;
const REASON_LABELS: Record<ShortfallReason, string> = {
  broken: msg(SHORTFALL_REASON_LABELS.broken),
  replaced: msg(SHORTFALL_REASON_LABELS.replaced),
};

const sqmFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A short beep for a slab taken, a low one for a refusal (Web Audio; silent where there is none). */
function beep(ok: boolean) {
  const Context =
    window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = ok ? 1046 : 220;
    gain.gain.value = 0.15;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + (ok ? 0.12 : 0.3));
    tone.onended = () => void audio.close();
  } catch {
    // No sound is no reason to refuse the scan.
  }
}

export function OrderLoading({ orderId }: { orderId: number }) {
  const t = useT();
  const { data, isPending, isError, refetch } = useOrderLoading(orderId);
  if (isPending) return <p className="text-sm text-stone-600">{t('Reading the loading list…')}</p>;
  if (isError || !data)
    return (
      <div className="text-sm">
        <p>{t('The loading list could not be loaded.')}</p>
        <Button variant="secondary" className="mt-2" onClick={() => void refetch()}>
          {t('Try again')}
        </Button>
      </div>
    );
  if (!data.applies) return null;
  return <LoadingList view={data} />;
}

function LoadingList({ view }: { view: LoadingView }) {
  const t = useT();
  const locale = useLocale();
  const sqft = unitLabel('sqft', locale);
  const { ordered, loaded } = view.totals;
  return (
    <section aria-labelledby="loading-heading" className="rounded-md border border-stone-200 p-3">
      <h3 id="loading-heading" className="text-sm font-semibold tracking-wide text-stone-700 uppercase">
        {t('Load slabs')}
      </h3>
      <p className="mt-1 text-sm text-granite-black tabular-nums">
        {t('Loaded {loaded} of {ordered} slabs: {sqft} of {totalSqft} {unit} ({sqm} of {totalSqm} m²)', {
          loaded: loaded.slabs,
          ordered: ordered.slabs,
          sqft: sqftNumber(loaded.sqft),
          totalSqft: sqftNumber(ordered.sqft),
          unit: sqft,
          sqm: sqmFormat.format(loaded.sqm),
          totalSqm: sqmFormat.format(ordered.sqm),
        })}
      </p>
      {view.open && view.blocking.length > 0 && (
        <p className="mt-2 flex gap-2 rounded bg-amber-50 p-2 text-sm text-amber-900">
          <Truck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('The order ships once these are loaded or their absence is written down: {slabs}', {
              slabs: view.blocking.join(', '),
            })}
          </span>
        </p>
      )}
      {view.open && view.blocking.length === 0 && <AnnounceLoaded orderId={view.orderId} />}
      {view.open && <ScanForm orderId={view.orderId} />}
      <ul className="mt-3 space-y-2" aria-label={t('Slabs of the order')}>
        {view.slabs.map((s) => (
          <SlabRow key={s.slabId ?? s.name} orderId={view.orderId} slab={s} open={view.open} />
        ))}
      </ul>
      <BundlePhotos view={view} />
    </section>
  );
}

/** Every slab accounted for: the yard tells the buyer the lorry is loaded. */
function AnnounceLoaded({ orderId }: { orderId: number }) {
  const t = useT();
  const announce = useAnnounceLoaded(orderId);
  const [said, setSaid] = useState<string>();
  return (
    <div className="mt-2 rounded bg-success-50 p-2 text-sm text-success-800">
      <p>{t('Every slab is loaded or accounted for.')}</p>
      <Button
        type="button"
        size="sm"
        className="mt-2"
        disabled={announce.isPending}
        onClick={() =>
          announce.mutate(undefined, {
            onSuccess: () => setSaid(t('The buyer was told the order is loaded.')),
            onError: (error) => setSaid(error.message),
          })
        }
      >
        {t('Tell the buyer it is loaded')}
      </Button>
      {said && <p className="mt-1 font-medium">{said}</p>}
    </div>
  );
}

function ScanForm({ orderId }: { orderId: number }) {
  const t = useT();
  const scan = useScanSlab(orderId);
  const [block, setBlock] = useState('');
  const [number, setNumber] = useState('');
  const [bundle, setBundle] = useState('');
  const [camera, setCamera] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string }>();
  const send = (body: ScanSlab, done?: () => void) =>
    scan.mutate(
      { ...body, ...(bundle ? { bundle: Number(bundle) } : {}) },
      {
        onSuccess: (r) => {
          beep(true);
          setSaid({
            ok: true,
            text: r.slab.added
              ? t('{name} loaded', { name: r.slab.name })
              : t('{name} was already loaded', { name: r.slab.name }),
          });
          done?.();
        },
        onError: (error) => {
          beep(false);
          const fields = error instanceof ApiError ? error.fields : undefined;
          setSaid({ ok: false, text: fields ? Object.values(fields).join('; ') : error.message });
        },
      },
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ block: block.trim(), slab: Number(number) }, () => setNumber(''));
  };
  return (
    <div className="mt-3 space-y-3">
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant={camera ? 'secondary' : 'primary'} onClick={() => setCamera((c) => !c)}>
          <ScanLine aria-hidden="true" /> {camera ? t('Close the camera') : t('Scan labels')}
        </Button>
        <LabelPhotoReader
          onCode={(code) => send({ code })}
          onNone={() => {
            beep(false);
            setSaid({ ok: false, text: t('No label found in this photo') });
          }}
        />
      </div>
      {camera && <QrScanner onCode={(code) => send({ code })} onClose={() => setCamera(false)} />}
      <form onSubmit={submit} className="space-y-2" aria-label={t('Load a slab by its number')}>
        <div className="grid grid-cols-[1fr_4.5rem_4.5rem] gap-2">
          <FormField
            label={t('Block')}
            value={block}
            onChange={(e) => setBlock(e.target.value)}
            required
            autoComplete="off"
          />
          <FormField
            label={t('Slab')}
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            required
            autoComplete="off"
          />
          <FormField
            label={t('Bundle')}
            inputMode="numeric"
            value={bundle}
            onChange={(e) => setBundle(e.target.value.replace(/\D/g, ''))}
            autoComplete="off"
          />
        </div>
        <Button type="submit" variant="secondary" disabled={scan.isPending}>
          {t('Load slab')}
        </Button>
      </form>
      <p
        role="status"
        aria-live="polite"
        className={said?.ok ? 'text-sm font-medium text-success-800' : 'text-sm font-medium text-red-700'}
      >
        {said?.text}
      </p>
    </div>
  );
}

function SlabRow({ orderId, slab, open }: { orderId: number; slab: LoadingSlabView; open: boolean }) {
  const t = useT();
  const locale = useLocale();
  const remove = useRemoveScan(orderId);
  const [writing, setWriting] = useState(false);
  const size = slabSizeLines(slab.lengthMm, slab.widthMm, locale);
  const unit = unitLabel('sqft', locale);
  return (
    <li className="rounded border border-stone-200 bg-white p-2 text-xs">
      <div className="flex items-center gap-3">
        <Picture
          image={slab.photo}
          alt={t('Slab {name}', { name: slab.name })}
          aspect="4/3"
          sizes="56px"
          className="w-14 shrink-0 rounded"
          imgClassName="h-full w-full object-cover"
        />
        <div className="min-w-0 flex-1 tabular-nums">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-granite-black">
            {slab.name}
            <Badge variant={STATE_BADGES[slab.state]}>{t(STATE_LABELS[slab.state])}</Badge>
            {slab.bundle !== null && (
              <span className="text-xs font-normal text-stone-600">
                {t('Bundle {n}', { n: slab.bundle })}
              </span>
            )}
          </p>
          <p className="text-stone-700">
            {size.mm} ({size.feet}) · {t('{sqft} {unit} billed', { sqft: sqftNumber(slab.billedSqft), unit })}
          </p>
          {slab.shortfall && (
            <p className="text-stone-700">
              {t(REASON_LABELS[slab.shortfall.reason])}: {slab.shortfall.note}
              {slab.shortfall.replacement &&
                ` · ${t('sent instead: {name}', { name: slab.shortfall.replacement.name })} · ${
                  slab.shortfall.replacement.acceptedAt ? t('accepted by the buyer') : t('awaiting the buyer')
                }`}
            </p>
          )}
        </div>
        {open && slab.state === 'scanned' && slab.slabId !== null && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t('Take {name} off the list', { name: slab.name })}
            disabled={remove.isPending}
            onClick={() => remove.mutate(slab.slabId!)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      {open && slab.state !== 'scanned' && slab.slabId !== null && !writing && (
        <Button variant="link" className="mt-1 text-xs" onClick={() => setWriting(true)}>
          {slab.shortfall ? t('Change why it is missing') : t('Write down why it is missing')}
        </Button>
      )}
      {writing && slab.slabId !== null && (
        <ShortfallForm orderId={orderId} slab={slab} onDone={() => setWriting(false)} />
      )}
    </li>
  );
}

function ShortfallForm({
  orderId,
  slab,
  onDone,
}: {
  orderId: number;
  slab: LoadingSlabView;
  onDone(): void;
}) {
  const t = useT();
  const record = useRecordShortfall(orderId);
  const [reason, setReason] = useState<ShortfallReason>(slab.shortfall?.reason ?? 'broken');
  const [note, setNote] = useState(slab.shortfall?.note ?? '');
  const [block, setBlock] = useState('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    record.mutate(
      {
        slabId: slab.slabId!,
        reason,
        note,
        ...(reason === 'replaced' ? { replacement: { block: block.trim(), slab: Number(number) } } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) =>
          setErrors(error instanceof ApiError && error.fields ? error.fields : { _: error.message }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mt-2 space-y-2 border-t border-stone-200 pt-2"
      aria-label={t('Why {name} is missing', { name: slab.name })}
    >
      <Field label={t('Why')} error={errors.reason}>
        {(props) => (
          <Select {...props} value={reason} onChange={(e) => setReason(e.target.value as ShortfallReason)}>
            {SHORTFALL_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(REASON_LABELS[r])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {reason === 'replaced' && (
        <div className="grid grid-cols-[1fr_5rem] gap-2">
          <FormField
            label={t('Block of the slab sent instead')}
            value={block}
            onChange={(e) => setBlock(e.target.value)}
            required
            error={errors.replacement}
          />
          <FormField
            label={t('Slab')}
            inputMode="numeric"
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            required
          />
        </div>
      )}
      <Field label={t('What happened')} error={errors.note} required>
        {(props) => (
          <Textarea
            {...props}
            value={note}
            maxLength={500}
            onChange={(e) => setNote(e.target.value)}
            required
          />
        )}
      </Field>
      {errors._ && <p className="text-sm text-red-700">{errors._}</p>}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={record.isPending}>
          {t('Save')}
        </Button>
        <Button type="button" size="sm" variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}

function BundlePhotos({ view }: { view: LoadingView }) {
  const t = useT();
  const add = useAddLoadingPhoto(view.orderId);
  const remove = useRemoveLoadingPhoto(view.orderId);
  const [problem, setProblem] = useState<string>();
  return (
    <div className="mt-4">
      <h4 className="text-sm font-semibold text-granite-black">{t('Bundle photos')}</h4>
      {view.photos.length === 0 && <p className="text-xs text-stone-600">{t('No bundle photos yet.')}</p>}
      <ul className="mt-2 grid grid-cols-3 gap-2">
        {view.photos.map((p, i) => (
          <li key={p.id} className="relative">
            <Picture
              image={p.image}
              alt={t('Bundle photo {n}', { n: i + 1 })}
              aspect="4/3"
              sizes="120px"
              className="rounded"
              imgClassName="h-full w-full object-cover"
            />
            {view.open && (
              <Button
                variant="secondary"
                size="icon-sm"
                className="absolute top-1 right-1"
                aria-label={t('Remove bundle photo {n}', { n: i + 1 })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(p.id)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </li>
        ))}
      </ul>
      {view.open && (
        <label className="btn mt-2 h-10 cursor-pointer border border-stone-300 bg-white px-4 text-sm text-granite-black shadow-sm hover:bg-stone-100">
          <Camera aria-hidden="true" className="size-4" />
          {add.isPending ? t('Uploading…') : t('Add a bundle photo')}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={add.isPending}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setProblem(undefined);
              add.mutate(file, { onError: (error) => setProblem(error.message) });
            }}
          />
        </label>
      )}
      {problem && <p className="mt-1 text-sm text-red-700">{problem}</p>}
    </div>
  );
}
