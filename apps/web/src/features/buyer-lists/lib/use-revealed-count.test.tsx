// A long list draws its first items in the server's HTML and at hydration, and the rest only after
// the window's load, a step at a time (the comparison's rows).
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRevealedCount } from './use-revealed-count';

function List({ total }: { total: number }) {
  const shown = useRevealedCount(total, 10, 10);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={String(i)}>item {i + 1}</li>
      ))}
    </ul>
  );
}

const items = () => screen.queryAllByRole('listitem').length;

afterEach(() => vi.restoreAllMocks());

describe('useRevealedCount', () => {
  it('draws only the first items on the server', () => {
    const html = renderToString(<List total={25} />);
    expect(html.match(/<li>/g)).toHaveLength(10);
  });

  it('draws the rest after the window has loaded, not before', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(<List total={25} />);
    expect(items()).toBe(10);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(items()).toBe(10);

    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(items()).toBe(25));
    expect(screen.getByText('item 25')).toBeTruthy();
  });

  it('never draws more than there are', async () => {
    render(<List total={4} />);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(items()).toBe(4);
  });
});
