// A lot's fields (D32), one schema with the server's (CreateLot without the product, which the page
// chooses): block number, lot or bundle number, thickness, finish, grade, yard city, notes.
import { CreateLot, FINISHES, LOT_GRADES, LOT_LIMITS, type ManufacturerLotView } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FormField, Select, Textarea } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';

export const LotFormSchema = CreateLot.omit({ productId: true });
export type LotFormInput = z.input<typeof LotFormSchema>;
export type LotFormOutput = z.output<typeof LotFormSchema>;
export const LOT_FIELDS = [
  'blockNumber',
  'lotNumber',
  'thicknessMm',
  'finish',
  'grade',
  'yardCity',
  'notes',
] as const;

export function lotFormDefaults(lot?: ManufacturerLotView): LotFormInput {
  return {
    blockNumber: lot?.blockNumber ?? '',
    lotNumber: lot?.lotNumber ?? '',
    thicknessMm: lot?.thicknessMm ?? ('' as unknown as number),
    finish: lot?.finish ?? 'Polished',
    grade: lot?.grade ?? 'First',
    yardCity: lot?.yardCity ?? '',
    notes: lot?.notes ?? '',
  };
}

export function useLotForm(lot?: ManufacturerLotView) {
  return useForm<LotFormInput, unknown, LotFormOutput>({
    resolver: zodResolver(LotFormSchema),
    defaultValues: lotFormDefaults(lot),
  });
}

export function LotFields({ form }: { form: UseFormReturn<LotFormInput, unknown, LotFormOutput> }) {
  const { errors } = form.formState;
  const t = useT();
  /** A validation message (from the shared schema) in the page's language, when the catalogue has it. */
  const tm = (message: string | undefined) => (message ? t(message) : undefined);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label={t('Block number')}
        required
        autoComplete="off"
        maxLength={LOT_LIMITS.blockNumberMaxLength}
        hint={t('As stamped on the block; slab photos named B114-07.jpg find their slab by it.')}
        error={tm(errors.blockNumber?.message)}
        {...form.register('blockNumber')}
      />
      <FormField
        label={t('Lot or bundle number')}
        markOptional
        autoComplete="off"
        maxLength={LOT_LIMITS.lotNumberMaxLength}
        error={tm(errors.lotNumber?.message)}
        {...form.register('lotNumber')}
      />
      <FormField
        label={t('Thickness (mm)')}
        required
        type="number"
        inputMode="numeric"
        min={6}
        max={100}
        error={tm(errors.thicknessMm?.message)}
        {...form.register('thicknessMm')}
      />
      <Field label={t('Finish')} required error={tm(errors.finish?.message)}>
        {(control) => (
          <Select {...control} {...form.register('finish')}>
            {FINISHES.map((f) => (
              <option key={f} value={f}>
                {t(f)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('Grade')} required error={tm(errors.grade?.message)}>
        {(control) => (
          <Select {...control} {...form.register('grade')}>
            {LOT_GRADES.map((g) => (
              <option key={g} value={g}>
                {t(g)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <FormField
        label={t('Yard city')}
        required
        autoComplete="address-level2"
        maxLength={LOT_LIMITS.yardCityMaxLength}
        hint={t('Where the slabs can be seen and loaded.')}
        error={tm(errors.yardCity?.message)}
        {...form.register('yardCity')}
      />
      <Field
        label={t('Notes for buyers')}
        markOptional
        className="sm:col-span-2"
        error={tm(errors.notes?.message)}
        hint={t('Shown on the product page. No phone numbers, e-mail addresses or links.')}
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={LOT_LIMITS.notesMaxLength}
            className="min-h-20"
            {...form.register('notes')}
          />
        )}
      </Field>
    </div>
  );
}
