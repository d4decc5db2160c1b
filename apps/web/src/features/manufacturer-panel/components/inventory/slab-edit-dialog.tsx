// Edit one available slab (D32): sequence, sizes in mm or feet and inches, usable sq.ft, defects,
// with the live sq.ft and the server's errors at their fields. Held and sold slabs are not edited.
import { type InventorySlabView, unitLabel } from '@granite/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, FormField, Textarea } from '@/components/ui/form-field';
import { useUpdateSlab } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { formatSqft, slabName } from '@/features/manufacturer-panel/lib/slab-format';
import {
  checkSlabRow,
  type SlabRowErrors,
  type SlabRowValues,
} from '@/features/manufacturer-panel/lib/slab-rows';
import { isApiError } from '@/lib/api';
import { useLocale, useT } from '@/lib/i18n';

export function SlabEditDialog({ slab, onClose }: { slab: InventorySlabView | undefined; onClose(): void }) {
  const t = useT();
  return (
    <Dialog open={slab !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={
          slab ? t('Edit slab {name}', { name: slabName(slab.blockNumber, slab.sequence) }) : t('Edit slab')
        }
      >
        {slab && <SlabEditForm key={`${slab.id}-${slab.version}`} slab={slab} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function SlabEditForm({ slab, onDone }: { slab: InventorySlabView; onDone(): void }) {
  const update = useUpdateSlab();
  const t = useT();
  const locale = useLocale();
  const [values, setValues] = useState<SlabRowValues>({
    sequence: String(slab.sequence),
    length: String(slab.lengthMm),
    width: String(slab.widthMm),
    usableSqft: slab.usableSqft === slab.grossSqft ? '' : String(slab.usableSqft),
    defects: slab.defects ?? '',
  });
  const [serverErrors, setServerErrors] = useState<SlabRowErrors>({});
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string>();
  const check = checkSlabRow(values);
  const shown: SlabRowErrors = { ...(tried ? check.errors : {}), ...serverErrors };
  // D40: the messages as the catalogue has them in the page's language (the English as written else).
  const errors = Object.fromEntries(
    Object.entries(shown).map(([field, message]) => [field, message ? t(message) : message]),
  ) as SlabRowErrors;
  const set = (field: keyof SlabRowValues) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    setServerErrors(({ [field]: _gone, ...rest }) => rest);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(check.errors).length > 0) return setError(t('Please correct the marked fields.'));
    const usable = values.usableSqft.trim();
    update.mutate(
      {
        id: slab.id,
        input: {
          sequence: Number(values.sequence),
          length: values.length.trim(),
          width: values.width.trim(),
          ...(usable ? { usableSqft: Number(usable) } : {}),
          defects: values.defects.trim() || null,
          version: slab.version,
        },
      },
      {
        onSuccess: () => {
          toast.success(
            t('Slab {name} saved', { name: slabName(slab.blockNumber, Number(values.sequence)) }),
          );
          onDone();
        },
        onError: (e) => {
          if (isApiError(e) && e.fields) setServerErrors(e.fields as SlabRowErrors);
          setError(e.message);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      {error && <FormAlert>{error}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('Slab no.')}
          required
          inputMode="numeric"
          value={values.sequence}
          onChange={set('sequence')}
          error={errors.sequence}
        />

        <FormField
          label={t('Length')}
          required
          value={values.length}
          onChange={set('length')}
          error={errors.length}
          hint={t(`mm or feet and inches (9'6")`)}
        />
        <FormField
          label={t('Width')}
          required
          value={values.width}
          onChange={set('width')}
          error={errors.width}
          hint={t(`mm or feet and inches (5'2")`)}
        />
        <FormField
          label={t('Usable sq.ft')}
          markOptional
          inputMode="decimal"
          value={values.usableSqft}
          onChange={set('usableSqft')}
          error={errors.usableSqft}
          hint={t('Empty: the whole slab.')}
        />
        <Field label={t('Defects')} markOptional className="sm:col-span-2" error={errors.defects}>
          {(control) => (
            <Textarea {...control} className="min-h-16" value={values.defects} onChange={set('defects')} />
          )}
        </Field>
      </div>
      <p className="text-sm text-stone-700 tabular-nums" aria-live="polite">
        {check.grossSqftX100 === null
          ? t('Gross sq.ft shows once both sizes read.')
          : t('{size}: {sqft} gross', {
              size: `${check.lengthMm} × ${check.widthMm} ${unitLabel('mm', locale)}`,
              sqft: formatSqft(check.grossSqftX100 / 100, locale),
            })}
      </p>
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('Saving…') : t('Save slab')}
        </Button>
      </div>
    </form>
  );
}
