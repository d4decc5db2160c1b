import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDirection = 'asc' | 'desc';

export type TableParamDefaults = {
  pageSize?: number;
  sort?: string;
  dir?: SortDirection;
  /**
   * The URL parameter naming the row open in the page's detail drawer (`id`, `order`): it belongs to
   * the page, so it is never sent to the list API (whose strict query would refuse it with a 400).
   */
  drawer?: string;
};

export type TableParams = {
  page: number;
  pageSize: number;
  sort: string | undefined;
  dir: SortDirection;
  /** A filter's value from the URL (`q`, `status`, `categoryId`…), undefined when unset. */
  get(name: string): string | undefined;
  /** Sets filters (undefined/'' removes one); goes back to page 1 unless `keepPage`. */
  set(updates: Record<string, string | number | undefined | null>, options?: { keepPage?: boolean }): void;
  setPage(page: number): void;
  /** A click on a sortable header: first ascending, then descending, then ascending again. */
  toggleSort(columnId: string): void;
  /** Every parameter as the API takes it: page, pageSize, sort, dir and the filters. */
  query: Record<string, string>;
  /** The row open in the detail drawer (from the `drawer` parameter), undefined when it is closed. */
  drawerId: number | undefined;
  /** Opens a row's drawer (a new history entry, so Back closes it) or closes it (undefined). */
  openDrawer(id: number | undefined): void;
};

/**
 * The table's state lives in the URL (page, pageSize, sort, dir and any filter), so a reload, the
 * back button or a shared link shows the same rows. Several tables on one page use a `prefix`.
 */
export function useTableParams(defaults: TableParamDefaults = {}, prefix = ''): TableParams {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = useCallback((name: string) => `${prefix}${name}`, [prefix]);

  const page = Math.max(1, Number.parseInt(searchParams.get(key('page')) ?? '', 10) || 1);
  const pageSize = Math.min(
    100,
    Math.max(1, Number.parseInt(searchParams.get(key('pageSize')) ?? '', 10) || defaults.pageSize || 10),
  );
  const sort = searchParams.get(key('sort')) ?? defaults.sort;
  const dirParam = searchParams.get(key('dir'));
  const dir: SortDirection = dirParam === 'asc' || dirParam === 'desc' ? dirParam : (defaults.dir ?? 'asc');

  const set = useCallback<TableParams['set']>(
    (updates, options) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(updates)) {
            if (value === undefined || value === null || value === '') next.delete(key(name));
            else next.set(key(name), String(value));
          }
          if (!options?.keepPage && !('page' in updates)) next.delete(key('page'));
          return next;
        },
        { replace: true },
      );
    },
    [key, setSearchParams],
  );

  const setPage = useCallback((p: number) => set({ page: p > 1 ? p : undefined }, { keepPage: true }), [set]);

  const toggleSort = useCallback(
    (columnId: string) => {
      const nextDir: SortDirection = sort === columnId && dir === 'asc' ? 'desc' : 'asc';
      set({ sort: columnId, dir: nextDir });
    },
    [dir, set, sort],
  );

  const drawerKey = defaults.drawer ? key(defaults.drawer) : undefined;
  const drawerId = drawerKey ? Number(searchParams.get(drawerKey)) || undefined : undefined;
  const openDrawer = useCallback(
    (id: number | undefined) => {
      if (!drawerKey) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(drawerKey, String(id));
          else next.delete(drawerKey);
          return next;
        },
        { replace: id === undefined },
      );
    },
    [drawerKey, setSearchParams],
  );

  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const [name, value] of searchParams.entries()) {
      if (prefix && !name.startsWith(prefix)) continue;
      if (name === drawerKey) continue;
      q[name.slice(prefix.length)] = value;
    }
    q.page = String(page);
    q.pageSize = String(pageSize);
    if (sort) {
      q.sort = sort;
      q.dir = dir;
    }
    return q;
  }, [dir, drawerKey, page, pageSize, prefix, searchParams, sort]);

  const get = useCallback((name: string) => searchParams.get(key(name)) ?? undefined, [key, searchParams]);

  return { page, pageSize, sort, dir, get, set, setPage, toggleSort, query, drawerId, openDrawer };
}
