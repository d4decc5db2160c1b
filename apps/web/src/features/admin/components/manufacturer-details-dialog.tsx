import { type AdminManufacturerApplication, stateOfGstin } from '@granite/shared';
import { CircleAlert, CircleCheck, CircleMinus, MailCheck, MailWarning } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import type { ConfirmOptions } from '@/components/data-table';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { useManufacturerApplication } from '../api/admin-manufacturers';
import { CONFIRM, type Decisions, formatDate } from './manufacturer-decisions';

/**
 * D8: the GSTIN check the admin sees — format and check digit, and the state its first two digits
 * register against the state of the address given (CGST Rules r.10; applications made before the
 * form refused another state's GSTIN may still differ).
 */
export function GstinResult({
  gstin,
  valid,
  state,
  compact = false,
}: {
  gstin: string | null;
  valid: boolean | null;
  state?: string | null;
  compact?: boolean;
}) {
  const registeredIn = gstin && valid ? stateOfGstin(gstin) : null;
  if (!gstin) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-stone-600">
        <CircleMinus aria-hidden="true" className="size-4" />
        No GSTIN given
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <span className="font-mono text-xs tracking-wide text-granite-black">{gstin}</span>
      {valid ? (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          {compact ? 'Check digit correct' : 'Format and check digit correct'}
        </Badge>
      ) : (
        <Badge variant="danger">
          <CircleAlert aria-hidden="true" />
          {compact ? 'Check digit wrong' : 'Format or check digit wrong'}
        </Badge>
      )}
      {registeredIn && state && registeredIn === state && (
        <Badge variant="success">
          <CircleCheck aria-hidden="true" />
          {compact ? `State ${registeredIn}` : `Registered in ${registeredIn}, as the address`}
        </Badge>
      )}
      {registeredIn && state && registeredIn !== state && (
        <Badge variant="danger">
          <CircleAlert aria-hidden="true" />
          {`Registered in ${registeredIn}; the address is in ${state}`}
        </Badge>
      )}
    </span>
  );
}

const STATUS_BADGE = {
  pending: <Badge variant="warning">Pending</Badge>,
  approved: <Badge variant="success">Approved</Badge>,
  rejected: <Badge variant="danger">Rejected</Badge>,
} as const;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-granite-black">{children}</dd>
    </div>
  );
}

/** Admin 2 "Vendor Details" modal: the applicant's data, the GSTIN check and the decisions. */
export function ManufacturerDetailsDialog({
  application,
  onClose,
  decisions,
  confirm,
}: {
  application: AdminManufacturerApplication | undefined;
  onClose(): void;
  decisions: Decisions;
  confirm(options: ConfirmOptions, action: (reason: string) => unknown): void;
}) {
  // The row opened it; the detail query keeps it current after a decision.
  const fresh = useManufacturerApplication(application?.id);
  const a = fresh.data ?? application;
  const [verifyGstin, setVerifyGstin] = useState(false);
  if (!a) return null;
  const act = (options: ConfirmOptions, run: (reason: string) => Promise<unknown>) =>
    confirm(options, (reason) => run(reason).then(() => undefined));

  return (
    <Dialog open={Boolean(application)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Vendor Details"
        description={`${a.businessName}, applied ${formatDate(a.createdAt)}`}
        className="sm:w-[min(40rem,calc(100vw-2rem))]"
        footer={
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            {a.status !== 'pending' && (
              <Button
                variant="secondary"
                onClick={() => act(CONFIRM.remove(a), () => decisions.remove(a).then(onClose))}
              >
                Delete
              </Button>
            )}
            {a.status === 'rejected' && (
              <Button onClick={() => act(CONFIRM.reactivate(a), () => decisions.reactivate(a))}>
                Reactivate
              </Button>
            )}
            {a.status === 'pending' && (
              <>
                <Button
                  variant="danger"
                  onClick={() => act(CONFIRM.reject(a), (reason) => decisions.reject(a, reason))}
                >
                  Reject
                </Button>
                <Button onClick={() => act(CONFIRM.approve(a), () => decisions.approve(a, verifyGstin))}>
                  Approve
                </Button>
              </>
            )}
          </div>
        }
      >
        <div className="flex flex-wrap items-center gap-2">
          {STATUS_BADGE[a.status]}
          {a.manufacturerId && (
            <Link
              to={`/vendor/profile/${a.manufacturerId}`}
              className="text-sm text-copper-700 underline-offset-4 hover:underline"
            >
              View public profile
            </Link>
          )}
        </div>
        <dl className="mt-3 divide-y divide-stone-200">
          <Row label="Business name">{a.businessName}</Row>
          <Row label="Owner name">{a.ownerName}</Row>
          <Row label="E-mail">{a.email}</Row>
          <Row label="Phone">{a.phone ?? 'Not given'}</Row>
          <Row label="Address">{[a.address, a.city, a.state].filter(Boolean).join(', ') || 'Not given'}</Row>
          <Row label="GSTIN">
            <GstinResult gstin={a.gstin} valid={a.gstinValid} state={a.state} />
          </Row>
          <Row label="Applicant account">
            <span className="flex flex-wrap items-center gap-2">
              {a.applicant.name} · {a.applicant.email}
              {a.applicant.emailVerified ? (
                <Badge variant="success">
                  <MailCheck aria-hidden="true" />
                  E-mail verified
                </Badge>
              ) : (
                <Badge variant="warning">
                  <MailWarning aria-hidden="true" />
                  E-mail not verified
                </Badge>
              )}
              {a.applicant.status !== 'active' && (
                <Badge variant="danger">Account {a.applicant.status}</Badge>
              )}
            </span>
          </Row>
          <Row label="Submitted">{formatDate(a.createdAt)}</Row>
          {a.decidedAt && (
            <Row label={a.status === 'approved' ? 'Approved' : 'Rejected'}>
              {formatDate(a.decidedAt)}
              {a.decidedBy && ` by ${a.decidedBy.name}`}
            </Row>
          )}
          {a.rejectionReason && <Row label="Reason for rejection">{a.rejectionReason}</Row>}
        </dl>
        {a.status === 'pending' && (
          <label className="mt-4 flex items-start gap-3 rounded-md border border-stone-200 bg-stone-50 p-3 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-copper-700"
              checked={verifyGstin && Boolean(a.gstinValid)}
              disabled={!a.gstinValid}
              onChange={(e) => setVerifyGstin(e.target.checked)}
            />
            <span>
              <span className="font-medium">Also mark the GSTIN as verified</span>
              <span className="block text-stone-600">
                {a.gstinValid
                  ? 'Only after you have confirmed it belongs to this business: the public pages then show “Verified”.'
                  : 'Available only for a GSTIN that passes the check.'}
              </span>
            </span>
          </label>
        )}
      </DialogContent>
    </Dialog>
  );
}
