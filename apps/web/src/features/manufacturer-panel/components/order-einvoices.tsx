// D43: the order's e-invoices for its manufacturer: each tax invoice, credit note and debit note that
// must be registered with the IRP, its IRN and acknowledgement, or the IRP's refusal with its code
// and message (the document is not given out until registered) and a new try; a registered IRN can
// be cancelled at the IRP within 24 hours, with the IRP's reason and a remark.
import {
  type EInvoiceDocument,
  IRN_CANCEL_REASON_LABELS,
  IRN_CANCEL_REASONS,
  type IrnCancelReason,
  type OrderStatus,
} from '@granite/shared';
import { CircleAlert, RotateCw, XCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { formatDateTime } from '@/components/quote-lifecycle/format';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Field, FormField, Select } from '@/components/ui/form-field';
import { isApiError } from '@/lib/api';
import { useLocale, useT } from '@/lib/i18n';
import { useEInvoiceAction, useOrderEInvoices } from '../api/manufacturer-einvoice';

const KIND_TITLES: Record<string, string> = {
  tax_invoice: 'Tax invoice',
  credit_note: 'Credit note',
  debit_note: 'Debit note',
};

const STATUS_BADGES = {
  registered: ['success', 'Registered with the IRP'],
  pending: ['warning', 'Waiting for the IRP'],
  refused: ['danger', 'Refused by the IRP'],
  cancelled: ['neutral', 'IRN cancelled'],
  not_required: ['neutral', 'Not e-invoiced'],
} as const;

export function OrderEInvoices({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const query = useOrderEInvoices(orderId, status);
  const t = useT();
  const [cancelling, setCancelling] = useState<EInvoiceDocument>();
  if (query.isPending || query.isError || query.data.items.length === 0) return null;
  return (
    <section aria-labelledby={`order-${orderId}-einvoices`} data-testid="order-einvoices">
      <h3 id={`order-${orderId}-einvoices`} className="mb-2 text-sm font-semibold">
        {t('E-invoice (IRP)')}
      </h3>
      <ul className="space-y-3">
        {query.data.items.map((doc) => (
          <EInvoiceItem
            key={doc.documentId}
            doc={doc}
            orderId={orderId}
            status={status}
            onCancel={() => setCancelling(doc)}
          />
        ))}
      </ul>
      <CancelIrnDialog
        orderId={orderId}
        status={status}
        doc={cancelling}
        onClose={() => setCancelling(undefined)}
      />
    </section>
  );
}

function EInvoiceItem({
  doc,
  orderId,
  status,
  onCancel,
}: {
  doc: EInvoiceDocument;
  orderId: number;
  status: OrderStatus;
  onCancel(): void;
}) {
  const t = useT();
  const locale = useLocale();
  const action = useEInvoiceAction(orderId, status);
  const [variant, label] = STATUS_BADGES[doc.status];
  return (
    <li className="rounded-md border border-stone-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">
          {t(KIND_TITLES[doc.documentKind] ?? 'Tax invoice')} {doc.number}
        </span>
        <Badge variant={variant}>{t(label)}</Badge>
      </div>
      {doc.irn && (
        <dl className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)] gap-y-1 text-xs">
          <dt className="text-stone-500">{t('IRN')}</dt>
          <dd className="font-mono break-all">{doc.irn}</dd>
          <dt className="text-stone-500">{t('Ack No')}</dt>
          <dd className="tabular-nums">{doc.ackNo}</dd>
          <dt className="text-stone-500">{t('Ack date')}</dt>
          <dd>{doc.ackDate && formatDateTime(doc.ackDate, locale)}</dd>
        </dl>
      )}
      {doc.status === 'cancelled' && doc.cancelReason && (
        <p className="mt-2 text-xs text-stone-600">{doc.cancelReason}</p>
      )}
      {doc.refusal && (
        <div
          role="alert"
          className="mt-2 rounded-md border border-red-200 bg-red-50 p-2 text-xs text-red-900"
        >
          <p className="flex items-start gap-1.5 font-medium">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {t('The IRP answered error {code}: {message}', {
              code: doc.refusal.code,
              message: doc.refusal.message,
            })}
          </p>
          <p className="mt-1">
            {t('The invoice is not given to the buyer until it is registered.')}{' '}
            {t('Checked {when}.', { when: formatDateTime(doc.refusal.at, locale) })}
          </p>
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {(doc.status === 'refused' || doc.status === 'pending') && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={action.isPending}
            onClick={() =>
              action
                .mutateAsync({ documentId: doc.documentId })
                .then((answer) => {
                  const now = answer.items.find((d) => d.documentId === doc.documentId);
                  if (now?.status === 'registered') toast.success(t('Registered with the IRP'));
                  else toast.error(t('The IRP did not register it'));
                })
                .catch((err: Error) => toast.error(err.message))
            }
          >
            <RotateCw aria-hidden="true" /> {t('Register again')}
          </Button>
        )}
        {doc.cancellableUntil && (
          <Button type="button" size="sm" variant="secondary" onClick={onCancel}>
            <XCircle aria-hidden="true" /> {t('Cancel IRN')}
            <span className="text-xs font-normal text-stone-600">
              {t('until {when}', { when: formatDateTime(doc.cancellableUntil, locale) })}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}

function CancelIrnDialog({
  orderId,
  status,
  doc,
  onClose,
}: {
  orderId: number;
  status: OrderStatus;
  doc: EInvoiceDocument | undefined;
  onClose(): void;
}) {
  const t = useT();
  const action = useEInvoiceAction(orderId, status);
  const [reason, setReason] = useState<IrnCancelReason>('2');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setRemark('');
    setErrors({});
    onClose();
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!doc) return;
    if (!remark.trim()) return setErrors({ remark: t('Please say why the IRN is cancelled') });
    action.mutate(
      { documentId: doc.documentId, cancel: { reason, remark: remark.trim() } },
      {
        onSuccess: () => {
          toast.success(t('IRN cancelled at the IRP'));
          close();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          else setErrors({ form: error.message });
        },
      },
    );
  };
  return (
    <Dialog open={doc !== undefined} onOpenChange={(o) => !o && close()}>
      <DialogContent
        title={t('Cancel the IRN of {number}?', { number: doc?.number ?? '' })}
        description={t(
          'The IRP cancels an IRN only within 24 hours of its acknowledgement. The invoice is then cancelled too; after that, correct it with a credit note.',
        )}
      >
        <form className="space-y-4" onSubmit={submit} noValidate>
          {errors.form && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-900">
              {errors.form}
            </p>
          )}
          <Field label={t('Reason')} required error={errors.reason}>
            {(control) => (
              <Select
                {...control}
                value={reason}
                onChange={(e) => setReason(e.target.value as IrnCancelReason)}
              >
                {IRN_CANCEL_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(IRN_CANCEL_REASON_LABELS[r])}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <FormField
            label={t('Remark')}
            required
            maxLength={100}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
            error={errors.remark}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={close}>
              {t('Keep it')}
            </Button>
            <Button type="submit" variant="danger" disabled={action.isPending}>
              {t('Cancel IRN')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
