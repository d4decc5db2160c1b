import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names, a later class overriding an earlier one of the same kind (`h-10` then `h-12`,
 * `px-4` then `p-0`, `max-w-7xl` then `max-w-3xl`), as `cn` does, for the components of every
 * page's first download (Button, Container): `cn`'s tailwind-merge knows every Tailwind utility and
 * weighs 8 KB gzip; this knows the kinds those components set and their callers override (layout,
 * spacing, sizing, type, colour, border, shadow) and keeps any other class as written. Its test
 * checks it against tailwind-merge on every class list the app passes to those components.
 */
export function joinClasses(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    const parsed = parse(name);
    if (!parsed) {
      kept.push(name);
      continue;
    }
    const key = `${parsed.variants}${parsed.important ? '!' : ''}`;
    if (taken.has(key + parsed.group)) continue;
    taken.add(key + parsed.group);
    for (const other of CONFLICTS[parsed.group] ?? []) taken.add(key + other);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Groups a group overrides besides itself (tailwind-merge's conflictingClassGroups, for these). */
const CONFLICTS: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  'font-size': ['leading'],
  rounded: ['rounded-s', 'rounded-e', 'rounded-t', 'rounded-r', 'rounded-b', 'rounded-l'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-color': [
    'border-color-x',
    'border-color-y',
    'border-color-t',
    'border-color-r',
    'border-color-b',
    'border-color-l',
  ],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
  // flex-1 sets grow, shrink and basis.
  flex: ['grow', 'shrink', 'basis'],
  // line-clamp-N sets display and overflow as well.
  'line-clamp': ['display', 'overflow'],
};

const DISPLAY = new Set([
  'block',
  'inline-block',
  'inline',
  'flex',
  'inline-flex',
  'grid',
  'inline-grid',
  'hidden',
  'table',
  'contents',
  'flow-root',
]);
const POSITION = new Set(['static', 'fixed', 'absolute', 'relative', 'sticky']);
const FONT_SIZES = /^(xs|sm|base|lg|[2-9]?xl|\[\d.*(px|rem|em)\])$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const BORDER_STYLES = /^(solid|dashed|dotted|double|hidden|none)$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const SIDE = /^-(x|y|s|e|t|r|b|l)(?=-|$)/;

/** The kind of a Tailwind class (its group) with its variants (`sm:`, `hover:`), or undefined. */
function parse(name: string): { variants: string; important: boolean; group: string } | undefined {
  // Variants end at the last ':' outside brackets (`data-[state=open]:`, `[&_svg]:`).
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < name.length; i++) {
    const c = name[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) cut = i;
  }
  const variants = name.slice(0, cut + 1);
  let utility = name.slice(cut + 1);
  const important = utility.startsWith('!') || utility.endsWith('!');
  utility = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  const group = groupOf(utility);
  return group ? { variants, important, group } : undefined;
}

function groupOf(u: string): string | undefined {
  if (DISPLAY.has(u)) return 'display';
  if (POSITION.has(u)) return 'position';
  let m = /^([pm])([xyseptrbl]?)-/.exec(u);
  if (m) return m[1]! + m[2]!;
  m =
    /^(size|w|h|min-w|max-w|min-h|max-h|gap-x|gap-y|gap|z|opacity|leading|tracking|top|right|bottom|left|inset-x|inset-y|inset|grow|shrink|basis|order|overflow-x|overflow-y|overflow|whitespace|underline-offset|grid-cols|grid-rows|col-span|row-span|items|self|content|justify-items|justify-self|justify|place-items|place-content|aspect|object|cursor|select|pointer-events|transition|duration|ease|line-clamp|animate|space-x|space-y|outline-offset|ring-offset|will-change|align|rotate|translate-x|translate-y|col-start|col-end|row-start|row-end|mix-blend)(-|$)/.exec(
      u,
    );
  if (m) return m[1];
  if (/^(grow|shrink)$/.test(u)) return u;
  if (/^flex-(\d+|auto|initial|none|\[.*\])$/.test(u)) return 'flex';
  if (/^flex-(row|row-reverse|col|col-reverse)$/.test(u)) return 'flex-direction';
  if (/^flex-(wrap|wrap-reverse|nowrap)$/.test(u)) return 'flex-wrap';
  if (/^(truncate|text-ellipsis|text-clip)$/.test(u)) return 'text-overflow';
  if (/^(uppercase|lowercase|capitalize|normal-case)$/.test(u)) return 'text-transform';
  if (/^(underline|overline|line-through|no-underline)$/.test(u)) return 'text-decoration';
  if (/^(visible|invisible|collapse)$/.test(u)) return 'visibility';
  m = /^snap-(.+)$/.exec(u);
  if (m) {
    if (/^(x|y|both|none)$/.test(m[1]!)) return 'snap-type';
    if (/^(mandatory|proximity)$/.test(m[1]!)) return 'snap-strictness';
    if (/^(normal|always)$/.test(m[1]!)) return 'snap-stop';
    return 'snap-align';
  }
  m = /^scroll-([pm][xyseptrbl]?)-/.exec(u);
  if (m) return `scroll-${m[1]}`;
  m = /^overscroll(-[xy])?-/.exec(u);
  if (m) return `overscroll${m[1] ?? ''}`;
  m = /^touch-(.+)$/.exec(u);
  if (m) {
    if (/^pan-(x|left|right)$/.test(m[1]!)) return 'touch-x';
    if (/^pan-(y|up|down)$/.test(m[1]!)) return 'touch-y';
    return m[1] === 'pinch-zoom' ? 'touch-pz' : 'touch';
  }
  if (/^(tabular|proportional)-nums$/.test(u)) return 'fvn-spacing';
  if (/^(lining|oldstyle)-nums$/.test(u)) return 'fvn-figure';
  if (/^(italic|not-italic)$/.test(u)) return 'font-style';
  if (/^(antialiased|subpixel-antialiased)$/.test(u)) return 'font-smoothing';
  if (/^(sr-only|not-sr-only)$/.test(u)) return 'sr';
  if (/^break-(normal|words|all|keep)$/.test(u)) return 'break';
  if (/^(isolate|isolation-auto)$/.test(u)) return 'isolation';
  if (/^backdrop-blur(-|$)/.test(u)) return 'backdrop-blur';
  if (/^blur(-|$)/.test(u)) return 'blur';
  if (/^fill-/.test(u)) return 'fill';
  m = /^stroke-(.+)$/.exec(u);
  if (m) return /^(\d+|\[\d.*px\])$/.test(m[1]!) ? 'stroke-w' : 'stroke-color';
  m = /^decoration-(.+)$/.exec(u);
  if (m) {
    if (/^(solid|double|dotted|dashed|wavy)$/.test(m[1]!)) return 'decoration-style';
    if (/^(\d+|auto|from-font|\[\d.*px\])$/.test(m[1]!)) return 'decoration-thickness';
    if (/^(clone|slice)$/.test(m[1]!)) return undefined;
    return 'decoration-color';
  }
  m = /^text-(.+)$/.exec(u);
  if (m) {
    const value = m[1]!.split('/')[0]!;
    if (FONT_SIZES.test(value)) return 'font-size';
    if (TEXT_ALIGN.test(value)) return 'text-align';
    if (TEXT_WRAP.test(value)) return 'text-wrap';
    return 'text-color';
  }
  m = /^font-(.+)$/.exec(u);
  if (m) return FONT_WEIGHTS.test(m[1]!) ? 'font-weight' : 'font-family';
  m = /^bg-(.+)$/.exec(u);
  if (m) {
    // tailwind-merge 3 reads Tailwind 3's `bg-gradient-to-*` as a colour: so does this.
    if (/^(linear|radial|conic|none$|\[url)/.test(m[1]!)) return 'bg-image';
    if (/^(cover|contain|auto)$/.test(m[1]!)) return 'bg-size';
    if (/^(fixed|local|scroll)$/.test(m[1]!)) return 'bg-attachment';
    if (/^(repeat|no-repeat)/.test(m[1]!)) return 'bg-repeat';
    if (/^(clip|origin|blend)-/.test(m[1]!)) return undefined;
    if (/^(center|top|bottom|left|right)/.test(m[1]!)) return 'bg-position';
    return 'bg-color';
  }
  m = /^(outline|ring)(?:-(.+))?$/.exec(u);
  if (m && !m[2]?.startsWith('offset')) {
    const value = m[2] ?? '';
    if (/^(\d+|\[\d.*px\])$/.test(value) || (m[1] === 'ring' && value === '')) return `${m[1]}-w`;
    if (m[1] === 'outline' && /^(|none|hidden|solid|dashed|dotted|double)$/.test(value))
      return 'outline-style';
    if (value === 'inset') return 'ring-inset';
    return `${m[1]}-color`;
  }
  if (u === 'shadow') return 'shadow';
  m = /^shadow-(.+)$/.exec(u);
  if (m) return SHADOW_SIZES.test(m[1]!) || /^\[\d/.test(m[1]!) ? 'shadow' : 'shadow-color';
  m = /^rounded(-[setrbl]{1,2})?(-|$)/.exec(u);
  if (m) return m[1] && m[1].length === 2 ? `rounded${m[1]}` : m[1] ? `rounded-corner${m[1]}` : 'rounded';
  if (u.startsWith('border')) {
    const rest = u.slice('border'.length);
    const side = SIDE.exec(rest)?.[1];
    const value = rest.slice(side ? side.length + 1 : 0).replace(/^-/, '');
    if (/^(collapse|separate|spacing)/.test(value)) return undefined;
    if (BORDER_STYLES.test(value)) return 'border-style';
    const kind = value === '' || /^\d+$|^\[\d.*px\]$/.test(value) ? 'border-w' : 'border-color';
    return side ? `${kind}-${side}` : kind;
  }
  return undefined;
}
