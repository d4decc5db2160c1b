/** Where to go back to after signing in: a path of this site only (no open redirect). */
export function safeRedirect(value: string | null, fallback: string): string {
  return value && /^\/(?!\/)/.test(value) && !value.startsWith('/\\') ? value : fallback;
}
