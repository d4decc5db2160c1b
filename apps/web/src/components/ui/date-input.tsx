import { CalendarDays } from 'lucide-react';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './form-field';

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else → ''. */
export function toIndianDate(iso: string | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * 'DD/MM/YYYY' (also with '-' or '.', one-digit day or month) → 'YYYY-MM-DD' when it is a real
 * calendar day; '' for an empty field; undefined when it cannot be read.
 */
export function fromIndianDate(text: string): string | undefined {
  const t = text.trim();
  if (!t) return '';
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t);
  if (!m) return undefined;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day)
    return undefined;
  return `${m[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type DateInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min' | 'max'> & {
  /** The day as 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange(value: string): void;
  min?: string;
  max?: string;
};

/**
 * A day typed as an Indian reader writes it, DD/MM/YYYY, with the browser's calendar one click
 * away. A native date field shows the browser's own locale (mm/dd/yyyy in an American-English
 * Chromium, whatever the page's lang), so the typed field is ours; the value stays ISO.
 */
export function DateInput({ value, onChange, min, max, className, onBlur, ...props }: DateInputProps) {
  const [text, setText] = useState(() => toIndianDate(value));
  const picker = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // A value set from outside (a cleared filter, the calendar) replaces what is typed.
    setText((current) => (fromIndianDate(current) === value ? current : toIndianDate(value)));
  }, [value]);

  return (
    <div className={cn('relative', className)}>
      <Input
        {...props}
        type="text"
        inputMode="numeric"
        placeholder="DD/MM/YYYY"
        autoComplete="off"
        value={text}
        className="pr-11"
        onChange={(e) => {
          setText(e.target.value);
          const iso = fromIndianDate(e.target.value);
          if (iso !== undefined && iso !== value) onChange(iso);
        }}
        onBlur={(e) => {
          if (fromIndianDate(text) === undefined) setText(toIndianDate(value));
          onBlur?.(e);
        }}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        className="pointer-events-none absolute right-0 bottom-0 size-px opacity-0"
        value={value}
        min={min}
        max={max}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        aria-label="Choose a date from the calendar"
        className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded text-stone-500 hover:bg-stone-100 hover:text-granite-black"
        onClick={() => {
          try {
            picker.current?.showPicker();
          } catch {
            picker.current?.focus();
          }
        }}
      >
        <CalendarDays aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
