import type { VitalsReport } from '@granite/shared';
import { pageTypeOf } from '@granite/shared';
import { describe, expect, it } from 'vitest';
import { startFieldData } from './field-data';

describe('field data', () => {
  it('names the page type of each storefront path, the Hindi twins with their English pages', () => {
    expect(pageTypeOf('/')).toBe('home');
    expect(pageTypeOf('/products')).toBe('products');
    expect(pageTypeOf('/products', '?search=black')).toBe('search');
    expect(pageTypeOf('/product/19')).toBe('product');
    expect(pageTypeOf('/product/comparison')).toBe('comparison');
    expect(pageTypeOf('/category/3')).toBe('category');
    expect(pageTypeOf('/vendors')).toBe('manufacturers');
    expect(pageTypeOf('/vendor/profile/4')).toBe('manufacturer');
    expect(pageTypeOf('/hi/product/19')).toBe('product');
    expect(pageTypeOf('/hi')).toBe('home');
    expect(pageTypeOf('/dashboard')).toBe('other');
  });

  it('sends the latest figures once, when the page is hidden, and nothing when none were measured', () => {
    const sent: VitalsReport[] = [];
    type Report = (m: { name: string; value: number }) => void;
    let lcp: Report = () => undefined;
    let cls: Report = () => undefined;
    startFieldData((r) => sent.push(r), { pathname: '/product/7', search: '' }, [
      (report) => {
        lcp = report;
      },
      (report) => {
        cls = report;
      },
    ]);
    lcp({ name: 'LCP', value: 1800.4 });
    lcp({ name: 'LCP', value: 2100.25 });
    cls({ name: 'CLS', value: 0.01234 });
    expect(sent).toEqual([]);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([
      {
        page: 'product',
        metrics: [
          { name: 'LCP', value: 2100.25 },
          { name: 'CLS', value: 0.012 },
        ],
      },
    ]);

    const none: VitalsReport[] = [];
    startFieldData((r) => none.push(r), { pathname: '/', search: '' }, []);
    window.dispatchEvent(new Event('pagehide'));
    expect(none).toEqual([]);
  });
});
