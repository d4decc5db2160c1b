import { GST_RATES, HsnRateInput, type HsnRateView } from '@granite/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DataTable, RowActions, useConfirm, useTableParams } from '@/components/data-table';
import { formatDay } from '@/components/quote-lifecycle/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormAlert, FormField, Select } from '@/components/ui/form-field';
import { PageHeader } from '@/components/ui/page-header';
import { useDeleteHsnRate, useHsnRates, useSaveHsnRate } from '@/lib/api/business';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';

const FIELDS = ['hsn', 'description', 'ratePercent', 'effectiveFrom'] as const;

/**
 * D34: the GST rate table by HSN code and the day each rate takes effect. A product's rate is the
 * longest code that starts its HSN, the latest rate in force. A rate in force is kept (its quotes
 * were priced with it): a change is a newer row.
 */
export function AdminGstRatesPage() {
  const params = useTableParams({ pageSize: 100 });
  const rates = useHsnRates();
  const remove = useDeleteHsnRate();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<HsnRateView | 'new' | null>(null);

  const columns = useMemo<ColumnDef<HsnRateView>[]>(
    () => [
      {
        id: 'hsn',
        header: 'HSN',
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium tabular-nums text-granite-black">{row.original.hsn}</span>
            <span className="text-xs text-stone-600">{row.original.description}</span>
          </span>
        ),
      },
      {
        id: 'rate',
        header: 'GST',
        meta: { align: 'right' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{row.original.ratePercent} %</span>
        ),
      },
      { id: 'from', header: 'In force from', cell: ({ row }) => formatDay(row.original.effectiveFrom) },
      {
        id: 'status',
        header: 'Status',
        // D34: a rate whose successor has taken effect is kept (quotes were priced with it) but no
        // longer applies; it says since when, beside the row now in force.
        cell: ({ row }) =>
          row.original.supersededOn ? (
            <Badge variant="neutral">Superseded on {formatDay(row.original.supersededOn)}</Badge>
          ) : row.original.applied ? (
            <Badge variant="success">In force</Badge>
          ) : (
            <Badge variant="neutral">Upcoming</Badge>
          ),
      },
      {
        id: 'actions',
        header: () => <span className="sr-only">Actions</span>,
        meta: { align: 'right' },
        cell: ({ row }) => {
          const r = row.original;
          return (
            <RowActions
              label={`HSN ${r.hsn} from ${r.effectiveFrom}`}
              confirm={confirm}
              actions={[
                { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setEditing(r) },
                ...(r.applied
                  ? []
                  : [
                      {
                        label: 'Delete',
                        icon: <Trash2 aria-hidden="true" />,
                        onSelect: () =>
                          remove.mutate(
                            { id: r.id, version: r.version },
                            {
                              onSuccess: () => toast.success('GST rate deleted'),
                              onError: (e) => toast.error('Error', { description: e.message }),
                            },
                          ),
                      },
                    ]),
              ]}
            />
          );
        },
      },
    ],
    [confirm, remove],
  );

  const items = rates.data?.items ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="GST rates"
        description="GST by HSN code and the day it takes effect. A product takes the rate of the longest code that starts its HSN; a manufacturer's quote starts from it."
        variant="panel"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add rate
          </Button>
        }
      />
      <DataTable
        caption="GST rates by HSN"
        columns={columns}
        rows={
          rates.data
            ? items.slice((params.page - 1) * params.pageSize, params.page * params.pageSize)
            : undefined
        }
        total={items.length}
        params={params}
        getRowId={(r) => String(r.id)}
        isLoading={rates.isPending}
        isError={rates.isError}
        onRetry={() => rates.refetch()}
        empty={{ title: 'No GST rates yet', description: 'Add the rate of each HSN your products use.' }}
      />
      {editing && <RateDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

function RateDialog({ rate, onClose }: { rate: HsnRateView | null; onClose(): void }) {
  const save = useSaveHsnRate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<HsnRateInput, unknown, z.output<typeof HsnRateInput>>({
    resolver: zodResolver(HsnRateInput),
    defaultValues: {
      hsn: rate?.hsn ?? '',
      description: rate?.description ?? '',
      ratePercent: rate?.ratePercent ?? 18,
      effectiveFrom: rate?.effectiveFrom ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(rate ? { ...values, id: rate.id, version: rate.version } : values, {
      onSuccess: () => {
        toast.success(rate ? 'GST rate saved' : 'GST rate added');
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
        title={rate ? `Edit HSN ${rate.hsn}` : 'Add a GST rate'}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="gst-rate-form" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : rate ? 'Save changes' : 'Add rate'}
            </Button>
          </div>
        }
      >
        <form id="gst-rate-form" noValidate className="space-y-4" onSubmit={submit}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <FormField
            label="HSN code"
            required
            inputMode="numeric"
            maxLength={8}
            hint="4 to 8 digits; a shorter code covers every longer one it starts."
            error={errors.hsn?.message}
            {...form.register('hsn')}
          />
          <FormField
            label="Description"
            required
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Field label="GST rate" required error={errors.ratePercent?.message}>
            {(control) => (
              <Select {...control} {...form.register('ratePercent', { valueAsNumber: true })}>
                {GST_RATES.map((r) => (
                  <option key={r} value={r}>
                    {r} %
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormField
            label="In force from"
            required
            type="date"
            error={errors.effectiveFrom?.message}
            {...form.register('effectiveFrom')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
