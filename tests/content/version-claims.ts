/**
 * Finds the version claims of a Markdown page ("added in 0.6.12", "since v0.6.6", "0.6.5 新增",
 * "自 0.6.6 起", a table column "Added in"…), ties each to the feature it is about and compares it
 * with the table of first versions (`feature-versions.json`).
 */
import type { FeatureVersions } from './feature-versions-schema.ts';
import { proseLines } from './prose-lines.ts';

export interface VersionClaim {
  file: string;
  line: number;
  /** The sentence (or table row, or list item) that makes the claim. */
  text: string;
  version: string;
  /** The table key the claim is about, when one of its names appears next to it. */
  key: string | null;
  /** Inline code and link texts of the sentence, to help when no key was found. */
  names: string[];
}

const VERSION = /(?<![\w.^~@/-])v?(\d+\.\d+\.\d+(?:-[a-z]+(?:\.\d+)?)?)(?![\w-]|\.\d)/gi;
const WINDOW = 40;

/** Words that, close to a version, make it a "first version of" statement. */
const NEAR_WORDS =
  /\b(?:added|adds|introduced|introduces|first (?:published|shipped|released|appeared|available)|landed|arrived|brought|brings|new in)\b|新增|引入|首次|首发|推出|加入|增加|添加/i;
/** Forms that sit directly before the version: "since", "from", "as of", "自", "从"… */
const BEFORE =
  /(?:\b(?:since|from|starting (?:with|from|in|at)|as of|available (?:in|from|since)|shipped in|released in)|(?<![来各独])自|从|(?<![关对由等属基鉴终])于)\s*(?:(?:Rsbuild|@rsbuild\/[\w-]+|version|release|patch|the)\s+)*(?:版本\s*)?$/i;
/** Forms that sit directly after it: "0.6.6+", "0.6.6 and later", "0.6.6 起", "0.6.6 版本开始"… */
const AFTER =
  /^(?:\+|\s+(?:and|or) (?:later|newer|above)|\s*(?:版本)?\s*(?:中|时)?\s*(?:起|开始|以来|及以上|及以后|以上|首次发布|发布))/i;
/** A version that is one end of a range ("from 0.6.1 to 0.6.15", "从 0.6.1 到 0.6.15") is no claim. */
const RANGE_BEFORE = /(?:\b(?:to|through|until)|到|至|~|–|—)\s*(?:Rsbuild\s*)?v?$/i;
/** "in its 0.3.1 release": the version of another package named before, not of Rsbuild. */
const OTHER_PACKAGE = /\bits\s+v?$/i;
const RANGE_AFTER = /^\s*(?:[（(][^)）]*[)）])?\s*(?:\b(?:to|through|until)\b|到|至|~|–|—|-)\s*(?:Rsbuild\s*)?v?\d/i;

/** Clause marks: a claim word across one of them speaks of something else. */
const CLAUSE_END = /[;；。，、：:()（）|]/;

/**
 * Whether the version found at `start`..`end` of `text` is a claim, and on which side of it the
 * claim word stands (its subject is usually on that side: "`x` was added in 0.6.2", "0.6.5 新增了 x").
 */
export function claimSide(text: string, start: number, end: number): 'before' | 'after' | 'any' | null {
  const fullBefore = text.slice(Math.max(0, start - WINDOW), start);
  const fullAfter = text.slice(end, end + WINDOW);
  if (RANGE_BEFORE.test(fullBefore) || RANGE_AFTER.test(fullAfter) || OTHER_PACKAGE.test(fullBefore)) return null;
  const before = fullBefore.split(CLAUSE_END).pop() ?? '';
  const after = fullAfter.split(CLAUSE_END)[0] ?? '';
  if (BEFORE.test(before) || AFTER.test(after)) return 'any';
  if (NEAR_WORDS.test(before)) return 'before';
  if (NEAR_WORDS.test(after)) return 'after';
  return null;
}

/** Inline code spans and link texts, with their positions. */
function namesIn(text: string): { name: string; at: number }[] {
  const out: { name: string; at: number }[] = [];
  for (const m of text.matchAll(/\[([^\]]+)\]\([^)]*\)|`([^`]+)`/g)) {
    const name = (m[1] ?? m[2] ?? '').replace(/`/g, '').trim();
    if (name) out.push({ name, at: m.index });
  }
  return out;
}

/** Every name of every feature, lower-cased, to its key. */
function nameIndex(table: FeatureVersions): Map<string, string> {
  const index = new Map<string, string>();
  for (const [key, entry] of Object.entries(table.features)) {
    for (const name of [key, `api.${key}`, ...entry.aliases]) index.set(name.toLowerCase(), key);
  }
  return index;
}

/** The feature key nearest to `at`: first in the same clause, then anywhere in the text. */
function resolveKey(
  text: string,
  at: number,
  table: FeatureVersions,
  side: 'before' | 'after' | 'any' = 'any',
): { key: string | null; names: string[] } {
  const index = nameIndex(table);
  const names = namesIn(text);
  const found: { key: string; at: number }[] = [];
  for (const n of names) {
    const key = index.get(n.name.toLowerCase()) ?? index.get(n.name.replace(/\(\)$/, '').toLowerCase());
    if (key) found.push({ key, at: n.at });
  }
  // Aliases that are words ("ES2017", "watching the public folder") count outside code too.
  const lower = text.toLowerCase();
  for (const [key, entry] of Object.entries(table.features))
    for (const alias of entry.aliases) {
      if (!/\s|^[A-Z]+[0-9]+$/.test(alias)) continue;
      const name = alias.toLowerCase();
      for (let i = lower.indexOf(name); i >= 0; i = lower.indexOf(name, i + 1)) {
        const edgeOk = !/[\w-]/.test(lower[i - 1] ?? ' ') && !/[\w-]/.test(lower[i + name.length] ?? ' ');
        if (edgeOk) found.push({ key, at: i });
      }
    }
  const sameClause = (pos: number) =>
    !CLAUSE_END.test(text.slice(Math.min(pos, at), Math.max(pos, at)).replace(/`[^`]*`|\[[^\]]*\]\([^)]*\)/g, ''));
  const byDistance = (a: { at: number }, b: { at: number }) => Math.abs(a.at - at) - Math.abs(b.at - at);
  const onSide = (f: { at: number }) => side === 'any' || (side === 'before' ? f.at < at : f.at > at);
  const pools = [
    found.filter((f) => sameClause(f.at) && onSide(f)),
    found.filter((f) => sameClause(f.at)),
    found.filter(onSide),
    found,
  ];
  const best = pools.map((pool) => [...pool].sort(byDistance)[0]).find(Boolean);
  return { key: best?.key ?? null, names: names.map((n) => n.name) };
}

/** Sentences of one line, with their offsets (a version's own dots never end a sentence). */
function sentences(line: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  const re = /(?:[^。！？!?.]|[.!?](?!\s|$))*(?:[。！？]|[.!?](?=\s|$)|$)/g;
  for (const m of line.matchAll(re)) {
    if (m[0].trim()) out.push({ text: m[0], at: m.index });
    if (m[0] === '') re.lastIndex++;
  }
  return out;
}

/**
 * The claims of one sentence. When the sentence names no known feature, the whole line (a table row,
 * a paragraph) and then the heading of its section are asked: "Added in 0.6.6." in a row of
 * plugins, or "(added in 0.6.14)" under "### addQuery".
 */
function claimsIn(
  text: string,
  file: string,
  line: number,
  table: FeatureVersions,
  context: string[] = [],
): VersionClaim[] {
  const out: VersionClaim[] = [];
  for (const m of text.matchAll(VERSION)) {
    const side = claimSide(text, m.index, m.index + m[0].length);
    if (side) {
      const own = resolveKey(text, m.index, table, side);
      const key =
        own.key ??
        context
          .map((c) => resolveKey(c, 0, table).key ?? nameIndex(table).get(c.replace(/`/g, '').trim().toLowerCase()))
          .find(Boolean) ??
        null;
      out.push({ file, line, text: text.trim(), version: m[1]!, key, names: own.names });
      continue;
    }
    // "`output.manifest` (0.6.12)": a bare version in brackets right after a feature the table knows.
    const before = /(?:`([^`]+)`|\[([^\]]+)\]\([^)]*\))\s*[（(]\s*(?:Rsbuild\s+)?$/.exec(text.slice(0, m.index));
    const name =
      before && /^\s*[)）]/.test(text.slice(m.index + m[0].length))
        ? (before[1] ?? before[2]!).replace(/`/g, '')
        : null;
    const key = name ? nameIndex(table).get(name.toLowerCase()) : undefined;
    if (key) out.push({ file, line, text: text.trim(), version: m[1]!, key, names: namesIn(text).map((n) => n.name) });
  }
  return out;
}

const CLAIM_HEADER = /added|since|introduced|first (?:version|release)|新增|引入|起始版本|首个版本|首次/i;
/** A column that only says which release ("Release | Addition", "版本 | 新增内容"). */
const RELEASE_HEADER = /^\s*(?:release|version|版本|发布版本)\s*$/i;

/**
 * The column of a table whose cells are version claims: a header that says so itself ("Added in"),
 * or the release column of a table whose other headers speak of additions.
 */
function claimColumn(headers: string[]): number {
  const claimHeader = headers.findIndex((c) => CLAIM_HEADER.test(c) || /addition/i.test(c));
  if (claimHeader < 0) return -1;
  const release = headers.findIndex((c) => RELEASE_HEADER.test(c));
  return release >= 0 ? release : claimHeader;
}

/** Every version claim of a page, outside code fences. */
export function findVersionClaims(source: string, file: string, table: FeatureVersions): VersionClaim[] {
  const lines = proseLines(source);
  const out: VersionClaim[] = [];
  let tableColumn = -1;
  /** A heading such as "### Added in 0.6.12" makes a claim for each list item below it. */
  let section: { level: number; version: string } | null = null;
  let headingText = '';
  for (let k = 0; k < lines.length; k++) {
    const { line: lineNo, source: line } = lines[k]!;
    const next = lines[k + 1]?.line === lineNo + 1 ? lines[k + 1]!.source : '';
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      const level = heading[1]!.length;
      if (section && level <= section.level) section = null;
      headingText = heading[2]!.replace(/\s*\{#[\w-]+\}\s*$/, '');
      const claims = claimsIn(heading[2]!, file, lineNo, table);
      out.push(...claims.filter((c) => c.key));
      const open = claims.find((c) => !c.key);
      if (open) section = { level, version: open.version };
      continue;
    }
    if (line.trimStart().startsWith('|')) {
      const cells = line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|');
      if (/^\s*\|?[\s:|-]+$/.test(next) && /-{3}/.test(next)) {
        tableColumn = claimColumn(cells);
        continue;
      }
      if (/^[\s:|-]+$/.test(line)) continue;
      const cell = cells[tableColumn];
      if (tableColumn >= 0 && cell) {
        const row = cells.join(' | ');
        for (const v of cell.matchAll(VERSION))
          out.push({
            file,
            line: lineNo,
            text: line.trim(),
            version: v[1]!,
            ...resolveKey(row, row.indexOf(cell) + v.index, table),
          });
        continue;
      }
    } else tableColumn = -1;
    // "- **0.6.12:** `output.manifest` …": a list item that opens with a version is a claim about the item.
    const versionItem =
      /^\s*(?:[-*+]|\d+\.)\s+(?:\*\*)?v?(\d+\.\d+\.\d+(?:-[a-z]+(?:\.\d+)?)?)\s*[:：]?(?:\*\*)?\s*[:：]\s*(.*)$/i.exec(
        line,
      );
    if (versionItem) {
      out.push({
        file,
        line: lineNo,
        text: line.trim(),
        version: versionItem[1]!,
        ...resolveKey(versionItem[2]!, 0, table, 'after'),
      });
      continue;
    }
    const item = /^\s*(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
    if (section && item) {
      const r = resolveKey(item[1]!, 0, table);
      out.push({ file, line: lineNo, text: item[1]!.trim(), version: section.version, ...r });
      continue;
    }
    for (const s of sentences(line)) out.push(...claimsIn(s.text, file, lineNo, table, [line, headingText]));
  }
  return out;
}

/** The problems of a list of claims: a version the table disagrees with, or a feature it lacks. */
export function checkClaims(claims: VersionClaim[], table: FeatureVersions, tableFile: string): string[] {
  return claims.flatMap((c) => {
    const where = `${c.file}:${c.line}: "${c.text}"`;
    if (!c.key) {
      const named = c.names.length
        ? `none of ${c.names.map((n) => `\`${n}\``).join(', ')} is`
        : 'the sentence names no feature in inline code or a link, and no alias is';
      return [
        `${where} claims ${c.version}, but ${named} in ${tableFile}; add a probe to scripts/feature-versions.ts and rerun it`,
      ];
    }
    const entry = table.features[c.key]!;
    if (entry.version === c.version) return [];
    return [`${where} says \`${c.key}\` came in ${c.version}; ${tableFile} says ${entry.version} (${entry.evidence})`];
  });
}
