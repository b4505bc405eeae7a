/**
 * Query rewrites from a locale's synonym groups (`searchSynonyms` in manifest/locales.json): a
 * reader who types one word of a group also finds the pages that use another. Chinese readers
 * name options in Chinese (预获取) while option pages are titled in English (`performance.prefetch`),
 * and the docs themselves say 产物目录 on one page and 输出目录 on the next.
 *
 * Rewriting the query, not the index, keeps the index as small as it was and lets a maintainer
 * change a group without reasoning about terms: a member is found in the query as typed, case aside (Han
 * anywhere in a run, other scripts as a whole word) and replaced by each other member.
 */
import { normalizeSearchText } from './normalize.ts';
import { HAN_RANGES, KANA_RANGES } from './cjk.ts';

/** A query with many matching groups would otherwise multiply into hundreds of rewrites. */
export const MAX_QUERY_VARIANTS = 8;

const HAN = new RegExp(`[${HAN_RANGES}]`, 'u');
const KANA = new RegExp(`[${KANA_RANGES}]`, 'u');
const WORD_CHAR = /[\p{L}\p{N}_$]/u;
/** Han and kana next to a Latin word are a boundary: 关闭hmr holds the word hmr. */
const joins = (c: string | undefined) => c !== undefined && WORD_CHAR.test(c) && !HAN.test(c) && !KANA.test(c);

/** Where `member` occurs in `query` as a member can: Han anywhere, other text at word boundaries. */
export function findMember(query: string, member: string): number {
  if (!member) return -1;
  const wholeWord = !HAN.test(member);
  for (let at = query.indexOf(member); at >= 0; at = query.indexOf(member, at + 1)) {
    if (!wholeWord) return at;
    if (!joins(query[at - 1]) && !joins(query[at + member.length])) return at;
  }
  return -1;
}

/** Groups as the query sees them: normalised members, groups of fewer than two dropped. */
export function normalizeSynonyms(groups: readonly (readonly string[])[]): string[][] {
  return groups
    .map((group) => [...new Set(group.map((m) => normalizeSearchText(m.trim())).filter(Boolean))])
    .filter((group) => group.length > 1);
}

/**
 * The query as typed first (its capitals still split identifiers), then its rewrites, normalised:
 * for each group with a member in the query, that member replaced by each other member, in group
 * order, at most MAX_QUERY_VARIANTS in all. `groups` must be normalised (`normalizeSynonyms`).
 */
export function queryVariants(query: string, groups: readonly (readonly string[])[]): string[] {
  const variants = [normalizeSearchText(query)];
  for (const group of groups) {
    for (const variant of variants.slice()) {
      // The longest member first, so 模块热替换 is not read as a shorter member inside it.
      const found = group
        .map((member) => ({ member, at: findMember(variant, member) }))
        .filter((m) => m.at >= 0)
        .sort((a, b) => b.member.length - a.member.length)[0];
      if (!found) continue;
      for (const other of group) {
        if (other === found.member || variants.length >= MAX_QUERY_VARIANTS) continue;
        const rewritten = variant.slice(0, found.at) + other + variant.slice(found.at + found.member.length);
        if (!variants.includes(rewritten)) variants.push(rewritten);
      }
    }
  }
  return [query, ...variants.slice(1)];
}
