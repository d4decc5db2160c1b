// Edit a lot's fields with the version it was loaded at (D29: a stale edit is refused with a 409).
import type { ManufacturerLotView } from '@granite/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-field';
import { useUpdateLot } from '@/features/manufacturer-panel/api/manufacturer-lots';
import { lotTitle } from '@/features/manufacturer-panel/lib/slab-format';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useLocale, useT } from '@/lib/i18n';
import { LOT_FIELDS, LotFields, useLotForm } from './lot-fields';

export function LotEditDialog({ lot, onClose }: { lot: ManufacturerLotView | undefined; onClose(): void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Dialog open={lot !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={lot ? t('Edit {lot}', { lot: lotTitle(lot, locale) }) : t('Edit lot')}
        className="sm:w-[min(44rem,calc(100vw-2rem))]"
      >
        {lot && <LotEditForm key={`${lot.id}-${lot.version}`} lot={lot} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function LotEditForm({ lot, onDone }: { lot: ManufacturerLotView; onDone(): void }) {
  const form = useLotForm(lot);
  const update = useUpdateLot();
  const [error, setError] = useState<string>();
  const t = useT();
  const locale = useLocale();
  const submit = form.handleSubmit(
    (values) =>
      update.mutateAsync({ id: lot.id, input: { ...values, version: lot.version } }).then(
        (saved) => {
          toast.success(t('{lot} saved', { lot: lotTitle(saved, locale) }));
          onDone();
        },
        (e: Error) => {
          applyFieldErrors(e, form.setError, LOT_FIELDS);
          setError(e.message);
        },
      ),
    () => setError(t('Please correct the marked fields.')),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {error && <FormAlert>{error}</FormAlert>}
      <LotFields form={form} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('Saving…') : t('Save lot')}
        </Button>
      </div>
    </form>
  );
}
