import { type AdminUserRow, USER_MESSAGES, type UserStatus } from '@granite/shared';
import { Ban, RotateCcw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { ConfirmOptions, RowAction } from '@/components/data-table';
import { useUserStatusActions } from '../api/admin-users';

type Target = Pick<z.infer<typeof AdminUserRow>, 'id' | 'name' | 'status'>;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : 'Please try again');

/**
 * Admin spec 2 / 4 / 8: suspend (a reason is required), reactivate, delete; each confirmed, each with
 * the spec's toasts. Nobody acts on their own account (the server refuses it too).
 */
export function useUserActions() {
  const { suspend, reactivate, remove } = useUserStatusActions();

  return (user: Target, selfId: string | undefined): RowAction[] => {
    const status: UserStatus = user.status;
    if (user.id === selfId || status === 'deleted') return [];
    const confirmSuspend: ConfirmOptions = {
      title: `Suspend ${user.name}?`,
      description: 'They are signed out at once and cannot sign in until reactivated.',
      confirmLabel: 'Suspend user',
      reason: {
        label: 'Reason for suspension',
        required: true,
        requiredMessage: USER_MESSAGES.reasonRequired,
        maxLength: 500,
        placeholder: 'What happened, for the record',
      },
    };
    return [
      {
        label: 'Suspend',
        icon: <Ban aria-hidden="true" />,
        hidden: status !== 'active',
        confirm: { ...confirmSuspend, destructive: true },
        onSelect: async (reason) => {
          try {
            await suspend.mutateAsync({ id: user.id, reason });
            toast.success(USER_MESSAGES.suspended);
          } catch (error) {
            toast.error(USER_MESSAGES.suspendFailed(reasonOf(error)));
            throw error;
          }
        },
      },
      {
        label: 'Reactivate',
        icon: <RotateCcw aria-hidden="true" />,
        hidden: status !== 'suspended',
        confirm: {
          title: `Reactivate ${user.name}?`,
          description: 'They can sign in again; the suspension reason is cleared.',
          confirmLabel: 'Reactivate user',
          destructive: false,
        },
        onSelect: async () => {
          try {
            await reactivate.mutateAsync(user.id);
            toast.success(USER_MESSAGES.reactivated);
          } catch (error) {
            toast.error(USER_MESSAGES.reactivateFailed(reasonOf(error)));
            throw error;
          }
        },
      },
      {
        label: 'Delete',
        icon: <Trash2 aria-hidden="true" />,
        destructive: true,
        confirm: {
          title: `Delete ${user.name}?`,
          description:
            'The account is closed and its name and contact details are removed. Quote requests it sent stay with the manufacturers who received them.',
          confirmLabel: 'Delete user',
        },
        onSelect: async () => {
          try {
            await remove.mutateAsync(user.id);
            toast.success(USER_MESSAGES.deleted);
          } catch (error) {
            toast.error(USER_MESSAGES.deleteFailed(reasonOf(error)));
            throw error;
          }
        },
      },
    ];
  };
}
