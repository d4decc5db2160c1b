// A cache version number kept in the database (catalog_state, cache_versions) and re-read by each
// server process at most once per interval: a write through any process bumps it in its own
// transaction, so every process drops its stale cache within the interval (docs/architecture.md,
// Growing past one machine), and the writing process at once by calling invalidate().

export const VERSION_CHECK_MS = 1_000;

export class VersionCheck {
  private version = -1;
  private checkedAt = 0;
  private pending: Promise<number> | undefined;

  constructor(
    private readonly read: () => Promise<number>,
    /** Called (before current() resolves) when the version differs from the one last seen. */
    private readonly onChange: (version: number) => void,
    private readonly intervalMs = VERSION_CHECK_MS,
  ) {}

  /** The version, read at most once per interval (one read shared by concurrent callers). */
  async current(): Promise<number> {
    if (Date.now() - this.checkedAt < this.intervalMs) return this.version;
    this.pending ??= this.read()
      .then((version) => {
        if (version !== this.version) {
          this.onChange(version);
          this.version = version;
        }
        this.checkedAt = Date.now();
        return version;
      })
      .finally(() => {
        this.pending = undefined;
      });
    return this.pending;
  }

  /** Forces the next current() to re-read the version (call after a write in this process). */
  invalidate(): void {
    this.checkedAt = 0;
  }
}
