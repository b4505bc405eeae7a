/**
 * Heading anchors. Letters of every script survive (Chinese headings get readable ids), everything
 * else collapses into single hyphens, so the same text always yields the same id.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<[^>]*>/g, '')
    .replace(/[^\p{L}\p{N}\s_-]+/gu, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
