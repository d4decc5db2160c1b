// The demo seed's images on disk: each generated image's stored form (its media row and its encoded
// WebP/AVIF files, exactly as ingestImage made them, ADR 005) is kept in a cache keyed by a hash of
// everything that made it, so the next demo start copies files and writes one row instead of drawing
// the texture again and re-encoding every width (about 70 s of CPU for the whole demo, most of the
// first start). Several processes seed at once in CI (each test file's database, the budget and
// journey servers): a lock per image lets them share the work, each image drawn and encoded once.
// A cache that cannot be read or written is no cache: the seed then encodes as it always did.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { MediaKind } from '@granite/shared';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { media } from '../db/schema';
import type { AppDeps } from '../deps';
import {
  AVIF_OPTIONS,
  AVIF_WIDTHS,
  ingestImage,
  MEDIA_WIDTHS,
  mediaKeys,
  PHONE_BYTE_CEILING,
  PHONE_MAX_WIDTH,
  PHONE_RETRY_QUALITIES,
  type StoredMedia,
  webpQuality,
} from '../modules/media/media.pipeline';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** One image of the demo: its kind, the inputs that determine its pixels, and how to draw it. */
export type SeedImageJob = {
  kind: MediaKind;
  /** JSON-serialisable; two jobs with equal inputs (and kind) draw the same image. */
  inputs: unknown;
  render(): Promise<Buffer>;
};

/**
 * Bump when an entry's layout changes, or when ingestImage starts encoding differently in a way its
 * exported settings (below) do not show: every key changes, so no old entry is used again.
 */
const CACHE_FORMAT = 1;
const MAGIC = Buffer.from('GRANITE-SEED-IMAGE\n');
/** A lock older than this is taken over: its holder died or hangs (an image takes seconds). */
const LOCK_STALE_MS = 120_000;
const POLL_MS = 100;

/**
 * node_modules/.cache/granite-demo-images beside the installed packages (the place build tools keep
 * their caches; `npm ci` empties it), else the system's temporary directory.
 */
export function defaultSeedImageCacheDir(): string {
  let dir = dirname(new URL(import.meta.url).pathname);
  for (;;) {
    const modules = join(dir, 'node_modules');
    if (existsSync(modules) && statSync(modules).isDirectory())
      return join(modules, '.cache', 'granite-demo-images');
    const parent = dirname(dir);
    if (parent === dir) return join(tmpdir(), 'granite-demo-images');
    dir = parent;
  }
}

/**
 * What the encoder would do differently after an upgrade or a settings change: part of every key.
 * The phone renditions' byte ceiling and its lower qualities are settings too: an entry encoded
 * before them (or under other values) holds a phone rendition they would have made smaller.
 */
export function encoderSignature() {
  return {
    format: CACHE_FORMAT,
    sharp: sharp.versions,
    widths: MEDIA_WIDTHS,
    webp: MEDIA_WIDTHS.map(webpQuality),
    avifWidths: AVIF_WIDTHS,
    avif: AVIF_OPTIONS,
    phoneCeiling: {
      bytes: PHONE_BYTE_CEILING,
      maxWidth: PHONE_MAX_WIDTH,
      qualities: PHONE_RETRY_QUALITIES,
    },
  };
}

export function entryKey(job: Pick<SeedImageJob, 'kind' | 'inputs'>, generator: string): string {
  return createHash('sha256')
    .update(JSON.stringify({ encoder: encoderSignature(), generator, kind: job.kind, inputs: job.inputs }))
    .digest('hex')
    .slice(0, 40);
}

type Entry = {
  row: Omit<StoredMedia, 'id' | 'ownerUserId' | 'createdAt'>;
  files: { key: string; contentType: string; body: Buffer }[];
};

function encodeEntry(entry: Entry): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      row: entry.row,
      files: entry.files.map((f) => ({ key: f.key, contentType: f.contentType, size: f.body.length })),
    }),
  );
  const length = Buffer.alloc(4);
  length.writeUInt32BE(header.length);
  return Buffer.concat([MAGIC, length, header, ...entry.files.map((f) => f.body)]);
}

/** The entry, or undefined when the file is missing, foreign or cut short. */
function decodeEntry(bytes: Buffer): Entry | undefined {
  if (bytes.length < MAGIC.length + 4 || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) return undefined;
  const headerLength = bytes.readUInt32BE(MAGIC.length);
  let offset = MAGIC.length + 4 + headerLength;
  if (offset > bytes.length) return undefined;
  try {
    const header = JSON.parse(bytes.subarray(MAGIC.length + 4, offset).toString()) as {
      row: Entry['row'];
      files: { key: string; contentType: string; size: number }[];
    };
    const files = header.files.map((f) => {
      const body = bytes.subarray(offset, offset + f.size);
      offset += f.size;
      return { key: f.key, contentType: f.contentType, body };
    });
    if (offset !== bytes.length) return undefined;
    return { row: header.row, files };
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

type Lock = { release(): Promise<void> };

/** The image's lock, or null while another live process holds it. */
async function tryLock(path: string): Promise<Lock | null> {
  const token = `${process.pid} ${threadId} ${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(token);
      await handle.close();
      return {
        async release() {
          const current = await readFile(path, 'utf8').catch(() => '');
          if (current === token) await unlink(path).catch(() => {});
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const [holder, held] = await Promise.all([
      readFile(path, 'utf8').catch(() => ''),
      stat(path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      ),
    ]);
    const pid = Number.parseInt(holder, 10);
    // An empty file is a lock being written this instant: its holder is alive.
    const dead = holder !== '' && (!Number.isInteger(pid) || !isAlive(pid));
    if (!dead && held < LOCK_STALE_MS) return null;
    await rm(path, { force: true });
  }
  return null;
}

async function readEntry(path: string): Promise<Entry | undefined> {
  const bytes = await readFile(path).catch(() => undefined);
  return bytes && decodeEntry(bytes);
}

/** Written under a name of its own, then renamed: a reader sees a whole entry or none. */
async function writeEntry(path: string, entry: Entry): Promise<void> {
  const temporary = `${path}.${process.pid}.${threadId}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, encodeEntry(entry));
    await rename(temporary, path);
  } catch {
    await rm(temporary, { force: true });
  }
}

async function storedRow(deps: Deps, kind: string, hash: string): Promise<StoredMedia | undefined> {
  const [row] = await deps.db
    .select()
    .from(media)
    .where(and(eq(media.kind, kind), eq(media.hash, hash)))
    .limit(1);
  return row;
}

/** What ingestImage would have stored for these bytes: files first, then the row (idempotent by hash). */
async function storeEntry(deps: Deps, entry: Entry): Promise<StoredMedia> {
  const existing = await storedRow(deps, entry.row.kind, entry.row.hash);
  if (existing) return existing;
  for (const file of entry.files) await deps.storage.put(file.key, file.body, file.contentType);
  const [row] = await deps.db
    .insert(media)
    .values({ ...entry.row, ownerUserId: null })
    .onConflictDoNothing()
    .returning();
  const stored = row ?? (await storedRow(deps, entry.row.kind, entry.row.hash));
  if (!stored) throw new Error('seed: media row vanished after a conflicting insert');
  return stored;
}

async function entryOf(deps: Deps, stored: StoredMedia): Promise<Entry | undefined> {
  const files: Entry['files'] = [];
  for (const key of mediaKeys(stored)) {
    const body = await deps.storage.get(key);
    if (!body) return undefined;
    files.push({ key, contentType: key.endsWith('.avif') ? 'image/avif' : 'image/webp', body });
  }
  const { id: _id, ownerUserId: _owner, createdAt: _created, ...row } = stored;
  return { row, files };
}

/**
 * Stores each job's image as ingestImage would (same row, same files, byte for byte), from the cache
 * when it holds the image, else by drawing and ingesting it and then filling the cache. `generator`
 * names the drawing code's output (generator.ts: generatorFingerprint), so a change to it misses.
 * Results are in the order of the jobs. `dir: null` turns the cache off.
 */
export async function seedImages(
  deps: Deps,
  jobs: SeedImageJob[],
  options: { generator: string; dir?: string | null; parallel?: number },
): Promise<StoredMedia[]> {
  const dir = options.dir === undefined ? defaultSeedImageCacheDir() : options.dir;
  // Two at a time: sharp encodes each image on one thread here, so two fill the machine's two cores.
  const parallel = options.parallel ?? 2;
  const ready =
    dir !== null &&
    (await mkdir(dir, { recursive: true }).then(
      () => true,
      () => false,
    ));
  const results: StoredMedia[] = new Array(jobs.length);
  const ingest = async (job: SeedImageJob) =>
    ingestImage(deps, { bytes: await job.render(), kind: job.kind });
  if (!ready) {
    for (let i = 0; i < jobs.length; i += parallel)
      await Promise.all(
        jobs.slice(i, i + parallel).map(async (job, j) => {
          results[i + j] = await ingest(job);
        }),
      );
    return results;
  }
  /** Stores job i; false when another process holds its lock (it is drawing that image now). */
  const store = async (i: number): Promise<boolean> => {
    const job = jobs[i]!;
    const path = join(dir, `${entryKey(job, options.generator)}.bin`);
    const cached = await readEntry(path);
    if (cached) {
      results[i] = await storeEntry(deps, cached);
      return true;
    }
    const lock = await tryLock(`${path}.lock`).catch(() => undefined);
    if (lock === null) return false;
    try {
      // Another process may have finished it between the read and the lock.
      const finished = lock && (await readEntry(path));
      if (finished) {
        results[i] = await storeEntry(deps, finished);
        return true;
      }
      const stored = await ingest(job);
      results[i] = stored;
      const entry = await entryOf(deps, stored);
      if (entry) await writeEntry(path, entry);
      return true;
    } finally {
      await lock?.release();
    }
  };
  let pending = jobs.map((_, i) => i);
  while (pending.length) {
    const heldElsewhere: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < pending.length) {
        const i = pending[next++]!;
        if (!(await store(i))) heldElsewhere.push(i);
      }
    };
    await Promise.all(Array.from({ length: Math.min(parallel, pending.length) }, worker));
    // The rest are being drawn by other processes: wait for their entries (or their locks to lapse).
    if (heldElsewhere.length) await new Promise((r) => setTimeout(r, POLL_MS));
    pending = heldElsewhere.sort((a, b) => a - b);
  }
  return results;
}
