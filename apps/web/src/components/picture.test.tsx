// A photo far below the fold (afterLoad) must not start before the first screen's: no src or srcset
// in the server's HTML nor at hydration, set once the window's `load` event has passed, with its box
// drawn all along (no layout shift).
import type { ImageRef } from '@granite/shared';
import { act, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategorySwatch } from './category-swatch';
import { Picture } from './picture';

const image: ImageRef = {
  id: 'black-galaxy',
  url: '/media/black-galaxy-1600.webp',
  width: 1600,
  height: 1200,
  variants: [
    { url: '/media/black-galaxy-480.webp', width: 480 },
    { url: '/media/black-galaxy-1600.webp', width: 1600 },
  ],
};

/** The document as it is while the page still loads (readyState 'interactive'). */
function stillLoading() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
}

afterEach(() => vi.restoreAllMocks());

describe('Picture afterLoad', () => {
  it('leaves src and srcset out of the server HTML, keeping the frame and the size', () => {
    const html = renderToString(<Picture image={image} alt="Black Galaxy" aspect="4/3" afterLoad />);
    expect(html).not.toContain('src=');
    expect(html).not.toContain('srcset=');
    expect(html).toContain('width="1600"');
    expect(html).toContain('height="1200"');
    expect(html).toContain('aspect-ratio:4/3');
    expect(html).toContain('data-after-load="waiting"');
  });

  it('sets src and srcset when the window has loaded, not before', () => {
    stillLoading();
    const { container } = render(<Picture image={image} alt="Black Galaxy" aspect="4/3" afterLoad />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBeNull();
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.className).toContain('invisible');

    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(img.getAttribute('src')).toBe('/media/black-galaxy-1600.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/media/black-galaxy-480.webp 480w, /media/black-galaxy-1600.webp 1600w',
    );
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.className).not.toContain('invisible');
    expect(img.dataset.afterLoad).toBe('set');
  });

  it('sets them at once on a page reached after the load (client navigation)', () => {
    const { container } = render(<Picture image={image} alt="Black Galaxy" afterLoad />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/black-galaxy-1600.webp');
  });

  it('without afterLoad, the image has its src from the first render', () => {
    stillLoading();
    const html = renderToString(<Picture image={image} alt="Black Galaxy" />);
    expect(html).toContain('src="/media/black-galaxy-1600.webp"');
  });
});

describe('CategorySwatch afterLoad', () => {
  const category = {
    id: 1,
    name: 'Black Granite',
    color: 'bg-granite-gray',
    textColor: '',
    headerImageUrl: '/media/black-header.webp',
  } as Parameters<typeof CategorySwatch>[0]['category'];

  it('sets its background image after the window has loaded', () => {
    stillLoading();
    expect(renderToString(<CategorySwatch category={category} afterLoad />)).not.toContain('black-header');
    const { container } = render(<CategorySwatch category={category} afterLoad />);
    const band = container.firstElementChild as HTMLElement;
    expect(band.style.backgroundImage).toBe('');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(band.style.backgroundImage).toContain('/media/black-header.webp');
  });
});

describe('a carousel slide shown before the load', () => {
  it('keeps its image when it is no longer shown', () => {
    stillLoading();
    const { container, rerender } = render(<Picture image={image} alt="Black Galaxy" afterLoad />);
    expect(container.querySelector('img')!.getAttribute('src')).toBeNull();
    rerender(<Picture image={image} alt="Black Galaxy" afterLoad={false} />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/black-galaxy-1600.webp');
    rerender(<Picture image={image} alt="Black Galaxy" afterLoad />);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/black-galaxy-1600.webp');
  });
});
