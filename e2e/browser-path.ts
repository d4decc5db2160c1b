// Which Chromium the browser journeys drive, decided in one place for `npm test` (scripts/test.mjs)
// and the journeys' set-up (global-setup.ts): CHROMIUM_PATH when set, else Debian's /usr/bin/chromium
// when installed, else the headless Chromium shipped in the npm package @sparticuz/chromium, so a
// machine without a system browser still runs every journey: `npm install && npm test` passes on a
// fresh machine.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const PACKAGED_CHROMIUM = '@sparticuz/chromium';

export type ChromiumChoice =
  | { source: 'CHROMIUM_PATH'; path: string }
  | { source: 'system'; path: string }
  | { source: typeof PACKAGED_CHROMIUM };

/** An executable regular file (an empty or non-executable file standing in for it does not count). */
export function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The choice alone, without unpacking anything; an empty CHROMIUM_PATH counts as unset, and
 * CHROMIUM_PATH=@sparticuz/chromium asks for the packaged one even where a system Chromium is
 * installed (CI drives the journeys that lean on browser features in both: scripts/test.mjs).
 */
export function chooseChromium(
  env: Record<string, string | undefined> = process.env,
  isExecutable: (path: string) => boolean = isExecutableFile,
): ChromiumChoice {
  if (env.CHROMIUM_PATH === PACKAGED_CHROMIUM) return { source: PACKAGED_CHROMIUM };
  if (env.CHROMIUM_PATH) return { source: 'CHROMIUM_PATH', path: env.CHROMIUM_PATH };
  if (isExecutable(SYSTEM_CHROMIUM)) return { source: 'system', path: SYSTEM_CHROMIUM };
  return { source: PACKAGED_CHROMIUM };
}

export function describeChoice(choice: ChromiumChoice): string {
  switch (choice.source) {
    case 'CHROMIUM_PATH':
      return `CHROMIUM_PATH (${choice.path})`;
    case 'system':
      return `the system Chromium (${choice.path})`;
    default:
      return `the headless Chromium of the npm package ${PACKAGED_CHROMIUM}`;
  }
}

export type ResolvedChromium = {
  executablePath: string;
  /** Flags this browser needs on top of the journeys' own. */
  args: string[];
  /** Environment for the browser process on top of ours. */
  env: Record<string, string>;
  /** What `chromium --version` printed. */
  version: string;
  /** Where it came from, in words (describeChoice). */
  from: string;
};

/** Runs `--version` as a start-up check: a missing shared library shows here, not as a launch time-out. */
function versionOf(executablePath: string, env: Record<string, string>) {
  const r = spawnSync(executablePath, ['--version'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  return { ok: r.status === 0, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error?.message ?? ''}`.trim() };
}

/** The package's own NSS/expat build (made for Amazon Linux), unpacked once beside its other files in the temp dir. */
function packagedLibraries(binDir: string): string {
  const target = join(tmpdir(), 'al2023');
  const lib = join(target, 'lib');
  if (!existsSync(join(lib, 'libnss3.so'))) {
    const tar = brotliDecompressSync(readFileSync(join(binDir, 'al2023.tar.br')));
    mkdirSync(target, { recursive: true });
    const r = spawnSync('tar', ['-x', '-C', target], { input: tar });
    if (r.status !== 0) throw new Error(`could not unpack ${PACKAGED_CHROMIUM}'s libraries: ${r.stderr}`);
  }
  return lib;
}

async function packagedChromium(): Promise<ResolvedChromium> {
  const { default: packaged } = await import('@sparticuz/chromium');
  // Unpacks chromium, its fonts and SwiftShader (WebGL on the CPU) into the temp dir on first use.
  const executablePath = await packaged.executablePath();
  // The package keeps its compressed files in bin/, two levels above its entry point (build/cjs).
  const binDir = join(dirname(createRequire(import.meta.url).resolve(PACKAGED_CHROMIUM)), '../../bin');
  const env: Record<string, string> = {};
  // Its own fonts only when the machine has no fontconfig set-up: text must be laid out with some font.
  if (!existsSync('/etc/fonts/fonts.conf')) env.FONTCONFIG_PATH = join(tmpdir(), 'fonts');
  let version = versionOf(executablePath, env);
  if (!version.ok && version.output.includes('error while loading shared libraries')) {
    const lib = packagedLibraries(binDir);
    env.LD_LIBRARY_PATH = [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':');
    version = versionOf(executablePath, env);
  }
  if (!version.ok) throw new Error(`${PACKAGED_CHROMIUM} does not start here: ${version.output}`);
  return {
    executablePath,
    // It is a headless-shell build; WebGL through SwiftShader as the package sets it up (3D viewer journey).
    args: [
      '--use-gl=angle',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
    ],
    env,
    version: version.output,
    from: describeChoice({ source: PACKAGED_CHROMIUM }),
  };
}

/** The browser to launch, per chooseChromium(); fails with a sentence naming the path when it cannot start. */
export async function resolveChromium(
  env: Record<string, string | undefined> = process.env,
): Promise<ResolvedChromium> {
  const choice = chooseChromium(env);
  if (choice.source === PACKAGED_CHROMIUM) return packagedChromium();
  const version = versionOf(choice.path, {});
  if (!version.ok)
    throw new Error(`Chromium from ${describeChoice(choice)} does not start: ${version.output}`);
  return {
    executablePath: choice.path,
    args: [],
    env: {},
    version: version.output,
    from: describeChoice(choice),
  };
}
