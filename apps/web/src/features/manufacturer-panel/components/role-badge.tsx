// D46: a member's role in the firm, as a badge (the team page, the panel's firm bar).
import type { ManufacturerRole } from '@granite/shared';
import { FIRM_ROLE_LABELS } from '@/components/firm/member-name';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { msg, useT } from '@/lib/i18n';

export const ROLE_LABELS = FIRM_ROLE_LABELS;

/** What each role does in the firm (D46), under the team's invitation form. */
export const ROLE_DUTIES: Record<ManufacturerRole, string> = {
  owner: msg('Everything, and the team'),
  manager: msg('Everything but the team and the bank details'),
  sales: msg('Quote requests, replies, messages and samples'),
  yard: msg('Inventory, lots, slabs, dispatch and loading'),
  accounts: msg('Payments, documents, bank details and the GST register'),
};

const VARIANTS: Record<ManufacturerRole, BadgeProps['variant']> = {
  owner: 'dark',
  manager: 'accent',
  sales: 'success',
  yard: 'warning',
  accounts: 'neutral',
};

export function RoleBadge({ role, className }: { role: ManufacturerRole; className?: string }) {
  const t = useT();
  return (
    <Badge variant={VARIANTS[role]} className={className} data-testid="role-badge">
      {t(ROLE_LABELS[role])}
    </Badge>
  );
}
