// Change the price of the selected products by a percentage or an amount, all or none.
import { BulkPriceChange } from '@granite/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, Input } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { useBulkPriceChange } from '../api/manufacturer-products';

type BulkPriceDialogProps = {
  open: boolean;
  ids: number[];
  onOpenChange(open: boolean): void;
  onDone(): void;
};

export function BulkPriceDialog({ open, ids, onOpenChange, onDone }: BulkPriceDialogProps) {
  const [mode, setMode] = useState<'percent' | 'amount'>('percent');
  const [direction, setDirection] = useState<'up' | 'down'>('up');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const change = useBulkPriceChange();
  const modeName = useId();
  const directionName = useId();
  const t = useT();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const number = Number(value.replace(/,/g, ''));
    const body = { ids, mode, value: direction === 'down' ? -number : number };
    const parsed = BulkPriceChange.safeParse(body);
    if (!value.trim() || !parsed.success) {
      setError(
        !value.trim()
          ? mode === 'percent'
            ? t('Enter a percentage.')
            : t('Enter an amount in rupees.')
          : t(parsed.error?.issues[0]?.message ?? 'Please check the value.'),
      );
      return;
    }
    setError(undefined);
    change.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success(t('Prices updated'), {
          description: t('{count, plural, one {# product} other {# products}} changed.', {
            count: result.affected,
          }),
        });
        setValue('');
        onDone();
      },
      onError: (e) => {
        const message = (e as { fields?: Record<string, string> }).fields?.value ?? e.message;
        setError(message);
        toast.error(t('Failed to update prices: {message}', { message }));
      },
    });
  }

  const radio =
    'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-copper-700 has-checked:bg-copper-50 has-checked:text-copper-900';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('Change prices')}
        description={t(
          'For the {count, plural, one {# selected product} other {# selected products}}. If any price would fall to ₹0 or below, nothing is changed.',
          { count: ids.length },
        )}
      >
        <form onSubmit={submit} noValidate className="space-y-5 p-5">
          {error && <FormAlert>{error}</FormAlert>}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-granite-black">{t('Change by')}</legend>
            <div className="flex gap-2">
              <label className={radio}>
                <input
                  type="radio"
                  name={modeName}
                  className="accent-copper-700"
                  checked={mode === 'percent'}
                  onChange={() => setMode('percent')}
                />
                {t('Percentage')}
              </label>
              <label className={radio}>
                <input
                  type="radio"
                  name={modeName}
                  className="accent-copper-700"
                  checked={mode === 'amount'}
                  onChange={() => setMode('amount')}
                />
                {t('Amount (₹ per sq.ft)')}
              </label>
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-granite-black">{t('Direction')}</legend>
            <div className="flex gap-2">
              <label className={radio}>
                <input
                  type="radio"
                  name={directionName}
                  className="accent-copper-700"
                  checked={direction === 'up'}
                  onChange={() => setDirection('up')}
                />
                {t('Increase')}
              </label>
              <label className={radio}>
                <input
                  type="radio"
                  name={directionName}
                  className="accent-copper-700"
                  checked={direction === 'down'}
                  onChange={() => setDirection('down')}
                />
                {t('Decrease')}
              </label>
            </div>
          </fieldset>
          <Field
            label={mode === 'percent' ? t('Percentage') : t('Amount in rupees')}
            required
            hint={mode === 'percent' ? t('e.g. 5 for 5%') : t('e.g. 25.50')}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                value={value}
                onChange={(e) => setValue(e.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={change.isPending}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('Saving...') : t('Apply to selected')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
