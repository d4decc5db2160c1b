// In-process cache of the merged content blocks (ADR 007). Reads are on every page view; writes are
// an admin saving a form. A trigger bumps the 'content' row of cache_versions in every write's
// transaction; each process re-reads that version at most once a second (lib/version-check.ts), so
// another server process sees a change within a second and the writing process at once (docs/architecture.md,
// Growing past one machine).
import type { ContentBlock, ContentKey } from '@granite/shared';
import { VersionCheck } from '../../lib/version-check';

export type ContentSnapshot = Map<ContentKey, ContentBlock>;

export class ContentCache {
  private snapshot: ContentSnapshot | undefined;
  private loading: Promise<ContentSnapshot> | undefined;
  /** Bumped by every invalidation, so a load that started before a write is not kept. */
  private generation = 0;
  private readonly check: VersionCheck;

  constructor(
    private readonly load: () => Promise<ContentSnapshot>,
    readVersion: () => Promise<number>,
  ) {
    // The version is read before the rows, so a snapshot is never older than the version it is kept under.
    this.check = new VersionCheck(readVersion, () => this.drop());
  }

  async get(): Promise<ContentSnapshot> {
    await this.check.current();
    if (this.snapshot) return this.snapshot;
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.load()
        .then((snapshot) => {
          if (generation === this.generation) this.snapshot = snapshot;
          return snapshot;
        })
        .finally(() => {
          if (generation === this.generation) this.loading = undefined;
        });
    }
    return this.loading;
  }

  /** After a write through this process: drop the snapshot and re-read the version on the next get. */
  invalidate(): void {
    this.drop();
    this.check.invalidate();
  }

  private drop(): void {
    this.generation++;
    this.snapshot = undefined;
    this.loading = undefined;
  }
}
