import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { applyFieldErrors, authErrorMessage } from './apply-field-errors';

describe("the server's field errors in a form", () => {
  it('puts each error next to the field of that name and ignores the others', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'invalid_data', 'Check the form', {
      name: 'is required',
      status: 'is not allowed',
    });
    expect(applyFieldErrors(error, setError, ['name', 'price'])).toBe(true);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', { type: 'server', message: 'is required' });
  });

  it('reports false when no error names a field of the form', () => {
    const setError = vi.fn();
    expect(applyFieldErrors(new ApiError(409, 'conflict', 'Changed meanwhile'), setError, ['name'])).toBe(
      false,
    );
    expect(applyFieldErrors(new Error('offline'), setError, ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });

  it("shows the error's message, else the spec's 'Authentication failed'", () => {
    expect(authErrorMessage(new Error('Invalid email or password'))).toBe('Invalid email or password');
    expect(authErrorMessage(new Error(''))).toBe('Authentication failed');
    expect(authErrorMessage('nope')).toBe('Authentication failed');
  });
});
