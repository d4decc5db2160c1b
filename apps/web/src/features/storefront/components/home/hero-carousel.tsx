import type { GraniteImage } from '@granite/shared';
import { ChevronLeft, ChevronRight, ImagePlus, Pause, Play } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Picture } from '@/components/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { useHeroImages } from '@/lib/api/granite-images';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';
import type { CarouselApi } from './hero-carousel-engine';

const loadEngine = () => import('./hero-carousel-engine');
const HeroCarouselEngine = lazy(() => loadEngine().then((m) => ({ default: m.HeroCarouselEngine })));

/** After hydration, when the browser is idle (or at once when asked): the page's first paint and
 * input come first. */
const whenIdle = (run: () => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Storefront 2.3: the active hero images in sort order; loops, advances every 3 s and pauses while
 * the pointer is over it (and, for WCAG 2.2.2, with its pause button or when the visitor asks for
 * reduced motion). Each slide shows its name, description and colour.
 *
 * Server rendering (ADR 011): the server draws the slides, the first one in view (the page's LCP
 * image, eager with fetchpriority="high"); embla and its autoplay (12 KB) arrive after hydration
 * and take over the same boxes, so the first download stays small and nothing moves.
 */
export function HeroCarousel({ className }: { className?: string }) {
  const { data: images, isPending, isError } = useHeroImages();
  if (isPending) return <Skeleton className={cn('aspect-video w-full rounded-xl bg-white/10', className)} />;
  if (isError || !images?.length) return <HeroCarouselEmpty className={className} />;
  return <Slides images={images} className={className} />;
}

function Slides({ images, className }: { images: GraniteImage[]; className?: string }) {
  const t = useT();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [engineWanted, setEngineWanted] = useState(false);
  const [embla, setEmbla] = useState<CarouselApi>();
  // Clicks made before embla has arrived, replayed once it has.
  const pending = useRef<((api: CarouselApi) => void)[]>([]);
  const [selected, setSelected] = useState(0);
  // The browser alone knows the motion preference: the server renders "playing" (ADR 011).
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    if (prefersReducedMotion()) setPlaying(false);
    return whenIdle(() => setEngineWanted(true));
  }, []);

  const onReady = useCallback((api: CarouselApi) => {
    setEmbla(api);
    for (const action of pending.current.splice(0)) action(api);
  }, []);
  const withEmbla = (action: (api: CarouselApi) => void) => {
    if (embla) action(embla);
    else {
      pending.current.push(action);
      setEngineWanted(true);
    }
  };

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const togglePlaying = () =>
    withEmbla((api) => {
      const plugin = api.plugins().autoplay;
      if (!plugin) return;
      if (plugin.isPlaying()) plugin.stop();
      else plugin.play();
      setPlaying(plugin.isPlaying());
    });

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={t('Granite showcase')}
      data-testid="hero-carousel"
      data-selected={selected}
      data-carousel-ready={embla ? '' : undefined}
      className={cn('group relative', className)}
      onPointerEnter={() => setEngineWanted(true)}
      onFocus={() => setEngineWanted(true)}
    >
      {engineWanted && viewport && (
        <Suspense fallback={null}>
          <HeroCarouselEngine viewport={viewport} autoplay={playing} onReady={onReady} />
        </Suspense>
      )}
      <div ref={setViewport} className="overflow-hidden rounded-xl shadow-2xl ring-1 ring-white/10">
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
            <div
              key={image.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('{index} of {count}: {name}', {
                index: i + 1,
                count: images.length,
                name: image.name,
              })}
              aria-hidden={i !== selected}
              data-slide-index={i}
              className="relative min-w-0 flex-[0_0_100%]"
            >
              <Picture
                image={image.image}
                alt={image.name}
                aspect="16/9"
                eager={i === 0}
                // The other slides start after the page's load (or when shown, if sooner): the server's
                // HTML starts the first slide's image alone, the page's LCP.
                afterLoad={i > 0 && i !== selected}
                sizes="(min-width: 1280px) 1216px, 100vw"
                className="bg-granite-gray"
              />
              <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-granite-black/90 via-granite-black/50 to-transparent p-4 pt-16 sm:p-6 sm:pt-24">
                <span className="inline-flex rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-medium text-white ring-1 ring-white/25 backdrop-blur-sm">
                  {t(image.color)}
                </span>
                <p className="mt-2 text-lg font-semibold text-white sm:text-2xl">{image.name}</p>
                {image.description && (
                  <p className="mt-1 max-w-2xl text-sm text-pretty text-stone-200 sm:text-base">
                    {image.description}
                  </p>
                )}
              </div>
            </div>
          ))}
        </div>
      </div>

      {images.length > 1 && (
        <div className="mt-4 flex items-center justify-between gap-3">
          <div className="flex items-center">
            {images.map((image, i) => (
              // axe target-size: a 24 px target around the small dot it shows.
              <button
                key={image.id}
                type="button"
                aria-label={t('Show slide {index}: {name}', { index: i + 1, name: image.name })}
                aria-current={i === selected}
                onClick={() => withEmbla((api) => api.scrollTo(i))}
                className="group/dot inline-flex h-6 min-w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-copper-400"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2 rounded-full transition-all duration-200',
                    i === selected ? 'w-6 bg-copper-400' : 'w-2 bg-white/40 group-hover/dot:bg-white/70',
                  )}
                />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-1">
            <CarouselButton
              label={playing ? t('Pause slideshow') : t('Play slideshow')}
              onClick={togglePlaying}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </CarouselButton>
            <CarouselButton label={t('Previous slide')} onClick={() => withEmbla((api) => api.scrollPrev())}>
              <ChevronLeft aria-hidden="true" />
            </CarouselButton>
            <CarouselButton label={t('Next slide')} onClick={() => withEmbla((api) => api.scrollNext())}>
              <ChevronRight aria-hidden="true" />
            </CarouselButton>
          </div>
        </div>
      )}
    </section>
  );
}

function CarouselButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-9 items-center justify-center rounded-full text-stone-200 ring-1 ring-white/20 transition-colors duration-150 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-400 [&_svg]:size-4"
    >
      {children}
    </button>
  );
}

/** Storefront 2.3: with no images, an empty state linking to the admin settings. */
function HeroCarouselEmpty({ className }: { className?: string }) {
  const t = useT();
  return (
    <div
      data-testid="hero-carousel-empty"
      className={cn(
        'flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-white/20 bg-white/[0.03] p-6 text-center',
        className,
      )}
    >
      <ImagePlus aria-hidden="true" className="size-8 text-stone-400" />
      <p className="font-medium text-white">{t('No showcase images yet')}</p>
      <p className="max-w-sm text-sm text-stone-300">
        {t('Administrators add hero images in')}{' '}
        <Link
          to="/admin/settings"
          className="text-copper-300 underline underline-offset-4 hover:text-copper-200"
        >
          Admin Settings → Images
        </Link>
        .
      </p>
    </div>
  );
}
