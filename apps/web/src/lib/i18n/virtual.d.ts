/** Compiled message catalogues (build/i18n-catalogs.ts, ADR 015). */
declare module 'virtual:i18n/*' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
