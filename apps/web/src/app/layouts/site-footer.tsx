import { FIXED_LEGAL_PAGES, type SocialMedia, type StoreLegalPageLinks } from '@granite/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-logo';
import { Container } from '@/components/ui/container';
import { useContentBlock, useLegalPageLinks } from '@/features/storefront/api/site-content';
import { useLocalePath, useT } from '@/lib/i18n';
import { FOOTER_DEFAULTS } from './footer-defaults';
import { LanguageSwitch } from './language-switch';
import { FOOTER_LINK_GROUPS, type NavLinkItem } from './navigation';

/**
 * Spec 2.2 footer: business details from footer_info (the server applies the all-five-strings
 * rule), social links only when set, legal links with the extra pages of legal_info, current year.
 */
export function SiteFooter() {
  const t = useT();
  const lp = useLocalePath();
  const info = useContentBlock('footer_info').value ?? FOOTER_DEFAULTS;
  const social = useContentBlock('social_media').value;
  const legal = useLegalPageLinks();
  const year = new Date().getFullYear();
  const groups = FOOTER_LINK_GROUPS.map((group) =>
    group.title === 'Legal' ? { ...group, links: legalLinks(legal) } : group,
  );

  return (
    <footer className="bg-granite-black text-stone-300">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12">
          <div className="max-w-sm">
            <div className="flex items-center gap-2.5">
              <BrandMark inverse />
              <p className="text-base font-semibold tracking-tight text-white">{info.businessName}</p>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-pretty text-stone-300">
              {/* The default description is ours and reads in the page's language; one an administrator
                  wrote is shown as written (D40). */}
              {t(info.description)}
            </p>
            {(info.address || info.phone || info.email) && (
              <address className="mt-6 space-y-2.5 text-sm not-italic">
                {info.address && (
                  <p className="flex items-start gap-2.5">
                    <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper-400" />
                    <span>{info.address}</span>
                  </p>
                )}
                {info.phone && (
                  <p className="flex items-start gap-2.5">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper-400" />
                    <a
                      href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}
                      className="hover:text-white hover:underline"
                    >
                      {info.phone}
                    </a>
                  </p>
                )}
                {info.email && (
                  <p className="flex items-start gap-2.5">
                    <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper-400" />
                    <a href={`mailto:${info.email}`} className="break-all hover:text-white hover:underline">
                      {info.email}
                    </a>
                  </p>
                )}
              </address>
            )}
            {social && <SocialLinks social={social} />}
          </div>

          {groups.map((group) => (
            <nav key={group.title} aria-label={t(group.title)}>
              <h2 className="text-xs font-semibold tracking-[0.14em] text-white uppercase">
                {t(group.title)}
              </h2>
              <ul className="mt-4 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={lp(link.to)}
                      className="rounded-sm text-sm text-stone-300 transition-colors duration-150 hover:text-white focus-visible:outline-copper-400"
                    >
                      {t(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('© {year} {name}. All rights reserved.', { year, name: info.businessName })}</p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <p>{t('Prices in Indian rupees per sq.ft.')}</p>
            <LanguageSwitch tone="dark" className="-ml-2 sm:ml-0" />
          </div>
        </div>
      </Container>
    </footer>
  );
}

/** The four fixed pages (titles as the admin named them) and the extra pages (storefront 2.2, 2.15). */
function legalLinks(pages: StoreLegalPageLinks['pages'] | undefined): NavLinkItem[] {
  // While the titles load, the fixed pages' built-in titles stand in (the server render has them).
  return (pages ?? FIXED_LEGAL_PAGES).map((page) => ({ label: page.title, to: `/legal/${page.slug}` }));
}

const SOCIAL_NETWORKS = [
  {
    key: 'instagram',
    label: 'Instagram',
    path: 'M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3 8.4 2.2 8.8 2.2 12 2.2zm0 4.9a4.9 4.9 0 1 0 0 9.8 4.9 4.9 0 0 0 0-9.8zm0 8.1a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zm5.1-9.4a1.2 1.2 0 1 0 0 2.3 1.2 1.2 0 0 0 0-2.3z',
  },
  {
    key: 'facebook',
    label: 'Facebook',
    path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z',
  },
  {
    key: 'twitter',
    label: 'X (Twitter)',
    path: 'M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  },
  {
    key: 'linkedin',
    label: 'LinkedIn',
    path: 'M20.4 20.5h-3.6v-5.6c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9v5.7H9.4V9h3.4v1.6c.5-.9 1.6-1.8 3.4-1.8 3.6 0 4.3 2.4 4.3 5.5v6.2zM5.3 7.4a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2zm1.8 13.1H3.6V9h3.5v11.5zM22.2 0H1.8C.8 0 0 .8 0 1.7v20.6c0 .9.8 1.7 1.8 1.7h20.4c1 0 1.8-.8 1.8-1.7V1.7C24 .8 23.2 0 22.2 0z',
  },
] as const;

/** Storefront 2.2: a link per network only when its address is set. */
function SocialLinks({ social }: { social: SocialMedia }) {
  const t = useT();
  const links = SOCIAL_NETWORKS.filter((network) => social[network.key]);
  if (links.length === 0) return null;
  return (
    <ul aria-label={t('Follow us')} className="mt-6 flex gap-2">
      {links.map((network) => (
        <li key={network.key}>
          <a
            href={social[network.key]}
            target="_blank"
            rel="noopener noreferrer"
            className="flex size-9 items-center justify-center rounded-md bg-white/5 text-stone-300 ring-1 ring-white/10 transition-colors duration-150 hover:bg-white/10 hover:text-white focus-visible:outline-copper-400"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
              <path d={network.path} />
            </svg>
            <span className="sr-only">{network.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
