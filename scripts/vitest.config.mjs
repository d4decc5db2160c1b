// The unit tests of the repository's own scripts (scripts/*.test.mjs): `npx vitest run --config
// scripts/vitest.config.mjs`. scripts/test.mjs runs them with the other unit tests.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: new URL('..', import.meta.url).pathname,
  test: {
    name: 'scripts',
    include: ['scripts/**/*.test.mjs'],
    environment: 'node',
  },
});
