import {
  AdminCreateStoneVariety,
  type AdminStoneVariety,
  GRANITE_COLOURS,
  STONE_VARIETY_MESSAGES,
} from '@granite/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { Eye, EyeOff, Pencil, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DataTable, RowActions, useConfirm, useTableParams } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, FormField, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';
import {
  useAdminStoneVarieties,
  useCreateStoneVariety,
  useUpdateStoneVariety,
} from '../api/admin-stone-varieties';

/** The form edits the other names as one comma-separated line. */
type FormValues = { name: string; colour: string; aliasesText: string };
const splitAliases = (text: string) =>
  text
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);

/**
 * D32: the stone varieties buyers and the trade name granite by (Black Galaxy, Kashmir White …).
 * Products name one; the catalogue filters and Compare Prices go by it. Hiding keeps it on the
 * products that have it but offers it no more.
 */
export function AdminStoneVarietiesPage() {
  const params = useTableParams({ pageSize: 100 });
  const varieties = useAdminStoneVarieties();
  const update = useUpdateStoneVariety();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<AdminStoneVariety | 'new' | null>(null);

  const columns = useMemo<ColumnDef<AdminStoneVariety>[]>(
    () => [
      {
        id: 'name',
        header: 'Variety',
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium text-granite-black">{row.original.name}</span>
            {row.original.aliases.length > 0 && (
              <span className="text-xs text-stone-600">Also: {row.original.aliases.join(', ')}</span>
            )}
          </span>
        ),
      },
      { id: 'colour', header: 'Colour family', cell: ({ row }) => row.original.colour ?? '—' },
      {
        id: 'products',
        header: 'Products',
        meta: { align: 'right' },
        cell: ({ row }) => <span className="tabular-nums">{row.original.productCount}</span>,
      },
      {
        id: 'manufacturers',
        header: 'Manufacturers',
        meta: { align: 'right' },
        cell: ({ row }) => <span className="tabular-nums">{row.original.manufacturerCount}</span>,
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) =>
          row.original.status === 'active' ? (
            <Badge variant="success">Active</Badge>
          ) : (
            <Badge variant="neutral">Hidden</Badge>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const v = row.original;
          const hide = v.status === 'active';
          return (
            <RowActions
              label={v.name}
              confirm={confirm}
              actions={[
                { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setEditing(v) },
                {
                  label: hide ? 'Hide' : 'Show again',
                  icon: hide ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />,
                  onSelect: () =>
                    update.mutate(
                      { id: v.id, changes: { status: hide ? 'hidden' : 'active', version: v.version } },
                      {
                        onSuccess: () =>
                          toast.success(hide ? STONE_VARIETY_MESSAGES.hidden : STONE_VARIETY_MESSAGES.shown),
                        onError: (e) => toast.error('Error', { description: e.message }),
                      },
                    ),
                },
              ]}
            />
          );
        },
      },
    ],
    [confirm, update],
  );

  const items = varieties.data ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Stone Varieties"
        description="The varieties buyers and the trade name granite by. Products name one; filters and Compare Prices use it."
        variant="panel"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add variety
          </Button>
        }
      />
      <DataTable
        caption="Stone varieties"
        columns={columns}
        rows={
          varieties.data
            ? items.slice((params.page - 1) * params.pageSize, params.page * params.pageSize)
            : undefined
        }
        total={items.length}
        params={params}
        getRowId={(v) => String(v.id)}
        isLoading={varieties.isPending}
        isError={varieties.isError}
        onRetry={() => varieties.refetch()}
        empty={{ title: 'No stone varieties yet', description: 'Add the varieties your manufacturers sell.' }}
      />
      {editing && (
        <VarietyDialog variety={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {dialog}
    </div>
  );
}

function VarietyDialog({ variety, onClose }: { variety: AdminStoneVariety | null; onClose(): void }) {
  const create = useCreateStoneVariety();
  const update = useUpdateStoneVariety();
  const [formError, setFormError] = useState<string>();
  const form = useForm<FormValues>({
    defaultValues: {
      name: variety?.name ?? '',
      colour: variety?.colour ?? '',
      aliasesText: variety?.aliases.join(', ') ?? '',
    },
  });
  const { errors } = form.formState;
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    const body = {
      name: values.name,
      colour: (values.colour || null) as z.input<typeof AdminCreateStoneVariety>['colour'],
      aliases: splitAliases(values.aliasesText),
    };
    const parsed = AdminCreateStoneVariety.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'aliases' ? 'aliasesText' : (issue.path[0] as keyof FormValues);
        form.setError(field, { message: issue.message });
      }
      return;
    }
    const onError = (error: Error) => {
      if (isApiError(error) && error.fields?.aliases)
        form.setError('aliasesText', { message: error.fields.aliases });
      applyFieldErrors(error, form.setError, ['name', 'colour']);
      setFormError(error.message);
    };
    if (variety) {
      update.mutate(
        { id: variety.id, changes: { ...body, version: variety.version } },
        {
          onSuccess: () => {
            toast.success(STONE_VARIETY_MESSAGES.updated);
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(STONE_VARIETY_MESSAGES.added);
          onClose();
        },
        onError,
      });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={variety ? `Edit ${variety.name}` : 'Add a stone variety'}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" form="variety-form" disabled={pending}>
              {pending ? 'Saving...' : variety ? 'Save changes' : 'Add variety'}
            </Button>
          </div>
        }
      >
        <form id="variety-form" noValidate className="space-y-4" onSubmit={submit}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <FormField label="Variety name" required error={errors.name?.message} {...form.register('name')} />
          <Field label="Colour family" markOptional error={errors.colour?.message}>
            {(control) => (
              <Select {...control} {...form.register('colour')}>
                <option value="">Not set</option>
                {GRANITE_COLOURS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormField
            label="Other trade names"
            markOptional
            hint="Separated by commas, e.g. Star Galaxy. Buyers searching for them find this variety."
            error={errors.aliasesText?.message}
            {...form.register('aliasesText')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
