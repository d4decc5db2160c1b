// Demo hero carousel images and the five 3D viewer textures, generated locally (no downloads) and
// stored through the same pipeline as uploads (ADR 005).
import type { GraniteColour } from '@granite/shared';
import { sql } from 'drizzle-orm';
import { graniteImages } from '../db/schema';
import type { AppDeps } from '../deps';
import { largestUrl } from '../modules/media/media.pipeline';
import { SEED_VARIETIES } from './catalogue';
import { generatorFingerprint } from './generator';
import { type SeedImageJob, seedImages } from './image-cache';
import { textureDrawer } from './texture';

/** Storefront 2.3: the viewer's five textures, in this order. Steel Gray is the catalogue's Steel Grey. */
export const VIEWER_TEXTURES: { name: string; variety: string; color: GraniteColour; description: string }[] =
  [
    {
      name: 'Black Galaxy',
      variety: 'Black Galaxy',
      color: 'Black',
      description: 'Deep black with golden bronzite flecks',
    },
    {
      name: 'Kashmir White',
      variety: 'Kashmir White',
      color: 'White',
      description: 'Off-white ground with garnet specks',
    },
    {
      name: 'Blue Pearl',
      variety: 'Blue Pearl',
      color: 'Blue',
      description: 'Grey-blue with iridescent feldspar',
    },
    {
      name: 'Tan Brown',
      variety: 'Tan Brown',
      color: 'Brown',
      description: 'Dark brown with black and tan grains',
    },
    {
      name: 'Steel Gray',
      variety: 'Steel Grey',
      color: 'Gray',
      description: 'Even mid-grey with fine dark grain',
    },
  ];

const HEROES: { variety: string; name: string; color: GraniteColour; description: string }[] = [
  {
    variety: 'Black Galaxy',
    name: 'Black Galaxy Slabs',
    color: 'Black',
    description: 'Polished slabs from Ongole quarries, ready for kitchen countertops',
  },
  {
    variety: 'Kashmir White',
    name: 'Kashmir White Flooring',
    color: 'White',
    description: 'Bright, hard-wearing tiles for large floors',
  },
  {
    variety: 'Tan Brown',
    name: 'Tan Brown Countertops',
    color: 'Brown',
    description: 'Warm brown granite that hides everyday wear',
  },
  {
    variety: 'Blue Pearl',
    name: 'Blue Pearl Feature Walls',
    color: 'Blue',
    description: 'Shimmering blue-grey stone for facades and lobbies',
  },
];

/** 16:9 and wider than the 1200 px minimum; textures square at the 1024 px minimum. */
const HERO_SIZE = { width: 1920, height: 1080 };
const TEXTURE_SIZE = 1024;

function palette(variety: string) {
  const found = SEED_VARIETIES.find((v) => v.name === variety);
  if (!found) throw new Error(`seed: no variety named ${variety}`);
  return found.palette;
}

/**
 * Runs on every demo start but writes only into a database without any granite image, so it is
 * idempotent, also fills databases seeded before it existed, and never brings back hero images an
 * admin deleted (the five textures are fixed slots that cannot be deleted, so the table stays
 * non-empty once seeded).
 */
export async function seedGraniteImages(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  options: { cacheDir?: string | null } = {},
): Promise<boolean> {
  const [{ count }] = (
    await deps.db.execute<{ count: number }>(sql`select count(*)::int as count from granite_images`)
  ).rows as [{ count: number }];
  if (count > 0) return false;

  const draw = textureDrawer();
  const job = (kind: 'hero' | 'texture', variety: string, seed: number, width: number, height: number) => {
    const texture = { palette: palette(variety), seed, width, height };
    return { kind, inputs: { texture }, render: () => draw(texture) } satisfies SeedImageJob;
  };
  const jobs = [
    ...HEROES.map((hero, i) => job('hero', hero.variety, 5000 + i, HERO_SIZE.width, HERO_SIZE.height)),
    ...VIEWER_TEXTURES.map((texture, i) =>
      job('texture', texture.variety, 7000 + i, TEXTURE_SIZE, TEXTURE_SIZE),
    ),
  ];
  const stored = await seedImages(deps, jobs, {
    generator: await generatorFingerprint(),
    dir: options.cacheDir,
  });
  const rows: (typeof graniteImages.$inferInsert)[] = [
    ...HEROES.map((hero, i) => ({
      name: hero.name,
      description: hero.description,
      color: hero.color,
      category: 'hero',
      mediaId: stored[i]!.id,
      imageUrl: largestUrl(stored[i]!),
      sortOrder: i,
    })),
    ...VIEWER_TEXTURES.map((texture, i) => ({
      name: texture.name,
      description: texture.description,
      color: texture.color,
      category: '3d-viewer',
      mediaId: stored[HEROES.length + i]!.id,
      imageUrl: largestUrl(stored[HEROES.length + i]!),
      sortOrder: i,
    })),
  ];
  await deps.db.insert(graniteImages).values(rows);
  return true;
}
