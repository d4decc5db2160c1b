import type { GraniteImage } from '@granite/shared';
import { Pause, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewerTextures } from '@/lib/api/granite-images';
import { joinClasses as cn } from '@/lib/class-join';
import { useT } from '@/lib/i18n';
import { useWindowLoaded } from '@/lib/window-loaded';
import { STAGE_CLASS } from './texture-viewer-parts';

/** The stage (WebGL set-up, fallbacks) loads as the section nears the viewport, as three.js does. */
const ViewerStage = lazy(() => import('./texture-viewer-stage').then((m) => ({ default: m.ViewerStage })));

const SKELETON_KEYS = ['t1', 't2', 't3', 't4', 't5'];
const ZOOM_MIN = 0.6;
const ZOOM_MAX = 2.4;
const ZOOM_STEP = 1.25;

/** Becomes true once the element is within `margin` of the viewport, and stays true. */
function useNearViewport<T extends Element>(margin = '100px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

/**
 * Storefront 2.3: the 3D texture viewer, right after the hero. Five textures from the server, a
 * rotate/stop toggle and zoom buttons that work (D22). three.js is fetched only when the section
 * nears the viewport; without WebGL the texture is shown as a still image that still zooms.
 */
export function TextureViewerSection() {
  const t = useT();
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data: textures, isError } = useViewerTextures(near);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Rotates unless the visitor asks for reduced motion, which only the browser knows (server rendering).
  const [rotating, setRotating] = useState(true);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setRotating(false);
  }, []);
  const [zoom, setZoom] = useState(1);
  const selected = textures?.find((texture) => texture.id === selectedId) ?? textures?.[0];

  return (
    <section
      ref={sectionRef}
      data-home-section="texture-viewer"
      aria-labelledby="viewer-heading"
      className="border-b border-stone-200 bg-white"
    >
      <Container className="py-14 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-copper-700 uppercase [&:lang(hi)]:tracking-normal">
            {t('3D texture viewer')}
          </p>
          <h2
            id="viewer-heading"
            className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
          >
            {t('See the stone before you order a slab')}
          </h2>
          <p className="mt-3 text-pretty text-stone-600">
            {t(
              'Turn a polished slab in the light and look closely at the grain of five popular Indian granites.',
            )}
          </p>
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          {near ? (
            <Suspense fallback={<StagePlaceholder />}>
              <ViewerStage
                texture={selected}
                active={near}
                rotating={rotating}
                zoom={zoom}
                failed={isError}
              />
            </Suspense>
          ) : (
            <StagePlaceholder />
          )}
          <div className="flex flex-col gap-5">
            <fieldset>
              <legend className="text-sm font-medium text-granite-black">{t('Granite')}</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5 lg:grid-cols-1">
                {textures
                  ? textures.map((texture) => (
                      <TextureChoice
                        key={texture.id}
                        texture={texture}
                        checked={texture.id === selected?.id}
                        onSelect={() => setSelectedId(texture.id)}
                      />
                    ))
                  : SKELETON_KEYS.map((key) => <Skeleton key={key} className="h-12 rounded-md" />)}
              </div>
            </fieldset>
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">{t('Viewer controls')}</legend>
              <button
                type="button"
                onClick={() => setRotating((r) => !r)}
                aria-pressed={rotating}
                className={controlClass}
              >
                {rotating ? <Pause aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
                {rotating ? t('Stop') : t('Rotate')}
              </button>
              <button
                type="button"
                aria-label={t('Zoom out')}
                onClick={() => setZoom((z) => Math.max(ZOOM_MIN, z / ZOOM_STEP))}
                disabled={zoom <= ZOOM_MIN + 1e-6}
                className={cn(controlClass, 'w-10 px-0')}
              >
                <ZoomOut aria-hidden="true" />
              </button>
              <output className="w-14 text-center text-sm text-stone-600 tabular-nums" aria-live="polite">
                {Math.round(zoom * 100)}%
              </output>
              <button
                type="button"
                aria-label={t('Zoom in')}
                onClick={() => setZoom((z) => Math.min(ZOOM_MAX, z * ZOOM_STEP))}
                disabled={zoom >= ZOOM_MAX - 1e-6}
                className={cn(controlClass, 'w-10 px-0')}
              >
                <ZoomIn aria-hidden="true" />
              </button>
            </fieldset>
          </div>
        </div>
      </Container>
    </section>
  );
}

const controlClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-md border border-stone-300 bg-white px-3 text-sm font-medium shadow-sm transition-colors duration-150 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-copper-700 disabled:opacity-50 [&_svg]:size-4';

function TextureChoice({
  texture,
  checked,
  onSelect,
}: {
  texture: GraniteImage;
  checked: boolean;
  onSelect: () => void;
}) {
  // The swatches are far below the first screen: their images start after the page's load.
  const loaded = useWindowLoaded();
  const swatch = loaded ? texture.image?.variants[0]?.url : undefined;
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-md border p-2 text-sm transition-colors duration-150 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-copper-700',
        checked ? 'border-copper-700 bg-copper-50 font-medium' : 'border-stone-200 hover:border-stone-400',
      )}
    >
      <input type="radio" name="viewer-texture" checked={checked} onChange={onSelect} className="sr-only" />
      <span
        aria-hidden="true"
        className="size-8 shrink-0 rounded bg-stone-300 bg-cover bg-center ring-1 ring-black/10"
        style={swatch ? { backgroundImage: `url(${swatch})` } : undefined}
      />
      <span className="truncate">{texture.name}</span>
    </label>
  );
}

/** The stage before its code is here: the same box, waiting (as the stage's idle mode draws it). */
function StagePlaceholder() {
  return (
    <div
      data-testid="texture-viewer"
      data-viewer-mode="idle"
      data-zoom="1.00"
      data-texture=""
      className={STAGE_CLASS}
    >
      <Skeleton className="absolute inset-0 rounded-none bg-stone-200" />
    </div>
  );
}
