import { type GraniteImage, LIMITS } from '@granite/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImagePlus, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Picture } from '@/components/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { useHeroImages } from '@/lib/api/granite-images';
import { cn } from '@/lib/cn';

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * Storefront 2.3: the active hero images in sort order; loops, advances every 3 s and pauses while
 * the pointer is over it (and, for WCAG 2.2.2, with its pause button or when the visitor asks for
 * reduced motion). Each slide shows its name, description and colour.
 */
export function HeroCarousel({ className }: { className?: string }) {
  const { data: images, isPending, isError } = useHeroImages();
  if (isPending) return <Skeleton className={cn('aspect-video w-full rounded-xl bg-white/10', className)} />;
  if (isError || !images?.length) return <HeroCarouselEmpty className={className} />;
  return <Slides images={images} className={className} />;
}

function Slides({ images, className }: { images: GraniteImage[]; className?: string }) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: LIMITS.heroAutoplayMs,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      playOnInit: !prefersReducedMotion(),
    }),
  );
  const [viewport, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(!prefersReducedMotion());

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const togglePlaying = useCallback(() => {
    const plugin = embla?.plugins().autoplay;
    if (!plugin) return;
    if (plugin.isPlaying()) plugin.stop();
    else plugin.play();
    setPlaying(plugin.isPlaying());
  }, [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Granite showcase"
      data-testid="hero-carousel"
      data-selected={selected}
      className={cn('group relative', className)}
    >
      <div ref={viewport} className="overflow-hidden rounded-xl shadow-2xl ring-1 ring-white/10">
        <div className="flex touch-pan-y">
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group
            <div
              key={image.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${images.length}: ${image.name}`}
              aria-hidden={i !== selected}
              data-slide-index={i}
              className="relative min-w-0 flex-[0_0_100%]"
            >
              <Picture
                image={image.image}
                alt={image.name}
                aspect="16/9"
                eager={i === 0}
                sizes="(min-width: 1280px) 1216px, 100vw"
                className="bg-granite-gray"
              />
              <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-granite-black/90 via-granite-black/50 to-transparent p-4 pt-16 sm:p-6 sm:pt-24">
                <span className="inline-flex rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-medium text-white ring-1 ring-white/25 backdrop-blur-sm">
                  {image.color}
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
          <div className="flex items-center gap-1.5">
            {images.map((image, i) => (
              <button
                key={image.id}
                type="button"
                aria-label={`Show slide ${i + 1}: ${image.name}`}
                aria-current={i === selected}
                onClick={() => embla?.scrollTo(i)}
                className={cn(
                  'h-2 rounded-full transition-all duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-400',
                  i === selected ? 'w-6 bg-copper-400' : 'w-2 bg-white/40 hover:bg-white/70',
                )}
              />
            ))}
          </div>
          <div className="flex items-center gap-1">
            <CarouselButton label={playing ? 'Pause slideshow' : 'Play slideshow'} onClick={togglePlaying}>
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </CarouselButton>
            <CarouselButton label="Previous slide" onClick={() => embla?.scrollPrev()}>
              <ChevronLeft aria-hidden="true" />
            </CarouselButton>
            <CarouselButton label="Next slide" onClick={() => embla?.scrollNext()}>
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
  return (
    <div
      data-testid="hero-carousel-empty"
      className={cn(
        'flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-white/20 bg-white/[0.03] p-6 text-center',
        className,
      )}
    >
      <ImagePlus aria-hidden="true" className="size-8 text-stone-400" />
      <p className="font-medium text-white">No showcase images yet</p>
      <p className="max-w-sm text-sm text-stone-300">
        Administrators add hero images in{' '}
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
