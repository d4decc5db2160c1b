import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '@/components/brand-logo';
import { Container } from '@/components/ui/container';
import { FOOTER_DEFAULTS, type FooterInfo } from './footer-defaults';
import { FOOTER_LINK_GROUPS } from './navigation';

/** Spec 2.2 footer. `info` will come from the footer_info setting; until then the defaults. */
export function SiteFooter({ info = FOOTER_DEFAULTS }: { info?: FooterInfo }) {
  const year = new Date().getFullYear();

  return (
    <footer className="bg-granite-black text-stone-300">
      <Container className="py-14 sm:py-16">
        <div className="grid gap-10 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr] lg:gap-12">
          <div className="max-w-sm">
            <div className="flex items-center gap-2.5">
              <BrandMark inverse />
              <p className="text-base font-semibold tracking-tight text-white">{info.businessName}</p>
            </div>
            <p className="mt-4 text-sm leading-relaxed text-pretty text-stone-300">{info.description}</p>
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
          </div>

          {FOOTER_LINK_GROUPS.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className="text-xs font-semibold tracking-[0.14em] text-white uppercase">{group.title}</h2>
              <ul className="mt-4 space-y-2.5">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-stone-300 transition-colors duration-150 hover:text-white focus-visible:outline-copper-400"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {info.businessName}. All rights reserved.
          </p>
          <p>Prices in Indian rupees per sq.ft.</p>
        </div>
      </Container>
    </footer>
  );
}
