import { ArrowLeft, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { hasRole, useSession } from '@/lib/auth/session';
import { localePath, useLocale, useLocalePath, useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';

type Area = 'buyer' | 'vendor' | 'admin';

const LOGIN_OF: Record<Area, string> = { buyer: '/login', vendor: '/vendor/login', admin: '/admin/login' };

export function loginPathFor(area: Area, from: string): string {
  return `${LOGIN_OF[area]}?redirect=${encodeURIComponent(from)}`;
}

/**
 * D2 route guard. 'Loading...' while the session loads (storefront 2.1); signed out → the login
 * page of the area with the original location for the return; signed in without the role → 403.
 * The server refuses the same calls on its own (D1); this only keeps people on the right page.
 */
export function RequireRole({
  area,
  allow,
  children,
}: {
  area: Area;
  /** Extra admission rule, e.g. a manufacturer applicant may see the panel dashboard's status. */
  allow?: (session: NonNullable<ReturnType<typeof useSession>['session']>, pathname: string) => boolean;
  children?: ReactNode;
}) {
  const state = useSession();
  const location = useLocation();
  const locale = useLocale();
  const t = useT();
  if (state.status === 'loading') {
    return (
      <p role="status" className="px-4 py-16 text-center text-stone-600">
        {t('Loading...')}
      </p>
    );
  }
  if (state.status === 'signed-out') {
    // D40: a Hindi page's visitor signs in in Hindi (the admin's login is English only).
    const login = localePath(locale, loginPathFor(area, `${location.pathname}${location.search}`));
    return <Navigate to={login} replace />;
  }
  const permitted = hasRole(state.session, area) || Boolean(allow?.(state.session, location.pathname));
  if (!permitted) {
    // Outside the panel's layout: a buyer is not shown the admin or manufacturer sidebar.
    return (
      <div className="flex min-h-dvh flex-col bg-stone-100">
        <main id="main" className="flex flex-1 flex-col">
          <ForbiddenPage area={area} />
        </main>
      </div>
    );
  }
  return children ?? <Outlet />;
}

/** D2: a signed-in user without the role sees this, with a link home; nobody is bounced silently. */
export function ForbiddenPage({ area }: { area: Area }) {
  const t = useT();
  const lp = useLocalePath();
  useDocumentTitle(t('Access denied'));
  const message =
    area === 'admin'
      ? t('You do not have administrator privileges.')
      : area === 'vendor'
        ? t('You do not have vendor access. Please register as a vendor first.')
        : t('You do not have access to this page.');
  return (
    <div className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="max-w-md text-center">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-white text-copper-700 shadow-xs ring-1 ring-stone-200">
          <ShieldAlert aria-hidden="true" className="size-6" />
        </div>
        <p className="mt-6 text-xs font-semibold tracking-[0.16em] text-copper-700 uppercase">
          {t('Error 403')}
        </p>
        <h1 className="mt-3 text-2xl font-semibold tracking-tight sm:text-3xl">{t('Access denied')}</h1>
        <p className="mt-3 text-pretty text-stone-600">{message}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={lp('/')}>
              <ArrowLeft aria-hidden="true" />
              {t('Return to Home')}
            </Link>
          </Button>
          {area === 'vendor' && (
            <Button variant="secondary" asChild>
              <Link to={lp('/vendor/register')}>{t('Manufacturers Registration')}</Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
