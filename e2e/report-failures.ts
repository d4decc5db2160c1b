// A journey that fails and then passes on its retry (vitest.config.ts) still leaves why it failed the
// first time in the log, so a retried journey can be looked at instead of guessed at.
import { beforeEach, onTestFailed } from 'vitest';

beforeEach(() => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    for (const error of task.result?.errors ?? []) {
      console.error(
        `[journey failed, attempt ${attempt}] ${task.file?.name ?? ''} > ${task.name}\n${error.stack ?? error.message}`,
      );
    }
  });
});
