// The order in which the journeys pick their browser (README "Test it"), without launching one.
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseChromium, isExecutableFile, SYSTEM_CHROMIUM } from './browser-path';

const everywhere = () => true;
const nowhere = () => false;

describe("the journeys' Chromium", () => {
  it('is CHROMIUM_PATH when set, else the system Chromium, else the one of @sparticuz/chromium', () => {
    expect(chooseChromium({ CHROMIUM_PATH: '/opt/chrome/chrome' }, everywhere)).toEqual({
      source: 'CHROMIUM_PATH',
      path: '/opt/chrome/chrome',
    });
    expect(chooseChromium({}, everywhere)).toEqual({ source: 'system', path: SYSTEM_CHROMIUM });
    // An empty CHROMIUM_PATH (`CHROMIUM_PATH= npm test`) means unset, not "no browser".
    expect(chooseChromium({ CHROMIUM_PATH: '' }, everywhere)).toEqual({
      source: 'system',
      path: SYSTEM_CHROMIUM,
    });
    expect(chooseChromium({}, nowhere)).toEqual({ source: '@sparticuz/chromium' });
  });

  it('is the packaged one when CHROMIUM_PATH names the package, though a system Chromium is installed', () => {
    expect(chooseChromium({ CHROMIUM_PATH: '@sparticuz/chromium' }, everywhere)).toEqual({
      source: '@sparticuz/chromium',
    });
  });

  const dir = mkdtempSync(join(tmpdir(), 'granite-browser-path-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('counts only an executable file as a system Chromium', () => {
    const file = join(dir, 'chromium');
    expect(isExecutableFile(file)).toBe(false);
    writeFileSync(file, '');
    chmodSync(file, 0o644);
    expect(isExecutableFile(file)).toBe(false);
    chmodSync(file, 0o755);
    expect(isExecutableFile(file)).toBe(true);
    expect(isExecutableFile(dir)).toBe(false);
  });
});
