import { LIMITS } from '@granite/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/**
 * The hero carousel's motion (embla, autoplay 3 s, pause on hover): its own chunk, loaded after the
 * page has hydrated, attached to the slides the server already drew. Draws nothing.
 */
export function HeroCarouselEngine({
  viewport,
  autoplay: playOnInit,
  onReady,
}: {
  viewport: HTMLElement;
  autoplay: boolean;
  onReady: (api: CarouselApi) => void;
}) {
  const [autoplay] = useState(() =>
    Autoplay({
      delay: LIMITS.heroAutoplayMs,
      stopOnMouseEnter: true,
      stopOnInteraction: false,
      playOnInit,
    }),
  );
  const [attach, embla] = useEmblaCarousel({ loop: true }, [autoplay]);
  useEffect(() => attach(viewport), [attach, viewport]);
  useEffect(() => {
    if (embla) onReady(embla);
  }, [embla, onReady]);
  return null;
}
