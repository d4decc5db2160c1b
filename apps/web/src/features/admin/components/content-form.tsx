// One content block, one form (admin spec 2 and 3): react-hook-form with the block's shared schema,
// loaded with its version and saved over it (D29). A save that meets a newer version says so and
// offers to reload; the server's field errors land next to their fields.

import { CONFLICT_MESSAGE, CONTENT_SCHEMAS, type ContentKey, type ContentValue } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect } from 'react';
import {
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminContent, useReloadContent, useSaveContent } from '@/features/admin/api/admin-content';
import { isApiError } from '@/lib/api';
import { useReportDirty } from './unsaved-changes';

export type ContentFormOptions = {
  /** The spec's toast for a successful save (admin spec 8), e.g. 'Contact settings saved'. */
  saved: string;
  /** The toast title of a failed save, e.g. 'Failed to update company information'. */
  failed?: string;
};

/** Form state and submit of one content block. `form` is typed by the block's value. */
export function useContentForm<K extends ContentKey>(key: K, options: ContentFormOptions) {
  const query = useAdminContent(key);
  const save = useSaveContent(key);
  const reload = useReloadContent(key);
  type Value = ContentValue<K> & FieldValues;
  const form = useForm<Value>({
    resolver: zodResolver(CONTENT_SCHEMAS[key] as never) as unknown as Resolver<Value>,
    mode: 'onTouched',
  });
  const { reset } = form;
  const loaded = query.data;
  useEffect(() => {
    if (loaded) reset(loaded.value as Value);
  }, [loaded, reset]);
  useReportDirty(form.formState.isDirty);

  const submit = form.handleSubmit(async (value) => {
    if (!loaded) return;
    try {
      const saved = await save.mutateAsync({ version: loaded.version, value: value as ContentValue<K> });
      reset(saved.value as Value);
      toast.success(options.saved);
    } catch (error) {
      if (isApiError(error) && error.code === 'conflict') {
        toast.error(CONFLICT_MESSAGE, {
          duration: 15_000,
          action: { label: 'Reload', onClick: () => void reload() },
        });
        return;
      }
      if (isApiError(error) && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as FieldPath<Value>, { type: 'server', message });
        }
      }
      toast.error(options.failed ?? 'Failed to save changes', {
        description: error instanceof Error ? error.message : 'Please try again',
      });
    }
  });

  return { form, query, saving: save.isPending, submit };
}

/** The message of a field's error at a dotted path (react-hook-form keeps them nested). */
export function errorAt<T extends FieldValues>(form: UseFormReturn<T>, path: string): string | undefined {
  let node: unknown = form.formState.errors;
  for (const part of path.split('.')) {
    if (node == null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The frame of a content form: heading, body, and the Save Changes button ('Saving...' while the
 * save is under way). Shows a skeleton while the block loads and a retry when it cannot.
 */
export function ContentFormCard({
  title,
  description,
  state,
  onSubmit,
  saving,
  children,
  submitLabel = 'Save Changes',
  dirty,
}: {
  title: string;
  description?: ReactNode;
  state: { isPending: boolean; isError: boolean; refetch(): unknown };
  onSubmit(event: FormEvent): void;
  saving: boolean;
  children: ReactNode;
  submitLabel?: string;
  dirty?: boolean;
}) {
  const headingId = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return (
    <Card className="overflow-hidden">
      <form onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
        <div className="border-b border-stone-200 px-5 py-4 sm:px-6">
          <h2 id={headingId} className="text-base font-semibold tracking-tight">
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
        </div>
        <div className="space-y-5 px-5 py-5 sm:px-6">
          {state.isPending ? (
            <div className="space-y-4" role="status" aria-label="Loading...">
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-11 w-full" />
              <Skeleton className="h-24 w-full" />
            </div>
          ) : state.isError ? (
            <div className="flex flex-wrap items-center gap-3 text-sm text-red-700" role="alert">
              This section could not be loaded.
              <Button type="button" variant="secondary" size="sm" onClick={() => state.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            children
          )}
        </div>
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-stone-200 bg-stone-50 px-5 py-3 sm:px-6">
          {dirty && !saving && <span className="mr-auto text-sm text-stone-600">Unsaved changes</span>}
          <Button type="submit" disabled={saving || state.isPending || state.isError}>
            {saving && <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
            {saving ? 'Saving...' : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
