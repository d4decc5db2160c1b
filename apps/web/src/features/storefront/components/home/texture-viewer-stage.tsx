import type { GraniteImage } from '@granite/shared';
import { useEffect, useRef, useState } from 'react';
import { Picture } from '@/components/picture';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import type { GraniteScene } from './granite-scene';
import { STAGE_CLASS } from './texture-viewer-parts';

/** WebGL where the browser offers it; otherwise the static image (old devices, GPU blocklists). */
function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

type Mode = 'idle' | 'loading' | 'webgl' | 'fallback';

export function ViewerStage({
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
  const t = useT();
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
      className={STAGE_CLASS}
    >
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={texture ? t('{name} granite slab in 3D', { name: texture.name }) : t('3D granite slab')}
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
              alt={t('{name} granite', { name: texture.name })}
              sizes="(min-width: 1024px) 60vw, 100vw"
              className="size-full"
            />
          </div>
          <p className="absolute inset-x-3 bottom-3 rounded-md bg-granite-black/75 px-3 py-2 text-xs text-white sm:inset-x-auto sm:left-3">
            {t('3D view needs WebGL, which this browser does not offer: showing the texture as a photo.')}
          </p>
        </div>
      )}
      {(mode === 'idle' || mode === 'loading') && !failed && (
        <Skeleton className="absolute inset-0 rounded-none bg-stone-200" />
      )}
      {failed && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-stone-600">
          {t('The granite textures could not be loaded.')}
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
