// D8: the admin reads the GSTIN's check and the state it is registered in against the address's.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GstinResult } from './manufacturer-details-dialog';

describe('the GSTIN check an admin sees', () => {
  it('says a GSTIN of the address’s state is registered there', () => {
    render(<GstinResult gstin="29AAAPL1234C1ZA" valid state="Karnataka" />);
    expect(screen.getByText('Registered in Karnataka, as the address')).toBeTruthy();
  });

  it('warns when the GSTIN is registered in another state than the address', () => {
    render(<GstinResult gstin="29AAAPL1234C1ZA" valid state="Tamil Nadu" />);
    expect(screen.getByText('Registered in Karnataka; the address is in Tamil Nadu')).toBeTruthy();
  });

  it('names no state for a GSTIN that fails its check', () => {
    render(<GstinResult gstin="29AAAPL1234C1ZV" valid={false} state="Tamil Nadu" />);
    expect(screen.queryByText(/Registered in/)).toBeNull();
  });
});
