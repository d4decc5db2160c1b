import { LIMITS } from '@granite/shared';
import { type ComponentType, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { formatINR } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { THUMB_CLASS, THUMB_NAMES } from './price-range-parts';
import type { PriceRangeSliderProps } from './price-range-slider';

type PriceRangeProps = { min: number; max: number; onCommit(range: [number, number]): void };

/** Thumb width in px (`size-5`): Radix keeps a thumb inside the track by half of it at either end. */
const THUMB_PX = 20;

const loadSlider = () => import('./price-range-slider');

const label = (rupees: number, end: boolean) =>
  `${formatINR(rupees * 100)}${end && rupees >= LIMITS.priceSliderMax ? '+' : ''}`;

/**
 * Storefront 2.6: ₹0 to ₹10,000 per sq.ft in steps of 100; the list updates when a thumb is let go.
 *
 * Server rendering (ADR 011): the server draws the slider as Radix will (track, range, thumbs at
 * their places); Radix's slider (6 KB) arrives once the page is idle after hydration, or at once
 * when a thumb is reached first, and takes the focus over. Keys pressed on a drawn thumb meanwhile
 * move it as Radix would (Arrow ±₹100, Page ±₹1,000, Home/End) and the list follows once they stop.
 */
export function PriceRange({ min, max, onCommit }: PriceRangeProps) {
  const t = useT();
  const [value, setValue] = useState<[number, number]>([min, max]);
  useEffect(() => setValue([min, max]), [min, max]);
  const [wanted, setWanted] = useState(false);
  // The drawn slider stays (with focus) until Radix's is here to replace it: no Suspense fallback.
  const [Slider, setSlider] = useState<ComponentType<PriceRangeSliderProps>>();
  const [handOver, setHandOver] = useState<PriceRangeSliderProps['handOver']>();
  // A run of keys on a drawn thumb ends on the drawn thumb: Radix's thumbs take over (with the focus)
  // only once the run's price is committed. Swapping between two presses dropped the keys pressed
  // while the new thumb was not yet focusable, and let the drawn run's pending commit land after
  // Radix's own (the list filtered by a stale price). A pointer on the slider swaps at once, since
  // only Radix's thumbs can be dragged.
  const [keying, setKeying] = useState(false);
  const [pointer, setPointer] = useState(false);
  const pendingCommit = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(pendingCommit.current), []);

  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      const id = setTimeout(() => setWanted(true), 200);
      return () => clearTimeout(id);
    }
    const id = requestIdleCallback(() => setWanted(true), { timeout: 1500 });
    return () => cancelIdleCallback(id);
  }, []);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadSlider().then(
      (module) => {
        if (current) setSlider(() => module.PriceRangeSlider);
      },
      () => {
        if (current) setWanted(false); // a dropped connection: the next touch tries again
      },
    );
    return () => {
      current = false;
    };
  }, [wanted]);

  const drawn = (
    <DrawnSlider
      value={value}
      onWanted={() => setWanted(true)}
      onPointer={() => {
        setPointer(true);
        setWanted(true);
      }}
      onThumbFocus={(thumb) => {
        setHandOver({ thumb });
        setWanted(true);
      }}
      onThumbKey={(thumb, event) => {
        const next = stepped(value, thumb, event.key);
        if (!next) return;
        event.preventDefault();
        setValue(next);
        // One list update for a run of keys, as for one drag.
        clearTimeout(pendingCommit.current);
        setKeying(true);
        pendingCommit.current = setTimeout(() => {
          onCommit(next);
          setKeying(false);
        }, COMMIT_AFTER_MS);
      }}
    />
  );

  return (
    <div>
      <p className="mb-3 flex justify-between text-sm tabular-nums text-stone-700" aria-live="polite">
        <span>{label(value[0], false)}</span>
        <span>{label(value[1], true)}</span>
      </p>
      {Slider && (!keying || pointer) ? (
        <Slider value={value} onValueChange={setValue} onValueCommit={onCommit} handOver={handOver} />
      ) : (
        drawn
      )}
      <p className="mt-2 text-xs text-stone-500">{t('per sq.ft')}</p>
    </div>
  );
}

const COMMIT_AFTER_MS = 400;

/**
 * Radix's keyboard steps for a drawn thumb: Arrow keys one step, Page keys ten, Home the first thumb
 * to the start and End the last to the end (as Radix does, whichever thumb has focus), kept within the
 * range and a step from the other thumb (a move that would pass it stays put).
 */
function stepped(value: [number, number], thumb: number, key: string): [number, number] | undefined {
  const { priceSliderMin: low, priceSliderMax: high, priceSliderStep: step } = LIMITS;
  const at = value[thumb]!;
  const to = {
    ArrowRight: at + step,
    ArrowUp: at + step,
    ArrowLeft: at - step,
    ArrowDown: at - step,
    PageUp: at + 10 * step,
    PageDown: at - 10 * step,
    Home: low,
    End: high,
  }[key];
  if (to === undefined) return undefined;
  const next: [number, number] = [...value];
  const moved = key === 'Home' ? 0 : key === 'End' ? 1 : thumb;
  next[moved] = Math.min(high, Math.max(low, to));
  return next[1] - next[0] >= step ? next : value;
}

const percentOf = (rupees: number) =>
  ((rupees - LIMITS.priceSliderMin) / (LIMITS.priceSliderMax - LIMITS.priceSliderMin)) * 100;

/** Radix's slider as it renders, without its code: the same boxes at the same places. */
function DrawnSlider({
  value,
  onWanted,
  onPointer,
  onThumbFocus,
  onThumbKey,
}: {
  value: [number, number];
  onWanted(): void;
  onPointer(): void;
  onThumbFocus(thumb: number): void;
  onThumbKey(thumb: number, event: KeyboardEvent): void;
}) {
  const t = useT();
  const [start, end] = value.map(percentOf) as [number, number];
  return (
    <span
      className="relative flex h-6 touch-none items-center select-none"
      data-orientation="horizontal"
      onPointerEnter={onWanted}
      onPointerDown={onPointer}
    >
      <span data-orientation="horizontal" className="relative h-1.5 grow rounded-full bg-stone-200">
        <span
          data-orientation="horizontal"
          className="absolute h-full rounded-full bg-copper-700"
          style={{ left: `${start}%`, right: `${100 - end}%` }}
        />
      </span>
      {THUMB_NAMES.map((name, i) => {
        const percent = i === 0 ? start : end;
        const inBounds = THUMB_PX / 2 - (percent * THUMB_PX) / 100;
        return (
          <span
            key={name}
            style={{
              transform: 'translateX(-50%)',
              position: 'absolute',
              left: `calc(${percent}% + ${inBounds}px)`,
            }}
          >
            <span
              role="slider"
              tabIndex={0}
              aria-label={t(name)}
              aria-valuemin={LIMITS.priceSliderMin}
              aria-valuemax={LIMITS.priceSliderMax}
              aria-valuenow={value[i]}
              aria-orientation="horizontal"
              data-orientation="horizontal"
              className={THUMB_CLASS}
              onFocus={() => onThumbFocus(i)}
              onKeyDown={(event) => onThumbKey(i, event)}
            />
          </span>
        );
      })}
    </span>
  );
}
