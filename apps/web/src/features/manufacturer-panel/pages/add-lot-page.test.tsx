// Adding slabs to a lot (D32): rows pasted from a spreadsheet fill the grid with their sq.ft, a
// mistake shows at its cell before anything is sent, and the server's refusal of a row (all rows or
// none) comes back at the row and cell it names.
import { LOT_MESSAGES } from '@granite/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogs } from '@/lib/i18n';
import { renderWithProviders, routerAddress } from '@/test/render';
import { inventorySlab, manufacturerLot } from '../test/slab-fixtures';
import { ManufacturerAddSlabsPage } from './add-lot-page';

// The panel's routes load its catalogues before a page renders (D40); so does each test.
beforeAll(() => ensureCatalogs('en', ['trade', 'panel']));

const slow = { timeout: 5000 };
const LOT = {
  ...manufacturerLot({ slabCount: 2 }),
  slabs: [inventorySlab({ id: 1, sequence: 1 }), inventorySlab({ id: 2, sequence: 2 })],
};

type Sent = { method: string; path: string; body: unknown };

/** The API of a lot whose slabs POST answers `answer` (status and body). */
function serve(answer: { status: number; body: unknown }) {
  const sent: Sent[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://granite.test');
    const method = init?.method ?? 'GET';
    sent.push({
      method,
      path: url.pathname,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (method === 'GET' && url.pathname === '/api/v1/vendor/lots/11') return Response.json(LOT);
    if (method === 'GET' && url.pathname === '/api/v1/vendor/products') {
      return Response.json({ items: [], page: 1, pageSize: 100, total: 0, totalPages: 0 });
    }
    if (method === 'POST' && url.pathname === '/api/v1/vendor/lots/11/slabs') {
      return Response.json(answer.body, { status: answer.status });
    }
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
  return sent;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/vendor/inventory/lots/:id/slabs" element={<ManufacturerAddSlabsPage />} />
      <Route path="/vendor/inventory" element={<p>Inventory</p>} />
    </Routes>,
    { route: '/vendor/inventory/lots/11/slabs' },
  );
}

/** One value into a cell at once, as a paste of a single value goes into the cell. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const rows = () => screen.getAllByRole('row').slice(1);
const cell = (label: string) => screen.getByLabelText(label);

describe('adding slabs to a lot', { timeout: 20_000 }, () => {
  it('fills the grid from pasted spreadsheet rows, numbered after the slabs the lot has, with sq.ft per row', async () => {
    serve({ status: 200, body: LOT });
    renderPage();
    await screen.findByRole('heading', { name: 'Add slabs to Block B114 · lot L1' }, slow);
    // The first new row continues after slab 2.
    const first = cell('Length of slab 3') as HTMLInputElement;
    fireEvent.paste(cell('Slab no. of slab 3'), {
      clipboardData: { getData: () => `3\t9'6"\t5'2"\t48.5\t\n4\t2950\t1850\t\tcorner chipped\n` },
    });
    await waitFor(() => expect(first.value).toBe(`9'6"`));
    expect((cell('Width of slab 4') as HTMLInputElement).value).toBe('1850');
    expect((cell('Defects of slab 4') as HTMLInputElement).value).toBe('corner chipped');
    expect(screen.getByRole('status', { name: 'Gross sq.ft of slab 3' }).textContent).toBe('49.10');
    expect(screen.getByRole('status', { name: 'Gross sq.ft of slab 4' }).textContent).toBe('58.74');
    // Feet and inches show the mm the server will keep.
    expect(screen.getByText('2896 mm')).toBeTruthy();
    expect(screen.getByText(/2 slabs · 107.84 sq.ft gross · 107.24 sq.ft usable/)).toBeTruthy();
  });

  it('shows a mistake at its cell and sends nothing until it is corrected', async () => {
    const user = userEvent.setup();
    const sent = serve({ status: 200, body: LOT });
    renderPage();
    await screen.findByRole('heading', { name: /Add slabs to/ }, slow);
    await fill(user, cell('Length of slab 3'), '4000');
    await fill(user, cell('Width of slab 3'), '1500');
    await fill(user, cell('Usable sq.ft of slab 3'), '10');
    await user.click(screen.getByRole('button', { name: 'Save 1 slab' }));
    const length = cell('Length of slab 3');
    expect(length.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(length.getAttribute('aria-describedby')!)?.textContent).toBe(
      LOT_MESSAGES.tooLong,
    );
    expect(screen.getByRole('alert').textContent).toContain('Please correct the marked slabs');
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's per-row errors on the rows they name, counting only the rows sent", async () => {
    const user = userEvent.setup();
    const sent = serve({
      status: 400,
      body: {
        error: {
          code: 'invalid_data',
          message: 'Some slabs could not be saved',
          fields: { 'rows.1.sequence': 'is used by another slab of this block' },
        },
      },
    });
    renderPage();
    await screen.findByRole('heading', { name: /Add slabs to/ }, slow);
    await fill(user, cell('Length of slab 3'), '2900');
    await fill(user, cell('Width of slab 3'), '1800');
    // Row 4 stays blank (not sent); row 5 is the second row sent.
    await fill(user, cell('Length of slab 5'), '3000');
    await fill(user, cell('Width of slab 5'), '1700');
    await user.click(screen.getByRole('button', { name: 'Save 2 slabs' }));

    await waitFor(() => expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1), slow);
    expect(sent.find((s) => s.method === 'POST')!.body).toEqual({
      rows: [
        { sequence: 3, length: '2900', width: '1800' },
        { sequence: 5, length: '3000', width: '1700' },
      ],
    });
    const sequence = await screen.findByLabelText('Slab no. of slab 5');
    await waitFor(() => expect(sequence.getAttribute('aria-invalid')).toBe('true'));
    const bad = rows().find((r) => r.contains(sequence))!;
    expect(within(bad).getByText('is used by another slab of this block')).toBeTruthy();
    expect(cell('Slab no. of slab 3').getAttribute('aria-invalid')).toBeNull();
    // Nothing was saved: the page stays with the rows as typed.
    expect(routerAddress.current).toBe('/vendor/inventory/lots/11/slabs');

    // Changing the cell takes its server error away.
    await user.clear(sequence);
    await user.type(sequence, '12');
    expect(cell('Slab no. of slab 12').getAttribute('aria-invalid')).toBeNull();
  });
});
