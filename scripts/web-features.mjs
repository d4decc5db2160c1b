// Web feature boundaries from the folder list (ADR 008): every folder under apps/web/src/features
// gets its own `noRestrictedImports` override in apps/web/biome.json, refusing the other features
// (by `@/features/…` and by relative path) and the app shell. The overrides are generated, never
// written by hand, so a feature folder is guarded the day it is made:
//   node scripts/web-features.mjs          checks (run first by `npm run lint`): fails when
//                                          biome.json's overrides differ from the folder list
//   node scripts/web-features.mjs --write  rewrites them (then formats biome.json with Biome)
// `--root <dir>` runs it on another tree laid out the same way (its own test).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const args = process.argv.slice(2);
const write = args.includes('--write');
const rootArg = args.indexOf('--root');
const repo = new URL('..', import.meta.url).pathname;
const root = resolve(rootArg >= 0 ? args[rootArg + 1] : repo);
const web = join(root, 'apps/web');
const featuresDir = join(web, 'src/features');
const biomePath = join(web, 'biome.json');

const features = readdirSync(featuresDir)
  .filter((name) => statSync(join(featuresDir, name)).isDirectory())
  .sort();

const SHELL = {
  group: ['@/app', '@/app/**', '@/routes', '@/main'],
  message: 'Only the app shell (app/, routes.tsx, main.tsx) imports features, never the other way round.',
};

const restrict = (includes, patterns) => ({
  includes,
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } },
  },
});

/** One override per feature folder: no other feature, no shell. */
const featureOverride = (feature) =>
  restrict(
    [`src/features/${feature}/**`],
    [
      {
        group: [
          '**/features/**',
          `!**/features/${feature}`,
          `!**/features/${feature}/**`,
          '../../**',
          ...features.filter((other) => other !== feature).map((other) => `../${other}/**`),
        ],
        message: `Web features never import each other (ADR 008): '${feature}' moves what it shares to components/ or lib/, or the app shell composes the features; inside '${feature}', deep paths are written @/features/${feature}/….`,
      },
      SHELL,
    ],
  );

/** components/ and lib/ are shared by every feature, so they import none. */
const sharedOverride = restrict(
  ['src/components/**', 'src/lib/**'],
  [
    {
      group: ['**/features/**', '../**/features', '../**/features/**'],
      message: 'components/ and lib/ are shared by the features, so they import none of them (ADR 008).',
    },
    SHELL,
  ],
);

const generated = [...features.map(featureOverride), sharedOverride];
/** An override this script owns: one on a feature folder, or the components/lib one. */
const isGenerated = (o) =>
  o.includes?.length >= 1 &&
  (o.includes.every((i) => /^src\/features\/[^/]+\/\*\*$/.test(i)) ||
    isDeepStrictEqual(o.includes, sharedOverride.includes));

const config = JSON.parse(readFileSync(biomePath, 'utf8'));
const current = config.overrides ?? [];
const kept = current.filter((o) => !isGenerated(o));

if (write) {
  config.overrides = [...generated, ...kept];
  writeFileSync(biomePath, `${JSON.stringify(config, null, 2)}\n`);
  const biome = spawnSync(join(repo, 'node_modules/.bin/biome'), ['format', '--write', biomePath], {
    cwd: root,
    encoding: 'utf8',
  });
  if (biome.status !== 0) {
    process.stderr.write(biome.stderr);
    process.exit(1);
  }
  console.log(`apps/web/biome.json: ${features.length} feature folders guarded (${features.join(', ')}).`);
  process.exit(0);
}

const mine = current.filter(isGenerated);
const problems = [];
for (const feature of features) {
  const want = featureOverride(feature);
  const have = mine.find((o) => isDeepStrictEqual(o.includes, want.includes));
  if (!have) problems.push(`feature '${feature}' has no import boundary`);
  else if (!isDeepStrictEqual(have, want)) problems.push(`feature '${feature}': its boundary is out of date`);
}
for (const o of mine) {
  if (!generated.some((g) => isDeepStrictEqual(g.includes, o.includes)))
    problems.push(`${o.includes.join(', ')}: a boundary for a folder that is not a feature`);
}
const shared = mine.find((o) => isDeepStrictEqual(o.includes, sharedOverride.includes));
if (!isDeepStrictEqual(shared, sharedOverride))
  problems.push('components/ and lib/: their boundary is out of date');

if (problems.length) {
  console.error(`Web feature boundaries (apps/web/biome.json, ADR 008): ${problems.length} problem(s)\n`);
  for (const p of problems) console.error(`  ${p}`);
  console.error(
    '\n  Run `node scripts/web-features.mjs --write` to generate them from apps/web/src/features.',
  );
  process.exit(1);
}
console.log(
  `Web feature boundaries: ${features.length} feature folders, each guarded in apps/web/biome.json.`,
);
