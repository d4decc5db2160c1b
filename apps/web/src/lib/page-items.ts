// Its own module: the manufacturer profile's pagination needs it without the catalogue's filters.
/** Page numbers to show: first, last, current ± 1, with null for an ellipsis (storefront 2.6). */
export function pageItems(current: number, total: number): (number | null)[] {
  const pages = new Set([1, total, current - 1, current, current + 1].filter((p) => p >= 1 && p <= total));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) items.push(null);
    items.push(p);
  }
  return items;
}
