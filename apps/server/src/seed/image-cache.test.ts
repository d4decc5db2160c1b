import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media } from '../db/schema';
import {
  mediaKeys,
  PHONE_BYTE_CEILING,
  PHONE_MAX_WIDTH,
  PHONE_RETRY_QUALITIES,
  type StoredMedia,
} from '../modules/media/media.pipeline';
import { createTestApp, onPostgres, type TestApp } from '../test/app';
import { SEED_VARIETIES } from './catalogue';
import { encoderSignature, entryKey, type SeedImageJob, seedImages } from './image-cache';
import { graniteTexture, textureDrawer } from './texture';

// Small textures (no responsive widths below 200 px), so each ingest takes milliseconds.
const spec = (seed: number) => ({
  palette: SEED_VARIETIES[seed % 5]!.palette,
  seed,
  width: 200,
  height: 150,
});
const jobs = (renders: number[], seeds = [1, 2, 3, 4]): SeedImageJob[] =>
  seeds.map((seed) => ({
    kind: 'slab',
    inputs: { texture: spec(seed) },
    render: async () => {
      renders.push(seed);
      // Long enough for a second seeding to find the image locked.
      await new Promise((r) => setTimeout(r, 30));
      const { palette, width, height } = spec(seed);
      return graniteTexture(palette, seed, width, height);
    },
  }));
const neverDrawn = (seeds = [1, 2, 3, 4]): SeedImageJob[] =>
  jobs([], seeds).map((job) => ({
    ...job,
    render: () => Promise.reject(new Error('drawn, though the cache holds it')),
  }));

// One database for the file (an app takes seconds to build); each test draws images of its own seeds,
// and "another database" is this one with those images' rows and files removed.
let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'granite-seed-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Each image as a visitor receives it: its row's content and the bytes of every file. */
const seen = async (rows: StoredMedia[]) =>
  Promise.all(
    rows.map(async ({ kind, hash, mimeType, width, height, bytes, variants }) => ({
      row: { kind, hash, mimeType, width, height, bytes, variants },
      files: await Promise.all(
        mediaKeys({ kind, variants }).map(async (key) => [key, await t.app.deps.storage.get(key)]),
      ),
    })),
  );
const forget = async (rows: StoredMedia[]) => {
  for (const row of rows) {
    await t.app.deps.db.delete(media).where(eq(media.id, row.id));
    for (const key of mediaKeys(row)) await t.app.deps.storage.delete(key);
  }
};

describe(`the demo seed's image cache (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores from the cache, without drawing, the same rows and files that ingest stored', async () => {
    const renders: number[] = [];
    const made = await seedImages(t.app.deps, jobs(renders, [1, 2, 3]), { generator: 'g1', dir });
    expect(renders.sort()).toEqual([1, 2, 3]);
    expect(readdirSync(dir).filter((f) => f.endsWith('.bin'))).toHaveLength(3);
    const before = await seen(made);
    expect(before.every((image) => image.files.every(([, body]) => body))).toBe(true);

    await forget(made);
    const copied = await seedImages(t.app.deps, neverDrawn([1, 2, 3]), { generator: 'g1', dir });
    expect(await seen(copied)).toEqual(before);
    // Seeding again on the same database finds the rows already there.
    const again = await seedImages(t.app.deps, neverDrawn([1, 2, 3]), { generator: 'g1', dir });
    expect(again.map((r) => r.id)).toEqual(copied.map((r) => r.id));
  });

  it('draws again when the drawing code changed or an entry is cut short', async () => {
    const made = await seedImages(t.app.deps, jobs([], [4, 5]), { generator: 'g1', dir });
    const before = await seen(made);
    await forget(made);
    const renders: number[] = [];
    await seedImages(t.app.deps, jobs(renders, [4]), { generator: 'g2', dir });
    expect(renders).toEqual([4]);

    const [job] = jobs(renders, [5]);
    truncateSync(join(dir, `${entryKey(job!, 'g1')}.bin`), 100);
    const stored = await seedImages(t.app.deps, [job!], { generator: 'g1', dir });
    expect(renders).toEqual([4, 5]);
    expect(await seen(stored)).toEqual(before.slice(1));
  });

  it('shares the drawing between seedings that run at the same time: each image is drawn once', async () => {
    const renders: number[] = [];
    const [a, b] = await Promise.all([
      seedImages(t.app.deps, jobs(renders, [6, 7, 8, 9]), { generator: 'g1', dir }),
      seedImages(t.app.deps, jobs(renders, [6, 7, 8, 9]), { generator: 'g1', dir }),
    ]);
    expect(renders.sort()).toEqual([6, 7, 8, 9]);
    expect(b.map((r) => r.id)).toEqual(a.map((r) => r.id));
    expect(readdirSync(dir).filter((f) => !f.endsWith('.bin'))).toEqual([]);
  });

  it('takes over the lock of a seeding whose process died', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    const [job] = jobs([], [10]);
    writeFileSync(join(dir, `${entryKey(job!, 'g1')}.bin.lock`), `${dead} 0 abc`);
    const renders: number[] = [];
    const [stored] = await seedImages(t.app.deps, jobs(renders, [10]), { generator: 'g1', dir });
    expect(renders).toEqual([10]);
    expect(stored!.kind).toBe('slab');
  });

  it('encodes as before when there is no cache or it cannot be written', async () => {
    const renders: number[] = [];
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const none = await seedImages(t.app.deps, jobs(renders, [11]), { generator: 'g1', dir: null });
    const unwritable = await seedImages(t.app.deps, jobs(renders, [12]), {
      generator: 'g1',
      dir: join(file, 'cache'),
    });
    expect(renders).toEqual([11, 12]);
    expect([...none, ...unwritable].map((r) => r.kind)).toEqual(['slab', 'slab']);
  });
});

describe("the cache's keys", () => {
  it("name the phone renditions' byte ceiling: an entry encoded before it (or under other values) is not used", () => {
    expect(encoderSignature().phoneCeiling).toEqual({
      bytes: PHONE_BYTE_CEILING,
      maxWidth: PHONE_MAX_WIDTH,
      qualities: PHONE_RETRY_QUALITIES,
    });
    // The key an entry had when the encoder's settings did not include the ceiling.
    const [job] = jobs([], [1]);
    const { phoneCeiling: _ceiling, ...before } = encoderSignature();
    const oldKey = createHash('sha256')
      .update(JSON.stringify({ encoder: before, generator: 'g1', kind: job!.kind, inputs: job!.inputs }))
      .digest('hex')
      .slice(0, 40);
    expect(entryKey(job!, 'g1')).not.toBe(oldKey);
  });
});

describe('textureDrawer', () => {
  it('draws a texture once however many images are cut from it', async () => {
    const draw = textureDrawer();
    const [a, b] = await Promise.all([draw(spec(1)), draw(spec(1))]);
    expect(a).toBe(b);
    expect(await draw(spec(2))).not.toBe(a);
  });
});
