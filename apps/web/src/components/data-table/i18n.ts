import { type MessageValues, useT } from '@/lib/i18n';

/**
 * D40: the table's texts through the panel catalogue, in the page's language. The table also serves
 * the administrator's pages (English, D40), which need not load the panel catalogue: a message whose
 * placeholders the catalogue did not fill gets its simple `{name}` values filled here, so the
 * English text is right either way.
 */
export function useTableT(): (message: string, values?: MessageValues) => string {
  const t = useT();
  return (message, values) => fillPlaceholders(t(message, values), values);
}

export function fillPlaceholders(text: string, values?: MessageValues): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? whole : String(value);
  });
}
