import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalePath } from '@/lib/i18n';

/** An inline link in the manufacturer FAQ's answers; on a Hindi page it stays on /hi (D40). */
export function ManufacturerLink({ to, children }: { to: string; children: ReactNode }) {
  const lp = useLocalePath();
  return (
    <Link to={lp(to)} className="font-medium text-copper-700 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}
