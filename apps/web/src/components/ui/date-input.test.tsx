// Days on an Indian site read DD/MM/YYYY (D40), whatever locale the visitor's browser has.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput, fromIndianDate, toIndianDate } from './date-input';

function Probe({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Received from</label>
      <DateInput id="d" value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('shows a stored day as DD/MM/YYYY', () => {
    render(<Probe initial="2026-12-31" />);
    const field = screen.getByLabelText('Received from') as HTMLInputElement;
    expect(field.value).toBe('31/12/2026');
    expect(field.placeholder).toBe('DD/MM/YYYY');
  });

  it('reads a typed day month year into the ISO value, and is cleared from outside', async () => {
    const user = userEvent.setup();
    render(<Probe />);
    const field = screen.getByLabelText('Received from') as HTMLInputElement;
    await user.type(field, '5/1/2027');
    expect(screen.getByRole('status').textContent).toBe('2027-01-05');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field.value).toBe('');
  });

  it('refuses a day that does not exist, keeping the value it had', async () => {
    const user = userEvent.setup();
    render(<Probe initial="2026-02-10" />);
    const field = screen.getByLabelText('Received from') as HTMLInputElement;
    await user.clear(field);
    await user.type(field, '31/02/2026');
    expect(screen.getByRole('status').textContent).toBe('none');
    await user.tab();
    expect(field.value).toBe('');
    expect(fromIndianDate('31/02/2026')).toBeUndefined();
    expect(fromIndianDate('29.02.2028')).toBe('2028-02-29');
    expect(toIndianDate('2026-09-05')).toBe('05/09/2026');
  });
});
