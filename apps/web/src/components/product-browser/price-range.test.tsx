// Storefront 2.6 and ADR 011: the price slider is drawn by the server and Radix's slider replaces it
// later. Keys pressed on a drawn thumb while Radix's code arrives must all count, and the list must
// end on the price the last key chose, never on an earlier one committed late.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PriceRange } from './price-range';

const slider = () => import('./price-range-slider');

describe('the price slider before and after its code arrives', () => {
  it('keeps every key of a run that Radix arrives in the middle of, and commits the last price last', async () => {
    await slider(); // the chunk is in the module cache: it arrives as soon as it is asked for
    const onCommit = vi.fn();
    render(<PriceRange min={0} max={10_000} onCommit={onCommit} />);
    const drawn = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => drawn.focus());
    for (let i = 0; i < 3; i++) fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    // Radix's code is loaded now (asked for by the focus): the run of keys goes on.
    await act(async () => {
      await slider();
      await new Promise((r) => setTimeout(r, 50));
    });
    for (let i = 0; i < 6; i++) fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await act(() => new Promise((r) => setTimeout(r, 600)));

    expect(onCommit).toHaveBeenCalled();
    expect(onCommit.mock.lastCall).toEqual([[0, 1_000]]);
    expect(screen.getByRole('slider', { name: 'Maximum price' }).getAttribute('aria-valuenow')).toBe('1000');
  });

  it('hands Radix the focused thumb once the run of keys is committed, at the same price', async () => {
    await slider();
    const onCommit = vi.fn();
    render(<PriceRange min={0} max={10_000} onCommit={onCommit} />);
    const drawn = screen.getByRole('slider', { name: 'Maximum price' });
    act(() => drawn.focus());
    fireEvent.keyDown(drawn, { key: 'PageDown' });
    await act(async () => {
      await slider();
      await new Promise((r) => setTimeout(r, 50));
    });
    // The run's price is not committed yet: the drawn thumb stays.
    expect(screen.getByRole('slider', { name: 'Maximum price' })).toBe(drawn);
    await act(() => new Promise((r) => setTimeout(r, 600)));
    expect(onCommit.mock.lastCall).toEqual([[0, 9_000]]);
    const radix = screen.getByRole('slider', { name: 'Maximum price' });
    expect(radix).not.toBe(drawn);
    expect(radix.getAttribute('aria-valuenow')).toBe('9000');
  });
});
