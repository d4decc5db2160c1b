import type { UserRole, UserStatus } from '@granite/shared';
import { ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

const USER_STATUS = {
  active: { label: 'Active', variant: 'success' },
  suspended: { label: 'Suspended', variant: 'danger' },
  deleted: { label: 'Deleted', variant: 'neutral' },
} as const;

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { label, variant } = USER_STATUS[status];
  return <Badge variant={variant}>{label}</Badge>;
}

/** Admin spec 2: the admin badge on admin users. */
export function AdminBadge({ role }: { role: UserRole }) {
  if (role !== 'admin') return null;
  return (
    <Badge variant="dark">
      <ShieldCheck aria-hidden="true" />
      Admin
    </Badge>
  );
}
