// In-process cache of the merged content blocks (issue 5). Reads are on every page view; writes are
// an admin saving a form. A write through this process empties it at once; another server process
// sees the change within TTL_MS (ARCHITECTURE: several copies behind a load balancer).
import type { ContentBlock, ContentKey } from '@granite/shared';

const TTL_MS = 10_000;

export type ContentSnapshot = Map<ContentKey, ContentBlock>;

export class ContentCache {
  private snapshot: ContentSnapshot | undefined;
  private loadedAt = 0;
  private loading: Promise<ContentSnapshot> | undefined;
  /** Bumped by every invalidation, so a load that started before a write is not kept. */
  private generation = 0;

  constructor(private readonly load: () => Promise<ContentSnapshot>) {}

  async get(): Promise<ContentSnapshot> {
    if (this.snapshot && Date.now() - this.loadedAt < TTL_MS) return this.snapshot;
    if (!this.loading) {
      const generation = this.generation;
      this.loading = this.load()
        .then((snapshot) => {
          if (generation === this.generation) {
            this.snapshot = snapshot;
            this.loadedAt = Date.now();
          }
          return snapshot;
        })
        .finally(() => {
          this.loading = undefined;
        });
    }
    return this.loading;
  }

  invalidate(): void {
    this.generation++;
    this.snapshot = undefined;
    this.loading = undefined;
  }
}
