import { createContext, useContext } from 'react';

/** Server rendering (ADR 011): the HTTP status the page being rendered asks for. */
export type HttpStatus = { code: number };

const HttpStatusContext = createContext<HttpStatus | null>(null);

export const HttpStatusProvider = HttpStatusContext.Provider;

/**
 * Rendered by a not-found view: the server answers 404 for the page. Does nothing in the browser
 * (there is no provider there).
 */
export function NotFoundStatus() {
  const status = useContext(HttpStatusContext);
  if (status) status.code = 404;
  return null;
}
