import sharp from 'sharp';
import type { TexturePalette } from './catalogue';

/** Deterministic PRNG (mulberry32) so the same seed always yields the same image bytes. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A polished-granite look generated locally (no downloads). Granite is a mosaic of interlocking
 * mineral grains, so each pixel takes the mineral of its nearest grain centre (a jittered-grid
 * Voronoi map): large grains of the ground and speckle minerals at the palette's grain size, a
 * second layer of small dark grains (mica) on top, per-grain shading, low-frequency mottling and a
 * light blur so the polished surface reads as stone.
 */
export async function graniteTexture(
  palette: TexturePalette,
  seed: number,
  width = 1280,
  height = 960,
): Promise<Buffer> {
  const rand = prng(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const minerals: [number, number, number][] = [palette.base, ...palette.speckles];
  // Share of grains that are a speckle mineral; the ground keeps the rest.
  const coverage = Math.min(0.7, palette.density * 5);

  // Palettes list the commonest speckle mineral first; each later one is rarer (garnets in white granites).
  const weights = palette.speckles.map((_, i) => 0.45 ** i);
  const total = weights.reduce((a, b) => a + b, 0);
  const pickSpeckle = () => {
    let r = rand() * total;
    for (const [i, w] of weights.entries()) {
      r -= w;
      if (r <= 0) return 1 + i;
    }
    return weights.length;
  };
  const grains = grainLayer(rand, width, height, Math.max(4, palette.grain * 0.9), () =>
    rand() < coverage ? pickSpeckle() : 0,
  );
  const darkest = minerals.reduce((a, b) => (a[0] + a[1] + a[2] <= b[0] + b[1] + b[2] ? a : b));
  const mica = grainLayer(rand, width, height, Math.max(3, palette.grain * 0.45), () =>
    rand() < palette.density * 1.5 ? 1 : 0,
  );

  // Low-frequency mottling: a coarse grid of offsets interpolated across the slab.
  const cell = 90;
  const gw = Math.ceil(width / cell) + 2;
  const mottle = Array.from({ length: gw * (Math.ceil(height / cell) + 2) }, () => (rand() - 0.5) * 22);

  // The loop below runs for every pixel (1.2 million for a product image), so it reads grains by index
  // from typed arrays instead of objects; the arithmetic and its order are unchanged, so the bytes are too.
  const [dr, dg, db] = darkest;
  const mineralR = minerals.map((c) => c[0]);
  const mineralG = minerals.map((c) => c[1]);
  const mineralB = minerals.map((c) => c[2]);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const micaRow = mica.row(y);
    const grainRow = grains.row(y);
    let i = y * width * 3;
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const m =
        mottle[y0 * gw + x0]! * (1 - fx) * (1 - fy) +
        mottle[y0 * gw + x0 + 1]! * fx * (1 - fy) +
        mottle[(y0 + 1) * gw + x0]! * (1 - fx) * fy +
        mottle[(y0 + 1) * gw + x0 + 1]! * fx * fy;
      const micaK = mica.nearest(micaRow, x, y);
      let r: number;
      let g: number;
      let b: number;
      let shade: number;
      if (mica.mineral[micaK]) {
        r = dr;
        g = dg;
        b = db;
        shade = mica.shade[micaK]!;
      } else {
        const k = grains.nearest(grainRow, x, y);
        const mineral = grains.mineral[k]!;
        r = mineralR[mineral]!;
        g = mineralG[mineral]!;
        b = mineralB[mineral]!;
        shade = grains.shade[k]!;
      }
      const n = shade + m + (rand() - 0.5) * 10;
      pixels[i++] = clamp(r + n);
      pixels[i++] = clamp(g + n);
      pixels[i++] = clamp(b + n);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1.4)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/**
 * Jittered-grid Voronoi: `nearest(row(y), x, y)` is the index of the grain whose centre is nearest,
 * found among 3×3 cells (rows first, then columns, the first of equals winning).
 */
function grainLayer(rand: () => number, width: number, height: number, size: number, pick: () => number) {
  const cols = Math.ceil(width / size) + 1;
  const rows = Math.ceil(height / size) + 1;
  const cx = new Float32Array(cols * rows);
  const cy = new Float32Array(cols * rows);
  const mineral = new Uint8Array(cols * rows);
  const shade = new Float64Array(cols * rows);
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const k = j * cols + i;
      cx[k] = (i + rand()) * size;
      cy[k] = (j + rand()) * size;
      mineral[k] = pick();
      shade[k] = (rand() - 0.5) * 26;
    }
  }
  return {
    mineral,
    shade,
    /** The rows of cells to search for pixels of row y: [first, last]. */
    row(y: number): [number, number] {
      const cj = Math.floor(y / size);
      return [Math.max(0, cj - 1), Math.min(rows - 1, cj + 1)];
    },
    nearest(rowRange: [number, number], x: number, y: number): number {
      const ci = Math.floor(x / size);
      const i0 = Math.max(0, ci - 1);
      const i1 = Math.min(cols - 1, ci + 1);
      let best = 0;
      let bestD = Number.POSITIVE_INFINITY;
      for (let j = rowRange[0]; j <= rowRange[1]; j++) {
        for (let i = i0; i <= i1; i++) {
          const k = j * cols + i;
          const dx = cx[k]! - x;
          const dy = cy[k]! - y;
          const d = dx * dx + dy * dy;
          if (d < bestD) {
            bestD = d;
            best = k;
          }
        }
      }
      return best;
    },
  };
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}

/** What a demo texture is drawn from: the cache key of every image made from it (image-cache.ts). */
export type TextureSpec = { palette: TexturePalette; seed: number; width: number; height: number };

/** Draws each texture at most once per seeding, however many images are cut from it (slab photos). */
export function textureDrawer(): (spec: TextureSpec) => Promise<Buffer> {
  const drawn = new Map<string, Promise<Buffer>>();
  return (spec) => {
    const key = JSON.stringify(spec);
    let png = drawn.get(key);
    if (!png) {
      png = graniteTexture(spec.palette, spec.seed, spec.width, spec.height);
      drawn.set(key, png);
    }
    return png;
  };
}
