import {
  EXPORT_COUNTRIES,
  INLAND_LEG_LABELS,
  INLAND_LEGS,
  PayloadLimitInput,
  type PayloadLimitView,
} from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import { CheckCircle2, Pencil, Plus, Trash2 } from 'lucide-react';
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
import { useDeletePayloadLimit, usePayloadLimits, useSavePayloadLimit } from '@/lib/api/export-desk';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';

const FIELDS = ['country', 'leg', 'limit20Kg', 'limit40Kg', 'note'] as const;
const tonnes = (kg: number) => `${(kg / 1000).toLocaleString('en-IN', { maximumFractionDigits: 3 })} t`;

/**
 * D48: what a 20' and a 40' container may carry to a buyer in each country, by the leg after the
 * port of discharge (a US buyer's truck is held to 19.9 t; collected at the port, 27 t). The
 * container plan never loads one past it. The table starts with the trade's usual figures, marked
 * as defaults until an admin confirms each.
 */
export function AdminPayloadLimitsPage() {
  const params = useTableParams({ pageSize: 100 });
  const limits = usePayloadLimits();
  const save = useSavePayloadLimit();
  const remove = useDeletePayloadLimit();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<PayloadLimitView | 'new' | null>(null);

  const columns = useMemo<ColumnDef<PayloadLimitView>[]>(
    () => [
      {
        id: 'country',
        header: 'Destination',
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium text-granite-black">{row.original.countryName}</span>
            <span className="text-xs text-stone-600">{INLAND_LEG_LABELS[row.original.leg]}</span>
          </span>
        ),
      },
      {
        id: 'limit20',
        header: "20'",
        meta: { align: 'right' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{tonnes(row.original.limit20Kg)}</span>
        ),
      },
      {
        id: 'limit40',
        header: "40'",
        meta: { align: 'right' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{tonnes(row.original.limit40Kg)}</span>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row }) =>
          row.original.confirmed ? (
            <Badge variant="success">Confirmed</Badge>
          ) : (
            <Badge variant="warning">Default, to confirm</Badge>
          ),
      },
      {
        id: 'note',
        header: 'Note',
        cell: ({ row }) => <span className="text-sm text-stone-600">{row.original.note ?? ''}</span>,
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <RowActions
              label={`${r.countryName}, ${r.leg}`}
              confirm={confirm}
              actions={[
                ...(r.confirmed
                  ? []
                  : [
                      {
                        label: 'Confirm',
                        icon: <CheckCircle2 aria-hidden="true" />,
                        onSelect: () =>
                          save.mutate(
                            {
                              id: r.id,
                              version: r.version,
                              country: r.country,
                              leg: r.leg,
                              limit20Kg: r.limit20Kg,
                              limit40Kg: r.limit40Kg,
                              note: r.note,
                              confirmed: true,
                            },
                            {
                              onSuccess: () => toast.success(`${r.countryName} confirmed`),
                              onError: (e) => toast.error('Error', { description: e.message }),
                            },
                          ),
                      },
                    ]),
                { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setEditing(r) },
                {
                  label: 'Delete',
                  icon: <Trash2 aria-hidden="true" />,
                  onSelect: () =>
                    remove.mutate(
                      { id: r.id, version: r.version },
                      {
                        onSuccess: () => toast.success('Payload limit deleted'),
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
    [confirm, remove, save],
  );

  const items = limits.data?.items ?? [];
  const unconfirmed = items.filter((i) => !i.confirmed).length;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Container payload limits"
        description="What a 20' and a 40' may carry to a buyer in each country, by the leg after the port. The container plan of an export quote never loads a container past it."
        variant="panel"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add limit
          </Button>
        }
      />
      {unconfirmed > 0 && (
        <FormAlert tone="info">
          {`${unconfirmed} of these limits are the trade's usual figures, entered as defaults. Check each against the destination's road rules and the shipping line, then confirm or correct it.`}
        </FormAlert>
      )}
      <DataTable
        caption="Container payload limits by country and leg"
        columns={columns}
        rows={
          limits.data
            ? items.slice((params.page - 1) * params.pageSize, params.page * params.pageSize)
            : undefined
        }
        total={items.length}
        params={params}
        getRowId={(r) => String(r.id)}
        isLoading={limits.isPending}
        isError={limits.isError}
        onRetry={() => limits.refetch()}
        empty={{
          title: 'No payload limits yet',
          description: 'Add what a container may carry to each country manufacturers export to.',
        }}
      />
      {editing && <LimitDialog limit={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

function LimitDialog({ limit, onClose }: { limit: PayloadLimitView | null; onClose(): void }) {
  const save = useSavePayloadLimit();
  const [formError, setFormError] = useState<string>();
  const form = useForm<PayloadLimitInput, unknown, z.output<typeof PayloadLimitInput>>({
    resolver: zodResolver(PayloadLimitInput),
    defaultValues: {
      country: limit?.country ?? 'US',
      leg: limit?.leg ?? 'road',
      limit20Kg: limit?.limit20Kg ?? 19_900,
      limit40Kg: limit?.limit40Kg ?? 20_185,
      note: limit?.note ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    // Saving the form is the admin's confirmation of the figures.
    save.mutate(limit ? { ...values, id: limit.id, version: limit.version, confirmed: true } : values, {
      onSuccess: () => {
        toast.success(limit ? 'Payload limit saved' : 'Payload limit added');
        onClose();
      },
      onError: (error) => {
        applyFieldErrors(error, form.setError, FIELDS);
        setFormError(error.message);
      },
    });
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={limit ? `Edit ${limit.countryName}` : 'Add a payload limit'}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="payload-limit-form" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : limit ? 'Save and confirm' : 'Add limit'}
            </Button>
          </div>
        }
      >
        <form id="payload-limit-form" noValidate className="space-y-4" onSubmit={submit}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field label="Country" required error={errors.country?.message}>
            {(control) => (
              <Select {...control} {...form.register('country')}>
                {EXPORT_COUNTRIES.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Leg after the port" required error={errors.leg?.message}>
            {(control) => (
              <Select {...control} {...form.register('leg')}>
                {INLAND_LEGS.map((l) => (
                  <option key={l} value={l}>
                    {INLAND_LEG_LABELS[l]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="20' payload, kg"
              required
              inputMode="numeric"
              error={errors.limit20Kg?.message}
              {...form.register('limit20Kg')}
            />
            <FormField
              label="40' payload, kg"
              required
              inputMode="numeric"
              error={errors.limit40Kg?.message}
              {...form.register('limit40Kg')}
            />
          </div>
          <FormField
            label="Note"
            hint="Where the figure comes from."
            maxLength={300}
            error={errors.note?.message}
            {...form.register('note')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
