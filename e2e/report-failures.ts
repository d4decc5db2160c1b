// A journey that fails and then passes on its retry (vitest.config.ts) still leaves why it failed the
// first time in the log, so a retried journey can be looked at instead of guessed at.
import { beforeEach, onTestFailed } from 'vitest';

/** Attempts already reported: a handler added by an earlier attempt's beforeEach fires again. */
const reported = new Set<string>();

beforeEach(() => {
  onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    if (reported.has(`${task.id}#${attempt}`)) return;
    reported.add(`${task.id}#${attempt}`);
    for (const error of task.result?.errors ?? []) {
      // A timeout's stack is vitest's own ('STACK_TRACE_ERROR'), without the message that says so.
      const stack = error.stack?.includes(error.message)
        ? error.stack
        : `${error.message}\n${error.stack ?? ''}`;
      console.error(`[journey failed, attempt ${attempt}] ${task.file?.name ?? ''} > ${task.name}\n${stack}`);
    }
  });
});
