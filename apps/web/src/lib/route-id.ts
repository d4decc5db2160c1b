/**
 * The numeric id in a route such as `/product/:id`: a positive PostgreSQL `integer` (ids are identity
 * columns), else 0, which the pages treat as not found without asking the server.
 */
export function routeIdFrom(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
}
