import { ArrowLeft, LogOut, Menu } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { NotificationBell } from '@/app/notification-bell';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { useSignOut } from '@/lib/auth/auth-client';
import { cn } from '@/lib/cn';
import { useLocalePath, useT } from '@/lib/i18n';
import { LanguageSwitch } from './language-switch';
import type { PanelNavItem } from './panel-navigation';
import { SkipLink } from './skip-link';

type PanelLayoutProps = {
  /** Names the area under the logo and labels the navigation, e.g. "Manufacturer Panel". */
  areaLabel: string;
  nav: PanelNavItem[];
  /** Drawn instead of the route's page (the manufacturer panel's applicant view). */
  children?: ReactNode;
  /** Where Logout leads (admin spec 2: the admin area's own login page). */
  signOutTo?: string;
  /** D40: English / हिंदी at the sidebar's foot (the manufacturer panel; the admin area is English only). */
  languages?: boolean;
  /** Shown above every page (D46: the firm the manufacturer panel acts for, and its switcher). */
  banner?: ReactNode;
};

/**
 * Shell of the manufacturer panel and the admin area: a dark sidebar on desktop, a top bar with a
 * slide-over menu on phones. A role guard (D2) wraps this layout's route, not the layout itself.
 */
export function PanelLayout({
  areaLabel,
  nav,
  children,
  signOutTo,
  languages = false,
  banner,
}: PanelLayoutProps) {
  // D40: the manufacturer panel in the page's language; the admin area's pages are English ones.
  const t = useT();
  const lp = useLocalePath();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <div className="min-h-dvh bg-stone-50 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <SkipLink />

      <aside className="sticky top-0 hidden h-dvh bg-granite-black flex-col border-r border-black lg:flex">
        <div className="flex h-16 items-center justify-between gap-2 pr-2 pl-5">
          <Link
            to={lp('/')}
            aria-label={t('Granite Marketplace, home')}
            className="rounded-md focus-visible:outline-copper-400"
          >
            <BrandLogo inverse subtitle={t(areaLabel)} />
          </Link>
          <NotificationBell tone="inverse" />
        </div>
        <PanelNav nav={nav} label={t(areaLabel)} tone="dark" className="flex-1 overflow-y-auto px-3 py-4" />
        <div className="space-y-1 border-t border-white/10 p-3">
          {languages && <LanguageSwitch tone="dark" className="px-1" />}
          <BackToSite tone="dark" />
          <SignOutButton tone="dark" to={signOutTo} />
        </div>
      </aside>

      <div className="flex min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex h-14 bg-granite-black items-center justify-between gap-3 px-4 lg:hidden">
          <Link
            to={lp('/')}
            aria-label={t('Granite Marketplace, home')}
            className="rounded-md focus-visible:outline-copper-400"
          >
            <BrandLogo inverse subtitle={t(areaLabel)} />
          </Link>
          <div className="flex items-center gap-1">
            <NotificationBell tone="inverse" />
            <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost-inverse" size="icon" aria-label={t('Open menu')}>
                  <Menu aria-hidden="true" className="size-5!" />
                </Button>
              </SheetTrigger>
              <SheetContent side="left" title={t(areaLabel)}>
                <PanelNav
                  nav={nav}
                  label={t(areaLabel)}
                  tone="light"
                  onNavigate={closeMenu}
                  className="px-3 py-4"
                />
                <div className="space-y-1 border-t border-stone-200 p-3">
                  {languages && <LanguageSwitch className="px-1" />}
                  <BackToSite tone="light" onClick={closeMenu} />
                  <SignOutButton tone="light" to={signOutTo} />
                </div>
              </SheetContent>
            </Sheet>
          </div>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none sm:px-6 lg:px-10 lg:py-10">
          <div className="mx-auto w-full max-w-6xl">
            {banner}
            {children ?? <Outlet />}
          </div>
        </main>
      </div>
    </div>
  );
}

type PanelNavProps = {
  nav: PanelNavItem[];
  label: string;
  tone: 'dark' | 'light';
  /** Called when a link is followed (closes the phone menu). */
  onNavigate?: () => void;
  className?: string;
};

function PanelNav({ nav, label, tone, onNavigate, className }: PanelNavProps) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <nav aria-label={label} className={className}>
      <ul className="space-y-1">
        {nav.map(({ label: itemLabel, to, icon: Icon }) => {
          return (
            <li key={to}>
              <NavLink
                to={lp(to)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'group relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors duration-150',
                    tone === 'dark'
                      ? isActive
                        ? 'bg-white/10 text-white'
                        : 'text-stone-300 hover:bg-white/5 hover:text-white'
                      : isActive
                        ? 'bg-copper-50 text-copper-800'
                        : 'text-granite-black hover:bg-stone-100',
                    tone === 'dark' && 'focus-visible:outline-copper-400',
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    {tone === 'dark' && isActive && (
                      <span
                        aria-hidden="true"
                        className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-copper-400"
                      />
                    )}
                    <Icon
                      aria-hidden="true"
                      className={cn(
                        'size-4 shrink-0',
                        tone === 'dark'
                          ? isActive
                            ? 'text-copper-400'
                            : 'text-stone-400 group-hover:text-stone-200'
                          : isActive
                            ? 'text-copper-700'
                            : 'text-stone-500',
                      )}
                    />
                    {t(itemLabel)}
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function BackToSite({
  tone,
  ...props
}: Omit<ComponentProps<typeof Link>, 'to'> & { tone: 'dark' | 'light' }) {
  const t = useT();
  const lp = useLocalePath();
  return (
    <Link
      to={lp('/')}
      {...props}
      className={cn(
        'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors duration-150',
        tone === 'dark'
          ? 'text-stone-300 hover:bg-white/5 hover:text-white focus-visible:outline-copper-400'
          : 'text-granite-black hover:bg-stone-100',
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {t('Back to marketplace')}
    </Link>
  );
}

/** Admin 2: the panel sidebars end with Logout (sign-out is recorded by the server). */
function SignOutButton({ tone, to }: { tone: 'dark' | 'light'; to?: string }) {
  const signOut = useSignOut(to);
  const t = useT();
  return (
    <button
      type="button"
      onClick={signOut}
      className={cn(
        'flex h-10 w-full items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors duration-150',
        tone === 'dark'
          ? 'text-stone-300 hover:bg-white/5 hover:text-white focus-visible:outline-copper-400'
          : 'text-granite-black hover:bg-stone-100',
      )}
    >
      <LogOut aria-hidden="true" className="size-4 shrink-0" />
      {t('Logout')}
    </button>
  );
}
