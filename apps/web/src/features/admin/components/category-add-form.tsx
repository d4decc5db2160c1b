import {
  AdminCreateCategory,
  CATEGORY_MESSAGES,
  DEFAULT_CATEGORY_COLOUR,
  type ImageRef,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ImageUploadField } from '@/components/image-upload-field';
import { Button } from '@/components/ui/button';
import { Field, Input, Textarea } from '@/components/ui/form-field';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import { useCreateCategory } from '../api/admin-categories';
import { CategoryColourField } from './category-colour-field';

type Values = z.input<typeof AdminCreateCategory>;

/** Spec 2 / 5: the add form. A blank name becomes 'New Granite {id}', a blank description 'Description pending'. */
export function CategoryAddForm({ onDone }: { onDone(): void }) {
  const create = useCreateCategory();
  const [image, setImage] = useState<ImageRef | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(AdminCreateCategory),
    defaultValues: { name: '', description: '', color: DEFAULT_CATEGORY_COLOUR },
  });
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, headerImageMediaId: image?.id });
      toast.success(CATEGORY_MESSAGES.added);
      form.reset();
      setImage(null);
      onDone();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['name', 'description', 'color']);
      toast.error(CATEGORY_MESSAGES.saveFailed, {
        description: error instanceof Error ? error.message : CATEGORY_MESSAGES.tryAgain,
      });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="add-category-heading"
      className="rounded-lg border border-stone-200 bg-white p-5 shadow-xs"
    >
      <h2 id="add-category-heading" className="text-base font-semibold text-granite-black">
        Add a category
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Leave the name or description blank to fill them in later.
      </p>
      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-4">
          <Field label="Name" markOptional error={errors.name?.message}>
            {(control) => <Input {...control} placeholder="e.g. Black Galaxy" {...form.register('name')} />}
          </Field>
          <Field label="Description" markOptional error={errors.description?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
          </Field>
          <Controller
            control={form.control}
            name="color"
            render={({ field }) => (
              <CategoryColourField
                value={field.value ?? DEFAULT_CATEGORY_COLOUR}
                onChange={field.onChange}
                error={errors.color?.message}
              />
            )}
          />
        </div>
        <ImageUploadField
          label="Header image"
          target={{ kind: 'category' }}
          value={image}
          onUploaded={setImage}
          hint="Recommended 400x300px. JPG, PNG, WebP or GIF, at most 5MB."
        />
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2 border-t border-stone-100 pt-4">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Adding…' : 'Add category'}
        </Button>
      </div>
    </form>
  );
}
