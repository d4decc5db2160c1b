// Web feature boundaries come from the folder list (scripts/web-features.mjs, ADR 008): a new
// feature folder fails the check until biome.json guards it, and once generated, Biome refuses its
// import of another feature.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = new URL('..', import.meta.url).pathname;
const script = join(repo, 'scripts/web-features.mjs');
const run = (dir, ...args) =>
  spawnSync(process.execPath, [script, '--root', dir, ...args], { encoding: 'utf8' });

let dirs = [];
function tree(files) {
  const dir = mkdtempSync(join(tmpdir(), 'web-features-'));
  dirs.push(dir);
  cpSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
  cpSync(join(repo, 'apps/web/biome.json'), join(dir, 'apps/web/biome.json'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const features = (names) =>
  Object.fromEntries(names.map((n) => [`apps/web/src/features/${n}/index.ts`, 'export const x = 1;\n']));
const ALL = ['admin', 'alerts', 'auth', 'buyer', 'buyer-lists', 'catalog', 'manufacturer-panel'].concat([
  'manufacturers',
  'requirements',
  'samples',
  'storefront',
]);

afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('web feature boundaries (npm run lint)', () => {
  it('hold for this repository: every feature folder has its generated override', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/\d+ feature folders, each guarded/);
  });

  it('fail on a new feature folder until biome.json is generated, then Biome refuses its cross-feature import', () => {
    const dir = tree({
      ...features(ALL),
      'apps/web/src/features/quotes-board/board.ts': `import { x } from '@/features/catalog';
import { y } from '../samples/index';
export const board = [x, y];
`,
    });
    const before = run(dir);
    expect(before.status).toBe(1);
    expect(before.stderr).toContain("feature 'quotes-board' has no import boundary");
    // Each older feature's boundary must now also refuse `../quotes-board/…`.
    expect(before.stderr).toContain("feature 'catalog': its boundary is out of date");

    expect(run(dir, '--write').status).toBe(0);
    const after = run(dir);
    expect(after.stderr).toBe('');
    expect(after.status).toBe(0);
    const written = JSON.parse(readFileSync(join(dir, 'apps/web/biome.json'), 'utf8'));
    expect(written.overrides.map((o) => o.includes[0])).toContain('src/features/quotes-board/**');

    const biome = spawnSync(
      join(repo, 'node_modules/.bin/biome'),
      ['lint', 'apps/web/src/features/quotes-board/board.ts'],
      { cwd: dir, encoding: 'utf8' },
    );
    const out = biome.stdout + biome.stderr;
    expect(biome.status).toBe(1);
    expect(out).toContain('board.ts:1:19 lint/style/noRestrictedImports');
    expect(out).toContain('board.ts:2:19 lint/style/noRestrictedImports');
    expect(out).toContain("Web features never import each other (ADR 008): 'quotes-board'");
  });

  it('fails on a boundary left for a folder that is no longer a feature', () => {
    const dir = tree(features(ALL.filter((f) => f !== 'alerts')));
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('src/features/alerts/**: a boundary for a folder that is not a feature');
  });
});
