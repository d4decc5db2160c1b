import { LIMITS } from '@granite/shared';
import {
  Building2,
  ChevronDown,
  LayoutDashboard,
  LogIn,
  LogOut,
  Menu,
  ShieldCheck,
  UserPlus,
} from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Sheet, SheetContent, SheetTrigger } from '@/components/ui/sheet';
import { HeaderListLinks } from '@/features/buyer-tools/components/header-list-links';
import { useSignOut } from '@/lib/auth/auth-client';
import { type SessionState, useSession } from '@/lib/auth/session';
import { cn } from '@/lib/cn';
import { useScrolledPast } from '@/lib/use-scrolled-past';
import {
  ADMIN_ACCOUNT_LINK,
  BUYER_ACCOUNT_LINKS,
  MANUFACTURER_ACCOUNT_LINKS,
  type NavLinkItem,
  STORE_NAV,
} from './navigation';

/** Spec 2.2: Admin Dashboard for an admin, Vendor Dashboard for a vendor, else Dashboard. */
function dashboardLinkFor(state: SessionState): NavLinkItem | undefined {
  if (state.status !== 'signed-in') return undefined;
  if (state.session.roles.includes('admin')) return { label: 'Admin Dashboard', to: '/admin/dashboard' };
  if (state.session.roles.includes('vendor')) return { label: 'Vendor Dashboard', to: '/vendor/dashboard' };
  return { label: 'Dashboard', to: '/dashboard' };
}

/** Spec 2.2: fixed header, translucent at the top of the page and opaque once scrolled past 20 px. */
export function SiteHeader() {
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
        <Link to="/" aria-label="Granite Marketplace, home" className="rounded-md">
          <BrandLogo />
        </Link>

        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {STORE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  className={({ isActive }) =>
                    cn(
                      'relative rounded-md px-3 py-2 text-sm font-medium transition-colors duration-150',
                      'after:absolute after:inset-x-3 after:-bottom-px after:h-0.5 after:rounded-full',
                      isActive
                        ? 'text-granite-black after:bg-copper-700'
                        : 'text-stone-700 after:bg-transparent hover:text-granite-black',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {/* D15: no cart; live wishlist and comparison counts instead. */}
          <HeaderListLinks />
          <div className="hidden items-center gap-2 lg:flex">
            {session.status === 'signed-out' && (
              <>
                <BusinessMenu />
                <span aria-hidden="true" className="mx-1 h-5 w-px bg-stone-300" />
                <Button variant="ghost" asChild>
                  <Link to={BUYER_ACCOUNT_LINKS.login.to}>{BUYER_ACCOUNT_LINKS.login.label}</Link>
                </Button>
                <Button asChild>
                  <Link to={BUYER_ACCOUNT_LINKS.register.to}>{BUYER_ACCOUNT_LINKS.register.label}</Link>
                </Button>
              </>
            )}
            {dashboard && (
              <>
                <Button asChild>
                  <Link to={dashboard.to}>
                    <LayoutDashboard aria-hidden="true" />
                    {dashboard.label}
                  </Link>
                </Button>
                <Button variant="ghost" onClick={signOut}>
                  <LogOut aria-hidden="true" />
                  Logout
                </Button>
              </>
            )}
          </div>
          <MobileMenu session={session} dashboard={dashboard} onSignOut={signOut} />
        </div>
      </Container>
    </header>
  );
}

/** Manufacturer and admin entry points, grouped so the header stays calm on desktop. */
function BusinessMenu() {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="text-stone-700 data-[state=open]:bg-stone-200/70">
          <Building2 aria-hidden="true" />
          For Business
          <ChevronDown aria-hidden="true" className="text-stone-500" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>Manufacturers</DropdownMenuLabel>
        {MANUFACTURER_ACCOUNT_LINKS.map((item, index) => (
          <DropdownMenuItem key={item.to} asChild>
            <Link to={item.to}>
              {index === 0 ? <LogIn aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {item.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={ADMIN_ACCOUNT_LINK.to}>
            <ShieldCheck aria-hidden="true" />
            {ADMIN_ACCOUNT_LINK.label}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** Below 1024 px (spec 2.2) the navigation and account links move into a slide-over menu. */
function MobileMenu({
  session,
  dashboard,
  onSignOut,
}: {
  session: SessionState;
  dashboard: NavLinkItem | undefined;
  onSignOut: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Close the sheet when a link inside it is followed.
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className="lg:hidden">
          <Menu aria-hidden="true" className="size-5!" />
        </Button>
      </SheetTrigger>
      <SheetContent title="Menu" hideTitle header={<BrandLogo />}>
        <nav aria-label="Main" className="px-3 py-4">
          <ul className="space-y-1">
            {STORE_NAV.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={close}
                  className={({ isActive }) =>
                    cn(
                      'flex h-11 items-center rounded-md px-3 text-base font-medium',
                      isActive ? 'bg-copper-50 text-copper-800' : 'text-granite-black hover:bg-stone-100',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        {dashboard && (
          <div className="space-y-3 border-t border-stone-200 px-6 py-5">
            <p className="text-sm font-medium text-granite-black">Welcome back!</p>
            <div className="grid grid-cols-2 gap-2">
              <Button asChild>
                <Link to={dashboard.to} onClick={close}>
                  {dashboard.label}
                </Link>
              </Button>
              <Button
                variant="secondary"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                Logout
              </Button>
            </div>
          </div>
        )}

        {session.status === 'signed-out' && (
          <>
            <div className="space-y-3 border-t border-stone-200 px-6 py-5">
              <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Buyers</p>
              <div className="grid grid-cols-2 gap-2">
                <Button variant="secondary" asChild>
                  <Link to={BUYER_ACCOUNT_LINKS.login.to} onClick={close}>
                    {BUYER_ACCOUNT_LINKS.login.label}
                  </Link>
                </Button>
                <Button asChild>
                  <Link to={BUYER_ACCOUNT_LINKS.register.to} onClick={close}>
                    {BUYER_ACCOUNT_LINKS.register.label}
                  </Link>
                </Button>
              </div>
            </div>

            <div className="space-y-1 border-t border-stone-200 px-3 py-5">
              <p className="px-3 pb-2 text-xs font-semibold tracking-wide text-stone-600 uppercase">
                Business
              </p>
              {[...MANUFACTURER_ACCOUNT_LINKS, ADMIN_ACCOUNT_LINK].map((item) => (
                <Link
                  key={item.to}
                  to={item.to}
                  onClick={close}
                  className="flex h-11 items-center rounded-md px-3 text-sm font-medium text-granite-black hover:bg-stone-100"
                >
                  {item.label}
                </Link>
              ))}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
