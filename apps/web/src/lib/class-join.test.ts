import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { badgeVariants } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { CONTAINER_CLASSES } from '@/components/ui/container';
import { joinClasses } from './class-join';

// The tests run from the repository's root (vitest.config.ts).
const src = join(process.cwd(), 'apps/web/src');
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The class lists the ui components pass to joinClasses (a call's literals together). */
function uiBases(): string[] {
  const bases = new Set<string>();
  for (const file of files(join(src, 'components/ui'))) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/\bjoinClasses\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
      const literals = [...m[1]!.matchAll(/'([^']+)'/g)].map((l) => l[1]!);
      if (literals.length) bases.add(literals.join(' '));
    }
  }
  return [...bases];
}

/**
 * The class lists of the storefront components that join classes with joinClasses under the name
 * `cn` (the first download of the storefront pages): each cn() call's string literals, all together
 * (every condition true), each alone, and the first with each later one.
 */
function storefrontCalls(): string[][] {
  const calls: string[][] = [];
  for (const file of files(src)) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = readFileSync(file, 'utf8');
    if (!text.includes("import { joinClasses as cn } from '@/lib/class-join'")) continue;
    for (const m of text.matchAll(/\bcn\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g)) {
      const literals = [...m[1]!.matchAll(/'([^']+)'/g)].map((l) => l[1]!);
      if (!literals.length) continue;
      calls.push(literals);
      for (const one of literals) calls.push([one]);
      for (const later of literals.slice(1)) calls.push([literals[0]!, later]);
    }
  }
  return calls;
}

/** Every class list written in the app: className="…" attributes and string literals given to cn(). */
function classListsOfTheApp(): string[] {
  const lists = new Set<string>();
  for (const file of files(src)) {
    if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/className="([^"]+)"/g)) lists.add(m[1]!);
    for (const m of text.matchAll(/\bcn\(([^()]*(?:\([^()]*\)[^()]*)*)\)/g))
      for (const s of m[1]!.matchAll(/'([^']+)'/g)) lists.add(s[1]!);
  }
  return [...lists];
}

describe('joinClasses: the class merge of the first download (Button, Container and the other ui components)', () => {
  it('lets a later class override an earlier one of its kind, keeping the rest in order', () => {
    expect(joinClasses('h-10 px-4 text-sm', 'h-12 w-full')).toBe('px-4 text-sm h-12 w-full');
    expect(joinClasses('px-4 py-2', 'p-0')).toBe('p-0');
    expect(joinClasses('p-4', 'px-2')).toBe('p-4 px-2');
    expect(joinClasses('text-sm text-white', 'text-base')).toBe('text-white text-base');
    expect(joinClasses('size-10', 'w-full')).toBe('size-10 w-full');
    expect(joinClasses('w-4 h-4', 'size-8')).toBe('size-8');
    expect(joinClasses('hover:bg-stone-100 bg-white', 'bg-stone-50')).toBe('hover:bg-stone-100 bg-stone-50');
    expect(joinClasses('sm:px-6', 'px-0')).toBe('sm:px-6 px-0');
    expect(joinClasses('border border-stone-300', 'border-0 border-red-600')).toBe('border-0 border-red-600');
    expect(joinClasses('btn custom', false, undefined, 'custom-2')).toBe('btn custom custom-2');
  });

  // Every variant and size of Button, and Container, with every class list the app writes, merge
  // exactly as tailwind-merge merges them (what `cn` did for these components).
  const lists = classListsOfTheApp();
  const variants = [
    'primary',
    'secondary',
    'dark',
    'ghost',
    'ghost-inverse',
    'outline-inverse',
    'danger',
    'link',
  ] as const;
  const sizes = ['sm', 'md', 'lg', 'icon', 'icon-sm'] as const;
  // Each variant at the default size and each size of the default variant, plus the link variant at
  // each size (its compound classes override the size's).
  const bases = [
    CONTAINER_CLASSES,
    ...variants.map((variant) => buttonVariants({ variant })),
    ...sizes.map((size) => buttonVariants({ size })),
    ...sizes.map((size) => buttonVariants({ variant: 'link', size })),
    badgeVariants({ variant: 'neutral' }),
    badgeVariants({ variant: 'dark' }),
    ...uiBases(),
  ];

  it(`merges as tailwind-merge does for the ui components' ${bases.length} class lists with the app's ${lists.length}`, () => {
    expect(lists.length).toBeGreaterThan(500);
    const differences: string[] = [];
    for (const base of bases) {
      expect(joinClasses(base)).toBe(twMerge(base));
      for (const list of lists) {
        const ours = joinClasses(base, list);
        const theirs = twMerge(base, list);
        if (ours !== theirs) differences.push(`${base} + ${list}\n  ours:   ${ours}\n  theirs: ${theirs}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 60_000);

  // The storefront components that moved from `cn` (tailwind-merge) to joinClasses, so that
  // tailwind-merge is not in any storefront page's first download: their own class lists, and each
  // of their base lists with every class list the app writes (what a caller's className may add).
  const calls = storefrontCalls();
  it(`merges as tailwind-merge does for the storefront components' ${calls.length} class lists`, () => {
    expect(calls.length).toBeGreaterThan(50);
    const differences: string[] = [];
    for (const call of calls) {
      const ours = joinClasses(...call);
      const theirs = twMerge(...call);
      if (ours !== theirs) differences.push(`${call.join(' + ')}\n  ours:   ${ours}\n  theirs: ${theirs}`);
    }
    for (const base of new Set(calls.filter((c) => c.length === 1).map((c) => c[0]!))) {
      for (const list of lists) {
        const ours = joinClasses(base, list);
        const theirs = twMerge(base, list);
        if (ours !== theirs) differences.push(`${base} + ${list}\n  ours:   ${ours}\n  theirs: ${theirs}`);
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  }, 120_000);
});
