import { CATEGORY_COLOUR_CLASSES, categoryColourHex, categoryTextColor } from '@granite/shared';
import { useId } from 'react';
import { Input, Select } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';

const CUSTOM = '__custom';

/** Readable names of the colour classes (spec 5: a class such as bg-granite-gray, or a #hex). */
const CLASS_NAMES: Record<string, string> = {
  'bg-granite-gray': 'Granite gray',
  'bg-granite-black': 'Granite black',
  'bg-gray-100': 'Light gray',
  'bg-stone-100': 'Stone white',
  'bg-stone-300': 'Pale stone',
  'bg-stone-500': 'Stone',
  'bg-stone-700': 'Dark stone',
  'bg-zinc-600': 'Steel',
  'bg-slate-700': 'Slate',
  'bg-amber-900': 'Brown',
  'bg-red-900': 'Red',
  'bg-blue-900': 'Blue',
  'bg-green-900': 'Green',
};

/** The swatch of a colour value with its text colour (the spec's text-colour rule), as buyers see it. */
export function CategoryColourSwatch({
  color,
  label,
  className,
}: {
  color: string;
  label?: string;
  className?: string;
}) {
  const hex = categoryColourHex(color);
  return (
    <span
      className={cn(
        'inline-flex h-7 min-w-7 items-center justify-center rounded-md border border-black/10 px-2 text-xs font-semibold',
        categoryTextColor(color) === 'text-white' ? 'text-white' : 'text-stone-900',
        className,
      )}
      style={{ backgroundColor: hex ?? undefined }}
    >
      {label ?? <span className="sr-only">{color}</span>}
    </span>
  );
}

/**
 * A colour class from the list, or a custom hex code. `value` is what the API takes: the class name
 * or the hex code.
 */
export function CategoryColourField({
  value,
  onChange,
  label = 'Colour',
  error,
  compact = false,
}: {
  value: string;
  onChange(value: string): void;
  label?: string;
  error?: string;
  compact?: boolean;
}) {
  const id = useId();
  const isClass = value in CATEGORY_COLOUR_CLASSES;
  const hexValid = categoryColourHex(value) !== null;
  return (
    <div className={cn('space-y-1.5', compact && 'min-w-44')}>
      <label
        htmlFor={id}
        className={cn('block text-sm font-medium text-granite-black', compact && 'sr-only')}
      >
        {label}
      </label>
      <div className="flex items-center gap-2">
        <CategoryColourSwatch color={hexValid ? value : '#ffffff'} className="shrink-0" />
        <Select
          id={id}
          value={isClass ? value : CUSTOM}
          aria-invalid={error ? true : undefined}
          className={cn(compact && 'h-9')}
          onChange={(e) => onChange(e.target.value === CUSTOM ? (isClass ? '#' : value) : e.target.value)}
        >
          {Object.keys(CATEGORY_COLOUR_CLASSES).map((c) => (
            <option key={c} value={c}>
              {CLASS_NAMES[c] ?? c} ({c})
            </option>
          ))}
          <option value={CUSTOM}>Custom colour (#hex)</option>
        </Select>
      </div>
      {!isClass && (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}: pick a custom colour`}
            value={hexValid && value.length === 7 ? value : '#3f3f46'}
            onChange={(e) => onChange(e.target.value)}
            className="h-9 w-11 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
          />
          <Input
            aria-label={`${label}: hex code`}
            value={value}
            placeholder="#3f3f46"
            maxLength={7}
            aria-invalid={error || !hexValid ? true : undefined}
            className={cn(compact && 'h-9')}
            onChange={(e) => onChange(e.target.value.trim())}
          />
        </div>
      )}
      {error && <p className="text-sm text-red-700">{error}</p>}
    </div>
  );
}
