/**
 * Which parts of the chrome a page shows: front matter (`navbar: false`) and query flags
 * (`?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0`) can each hide a part.
 */
import type { Frontmatter } from '../../common/types.ts';
import { HIDEABLE_PARTS } from '../../common/contract.ts';

export type ChromePart = (typeof HIDEABLE_PARTS)[number];

export function visibleParts(frontmatter: Frontmatter, search: string): Record<ChromePart, boolean> {
  const query = new URLSearchParams(search);
  const out = {} as Record<ChromePart, boolean>;
  for (const part of HIDEABLE_PARTS) out[part] = frontmatter[part] !== false && query.get(part) !== '0';
  return out;
}
