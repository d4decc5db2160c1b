// Saved searches and their alerts (D41). A saved search is a catalogue address (/products?…,
// /category/{id}?…) whose filters are read with the catalogue's own query schema, so a saved search
// means exactly what the list it was saved from shows.
import { z } from 'zod';
import { ALERT_FREQUENCIES } from '../options';
import { StoreListProductsQuery } from './catalog';
import { IdParam, Timestamp } from './common';

/** Parameters of the list's address that do not change which products match. */
const PRESENTATION_PARAMS = ['page', 'sort', 'view'];
const CATEGORY_PATH = /^\/category\/([1-9]\d{0,9})\/?$/;

export type NormalisedSearch =
  | { ok: true; url: string; query: StoreListProductsQuery; key: string }
  | { ok: false; message: string };

/**
 * D41: a catalogue address as it is stored: the path (/products or /category/{id}) and its filter
 * parameters in a fixed order, list values sorted, presentation (page, sort, view) dropped. `key`
 * names the filter whatever the path (/category/3 and /products?category=3 share it), so the alert
 * job evaluates each distinct filter once. Anything the catalogue's query schema refuses is refused.
 */
export function normaliseSearchUrl(raw: string): NormalisedSearch {
  const text = raw.trim();
  // Only an address on this site, as the storefront writes it (path and query, no origin).
  if (!text.startsWith('/') || text.startsWith('//') || text.includes('\\'))
    return { ok: false, message: 'must be a catalogue address such as /products?quality=Premium' };
  let parsed: URL;
  try {
    parsed = new URL(text, 'http://catalogue.invalid');
  } catch {
    return { ok: false, message: 'must be a catalogue address such as /products?quality=Premium' };
  }
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  const category = CATEGORY_PATH.exec(path)?.[1];
  if (path !== '/products' && !category)
    return { ok: false, message: 'must be a catalogue address: /products?… or /category/{id}?…' };
  const params: Record<string, string> = {};
  for (const [name, value] of parsed.searchParams) {
    if (PRESENTATION_PARAMS.includes(name) || value.trim() === '') continue;
    if (name in params) return { ok: false, message: `names the filter ${name} twice` };
    params[name] = value;
  }
  if (category) {
    if (params.category && params.category !== category)
      return { ok: false, message: 'names two different categories' };
    delete params.category;
  }
  const result = StoreListProductsQuery.safeParse(category ? { ...params, category } : params);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join('.') || 'filter';
    return {
      ok: false,
      message: `has a filter the catalogue does not accept: ${field} ${issue?.message ?? ''}`.trim(),
    };
  }
  const { page: _page, pageSize: _size, sort: _sort, ...filters } = result.data;
  const out = new URLSearchParams();
  for (const name of Object.keys(filters).sort()) {
    if (category && name === 'category') continue;
    const value = (filters as Record<string, unknown>)[name];
    if (value === undefined || value === false) continue;
    const text = Array.isArray(value) ? [...value].map(String).sort().join(',') : String(value);
    if (text !== '') out.set(name, text);
  }
  const query = out.toString();
  const url = `${category ? `/category/${category}` : '/products'}${query ? `?${query}` : ''}`;
  const keyParams = new URLSearchParams(out);
  if (category) keyParams.set('category', category);
  keyParams.sort();
  return { ok: true, url, query: result.data, key: keyParams.toString() };
}

const name = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(80, 'must be at most 80 characters');
const frequency = z.enum(ALERT_FREQUENCIES, {
  message: `must be one of: ${ALERT_FREQUENCIES.join(', ')}`,
});
const url = z
  .string({ message: 'is required' })
  .trim()
  .min(1, 'is required')
  .max(2000, 'must be at most 2000 characters');

export const CreateSavedSearch = z
  .object({ name, url, frequency: frequency.default('daily'), priceDrops: z.boolean().default(true) })
  .strict();
export type CreateSavedSearch = z.input<typeof CreateSavedSearch>;

export const UpdateSavedSearch = z
  .object({
    name: name.optional(),
    url: url.optional(),
    frequency: frequency.optional(),
    priceDrops: z.boolean().optional(),
  })
  .strict();
export type UpdateSavedSearch = z.infer<typeof UpdateSavedSearch>;

export const SavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The normalised catalogue address (normaliseSearchUrl). */
  url: z.string(),
  frequency,
  priceDrops: z.boolean(),
  lastAlertAt: Timestamp.nullable(),
  createdAt: Timestamp,
});
export type SavedSearch = z.infer<typeof SavedSearch>;

export const SavedSearchList = z.object({ items: z.array(SavedSearch), limit: z.number().int() });
export type SavedSearchList = z.infer<typeof SavedSearchList>;

export const SavedSearchParams = z.object({ id: IdParam }).strict();

export const SavedSearchUnsubscribeQuery = z
  .object({
    token: z
      .string({ message: 'is required' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, 'is not a valid unsubscribe link'),
  })
  .strict();

/** What an alert's unsubscribe link names: the search, and its alert now. */
export const SavedSearchUnsubscribed = z.object({ name: z.string(), frequency });
export type SavedSearchUnsubscribed = z.infer<typeof SavedSearchUnsubscribed>;
