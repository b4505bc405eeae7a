/** The hits as the dialog lists them: grouped by the nav section they belong to, numbered in order. */
import type { SearchHit } from '../../common/search/hit.ts';

export interface Group {
  name: string;
  hits: SearchHit[];
}

export function groupHits(hits: SearchHit[], groupOf: (hit: SearchHit) => string): Group[] {
  const groups: Group[] = [];
  for (const hit of hits) {
    const name = groupOf(hit);
    const group = groups.find((g) => g.name === name);
    if (group) group.hits.push(hit);
    else groups.push({ name, hits: [hit] });
  }
  return groups;
}

/** The position of each group's first hit in the flat list the selection counts through. */
export function groupOffsets(groups: Group[]): number[] {
  const offsets: number[] = [];
  let next = 0;
  for (const group of groups) {
    offsets.push(next);
    next += group.hits.length;
  }
  return offsets;
}
