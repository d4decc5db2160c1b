import { Link, Outlet } from 'react-router';
import { BrandLogo } from '@/components/brand-logo';
import { SkipLink } from './skip-link';

/** A quiet single-column layout for the admin sign-in, away from the storefront's navigation. */
export function CenteredLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-stone-100">
      <SkipLink />
      <header className="flex h-16 items-center px-4 sm:px-6">
        <Link to="/" aria-label="Granite Marketplace, home" className="rounded-md">
          <BrandLogo />
        </Link>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="flex flex-1 items-start justify-center px-4 pt-8 pb-16 outline-none sm:items-center sm:pt-0"
      >
        <div className="w-full max-w-md">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
