import { EXPORT_CURRENCIES, ExchangeRateInput, type ExchangeRateView } from '@granite/shared';
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
import { useDeleteExchangeRate, useExchangeRates, useSaveExchangeRate } from '@/lib/api/export-desk';
import { applyFieldErrors } from '@/lib/forms/apply-field-errors';

const FIELDS = ['currency', 'inrPerUnit', 'effectiveFrom', 'source'] as const;

/** "96.8500" → "₹96.85", "97.3000" → "₹97.30": as customs print it, four decimals only when it has them. */
const rupeesPerUnit = (rate: string) =>
  `₹${Number(rate).toLocaleString('en-IN', { maximumFractionDigits: 4 })}`;

/**
 * D47: ₹ per unit of each export currency from a date (for exports, the rate customs notify every
 * fortnight). An export quote shows its ₹ value at the latest rate on or before its date, and keeps
 * the rate it used; a currency without one cannot be quoted.
 */
export function AdminExchangeRatesPage() {
  const params = useTableParams({ pageSize: 100 });
  const rates = useExchangeRates();
  const remove = useDeleteExchangeRate();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<ExchangeRateView | 'new' | null>(null);

  const columns = useMemo<ColumnDef<ExchangeRateView>[]>(
    () => [
      {
        id: 'currency',
        header: 'Currency',
        meta: { primary: true },
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="font-medium text-granite-black">1 {row.original.currency}</span>
            {row.original.source && <span className="text-xs text-stone-600">{row.original.source}</span>}
          </span>
        ),
      },
      {
        id: 'rate',
        header: '₹ per unit',
        meta: { align: 'right' },
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{rupeesPerUnit(row.original.inrPerUnit)}</span>
        ),
      },
      { id: 'from', header: 'From', cell: ({ row }) => formatDay(row.original.effectiveFrom) },
      {
        id: 'status',
        header: 'Status',
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
              label={`${r.currency} from ${r.effectiveFrom}`}
              confirm={confirm}
              actions={[
                { label: 'Edit', icon: <Pencil aria-hidden="true" />, onSelect: () => setEditing(r) },
                {
                  label: 'Delete',
                  icon: <Trash2 aria-hidden="true" />,
                  onSelect: () =>
                    remove.mutate(
                      { id: r.id, version: r.version },
                      {
                        onSuccess: () => toast.success('Exchange rate deleted'),
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
    [confirm, remove],
  );

  const items = rates.data?.items ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Exchange rates"
        description="₹ per unit of each export currency from a date, as customs notify them. An export quote takes the latest rate on or before its date and keeps it; a currency without a rate cannot be quoted."
        variant="panel"
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            Add rate
          </Button>
        }
      />
      <DataTable
        caption="Exchange rates by currency and date"
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
        empty={{
          title: 'No exchange rates yet',
          description: 'Add the customs rate of each currency manufacturers quote in (USD, EUR, GBP, AED).',
        }}
      />
      {editing && <RateDialog rate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {dialog}
    </div>
  );
}

function RateDialog({ rate, onClose }: { rate: ExchangeRateView | null; onClose(): void }) {
  const save = useSaveExchangeRate();
  const [formError, setFormError] = useState<string>();
  const form = useForm<ExchangeRateInput, unknown, z.output<typeof ExchangeRateInput>>({
    resolver: zodResolver(ExchangeRateInput),
    defaultValues: {
      currency: (rate?.currency as ExchangeRateInput['currency']) ?? 'USD',
      inrPerUnit: rate ? String(Number(rate.inrPerUnit)) : '',
      effectiveFrom: rate?.effectiveFrom ?? '',
      source: rate?.source ?? '',
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(rate ? { ...values, id: rate.id, version: rate.version } : values, {
      onSuccess: () => {
        toast.success(rate ? 'Exchange rate saved' : 'Exchange rate added');
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
        title={rate ? `Edit ${rate.currency} from ${formatDay(rate.effectiveFrom)}` : 'Add an exchange rate'}
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" form="exchange-rate-form" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : rate ? 'Save changes' : 'Add rate'}
            </Button>
          </div>
        }
      >
        <form id="exchange-rate-form" noValidate className="space-y-4" onSubmit={submit}>
          {formError && <FormAlert>{formError}</FormAlert>}
          <Field label="Currency" required error={errors.currency?.message}>
            {(control) => (
              <Select {...control} {...form.register('currency')}>
                {EXPORT_CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormField
            label="₹ per unit"
            required
            inputMode="decimal"
            hint="Up to 4 decimal places, e.g. 96.85."
            error={errors.inrPerUnit?.message}
            {...form.register('inrPerUnit')}
          />
          <FormField
            label="In force from"
            required
            type="date"
            error={errors.effectiveFrom?.message}
            {...form.register('effectiveFrom')}
          />
          <FormField
            label="Source"
            hint="The customs notification, e.g. Notification No. 80/2026-Customs (N.T.)."
            maxLength={200}
            error={errors.source?.message}
            {...form.register('source')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
