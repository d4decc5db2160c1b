// The one HTML escaper of the server (ADR 019): e-mails and the server-rendered pages' head both use
// it, so what a person typed never becomes markup anywhere.
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
