import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import type { PopupProps } from '@/components/ui/popup-on-first-use';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import type { SessionState } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useLocalePath, useT } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';
import {
  ADMIN_ACCOUNT_LINK,
  BUYER_ACCOUNT_LINKS,
  MANUFACTURER_ACCOUNT_LINKS,
  type NavLinkItem,
  STORE_NAV,
} from './navigation';

export type MobileMenuProps = PopupProps & {
  session: SessionState;
  dashboard: NavLinkItem | undefined;
  onSignOut: () => void;
};

/**
 * Below 1024 px (spec 2.2) the navigation and account links move into a slide-over menu. Loaded on
 * its first use (site-header.tsx), with the Radix dialog it is built on.
 */
export function MobileMenu({ open, onOpenChange, trigger, session, dashboard, onSignOut }: MobileMenuProps) {
  // Close the sheet when a link inside it is followed.
  const close = () => onOpenChange(false);
  const t = useT();
  const lp = useLocalePath();

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent title={t('Menu')} hideTitle header={<BrandLogo />}>
        <nav aria-label={t('Main')} className="px-3 py-4">
          <ul className="space-y-1">
            {STORE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={lp(item.to)}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex h-11 items-center rounded-md px-3 text-base font-medium',
                      isActive ? 'bg-copper-50 text-copper-800' : 'text-granite-black hover:bg-stone-100',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {dashboard && (
          <div className="space-y-3 border-t border-stone-200 px-6 py-5">
            <p className="text-sm font-medium text-granite-black">{t('Welcome back!')}</p>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild>
                <Link to={lp(dashboard.to)} onClick={close}>
                  {t(dashboard.label)}
                </Link>
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                {t('Logout')}
              </Button>
            </div>
          </div>
        )}

        {session.status === 'signed-out' && (
          <>
            <div className="space-y-3 border-t border-stone-200 px-6 py-5">
              <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">{t('Buyers')}</p>
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" asChild>
                  <Link to={lp(BUYER_ACCOUNT_LINKS.login.to)} onClick={close}>
                    {t(BUYER_ACCOUNT_LINKS.login.label)}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={lp(BUYER_ACCOUNT_LINKS.register.to)} onClick={close}>
                    {t(BUYER_ACCOUNT_LINKS.register.label)}
                  </Link>
                </Button>
              </div>
            </div>

            <div className="space-y-1 border-t border-stone-200 px-3 py-5">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                {t('Business')}
              </p>
              {[...MANUFACTURER_ACCOUNT_LINKS, ADMIN_ACCOUNT_LINK].map((item) => (
                <Link
                  key={item.to}
                  to={lp(item.to)}
                  onClick={close}
                  className="flex h-11 items-center rounded-md px-3 text-sm font-medium text-granite-black hover:bg-stone-100"
                >
                  {t(item.label)}
                </Link>
              ))}
            </div>
          </>
        )}

        <div className="border-t border-stone-200 px-4 py-4">
          <LanguageSwitch />
        </div>
      </SheetContent>
    </Sheet>
  );
}
