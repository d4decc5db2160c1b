// The slab viewer (D32): one slab large in a dialog; ← and → go between slabs (wrapping), the buttons
// too, Escape closes it; the photo zooms on a double click and back, and with the +/− buttons.
import type { ImageRef } from '@granite/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { SlabViewer, type ViewerSlab } from './slab-viewer';

// The buyer's routes load these catalogues before they render (D40); English messages with placeholders need them.
beforeAll(() => ensureCatalogs('en', ['trade', 'buyer']));

const photo = (id: string): ImageRef => ({
  id,
  url: `/media/${id}.webp`,
  width: 1600,
  height: 1000,
  variants: [
    { width: 800, url: `/media/${id}-800.webp` },
    { width: 1600, url: `/media/${id}.webp` },
  ],
});

const slabs: ViewerSlab[] = [1, 2, 3].map((n) => ({
  id: n,
  code: `B114-0${n}`,
  photo: photo(`b114-${n}`),
  lengthMm: 2896,
  widthMm: 1575,
  usableSqft: 49.1,
  grossSqft: 49.1,
  held: n === 3,
}));

function Harness({ start = 0 }: { start?: number }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <>
      <button type="button" onClick={() => setIndex(0)}>
        Open
      </button>
      <SlabViewer slabs={slabs} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
    </>
  );
}

const title = () => screen.getByRole('dialog').querySelector('h2')?.textContent;

describe('slab viewer', () => {
  it('goes between slabs with the arrow keys, wrapping at the ends, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Slab B114-01' })).toBeTruthy();
    expect(screen.getByText('1 of 3')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(title()).toBe('Slab B114-02');
    await user.keyboard('{ArrowRight}');
    expect(title()).toBe('Slab B114-03');
    expect(screen.getByText('On hold')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(title()).toBe('Slab B114-01');
    await user.keyboard('{ArrowLeft}');
    expect(title()).toBe('Slab B114-03');
    await user.click(screen.getByRole('button', { name: 'Previous slab' }));
    expect(title()).toBe('Slab B114-02');
    await user.click(screen.getByRole('button', { name: 'Next slab' }));
    expect(title()).toBe('Slab B114-03');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the slab’s photo at full size with its srcset and intrinsic size, and its measures', () => {
    render(<Harness />);
    const img = screen.getByRole('img', { name: /Slab B114-01, 2896 × 1575 mm/ });
    expect(img.getAttribute('srcset')).toContain('/media/b114-1-800.webp 800w');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('1000');
    expect(screen.getByRole('dialog').textContent).toContain(`2896 × 1575 mm (9'6" × 5'2")`);
    expect(screen.getByRole('dialog').textContent).toContain('49.1 sq.ft');
  });

  it('zooms in on a double click and out on the next, and with the zoom buttons', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByTestId('zoomable-image');
    expect(box.dataset.scale).toBe('1.00');
    fireEvent.doubleClick(box, { clientX: 0, clientY: 0 });
    expect(box.dataset.scale).toBe('2.50');
    fireEvent.doubleClick(box, { clientX: 0, clientY: 0 });
    expect(box.dataset.scale).toBe('1.00');
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(box.dataset.scale).toBe('1.50');
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(box.dataset.scale).toBe('1.00');
    // Another slab starts whole.
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('zoomable-image').dataset.scale).toBe('1.00');
  });

  it('zooms in on a double tap, once, though the browser adds a dblclick of its own', () => {
    render(<Harness />);
    const box = screen.getByTestId('zoomable-image');
    const tap = () => {
      fireEvent.pointerDown(box, { pointerId: 7, pointerType: 'touch', clientX: 5, clientY: 5 });
      fireEvent.pointerUp(box, { pointerId: 7, pointerType: 'touch', clientX: 5, clientY: 5 });
    };
    tap();
    expect(box.dataset.scale).toBe('1.00');
    tap();
    fireEvent.doubleClick(box, { clientX: 5, clientY: 5 });
    expect(box.dataset.scale).toBe('2.50');
  });
});
