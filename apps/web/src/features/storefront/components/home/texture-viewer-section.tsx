import type { GraniteImage } from '@granite/shared';
import { Pause, RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { Container } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { useViewerTextures } from '@/lib/api/granite-images';
import { cn } from '@/lib/cn';
import type { GraniteScene } from './granite-scene';

const SKELETON_KEYS = ['t1', 't2', 't3', 't4', 't5'];
const ZOOM_MIN = 0.6;
const ZOOM_MAX = 2.4;
const ZOOM_STEP = 1.25;

/** WebGL where the browser offers it; otherwise the static image (old devices, GPU blocklists). */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

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
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const { data: textures, isError } = useViewerTextures(near);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [rotating, setRotating] = useState(
    () => !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches,
  );
  const [zoom, setZoom] = useState(1);
  const selected = textures?.find((t) => t.id === selectedId) ?? textures?.[0];

  return (
    <section
      ref={sectionRef}
      data-home-section="texture-viewer"
      aria-labelledby="viewer-heading"
      className="border-b border-stone-200 bg-white"
    >
      <Container className="py-14 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-[0.14em] text-copper-700 uppercase">
            3D texture viewer
          </p>
          <h2
            id="viewer-heading"
            className="mt-3 text-2xl font-semibold tracking-tight text-balance sm:text-3xl"
          >
            See the stone before you order a slab
          </h2>
          <p className="mt-3 text-pretty text-stone-600">
            Turn a polished slab in the light and look closely at the grain of five popular Indian granites.
          </p>
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
          <ViewerStage texture={selected} active={near} rotating={rotating} zoom={zoom} failed={isError} />
          <div className="flex flex-col gap-5">
            <fieldset>
              <legend className="text-sm font-medium text-granite-black">Granite</legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5 lg:grid-cols-1">
                {textures
                  ? textures.map((t) => (
                      <TextureChoice
                        key={t.id}
                        texture={t}
                        checked={t.id === selected?.id}
                        onSelect={() => setSelectedId(t.id)}
                      />
                    ))
                  : SKELETON_KEYS.map((key) => <Skeleton key={key} className="h-12 rounded-md" />)}
              </div>
            </fieldset>
            <fieldset className="flex flex-wrap items-center gap-2">
              <legend className="sr-only">Viewer controls</legend>
              <button
                type="button"
                onClick={() => setRotating((r) => !r)}
                aria-pressed={rotating}
                className={controlClass}
              >
                {rotating ? <Pause aria-hidden="true" /> : <RotateCw aria-hidden="true" />}
                {rotating ? 'Stop' : 'Rotate'}
              </button>
              <button
                type="button"
                aria-label="Zoom out"
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
                aria-label="Zoom in"
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
  const swatch = texture.image?.variants[0]?.url;
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

type Mode = 'idle' | 'loading' | 'webgl' | 'fallback';

function ViewerStage({
  texture,
  active,
  rotating,
  zoom,
  failed,
}: {
  texture: GraniteImage | undefined;
  active: boolean;
  rotating: boolean;
  zoom: number;
  failed: boolean;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const sceneRef = useRef<GraniteScene | null>(null);
  const [mode, setMode] = useState<Mode>('idle');

  // Load three.js (its own chunk) once the section is near and WebGL is available.
  const started = useRef(false);
  useEffect(() => {
    if (!active || started.current) return;
    started.current = true;
    if (!hasWebGL()) return setMode('fallback');
    setMode('loading');
    import('./granite-scene')
      .then(({ createGraniteScene }) => {
        if (!canvasRef.current) return;
        sceneRef.current = createGraniteScene(canvasRef.current);
        setMode('webgl');
      })
      .catch(() => setMode('fallback'));
  }, [active]);

  useEffect(() => () => sceneRef.current?.dispose(), []);

  useEffect(() => {
    if (mode === 'webgl' && texture?.image) {
      sceneRef.current?.setTexture(texture.image.url).catch(() => setMode('fallback'));
    }
  }, [mode, texture]);
  // `mode` is listed so the current settings are applied once the scene exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => sceneRef.current?.setRotating(rotating), [rotating, mode]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => sceneRef.current?.setZoom(zoom), [zoom, mode]);

  // Stop drawing while the viewer is scrolled away.
  useEffect(() => {
    const el = stageRef.current;
    if (mode !== 'webgl' || !el || !('IntersectionObserver' in window)) return;
    const io = new IntersectionObserver(([entry]) =>
      sceneRef.current?.setVisible(Boolean(entry?.isIntersecting)),
    );
    io.observe(el);
    return () => io.disconnect();
  }, [mode]);

  return (
    <div
      ref={stageRef}
      data-testid="texture-viewer"
      data-viewer-mode={mode}
      data-zoom={zoom.toFixed(2)}
      data-texture={texture?.name ?? ''}
      className="relative aspect-[4/3] overflow-hidden rounded-xl bg-gradient-to-b from-stone-100 to-stone-300 ring-1 ring-stone-200 sm:aspect-video"
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={texture ? `${texture.name} granite slab in 3D` : '3D granite slab'}
        className={cn('absolute inset-0 size-full', mode === 'webgl' ? 'block' : 'hidden')}
      />
      {mode === 'fallback' && texture && (
        <div className="absolute inset-0 overflow-hidden" data-testid="texture-fallback">
          <div
            className="size-full transition-transform duration-200 motion-reduce:transition-none"
            style={{ transform: `scale(${zoom})` }}
          >
            <Picture
              image={texture.image}
              alt={`${texture.name} granite`}
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="size-full"
            />
          </div>
          <p className="absolute inset-x-3 bottom-3 rounded-md bg-granite-black/75 px-3 py-2 text-xs text-white sm:inset-x-auto sm:left-3">
            3D view needs WebGL, which this browser does not offer: showing the texture as a photo.
          </p>
        </div>
      )}
      {(mode === 'idle' || mode === 'loading') && !failed && (
        <Skeleton className="absolute inset-0 rounded-none bg-stone-200" />
      )}
      {failed && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-600">
          The granite textures could not be loaded.
        </p>
      )}
      {texture && (
        <div className="pointer-events-none absolute top-3 left-3 rounded-md bg-white/85 px-3 py-1.5 text-sm shadow-sm backdrop-blur-sm">
          <span className="font-medium text-granite-black">{texture.name}</span>
          {texture.description && (
            <span className="hidden text-stone-600 sm:inline"> · {texture.description}</span>
          )}
        </div>
      )}
    </div>
  );
}
