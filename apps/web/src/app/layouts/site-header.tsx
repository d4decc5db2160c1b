import { LIMITS } from '@granite/shared';
import { Building2, ChevronDown, LayoutDashboard, LogOut, Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { lazyPopup, PopupOnFirstUse } from '@/components/ui/popup-on-first-use';
import { HeaderListLinks } from '@/features/buyer-lists/components/header-list-links';
import { useSignOut } from '@/lib/auth/auth-client';
import { type SessionState, useSession } from '@/lib/auth/session';
import { joinClasses as cn } from '@/lib/class-join';
import { msg, useLocalePath, useT } from '@/lib/i18n';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import { LanguageSwitch } from './language-switch';
import type { MobileMenuProps } from './mobile-menu';
import { BUYER_ACCOUNT_LINKS, type NavLinkItem, STORE_NAV } from './navigation';

/** Only signed-in accounts have a bell: its code loads then, not with every storefront page. */
const NotificationBell = lazy(() =>
  import('@/app/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

// The header's menus load on first use, with the Radix code they are built on.
const businessMenu = lazyPopup(() => import('./business-menu').then((m) => m.BusinessMenu));
const mobileMenu = lazyPopup<MobileMenuProps>(() => import('./mobile-menu').then((m) => m.MobileMenu));

/** Spec 2.2: Admin Dashboard for an admin, Manufacturer Dashboard for a manufacturer, else Dashboard. */
function dashboardLinkFor(state: SessionState): NavLinkItem | undefined {
  if (state.status !== 'signed-in') return undefined;
  if (state.session.roles.includes('admin')) return { label: msg('Admin Dashboard'), to: '/admin/dashboard' };
  if (state.session.roles.includes('vendor'))
    return { label: msg('Vendor Dashboard'), to: '/vendor/dashboard' };
  return { label: msg('Dashboard'), to: '/dashboard' };
}

/**
 * Spec 2.2: fixed header, translucent at the top of the page and opaque once scrolled past 20 px.
 * D40: its links stay in the page's language; the admin area has no Hindi, so its links do not move.
 */
export function SiteHeader() {
  const t = useT();
  const lp = useLocalePath();
  const scrolled = useScrolledPast(LIMITS.headerScrollThresholdPx);
  const session = useSession();
  const dashboard = dashboardLinkFor(session);
  const signOut = useSignOut();

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,box-shadow] duration-200',
        scrolled
          ? 'border-stone-200 bg-white shadow-[0_1px_12px_rgb(23_23_26/0.06)]'
          : 'border-transparent bg-white/80 backdrop-blur-md',
      )}
    >
      {/* h-16: SiteLayout pads its content by the same height. */}
      <Container className="flex h-16 items-center gap-8">
        <Link to={lp('/')} aria-label={t('Granite Marketplace, home')} className="rounded-md">
          <BrandLogo />
        </Link>

        <nav aria-label={t('Main')} className="hidden lg:block">
          <ul className="flex items-center gap-2">
            {STORE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={lp(item.to)}
                  className={({ isActive }) =>
                    cn(
                      // Lighthouse/axe target-size: 40 px tall targets, 8 px apart.
                      'relative inline-flex h-10 items-center rounded-md px-3 text-sm font-medium transition-colors duration-150',
                      'after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full',
                      isActive
                        ? 'text-granite-black after:bg-copper-700'
                        : 'text-stone-700 after:bg-transparent hover:text-granite-black',
                    )
                  }
                >
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitch className="hidden sm:flex" />
          {/* D15: no cart; live wishlist and comparison counts instead. */}
          <HeaderListLinks />
          {/* D17: every signed-in account has a bell. */}
          {session.status === 'signed-in' && (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          )}
          <div className="hidden items-center gap-2 lg:flex">
            {/* While the session loads (always, in server-rendered HTML) the visitor's buttons keep
                their place unseen, so they appear without moving the header (ADR 011). */}
            {session.status !== 'signed-in' && (
              <div className={cn('flex items-center gap-2', session.status === 'loading' && 'invisible')}>
                <PopupOnFirstUse
                  popup={businessMenu}
                  kind="menu"
                  trigger={
                    <Button variant="ghost" className="text-stone-700 data-[state=open]:bg-stone-200/70">
                      <Building2 aria-hidden="true" />
                      {t('For Business')}
                      <ChevronDown aria-hidden="true" className="text-stone-500" />
                    </Button>
                  }
                />
                <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-300" />
                <Button variant="ghost" asChild>
                  <Link to={lp(BUYER_ACCOUNT_LINKS.login.to)}>{t(BUYER_ACCOUNT_LINKS.login.label)}</Link>
                </Button>
                <Button asChild>
                  <Link to={lp(BUYER_ACCOUNT_LINKS.register.to)}>
                    {t(BUYER_ACCOUNT_LINKS.register.label)}
                  </Link>
                </Button>
              </div>
            )}
            {dashboard && (
              <>
                <Button asChild>
                  <Link to={lp(dashboard.to)}>
                    <LayoutDashboard aria-hidden="true" />
                    {t(dashboard.label)}
                  </Link>
                </Button>
                <Button variant="ghost" onClick={signOut}>
                  <LogOut aria-hidden="true" />
                  {t('Logout')}
                </Button>
              </>
            )}
          </div>
          {/* Below 1024 px (spec 2.2) the navigation and account links move into a slide-over menu. */}
          <PopupOnFirstUse
            popup={mobileMenu}
            kind="dialog"
            props={{ session, dashboard, onSignOut: signOut }}
            trigger={
              <Button variant="ghost" size="icon" aria-label={t('Open menu')} className="lg:hidden">
                <Menu aria-hidden="true" className="size-5!" />
              </Button>
            }
          />
        </div>
      </Container>
    </header>
  );
}
