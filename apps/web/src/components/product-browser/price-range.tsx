import { LIMITS } from '@granite/shared';
import { Slider } from 'radix-ui';
import { useEffect, useState } from 'react';
import { formatINR } from '@/lib/format';

type PriceRangeProps = { min: number; max: number; onCommit(range: [number, number]): void };

const label = (rupees: number, end: boolean) =>
  `${formatINR(rupees * 100)}${end && rupees >= LIMITS.priceSliderMax ? '+' : ''}`;

/** Storefront 2.6: ₹0 to ₹10,000 per sq.ft in steps of 100; the list updates when a thumb is let go. */
export function PriceRange({ min, max, onCommit }: PriceRangeProps) {
  const [value, setValue] = useState<[number, number]>([min, max]);
  useEffect(() => setValue([min, max]), [min, max]);
  return (
    <div>
      <p className="mb-3 flex justify-between text-sm tabular-nums text-stone-700" aria-live="polite">
        <span>{label(value[0], false)}</span>
        <span>{label(value[1], true)}</span>
      </p>
      <Slider.Root
        className="relative flex h-6 touch-none items-center select-none"
        min={LIMITS.priceSliderMin}
        max={LIMITS.priceSliderMax}
        step={LIMITS.priceSliderStep}
        minStepsBetweenThumbs={1}
        value={value}
        onValueChange={(v) => setValue([v[0]!, v[1]!])}
        onValueCommit={(v) => onCommit([v[0]!, v[1]!])}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-stone-200">
          <Slider.Range className="absolute h-full rounded-full bg-copper-700" />
        </Slider.Track>
        {(['Minimum price', 'Maximum price'] as const).map((name) => (
          <Slider.Thumb
            key={name}
            aria-label={name}
            className="block size-5 rounded-full border-2 border-copper-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700"
          />
        ))}
      </Slider.Root>
      <p className="mt-2 text-xs text-stone-500">per sq.ft</p>
    </div>
  );
}
