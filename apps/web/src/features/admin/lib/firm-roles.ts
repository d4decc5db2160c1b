import type { ManufacturerRole } from '@granite/shared';

/** D46: a member's role in a manufacturer firm, as the administrators' (English, D40) pages name it. */
export const ROLE_NAMES: Record<ManufacturerRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  sales: 'Sales',
  yard: 'Yard',
  accounts: 'Accounts',
};
