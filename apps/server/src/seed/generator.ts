// What the demo's drawing code makes of fixed inputs, hashed: part of every key of the image cache
// (image-cache.ts), so a change to how textures are drawn or slab photos cut draws and encodes afresh
// instead of serving the old pictures.
import { createHash } from 'node:crypto';
import { bundlePhoto, slabPhoto } from './demo-lots';
import { graniteTexture } from './texture';

let fingerprint: Promise<string> | undefined;

/** Drawn once per process (about 0.2 s): a small texture, a slab photo and a bundle photo cut from it. */
export function generatorFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const palette = {
      base: [120, 110, 100] as [number, number, number],
      speckles: [[20, 20, 24] as [number, number, number], [200, 190, 180] as [number, number, number]],
      density: 0.1,
      grain: 10,
    };
    const texture = await graniteTexture(palette, 1, 840, 570);
    const look = { left: 0, top: 0, flip: true, flop: true, hue: 5, saturation: 1.05, brightness: 0.95 };
    const [slab, bundle] = await Promise.all([
      slabPhoto(texture, look, { dx: 0, dy: 0, light: 1.02 }),
      bundlePhoto(texture, look),
    ]);
    return createHash('sha256').update(texture).update(slab).update(bundle).digest('hex').slice(0, 16);
  })();
  return fingerprint;
}
