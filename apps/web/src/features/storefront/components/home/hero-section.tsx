import type { HeroContent } from '@granite/shared';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useLocalePath, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';

/**
 * Storefront 2.3: title, subtitle and stats from the hero content block, and the product search.
 * `children` is drawn under the search inside the hero: the media issue's hero carousel goes there.
 */
export function HeroSection({ hero, children }: { hero: HeroContent | undefined; children?: ReactNode }) {
  const t = useT();
  return (
    <section
      data-home-section="hero"
      aria-labelledby="hero-heading"
      className="bg-granite-glow relative overflow-hidden text-white"
    >
      <Container className="relative py-14 sm:py-20 lg:py-24">
        <div
          className={
            hero?.showcaseImage
              ? 'grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center'
              : 'max-w-4xl'
          }
        >
          <div>
            <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.16em] text-copper-300 uppercase [&:lang(hi)]:tracking-normal">
              <span aria-hidden="true" className="h-px w-6 bg-copper-400" />
              {t('Granite marketplace for India')}
            </p>
            {hero ? (
              <>
                <h1
                  id="hero-heading"
                  className="mt-5 max-w-3xl text-4xl leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl lg:text-6xl"
                >
                  {t(hero.title)}
                </h1>
                {hero.subtitle && (
                  <p className="mt-6 max-w-2xl text-base text-pretty text-stone-300 sm:text-lg">
                    {t(hero.subtitle)}
                  </p>
                )}
              </>
            ) : (
              <div className="mt-5 space-y-4">
                <Skeleton className="h-12 max-w-2xl bg-white/10" />
                <Skeleton className="h-6 max-w-xl bg-white/10" />
              </div>
            )}
            <HeroSearch />
            {/* D25: live counts arrive filled in by the server; one still empty (a count of 0) is not shown. */}
            {hero?.stats.some((stat) => stat.value) && (
              <dl className="mt-10 grid max-w-2xl grid-cols-2 gap-4 border-t border-white/10 pt-8 sm:grid-cols-3">
                {hero.stats
                  .filter((stat) => stat.value)
                  .map((stat) => (
                    <div key={`${stat.label}-${stat.value}`} className="flex flex-col-reverse gap-1">
                      <dt className="text-xs text-stone-300 sm:text-sm">{t(stat.label)}</dt>
                      <dd className="text-2xl font-semibold tracking-tight text-white tabular-nums sm:text-3xl">
                        {stat.value}
                      </dd>
                    </div>
                  ))}
              </dl>
            )}
          </div>
          {hero?.showcaseImage && (
            <img
              src={hero.showcaseImage}
              alt=""
              className="aspect-video w-full rounded-lg object-cover shadow-2xl ring-1 ring-white/10 lg:aspect-[4/3]"
            />
          )}
        </div>
        {children}
      </Container>
    </section>
  );
}

/** Storefront 2.3 and 5: trimmed text required; Enter submits; goes to /products?search=. */
function HeroSearch() {
  const t = useT();
  const lp = useLocalePath();
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = term.trim();
    if (!text) {
      toast.error(t('Search term required'), {
        description: t('Please enter a search term to find products'),
      });
      return;
    }
    navigate(lp(`/products?search=${encodeURIComponent(text)}`));
  }

  return (
    <search className="mt-9 block max-w-2xl">
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('Search granite products')}
        </label>
        <div className="relative flex-1">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-stone-500"
          />
          <input
            id={inputId}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('Search granite, e.g. Black Galaxy, Kashmir White…')}
            maxLength={200}
            autoComplete="off"
            className="h-12 w-full rounded-md border border-white/20 bg-white pr-4 pl-12 text-base text-granite-black shadow-sm placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-400"
          />
        </div>
        <Button type="submit" size="lg">
          {t('Search')}
        </Button>
      </form>
    </search>
  );
}
