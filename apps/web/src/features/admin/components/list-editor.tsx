// Rows of a list inside a content block (features, manufacturers, statistics, benefits, extra legal
// pages, team members): add, move up or down, remove. The list saves with its form.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import type { AnyForm } from './content-fields';
import { errorAt } from './content-form';

export function ListEditor({
  form,
  name,
  itemLabel,
  addLabel,
  newItem,
  max,
  empty,
  children,
}: {
  form: AnyForm;
  name: string;
  /** Names a row for screen readers and the remove button, e.g. (i) => `Feature ${i + 1}`. */
  itemLabel(index: number): string;
  addLabel: string;
  newItem(): Record<string, unknown>;
  max: number;
  empty: string;
  /** The fields of row `index` (names like `${name}.${index}.title`). */
  children(index: number): ReactNode;
}) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name });
  const listError = errorAt(form, name) ?? errorAt(form, `${name}.root`);
  return (
    <div className="space-y-3">
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-600">
          {empty}
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, index) => (
            <li
              key={field.id}
              aria-label={itemLabel(index)}
              className="rounded-lg border border-stone-200 bg-stone-50/60 p-4"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <span className="text-sm font-medium text-stone-700">{itemLabel(index)}</span>
                <div className="flex items-center gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move ${itemLabel(index)} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Move ${itemLabel(index)} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove ${itemLabel(index)}`}
                    onClick={() => remove(index)}
                    className="text-red-700 hover:bg-red-50"
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="space-y-4">{children(index)}</div>
            </li>
          ))}
        </ol>
      )}
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        disabled={fields.length >= max}
        onClick={() => append(newItem())}
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
      {fields.length >= max && <p className="text-xs text-stone-600">At most {max}.</p>}
    </div>
  );
}
