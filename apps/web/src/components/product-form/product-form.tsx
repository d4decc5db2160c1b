// The one product form of the admin area and the manufacturer panel (admin spec 2 "Admin product
// form", 5; D9). react-hook-form with the shared schema, so the browser refuses what the server
// would, with the same words; the server's field errors land next to their fields; an edit sends the
// version it loaded and a conflict offers to reload (D29). Features pass what differs: the
// manufacturers to choose from and what saving does.
import {
  AdminProductInput,
  AVAILABILITY_STATUSES,
  FINISHES,
  MATERIAL_QUALITIES,
  ManufacturerProductInput,
  ORIGINS,
  PRODUCT_MESSAGES,
  PRODUCT_TYPES,
  type ProductFormValues,
  type ProductManageView,
  SLAB_SIZES,
  THICKNESSES,
  TILE_SIZES,
  unitLabel,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, FormAlert, FormField, Select, Textarea } from '@/components/ui/form-field';
import { api, isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useTableT } from '../data-table/i18n';
import { type GalleryItem, GalleryManager } from './gallery-manager';
import { TechnicalSpecsField } from './technical-specs-field';

/** What a save sends: the form's own values (the server parses them with the same schema). */
export type ProductFormSubmit = ProductFormValues & { version?: number };

type Option = { id: number; name: string };
const NO_VARIETIES: Option[] = [];

export type ProductFormProps = {
  /** 'admin' names the manufacturer of every product; 'vendor' chooses only among its own. */
  mode: 'admin' | 'vendor';
  /** The product being edited (with its version); undefined for a new one. */
  product?: ProductManageView;
  categories: Option[];
  /** D32: the active stone varieties (GET /stone-varieties). */
  varieties?: Option[];
  manufacturers: Option[];
  /** Saves; rejects with the API's error (field errors, 409) for the form to show. */
  onSave(values: ProductFormSubmit): Promise<unknown>;
  onCancel(): void;
  /** After a conflict (D29): load the latest version into the form. */
  onReload?(): Promise<unknown>;
};

const FIELDS = [
  'name',
  'price',
  'vendorId',
  'categoryId',
  'varietyId',
  'description',
  'isBestSeller',
  'materialQuality',
  'productType',
  'thickness',
  'slabSize',
  'tileSize',
  'finishType',
  'hsn',
  'waterAbsorption',
  'application',
  'origin',
  'colour',
  'availabilityStatus',
  'technicalSpecifications',
  'images',
] as const;

function valuesOf(product: ProductManageView | undefined, manufacturers: Option[]): ProductFormValues {
  if (!product) {
    return {
      name: '',
      price: '',
      vendorId: manufacturers.length === 1 ? String(manufacturers[0]!.id) : '',
      categoryId: '',
      varietyId: '',
      description: '',
      isBestSeller: false,
      materialQuality: 'Premium',
      productType: 'Slabs',
      thickness: '',
      slabSize: '',
      tileSize: '',
      finishType: '',
      hsn: '',
      waterAbsorption: '',
      application: '',
      origin: '',
      colour: '',
      availabilityStatus: 'Available',
      technicalSpecifications: {},
      images: [],
    };
  }
  return {
    name: product.name,
    price: (product.pricePaise / 100).toFixed(2),
    vendorId: String(product.vendorId),
    categoryId: String(product.categoryId),
    varietyId: product.varietyId === null ? '' : String(product.varietyId),
    description: product.description ?? '',
    isBestSeller: product.isBestSeller,
    materialQuality: product.materialQuality,
    productType: product.productType,
    thickness: product.thickness ?? '',
    slabSize: product.slabSize ?? '',
    tileSize: product.tileSize ?? '',
    finishType: product.finishType ?? '',
    hsn: product.hsn ?? '',
    waterAbsorption: product.waterAbsorption ?? '',
    application: product.application ?? '',
    origin: (product.origin ?? '') as ProductFormValues['origin'],
    colour: product.colour ?? '',
    availabilityStatus: product.availabilityStatus,
    technicalSpecifications: product.technicalSpecifications,
    images: product.gallery.flatMap((g) => (g.mediaId ? [g.mediaId] : [])),
  };
}

const galleryOf = (product: ProductManageView | undefined): GalleryItem[] =>
  (product?.gallery ?? []).flatMap((g) =>
    g.mediaId ? [{ mediaId: g.mediaId, url: g.url, image: g.image }] : [],
  );

/** A select's options; the option lists read in the page's language (options.json), places as written. */
function Choice({
  values,
  empty,
  asWritten,
}: {
  values: readonly string[];
  empty?: string;
  asWritten?: boolean;
}) {
  const t = useTableT();
  return (
    <>
      {empty !== undefined && <option value="">{empty}</option>}
      {values.map((v) => (
        <option key={v} value={v}>
          {asWritten ? v : t(v)}
        </option>
      ))}
    </>
  );
}

export function ProductForm({
  mode,
  product,
  categories,
  varieties: activeVarieties = NO_VARIETIES,
  manufacturers,
  onSave,
  onCancel,
  onReload,
}: ProductFormProps) {
  // The manufacturer's schema leaves the manufacturer to the server when it owns one; the admin's needs it.
  const schema = mode === 'admin' ? AdminProductInput : ManufacturerProductInput;
  const t = useTableT();
  const locale = useLocale();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(schema, undefined, { raw: true }),
    defaultValues: valuesOf(product, manufacturers),
  });
  const [gallery, setGallery] = useState<GalleryItem[]>(() => galleryOf(product));
  // D32: the active varieties, plus the product's own when it has since been hidden.
  const varieties = useMemo(() => {
    const offered = [...activeVarieties];
    if (product?.varietyId && product.varietyName && !offered.some((v) => v.id === product.varietyId))
      offered.push({ id: product.varietyId, name: t('{name} (hidden)', { name: product.varietyName }) });
    return offered;
  }, [activeVarieties, product?.varietyId, product?.varietyName, t]);
  const [formError, setFormError] = useState<string>();
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);

  // A reload after a conflict brings a newer version: the form shows it (and only then resets).
  const loadedKey = product ? `${product.id}:${product.version}` : 'new';
  const shownKey = useRef(loadedKey);
  useEffect(() => {
    if (shownKey.current === loadedKey) return;
    shownKey.current = loadedKey;
    form.reset(valuesOf(product, manufacturers));
    setGallery(galleryOf(product));
  }, [loadedKey, product, manufacturers, form]);

  // Images uploaded here and never saved are deleted when the form goes away (no orphan files).
  const uploads = useRef(new Set<string>());
  const saved = useRef(new Set(galleryOf(product).map((g) => g.mediaId)));
  useEffect(
    () => () => {
      for (const id of uploads.current) {
        if (!saved.current.has(id)) void api.delete(`/media/${id}`).catch(() => undefined);
      }
    },
    [],
  );

  function setImages(items: GalleryItem[]) {
    setGallery(items);
    form.setValue(
      'images',
      items.map((i) => i.mediaId),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  }

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(undefined);
      setConflict(false);
      setSaving(true);
      try {
        const body: ProductFormSubmit = { ...values, ...(product ? { version: product.version } : {}) };
        if (mode === 'vendor' && manufacturers.length <= 1) delete body.vendorId;
        // Marked before saving: a successful save may close the form before this function resumes.
        const attached = (values.images ?? []).filter((id) => !saved.current.has(id));
        for (const id of attached) saved.current.add(id);
        await onSave(body).catch((error: unknown) => {
          for (const id of attached) saved.current.delete(id);
          throw error;
        });
      } catch (error) {
        applyFieldErrors(error, form.setError, FIELDS);
        if (isApiError(error) && error.status === 409) setConflict(true);
        const message = error instanceof Error && error.message ? error.message : t('Please try again.');
        setFormError(message);
        toast.error(
          product
            ? t('Failed to update product: {message}', { message })
            : t('Failed to create product: {message}', { message }),
        );
      } finally {
        setSaving(false);
      }
    },
    (errors: FieldErrors<ProductFormValues>) => {
      const required =
        errors.name?.message === PRODUCT_MESSAGES.nameAndPriceRequired ||
        errors.price?.message === PRODUCT_MESSAGES.nameAndPriceRequired;
      // The spec's sentence once, above the form (D24); each field says what it lacks itself.
      setFormError(
        required ? t(PRODUCT_MESSAGES.nameAndPriceRequired) : t('Please correct the marked fields.'),
      );
    },
  );

  const { errors } = form.formState;
  /** A field's own words for the spec's shared 'Product name and price are required'. */
  const ownError = (message: string | undefined, own: string) =>
    message === PRODUCT_MESSAGES.nameAndPriceRequired ? own : tm(message);
  const showManufacturer = mode === 'admin' || manufacturers.length > 1;

  return (
    <form noValidate onSubmit={submit} aria-label={t('Product details')} className="space-y-8 p-5 sm:p-6">
      {formError && (
        <div className="space-y-2">
          <FormAlert>{formError}</FormAlert>
          {conflict && onReload && (
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                await onReload();
                setConflict(false);
                setFormError(undefined);
              }}
            >
              {t('Reload the latest version')}
            </Button>
          )}
        </div>
      )}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Product')}</legend>
        <FormField
          label={t('Product name')}
          required
          className="sm:col-span-2"
          maxLength={150}
          error={ownError(errors.name?.message, t('Enter the product name'))}
          {...form.register('name')}
        />
        <Field
          label={t('Price per sq.ft')}
          required
          error={ownError(errors.price?.message, t('Enter the price per sq.ft'))}
          hint={t('In rupees, e.g. 245.50')}
        >
          {(control) => (
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-stone-500"
              >
                ₹
              </span>
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                className="block h-11 w-full rounded-md border border-stone-300 bg-white pr-16 pl-7 text-base tabular-nums shadow-xs hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-copper-700 aria-invalid:border-red-600 sm:text-sm"
                {...form.register('price')}
              />
              <span
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-stone-500"
              >
                / {unitLabel('sqft', locale)}
              </span>
            </div>
          )}
        </Field>
        <Field label={t('Availability')} required error={tm(errors.availabilityStatus?.message)}>
          {(control) => (
            <Select {...control} {...form.register('availabilityStatus')}>
              <Choice values={AVAILABILITY_STATUSES} />
            </Select>
          )}
        </Field>
        {showManufacturer && (
          <Field label={t('Manufacturer')} required error={tm(errors.vendorId?.message)}>
            {(control) => (
              <Select {...control} {...form.register('vendorId')}>
                <option value="">{t('Choose a manufacturer')}</option>
                {manufacturers.map((m) => (
                  <option key={m.id} value={m.id}>
                    {m.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label={t('Category')} required error={tm(errors.categoryId?.message)}>
          {(control) => (
            <Select {...control} {...form.register('categoryId')}>
              <option value="">{t('Choose a category')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t('Variety')}
          markOptional
          hint={t(
            'The stone as buyers name it, e.g. Black Galaxy; Compare Prices shows the same variety from other manufacturers.',
          )}
          error={tm(errors.varietyId?.message)}
        >
          {(control) => (
            <Select {...control} {...form.register('varietyId')}>
              <option value="">{t('No variety')}</option>
              {varieties.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {/* "Best Seller" is the marketplace's word on a product: admins give it, not the manufacturer. */}
        {mode === 'admin' && (
          <label className="flex items-start gap-3 text-sm sm:col-span-2">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-copper-700"
              {...form.register('isBestSeller')}
            />
            <span>
              <span className="font-medium text-granite-black">{t('Best seller')}</span>
              <span className="block text-stone-600">
                {t('Shows the Best Seller badge and ranks it under “Best sellers”.')}
              </span>
            </span>
          </label>
        )}
      </fieldset>

      <GalleryManager
        items={gallery}
        onChange={setImages}
        onUploaded={(id) => uploads.current.add(id)}
        error={tm(errors.images?.message)}
      />

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-sm font-semibold text-granite-black">{t('Stone and finish')}</legend>
        <Field label={t('Material quality')} required error={tm(errors.materialQuality?.message)}>
          {(control) => (
            <Select {...control} {...form.register('materialQuality')}>
              <Choice values={MATERIAL_QUALITIES} />
            </Select>
          )}
        </Field>
        <Field label={t('Product type')} required error={tm(errors.productType?.message)}>
          {(control) => (
            <Select {...control} {...form.register('productType')}>
              <Choice values={PRODUCT_TYPES} />
            </Select>
          )}
        </Field>
        <Field label={t('Thickness')} markOptional error={tm(errors.thickness?.message)}>
          {(control) => (
            <Select {...control} {...form.register('thickness')}>
              <Choice values={THICKNESSES} empty={t('Not specified')} />
            </Select>
          )}
        </Field>
        <Field label={t('Finish')} markOptional error={tm(errors.finishType?.message)}>
          {(control) => (
            <Select {...control} {...form.register('finishType')}>
              <Choice values={FINISHES} empty={t('Not specified')} />
            </Select>
          )}
        </Field>
        <Field label={t('Slab size')} markOptional error={tm(errors.slabSize?.message)}>
          {(control) => (
            <Select {...control} {...form.register('slabSize')}>
              <Choice values={SLAB_SIZES} empty={t('Not specified')} />
            </Select>
          )}
        </Field>
        <Field label={t('Tile size')} markOptional error={tm(errors.tileSize?.message)}>
          {(control) => (
            <Select {...control} {...form.register('tileSize')}>
              <Choice values={TILE_SIZES} empty={t('Not specified')} />
            </Select>
          )}
        </Field>
        <Field label={t('Origin')} markOptional error={tm(errors.origin?.message)}>
          {(control) => (
            <Select {...control} {...form.register('origin')}>
              <Choice values={ORIGINS} empty={t('Not specified')} asWritten />
            </Select>
          )}
        </Field>
        <FormField
          label={t('HSN code')}
          markOptional
          inputMode="numeric"
          maxLength={8}
          placeholder={t('e.g. 68022390')}
          hint={t('Sets the GST rate of quotes: polished slabs and tiles 68022390, blocks 25161100.')}
          error={tm(errors.hsn?.message)}
          {...form.register('hsn')}
        />
        <FormField
          label={t('Colour')}
          markOptional
          placeholder={t('e.g. Black with golden specks')}
          maxLength={80}
          error={tm(errors.colour?.message)}
          {...form.register('colour')}
        />
        <FormField
          label={t('Water absorption')}
          markOptional
          placeholder={t('e.g. 0.02-0.05%')}
          maxLength={50}
          error={tm(errors.waterAbsorption?.message)}
          {...form.register('waterAbsorption')}
        />
        <FormField
          label={t('Application')}
          markOptional
          placeholder={t('e.g. Countertops, Flooring, Walls')}
          maxLength={200}
          error={tm(errors.application?.message)}
          {...form.register('application')}
        />
        <Field
          label={t('Description')}
          markOptional
          className="sm:col-span-2"
          error={tm(errors.description?.message)}
        >
          {(control) => <Textarea rows={4} maxLength={5000} {...control} {...form.register('description')} />}
        </Field>
      </fieldset>

      <Controller
        control={form.control}
        name="technicalSpecifications"
        render={({ field, fieldState }) => (
          <TechnicalSpecsField
            key={product ? `${product.id}-${product.version}` : 'new'}
            value={(field.value as Record<string, string> | undefined) ?? {}}
            onChange={field.onChange}
            error={tm(fieldState.error?.message ?? firstNested(fieldState.error))}
          />
        )}
      />

      <div className="sticky bottom-0 -mx-5 flex flex-col-reverse gap-2 border-t border-stone-200 bg-white px-5 py-4 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('Saving...') : product ? t('Save changes') : t('Add product')}
        </Button>
      </div>
    </form>
  );
}

/** A record's error sits on one of its keys; show the first. */
function firstNested(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'message' in value)
      return String((value as { message: unknown }).message);
  }
  return undefined;
}
