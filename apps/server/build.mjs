// Bundles the server (and @granite/shared, which is TypeScript source) into dist/main.js.
// npm dependencies stay external and are loaded from node_modules at run time.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    // D43: the IRP stand-in of the demo (scripts/start.mjs).
    'irp-standin': 'src/irp-standin/main.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
