import type { ImageRef } from '@granite/shared';
import { ImageOff, Minus, Plus } from 'lucide-react';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { srcSetOf } from '@/components/picture';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';

const MAX_SCALE = 5;
/** A double tap or double click zooms to this, or back to the whole slab. */
const TAP_SCALE = 2.5;
/** Two taps this close in time (ms) and place (px) are a double tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP = 12;
/** A sideways move at least this long (px), and longer than the vertical one, is a swipe. */
const SWIPE_MIN = 50;

type View = { scale: number; x: number; y: number };
const WHOLE: View = { scale: 1, x: 0, y: 0 };
type Point = { x: number; y: number };

/**
 * A slab photo that zooms the way a phone's own photo viewer does, with pointer events and
 * `touch-action: none` instead of a library: pinch with two fingers, double-tap (or double-click) to
 * zoom in on that spot and back, drag to move about a zoomed slab, the wheel or the +/− buttons and
 * keys on a computer. At the whole-slab view a sideways swipe asks for the next or previous slab.
 * Mount it with a `key` per slab: a new slab starts whole.
 */
export function ZoomableImage({
  image,
  alt,
  onSwipe,
}: {
  image: ImageRef | null;
  alt: string;
  onSwipe?: (direction: 'next' | 'previous') => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(WHOLE);
  const t = useT();
  const [moving, setMoving] = useState(false);
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; mid: Point; view: View } | null>(null);
  const drag = useRef<{ start: Point; view: View; at: number; type: string } | null>(null);
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  /** Chrome also fires dblclick after two taps with touch-action none: the taps already zoomed. */
  const lastPointerType = useRef('mouse');
  const viewRef = useRef(view);
  viewRef.current = view;

  /** A point of the page relative to the box's centre, and the box's size. */
  const local = (clientX: number, clientY: number) => {
    const r = box.current?.getBoundingClientRect();
    if (!r) return { point: { x: 0, y: 0 }, width: 0, height: 0 };
    return {
      point: { x: clientX - r.left - r.width / 2, y: clientY - r.top - r.height / 2 },
      width: r.width,
      height: r.height,
    };
  };

  /** Keeps the zoomed slab covering the box: no panning past its edges. */
  const clamp = (next: View): View => {
    const r = box.current?.getBoundingClientRect();
    const scale = Math.min(MAX_SCALE, Math.max(1, next.scale));
    if (!r || scale === 1) return WHOLE;
    const maxX = ((scale - 1) * r.width) / 2;
    const maxY = ((scale - 1) * r.height) / 2;
    return {
      scale,
      x: Math.min(maxX, Math.max(-maxX, next.x)),
      y: Math.min(maxY, Math.max(-maxY, next.y)),
    };
  };

  /** Zooms to `scale` keeping the spot under `at` (box-centred) where it is. */
  const zoomAt = (from: View, scale: number, at: Point): View => {
    const ratio = Math.min(MAX_SCALE, Math.max(1, scale)) / from.scale;
    return clamp({
      scale: from.scale * ratio,
      x: at.x - (at.x - from.x) * ratio,
      y: at.y - (at.y - from.y) * ratio,
    });
  };

  const toggleAt = (clientX: number, clientY: number) => {
    const { point } = local(clientX, clientY);
    setView((v) => (v.scale > 1 ? WHOLE : zoomAt(v, TAP_SCALE, point)));
  };

  const zoomBy = (factor: number) => setView((v) => zoomAt(v, v.scale * factor, { x: 0, y: 0 }));

  // + and − zoom about the centre, 0 shows the whole slab (the arrows belong to the viewer).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (event.key === '+' || event.key === '=') zoomBy(1.5);
      else if (event.key === '-' || event.key === '_') zoomBy(1 / 1.5);
      else if (event.key === '0') setView(WHOLE);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    lastPointerType.current = event.pointerType;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    setMoving(true);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      pinch.current = {
        distance: Math.hypot(a.x - b.x, a.y - b.y) || 1,
        mid: local((a.x + b.x) / 2, (a.y + b.y) / 2).point,
        view: viewRef.current,
      };
      drag.current = null;
    } else if (pointers.current.size === 1) {
      drag.current = {
        start: { x: event.clientX, y: event.clientY },
        view: viewRef.current,
        at: event.timeStamp,
        type: event.pointerType,
      };
    }
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const p = pinch.current;
    if (p && pointers.current.size >= 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      const distance = Math.hypot(a.x - b.x, a.y - b.y) || 1;
      const mid = local((a.x + b.x) / 2, (a.y + b.y) / 2).point;
      const scale = Math.min(MAX_SCALE, Math.max(1, (p.view.scale * distance) / p.distance));
      const ratio = scale / p.view.scale;
      // The spot under the fingers' first midpoint follows the midpoint as it moves.
      setView(
        clamp({ scale, x: mid.x - (p.mid.x - p.view.x) * ratio, y: mid.y - (p.mid.y - p.view.y) * ratio }),
      );
      return;
    }
    const d = drag.current;
    if (d && d.view.scale > 1) {
      setView(
        clamp({
          scale: d.view.scale,
          x: d.view.x + event.clientX - d.start.x,
          y: d.view.y + event.clientY - d.start.y,
        }),
      );
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other one drags from here.
      const [rest] = [...pointers.current.values()] as [Point];
      pinch.current = null;
      drag.current = { start: rest, view: viewRef.current, at: event.timeStamp, type: event.pointerType };
      return;
    }
    setMoving(false);
    pinch.current = null;
    const d = drag.current;
    drag.current = null;
    if (!d || event.type === 'pointercancel') return;
    const dx = event.clientX - d.start.x;
    const dy = event.clientY - d.start.y;
    const tap = Math.hypot(dx, dy) < TAP_SLOP && event.timeStamp - d.at < 300;
    if (tap && d.type !== 'mouse') {
      const last = lastTap.current;
      const point = { x: event.clientX, y: event.clientY };
      if (
        last &&
        event.timeStamp - last.at < DOUBLE_TAP_MS &&
        Math.hypot(point.x - last.point.x, point.y - last.point.y) < TAP_SLOP * 3
      ) {
        lastTap.current = null;
        toggleAt(point.x, point.y);
      } else {
        lastTap.current = { at: event.timeStamp, point };
      }
      return;
    }
    if (d.view.scale === 1 && Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy))
      onSwipe?.(dx < 0 ? 'next' : 'previous');
  };

  const zoomed = view.scale > 1;
  return (
    <div className="relative size-full">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pinch, drag and double-tap are a pointer's way to zoom; the keyboard's are the +/− keys and the zoom buttons */}
      <div
        ref={box}
        data-testid="zoomable-image"
        data-scale={view.scale.toFixed(2)}
        className={cn(
          'relative size-full touch-none overflow-hidden select-none',
          zoomed ? 'cursor-grab active:cursor-grabbing' : 'cursor-zoom-in',
        )}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onDoubleClick={(event) => {
          if (lastPointerType.current === 'mouse') toggleAt(event.clientX, event.clientY);
        }}
        onWheel={(event) => {
          const { point } = local(event.clientX, event.clientY);
          setView((v) => zoomAt(v, v.scale * (event.deltaY < 0 ? 1.25 : 0.8), point));
        }}
      >
        {image ? (
          <img
            src={image.url}
            srcSet={image.variants.length > 1 ? srcSetOf(image) : undefined}
            // Zoomed in, the widest rendition is the one worth having: the viewer asks for a full screen's.
            sizes="100vw"
            width={image.width}
            height={image.height}
            alt={alt}
            draggable={false}
            decoding="async"
            className={cn(
              'size-full object-contain will-change-transform',
              !moving && 'motion-safe:transition-transform motion-safe:duration-200',
            )}
            style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          />
        ) : (
          <div
            role="img"
            aria-label={t('{name}: no photo yet', { name: alt })}
            className="flex size-full flex-col items-center justify-center gap-2 text-stone-300"
          >
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="text-sm">{t('No photo of this slab yet')}</span>
          </div>
        )}
      </div>
      {image && (
        <div className="absolute right-3 bottom-3 flex gap-2">
          <ZoomButton label={t('Zoom out')} onClick={() => zoomBy(1 / 1.5)} disabled={!zoomed}>
            <Minus aria-hidden="true" className="size-5" />
          </ZoomButton>
          <ZoomButton label={t('Zoom in')} onClick={() => zoomBy(1.5)} disabled={view.scale >= MAX_SCALE}>
            <Plus aria-hidden="true" className="size-5" />
          </ZoomButton>
        </div>
      )}
    </div>
  );
}

function ZoomButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-11 items-center justify-center rounded-full bg-granite-black/70 text-white hover:bg-granite-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-40"
    >
      {children}
    </button>
  );
}
