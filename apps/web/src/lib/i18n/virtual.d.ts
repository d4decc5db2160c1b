/** Compiled message catalogues (build/i18n-catalogs.ts, ADR 015). */
declare module 'virtual:i18n/*' {
  const catalog: import('@lingui/core').Messages;
  export default catalog;
}
