import { LogIn, ShieldCheck, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { PopupProps } from '@/components/ui/popup-on-first-use';
import { useLocalePath, useT } from '@/lib/i18n';
import { ADMIN_ACCOUNT_LINK, MANUFACTURER_ACCOUNT_LINKS } from './navigation';

/**
 * The header's "For Business" menu: manufacturer and admin entry points. Loaded on its first use
 * (site-header.tsx), with the Radix menu it is built on, so storefront pages do not download it.
 */
export function BusinessMenu({ open, onOpenChange, trigger }: PopupProps) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('Manufacturers')}</DropdownMenuLabel>
        {MANUFACTURER_ACCOUNT_LINKS.map((item, index) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={lp(item.to)}>
              {index === 0 ? <LogIn aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {t(item.label)}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ADMIN_ACCOUNT_LINK.to}>
            <ShieldCheck aria-hidden="true" />
            {t(ADMIN_ACCOUNT_LINK.label)}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
