// D32: add a lot and its slabs in one go (/vendor/inventory/lots/new), or more slabs to a saved lot
// (/vendor/inventory/lots/:id/slabs). The lot is saved first, then its slabs all or none: a row the
// server refuses keeps its error at the cell (rows.3.length) and the lot stays saved, so a second
// press sends only the slabs.
import { type ManufacturerLotDetail, unitLabel } from '@granite/shared';
import { Save } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { PageLoadError, PageLoading } from '@/components/page-status';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useLocalePath, useT } from '@/lib/i18n';
import { routeIdFrom } from '@/lib/route-id';
import {
  uploadLotPhoto,
  useAddSlabs,
  useCreateLot,
  useInvalidateInventoryAfter,
  useManufacturerLot,
} from '../api/manufacturer-lots';
import { useManufacturerProducts } from '../api/manufacturer-products';
import { LOT_FIELDS, LotFields, LotFormSchema, useLotForm } from '../components/inventory/lot-fields';
import { PendingLotPhotos } from '../components/inventory/lot-photos';
import { gridErrors, SlabGrid } from '../components/inventory/slab-grid';
import { lotTitle } from '../lib/slab-format';
import {
  isBlankRow,
  rowErrorsFrom,
  type SlabRowDraft,
  type SlabRowErrors,
  slabRow,
  slabRowsBody,
} from '../lib/slab-rows';

const FIRST_ROWS = 6;
const blankRows = (from: number) =>
  Array.from({ length: FIRST_ROWS }, (_, i) => slabRow({ sequence: String(from + i) }));

/** /vendor/inventory/lots/new: a new lot, its bundle photos and its slabs. */
export function ManufacturerAddLotPage() {
  return <LotSlabsEditor lot={undefined} />;
}

/** /vendor/inventory/lots/:id/slabs: more slabs for a saved lot. */
export function ManufacturerAddSlabsPage() {
  const id = routeIdFrom(useParams().id);
  const lot = useManufacturerLot(id || undefined);
  const t = useT();
  const lp = useLocalePath();
  if (id && lot.isPending) return <PageLoading label={t('Loading the lot')} />;
  if (!id || (lot.isError && isApiError(lot.error) && lot.error.status === 404)) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-2xl font-semibold">{t('Lot not found')}</h1>
        <Button asChild variant="secondary" className="mt-6">
          <Link to={lp('/vendor/inventory')}>{t('Back to the inventory')}</Link>
        </Button>
      </div>
    );
  }
  if (lot.isError || !lot.data)
    return <PageLoadError subject={t('lot')} onRetry={() => void lot.refetch()} />;
  return <LotSlabsEditor key={lot.data.id} lot={lot.data} />;
}

function LotSlabsEditor({ lot: existing }: { lot: ManufacturerLotDetail | undefined }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const products = useManufacturerProducts({ pageSize: '100', sort: 'name', dir: 'asc' });
  const create = useCreateLot();
  const addSlabs = useAddSlabs();
  const invalidate = useInvalidateInventoryAfter();
  const form = useLotForm();
  const [savedLot, setSavedLot] = useState<ManufacturerLotDetail | undefined>(existing);
  const taken = useMemo(() => (savedLot?.slabs ?? []).map((s) => s.sequence), [savedLot]);
  const [productId, setProductId] = useState(search.get('productId') ?? '');
  const [productError, setProductError] = useState<string>();
  const [photos, setPhotos] = useState<File[]>([]);
  const [rows, setRows] = useState<SlabRowDraft[]>(() =>
    blankRows(Math.max(0, ...(existing?.slabs ?? []).map((s) => s.sequence)) + 1),
  );
  const [serverErrors, setServerErrors] = useState<Record<string, SlabRowErrors>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const t = useT();
  const lp = useLocalePath();
  const locale = useLocale();

  const filled = rows.filter((r) => !isBlankRow(r));

  async function saveLot(): Promise<ManufacturerLotDetail | undefined> {
    if (savedLot) return savedLot;
    const valid = await form.trigger();
    if (!productId) setProductError(t('Choose the product these slabs are of'));
    if (!valid || !productId) {
      setFormError(t('Please correct the marked fields.'));
      return undefined;
    }
    try {
      const values = LotFormSchema.parse(form.getValues());
      const lot = await create.mutateAsync({ ...values, productId: Number(productId) });
      setSavedLot(lot);
      // Bundle photos go up one by one; one refused (not an image) is said and the rest still go.
      for (const file of photos) {
        await uploadLotPhoto(lot.id, file).catch((error: Error) =>
          toast.error(t('{name} was not uploaded', { name: file.name }), { description: error.message }),
        );
      }
      setPhotos([]);
      return lot;
    } catch (error) {
      applyFieldErrors(error, form.setError, LOT_FIELDS);
      if (isApiError(error) && error.fields?.productId) setProductError(error.fields.productId);
      setFormError(error instanceof Error ? error.message : t('The lot could not be saved.'));
      return undefined;
    }
  }

  async function save() {
    setTried(true);
    setFormError(undefined);
    const own = gridErrors(rows);
    if (Object.keys(own).length > 0) {
      setFormError(t('Please correct the marked slabs; nothing has been saved yet.'));
      if (!savedLot) await form.trigger();
      return;
    }
    setSaving(true);
    try {
      const lot = await saveLot();
      if (!lot) return;
      if (filled.length > 0) {
        const { body, sentKeys } = slabRowsBody(rows);
        try {
          await addSlabs.mutateAsync({ lotId: lot.id, rows: body.rows });
        } catch (error) {
          const { byRow, other } = rowErrorsFrom(isApiError(error) ? error.fields : undefined, sentKeys);
          setServerErrors(byRow);
          const saved = savedLot ? '' : ` ${t('The lot is saved; correct the slabs and save again.')}`;
          setFormError(
            `${other.map((o) => t(o)).join(' ') || (error instanceof Error ? error.message : '')}${saved}`.trim(),
          );
          toast.error(t('The slabs were not saved'), {
            description: error instanceof Error ? error.message : undefined,
          });
          return;
        }
      }
      await invalidate();
      toast.success(existing ? t('Slabs added') : t('Lot added'), {
        description: t('{lot}: {count, plural, one {# slab} other {# slabs}} saved.', {
          lot: lotTitle(lot, locale),
          count: filled.length,
        }),
      });
      navigate(lp(`/vendor/inventory?productId=${lot.productId}&lotId=${lot.id}`));
    } finally {
      setSaving(false);
    }
  }

  const productOptions = products.data?.items ?? [];
  const title = existing ? t('Add slabs to {lot}', { lot: lotTitle(existing, locale) }) : t('Add a lot');
  const count = filled.length;
  return (
    <>
      <PageHeader
        title={title}
        description={
          existing
            ? `${existing.productName} · ${existing.thicknessMm} ${unitLabel('mm', locale)} ${t(existing.finish)} · ${t(
                '{grade} grade',
                {
                  grade: t(existing.grade),
                },
              )} · ${existing.yardCity}`
            : t('The slabs cut from one block: what buyers will receive, slab by slab.')
        }
        breadcrumbs={[
          { label: t('Inventory'), to: lp('/vendor/inventory') },
          { label: existing ? t('Add slabs') : t('Add a lot') },
        ]}
        variant="panel"
      />
      <form
        noValidate
        className="mt-8 space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        {!existing && (
          <Section
            title={t('The lot')}
            note={savedLot ? t('Saved as {lot}.', { lot: lotTitle(savedLot, locale) }) : undefined}
          >
            <fieldset disabled={Boolean(savedLot)} className="space-y-4">
              <Field label={t('Product')} required error={productError}>
                {(control) => (
                  <Select
                    {...control}
                    value={productId}
                    onChange={(e) => {
                      setProductId(e.target.value);
                      setProductError(undefined);
                    }}
                  >
                    <option value="">
                      {products.isPending ? t('Loading your products…') : t('Choose a product')}
                    </option>
                    {productOptions.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <LotFields form={form} />
              <div>
                <p className="mb-2 text-sm font-medium text-granite-black">
                  {t('Bundle photos')} <span className="font-normal text-stone-500">({t('optional')})</span>
                </p>
                <PendingLotPhotos files={photos} onChange={setPhotos} />
              </div>
            </fieldset>
          </Section>
        )}
        <Section
          title={existing ? t('New slabs') : t('Its slabs')}
          note={t(
            'One row per slab. Enter moves down a row; rows pasted from a spreadsheet fill the grid from the cell you paste into.',
          )}
        >
          <SlabGrid
            rows={rows}
            onChange={setRows}
            serverErrors={serverErrors}
            onServerErrorsChange={setServerErrors}
            showAllErrors={tried}
            touched={touched}
            onTouch={(cell) => setTouched((t) => (t.has(cell) ? t : new Set(t).add(cell)))}
            taken={taken}
          />
        </Section>
        {formError && <FormAlert>{formError}</FormAlert>}
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
          <Button asChild variant="secondary">
            <Link to={lp(savedLot ? `/vendor/inventory?lotId=${savedLot.id}` : '/vendor/inventory')}>
              {t('Cancel')}
            </Link>
          </Button>
          <Button type="submit" disabled={saving || (Boolean(existing) && count === 0)}>
            <Save aria-hidden="true" />
            {saving
              ? t('Saving…')
              : savedLot
                ? t('Save {count, plural, one {# slab} other {# slabs}}', { count })
                : count > 0
                  ? t('Save the lot and {count, plural, one {# slab} other {# slabs}}', { count })
                  : t('Save the lot')}
          </Button>
        </div>
      </form>
    </>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 className="text-base font-semibold text-granite-black">{title}</h2>
      {note && <p className="mt-1 text-sm text-stone-600">{note}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
