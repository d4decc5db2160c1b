import { Outlet } from 'react-router';
import { HydrateLater } from '@/components/hydrate-later';
import { InstallBanner } from '../install-banner';
import { HindiOffer } from './hindi-offer';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/** Storefront pages: fixed header, page content, footer (spec 2.2). */
export function SiteLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <HindiOffer />
      {/* pt-16 matches the fixed header's height so nothing hides beneath it. */}
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none">
        {/* The page and the footer hydrate after the header, in short slices (less blocking time, TBT). */}
        <HydrateLater>
          <Outlet />
        </HydrateLater>
      </main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <InstallBanner />
    </div>
  );
}
