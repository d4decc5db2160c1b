// The decisions of the approval screen (admin 4), shared by its table rows and its details dialog:
// each confirmed, each with the spec's toasts (admin 8, D24).
import { type AdminManufacturerApplication, MANUFACTURER_APPROVAL_TOASTS } from '@granite/shared';
import { Check, Eye, RotateCcw, Trash2, X } from 'lucide-react';
import { toast } from 'sonner';
import type { ConfirmOptions, RowAction } from '@/components/data-table';
import {
  useApproveManufacturerApplication,
  useDeleteManufacturerApplication,
  useReactivateManufacturerApplication,
  useRejectManufacturerApplication,
} from '../api/admin-manufacturers';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export const formatDate = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : '');

/** The decisions of the approval screen, each confirmed, each with the spec's toasts (admin 8). */
export function useManufacturerDecisions() {
  const approve = useApproveManufacturerApplication();
  const reject = useRejectManufacturerApplication();
  const reactivate = useReactivateManufacturerApplication();
  const remove = useDeleteManufacturerApplication();
  const failed = (title: string) => (error: Error) => toast.error(title, { description: error.message });
  return {
    pending: approve.isPending || reject.isPending || reactivate.isPending || remove.isPending,
    approve: (a: AdminManufacturerApplication, verifyGstin = false) =>
      approve
        .mutateAsync({ id: a.id, input: { verifyGstin } })
        .then(() =>
          toast.success(MANUFACTURER_APPROVAL_TOASTS.approved, {
            description: `${a.businessName} has been approved successfully`,
          }),
        )
        .catch((e: Error) => {
          failed(MANUFACTURER_APPROVAL_TOASTS.approveFailed)(e);
          throw e;
        }),
    reject: (a: AdminManufacturerApplication, reason: string) =>
      reject
        .mutateAsync({ id: a.id, reason })
        .then(() =>
          toast.success(MANUFACTURER_APPROVAL_TOASTS.rejected, {
            description: `${a.businessName}'s application has been rejected. The applicant sees your reason.`,
          }),
        )
        .catch((e: Error) => {
          failed(MANUFACTURER_APPROVAL_TOASTS.rejectFailed)(e);
          throw e;
        }),
    reactivate: (a: AdminManufacturerApplication) =>
      reactivate
        .mutateAsync(a.id)
        .then(() =>
          toast.success(MANUFACTURER_APPROVAL_TOASTS.reactivated, {
            description: `${a.businessName} has been moved back to pending.`,
          }),
        )
        .catch((e: Error) => {
          failed(MANUFACTURER_APPROVAL_TOASTS.reactivateFailed)(e);
          throw e;
        }),
    remove: (a: AdminManufacturerApplication) =>
      remove
        .mutateAsync(a.id)
        .then(() =>
          toast.success(MANUFACTURER_APPROVAL_TOASTS.deleted, {
            description: `${a.businessName}'s request has been permanently removed.`,
          }),
        )
        .catch((e: Error) => {
          failed(MANUFACTURER_APPROVAL_TOASTS.deleteFailed)(e);
          throw e;
        }),
  };
}

export type Decisions = ReturnType<typeof useManufacturerDecisions>;

/** The confirmations (admin 4: each decision is confirmed). */
export const CONFIRM = {
  approve: (a: AdminManufacturerApplication): ConfirmOptions => ({
    title: `Approve ${a.businessName}?`,
    description: `A manufacturer is created from this application and ${a.applicant.email} becomes its owner. They are e-mailed and can sign in to the manufacturer panel.`,
    confirmLabel: 'Approve',
    destructive: false,
  }),
  reject: (a: AdminManufacturerApplication): ConfirmOptions => ({
    title: `Reject ${a.businessName}?`,
    description:
      'The applicant is e-mailed your reason and sees it in their panel, where they can correct and resubmit.',
    confirmLabel: 'Reject',
    reason: {
      label: 'Reason for rejection',
      required: true,
      requiredMessage: 'Please provide a reason for rejection',
      placeholder: 'e.g. The GSTIN belongs to another business.',
      maxLength: 1000,
    },
  }),
  reactivate: (a: AdminManufacturerApplication): ConfirmOptions => ({
    title: `Reactivate ${a.businessName}?`,
    description: 'The application moves back to Pending Requests to be decided again.',
    confirmLabel: 'Reactivate',
    destructive: false,
  }),
  remove: (a: AdminManufacturerApplication): ConfirmOptions => ({
    title: `Delete ${a.businessName}'s request permanently?`,
    description:
      a.status === 'approved'
        ? 'The request is removed for good. The manufacturer it created stays, with its owner.'
        : 'The request is removed for good.',
    confirmLabel: 'Delete permanently',
  }),
};

export function decisionActions(
  a: AdminManufacturerApplication,
  decisions: Decisions,
  open: (a: AdminManufacturerApplication) => void,
): RowAction[] {
  return [
    { label: 'View details', icon: <Eye aria-hidden="true" />, onSelect: () => open(a) },
    {
      label: 'Approve',
      icon: <Check aria-hidden="true" />,
      hidden: a.status !== 'pending',
      confirm: CONFIRM.approve(a),
      onSelect: () => decisions.approve(a),
    },
    {
      label: 'Reject',
      icon: <X aria-hidden="true" />,
      hidden: a.status !== 'pending',
      destructive: true,
      confirm: CONFIRM.reject(a),
      onSelect: (reason) => decisions.reject(a, reason),
    },
    {
      label: 'Reactivate',
      icon: <RotateCcw aria-hidden="true" />,
      hidden: a.status !== 'rejected',
      confirm: CONFIRM.reactivate(a),
      onSelect: () => decisions.reactivate(a),
    },
    {
      label: 'Delete',
      icon: <Trash2 aria-hidden="true" />,
      hidden: a.status === 'pending',
      destructive: true,
      confirm: CONFIRM.remove(a),
      onSelect: () => decisions.remove(a),
    },
  ];
}
