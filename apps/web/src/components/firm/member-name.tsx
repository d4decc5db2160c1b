// D46: the member of a manufacturer firm who made a write, as the firm's own members read it:
// "Ravi Kumar (Sales)". The server sends it only to the firm (the buyer sees the firm's name, D30).
import type { FirmMemberRef, ManufacturerRole } from '@granite/shared';
import { msg, useT } from '@/lib/i18n';

export const FIRM_ROLE_LABELS: Record<ManufacturerRole, string> = {
  owner: msg('Owner'),
  manager: msg('Manager'),
  sales: msg('Sales'),
  yard: msg('Yard'),
  accounts: msg('Accounts'),
};

/** "Ravi Kumar (Sales)", or "Ravi Kumar (Sales, left the firm)" for a member who has left. */
export function useMemberName(): (by: FirmMemberRef) => string {
  const t = useT();
  return (by) =>
    by.left
      ? t('{name} ({role}, left the firm)', { name: by.name, role: t(FIRM_ROLE_LABELS[by.role]) })
      : t('{name} ({role})', { name: by.name, role: t(FIRM_ROLE_LABELS[by.role]) });
}
