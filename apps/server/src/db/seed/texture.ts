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
 * A polished-granite look generated locally (no downloads): a mottled ground, crystals of the
 * palette's speckle colours sized by `grain`, then a light blur so crystals read as stone.
 */
export async function graniteTexture(
  palette: TexturePalette,
  seed: number,
  width = 1280,
  height = 960,
): Promise<Buffer> {
  const rand = prng(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const [br, bg, bb] = palette.base;
  // Low-frequency mottling: a coarse grid of offsets interpolated across the slab.
  const cell = 80;
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Array.from({ length: gw * gh }, () => (rand() - 0.5) * 26);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const m =
        grid[y0 * gw + x0]! * (1 - fx) * (1 - fy) +
        grid[y0 * gw + x0 + 1]! * fx * (1 - fy) +
        grid[(y0 + 1) * gw + x0]! * (1 - fx) * fy +
        grid[(y0 + 1) * gw + x0 + 1]! * fx * fy;
      const n = (rand() - 0.5) * 14 + m;
      const i = (y * width + x) * 3;
      pixels[i] = clamp(br + n);
      pixels[i + 1] = clamp(bg + n);
      pixels[i + 2] = clamp(bb + n);
    }
  }
  const crystals = Math.round(((width * height) / (palette.grain * palette.grain)) * palette.density * 4);
  for (let c = 0; c < crystals; c++) {
    const [r, g, b] = palette.speckles[Math.floor(rand() * palette.speckles.length)]!;
    const cx = rand() * width;
    const cy = rand() * height;
    const rx = (0.3 + rand()) * palette.grain * 0.5;
    const ry = (0.3 + rand()) * palette.grain * 0.5;
    const shade = (rand() - 0.5) * 30;
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(height, Math.ceil(cy + ry)); y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(width, Math.ceil(cx + rx)); x++) {
        const dx = (x - cx) / rx;
        const dy = (y - cy) / ry;
        if (dx * dx + dy * dy > 1) continue;
        const i = (y * width + x) * 3;
        pixels[i] = clamp(r + shade);
        pixels[i + 1] = clamp(g + shade);
        pixels[i + 2] = clamp(b + shade);
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
}
