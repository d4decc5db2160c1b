// Change the price of the selected products by a percentage or an amount, all or none.
import { BulkPriceChange } from '@granite/shared';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, Input } from '@/components/ui/form-field';
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

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const number = Number(value.replace(/,/g, ''));
    const body = { ids, mode, value: direction === 'down' ? -number : number };
    const parsed = BulkPriceChange.safeParse(body);
    if (!value.trim() || !parsed.success) {
      setError(
        !value.trim()
          ? `Enter ${mode === 'percent' ? 'a percentage' : 'an amount in rupees'}.`
          : (parsed.error?.issues[0]?.message ?? 'Please check the value.'),
      );
      return;
    }
    setError(undefined);
    change.mutate(parsed.data, {
      onSuccess: (result) => {
        toast.success('Prices updated', {
          description: `${result.affected} product${result.affected === 1 ? '' : 's'} changed.`,
        });
        setValue('');
        onDone();
      },
      onError: (e) => {
        const message = (e as { fields?: Record<string, string> }).fields?.value ?? e.message;
        setError(message);
        toast.error(`Failed to update prices: ${message}`);
      },
    });
  }

  const radio =
    'flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-copper-700 has-checked:bg-copper-50 has-checked:text-copper-900';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Change prices"
        description={`For the ${ids.length} selected product${ids.length === 1 ? '' : 's'}. If any price would fall to ₹0 or below, nothing is changed.`}
      >
        <form onSubmit={submit} noValidate className="space-y-5 p-5">
          {error && <FormAlert>{error}</FormAlert>}
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-granite-black">Change by</legend>
            <div className="flex gap-2">
              <label className={radio}>
                <input
                  type="radio"
                  name={modeName}
                  className="accent-copper-700"
                  checked={mode === 'percent'}
                  onChange={() => setMode('percent')}
                />
                Percentage
              </label>
              <label className={radio}>
                <input
                  type="radio"
                  name={modeName}
                  className="accent-copper-700"
                  checked={mode === 'amount'}
                  onChange={() => setMode('amount')}
                />
                Amount (₹ per sq.ft)
              </label>
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-granite-black">Direction</legend>
            <div className="flex gap-2">
              <label className={radio}>
                <input
                  type="radio"
                  name={directionName}
                  className="accent-copper-700"
                  checked={direction === 'up'}
                  onChange={() => setDirection('up')}
                />
                Increase
              </label>
              <label className={radio}>
                <input
                  type="radio"
                  name={directionName}
                  className="accent-copper-700"
                  checked={direction === 'down'}
                  onChange={() => setDirection('down')}
                />
                Decrease
              </label>
            </div>
          </fieldset>
          <Field
            label={mode === 'percent' ? 'Percentage' : 'Amount in rupees'}
            required
            hint={mode === 'percent' ? 'e.g. 5 for 5%' : 'e.g. 25.50'}
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
              Cancel
            </Button>
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Saving...' : 'Apply to selected'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
