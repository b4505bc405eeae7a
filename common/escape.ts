/**
 * Escaping for HTML and XML alike (page markup, head tags, the sitemap): the five characters that
 * can end text or a quoted attribute value. `&#39;` rather than `&apos;`, which HTML 4 lacked.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
