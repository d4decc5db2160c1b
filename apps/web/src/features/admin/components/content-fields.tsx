// Fields of the content forms, on the one field kit (components/ui/form-field.tsx), bound to
// react-hook-form by name. The forms' values are whole content blocks, so these take any form.
import type { UploadKind } from '@granite/shared';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Controller, type FieldValues, type RegisterOptions, type UseFormReturn } from 'react-hook-form';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';
import { cn } from '@/lib/cn';
import { errorAt } from './content-form';

// biome-ignore lint/suspicious/noExplicitAny: the helpers bind any block's form by field name
export type AnyForm = UseFormReturn<any>;

type Common = {
  form: AnyForm;
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

/** "42 / 50–60 characters": a length hint that counts as the admin types (SEO hints, admin 5). */
function LengthHint({
  form,
  name,
  range,
  hint,
}: {
  form: AnyForm;
  name: string;
  range: [number, number];
  hint?: ReactNode;
}) {
  const length = String(form.watch(name) ?? '').length;
  const [min, max] = range;
  const inRange = length >= min && length <= max;
  return (
    <span className="flex flex-wrap justify-between gap-2">
      <span>{hint ?? `Recommended ${min}–${max} characters.`}</span>
      <span className={cn('tabular-nums', length > 0 && !inRange ? 'text-amber-700' : 'text-stone-600')}>
        {length} characters
      </span>
    </span>
  );
}

export function TextField({
  form,
  name,
  label,
  hint,
  required,
  className,
  recommended,
  registerOptions,
  ...input
}: Common & { recommended?: [number, number]; registerOptions?: RegisterOptions } & Omit<
    ComponentProps<'input'>,
    'name' | 'form'
  >) {
  return (
    <Field
      label={label}
      required={required}
      error={errorAt(form, name)}
      hint={recommended ? <LengthHint form={form} name={name} range={recommended} hint={hint} /> : hint}
      className={className}
    >
      {(control) => <Input {...control} {...input} {...form.register(name, registerOptions)} />}
    </Field>
  );
}

export function TextAreaField({
  form,
  name,
  label,
  hint,
  required,
  className,
  recommended,
  ...input
}: Common & { recommended?: [number, number] } & Omit<ComponentProps<'textarea'>, 'name' | 'form'>) {
  return (
    <Field
      label={label}
      required={required}
      error={errorAt(form, name)}
      hint={recommended ? <LengthHint form={form} name={name} range={recommended} hint={hint} /> : hint}
      className={className}
    >
      {(control) => <Textarea rows={3} {...control} {...input} {...form.register(name)} />}
    </Field>
  );
}

/**
 * An image kept in a content block as its URL: uploaded through the media pipeline (`kind` decides
 * the server's size rules), shown, replaced or removed. The block saves with the form.
 */
export function ImageUrlField({
  form,
  name,
  label,
  hint,
  kind,
  aspect = '16/9',
  className,
}: Common & { kind: UploadKind; aspect?: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <div className={cn('space-y-1.5', className)}>
          <ImageUploadField
            label={label}
            target={{ kind }}
            value={(field.value as string) || null}
            onUploaded={(image) => field.onChange(image.url)}
            hint={typeof hint === 'string' ? hint : undefined}
            aspect={aspect}
          />
          {field.value ? (
            <Button type="button" variant="link" size="sm" onClick={() => field.onChange('')}>
              <X aria-hidden="true" />
              Remove image
            </Button>
          ) : null}
          {errorAt(form, name) && <p className="text-sm text-red-700">{errorAt(form, name)}</p>}
        </div>
      )}
    />
  );
}

/** A group of fields with a small heading (inside one form). */
export function FieldGroup({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-4 border-t border-stone-200 pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left w-full text-sm font-semibold text-granite-black">{title}</legend>
      {description && <p className="clear-both text-sm text-stone-600">{description}</p>}
      <div className="clear-both space-y-4">{children}</div>
    </fieldset>
  );
}

export type { FieldValues };
