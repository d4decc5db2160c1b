import { ArrowRight, BadgeCheck, IndianRupee, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Spec 2.3: the hero title is the default of the hero content block. */
const HERO_TITLE = 'Premium Indian Granite, Direct from Manufacturers';

/** What the platform promises (spec 1, D14, D17), stated as features rather than figures. */
const PROMISES = [
  { icon: IndianRupee, text: 'Prices in ₹ per sq.ft, compared side by side' },
  { icon: BadgeCheck, text: 'Manufacturers approved by our team' },
  { icon: ShieldCheck, text: 'Contact details shared after quote approval' },
];

export function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <section className="bg-granite-glow relative overflow-hidden text-white">
        <Container className="relative grid gap-12 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:py-28">
          <div>
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-copper-300 uppercase">
              <span aria-hidden="true" className="h-px w-6 bg-copper-400" />
              Granite marketplace for India
            </p>
            <h1 className="mt-5 max-w-3xl text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl">
              {HERO_TITLE}
            </h1>
            <p className="mt-6 max-w-xl text-base text-pretty text-stone-300 sm:text-lg">
              Browse granite slabs and tiles from Indian manufacturers, compare prices per sq.ft and request
              quotes through one platform.
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row">
              <Button size="lg" asChild>
                <Link to="/products">
                  Browse Products
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
              <Button size="lg" variant="outline-inverse" asChild>
                <Link to="/categories">View Categories</Link>
              </Button>
            </div>
          </div>

          <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li
                key={text}
                className="flex items-start gap-3 rounded-lg border border-white/10 bg-white/[0.04] p-4 backdrop-blur-sm"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-copper-700/20 text-copper-300 ring-1 ring-copper-400/30">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                <span className="pt-1.5 text-sm leading-snug text-stone-200">{text}</span>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="sell-heading" className="border-b border-stone-200 bg-white">
        <Container className="flex flex-col gap-8 py-14 sm:py-16 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <p className="text-xs font-semibold tracking-[0.14em] text-copper-700 uppercase">
              For manufacturers
            </p>
            <h2
              id="sell-heading"
              className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
            >
              Sell your granite to buyers across India
            </h2>
            <p className="mt-3 text-pretty text-stone-600">
              Register your business, list your slabs and tiles, and answer quote requests from one panel.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button size="lg" variant="dark" asChild>
              <Link to="/vendor/register">Manufacturers Registration</Link>
            </Button>
            <Button size="lg" variant="secondary" asChild>
              <Link to="/vendor/faq">Vendor FAQ</Link>
            </Button>
          </div>
        </Container>
      </section>
    </>
  );
}
