// Markdown editing for legal, about and home page texts (D20): the text on the left, the page as it
// will render (the same sanitised Markdown component the storefront uses) on the right; on small
// screens Write and Preview switch.
import { type ReactNode, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Markdown } from '@/components/markdown';
import { Textarea } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import type { AnyForm } from './content-fields';
import { errorAt } from './content-form';

export function MarkdownField({
  form,
  name,
  label,
  hint,
  rows = 10,
  maxLength,
}: {
  form: AnyForm;
  name: string;
  label: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
}) {
  const id = useId();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const error = errorAt(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => {
        const text = String(field.value ?? '');
        return (
          <div className="space-y-1.5">
            <div className="flex items-end justify-between gap-3">
              <label htmlFor={id} className="block text-sm font-medium text-granite-black">
                {label}
              </label>
              <fieldset className="flex rounded-md bg-stone-100 p-0.5 text-xs lg:hidden">
                <legend className="sr-only">{`${label}: view`}</legend>
                {(['write', 'preview'] as const).map((v) => (
                  <button
                    key={v}
                    type="button"
                    aria-pressed={view === v}
                    onClick={() => setView(v)}
                    className={cn(
                      'rounded px-2.5 py-1 font-medium capitalize text-stone-600',
                      view === v && 'bg-white text-granite-black shadow-xs',
                    )}
                  >
                    {v}
                  </button>
                ))}
              </fieldset>
            </div>
            <div className="grid gap-3 lg:grid-cols-2">
              <Textarea
                id={id}
                rows={rows}
                value={text}
                maxLength={maxLength}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={`${id}-help`}
                className={cn('font-mono text-sm leading-relaxed', view === 'preview' && 'hidden lg:block')}
              />
              <section
                aria-label={`${label}: preview`}
                className={cn(
                  'min-h-40 overflow-auto rounded-md border border-stone-200 bg-stone-50 px-4 py-3',
                  view === 'write' && 'hidden lg:block',
                )}
                style={{ maxHeight: `${rows * 1.75 + 1.5}rem` }}
              >
                {text.trim() ? (
                  <Markdown className="text-sm">{text}</Markdown>
                ) : (
                  <p className="text-sm text-stone-500">The preview shows here as you type.</p>
                )}
              </section>
            </div>
            <p id={`${id}-help`} className={cn('text-xs', error ? 'text-sm text-red-700' : 'text-stone-600')}>
              {error ??
                hint ??
                'Markdown: # heading, **bold**, *italic*, - list, [link](https://…). HTML is removed when saved.'}
            </p>
          </div>
        );
      }}
    />
  );
}
