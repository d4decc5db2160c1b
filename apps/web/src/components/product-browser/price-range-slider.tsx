import { LIMITS } from '@granite/shared';
import { Slider } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n';
import { THUMB_CLASS, THUMB_NAMES } from './price-range-parts';

export type PriceRangeSliderProps = {
  value: [number, number];
  onValueChange(value: [number, number]): void;
  onValueCommit(value: [number, number]): void;
  /** The thumb the visitor had reached before this code arrived: it gets the focus. */
  handOver?: { thumb: number };
};

/**
 * The price filter's Radix slider (pointer drag, keyboard, touch): its own chunk, loaded after the
 * list has hydrated or with the first touch of the drawn slider, in the same place.
 */
export function PriceRangeSlider({ value, onValueChange, onValueCommit, handOver }: PriceRangeSliderProps) {
  const t = useT();
  const root = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!handOver) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waits = 0;
    // Radix shows a thumb once it has found its index (the render after the first): wait for it.
    const takeFocus = () => {
      const thumb = root.current?.querySelectorAll<HTMLElement>('[role=slider]')[handOver.thumb];
      if (thumb && thumb.offsetParent !== null) thumb.focus();
      else if (waits++ < 30) timer = setTimeout(takeFocus, 16);
    };
    takeFocus();
    return () => clearTimeout(timer);
  }, [handOver]);
  return (
    <Slider.Root
      ref={root}
      className="relative flex h-6 touch-none items-center select-none"
      min={LIMITS.priceSliderMin}
      max={LIMITS.priceSliderMax}
      step={LIMITS.priceSliderStep}
      minStepsBetweenThumbs={1}
      value={value}
      onValueChange={(v) => onValueChange([v[0]!, v[1]!])}
      onValueCommit={(v) => onValueCommit([v[0]!, v[1]!])}
    >
      <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
        <Slider.Range className="absolute h-full rounded-full bg-copper-700" />
      </Slider.Track>
      {THUMB_NAMES.map((name) => (
        <Slider.Thumb key={name} aria-label={t(name)} className={THUMB_CLASS} />
      ))}
    </Slider.Root>
  );
}
