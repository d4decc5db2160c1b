// The wishlist and comparison kept in the browser (spec 3): a corrupted value is discarded, never
// thrown, so the page keeps working.
import { describe, expect, it, vi } from 'vitest';
import { createLocalList, parseStoredList } from './local-list';

const item = (id: number) => ({
  id,
  name: `Black Galaxy ${id}`,
  pricePaise: 125_000,
  vendorName: 'Hosur Granite Works',
  manufacturerName: 'Hosur Granite Works',
  imageUrl: null,
  image: null,
});

describe('a stored list', () => {
  it.each([null, '', 'not json', '{"id":1}', '42'])('reads %j as an empty list', (raw) => {
    expect(parseStoredList(raw)).toEqual([]);
  });

  it('keeps the well-formed entries once each, in their order', () => {
    const raw = JSON.stringify([item(2), { id: 'x' }, item(1), item(2), { ...item(3), id: -3 }]);
    expect(parseStoredList(raw).map((i) => i.id)).toEqual([2, 1]);
  });

  it('fills in what an older entry lacks and drops an image reference of the wrong shape', () => {
    const { manufacturerName: _m, imageUrl: _u, image: _i, ...old } = item(5);
    expect(parseStoredList(JSON.stringify([{ ...old, image: { url: 1 } }]))).toEqual([item(5)]);
  });
});

describe('a list in local storage', () => {
  it('rewrites a corrupted value so the next visit starts clean', () => {
    window.localStorage.setItem('wishlist', JSON.stringify([item(1), 'junk']));
    const list = createLocalList('wishlist');
    expect(list.get()).toEqual([item(1)]);
    expect(window.localStorage.getItem('wishlist')).toBe(JSON.stringify([item(1)]));
  });

  it('stores what is set and tells every subscriber', () => {
    const list = createLocalList('comparison');
    const listener = vi.fn();
    const unsubscribe = list.subscribe(listener);
    list.set([item(4)]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem('comparison')!)).toEqual([item(4)]);
    unsubscribe();
    list.set([]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('hears a change made in another tab to its own key only', () => {
    const list = createLocalList('wishlist');
    const listener = vi.fn();
    list.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'comparison' }));
    expect(listener).not.toHaveBeenCalled();
    window.localStorage.setItem('wishlist', JSON.stringify([item(9)]));
    window.dispatchEvent(new StorageEvent('storage', { key: 'wishlist' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(list.get()).toEqual([item(9)]);
  });
});
