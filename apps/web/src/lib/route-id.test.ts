import { describe, expect, it } from 'vitest';
import { routeIdFrom } from './route-id';

describe('the id in a route such as /product/:id', () => {
  it.each([
    ['42', 42],
    ['2147483647', 2_147_483_647],
  ])('reads %s as %i', (raw, id) => {
    expect(routeIdFrom(raw)).toBe(id);
  });

  it.each([undefined, '', '0', '-3', '1.5', 'abc', '2147483648', '1e3x'])(
    'reads %j as 0, a page not found without asking the server',
    (raw) => {
      expect(routeIdFrom(raw)).toBe(0);
    },
  );
});
