// ADR 019: a notification row stores its template and parameters, not text. Tests that read rows
// straight from the table see them as the bell shows them, in the reader's language (English unless
// given), through the same renderer the API uses.
import type { Language } from '../lib/i18n';
import { renderBell } from '../modules/notifications/templates';

export const asRead = <R extends { template: string; params: unknown }>(
  rows: R[],
  language: Language = 'en',
) => rows.map((r) => ({ ...r, ...renderBell(r.template, r.params, language) }));
