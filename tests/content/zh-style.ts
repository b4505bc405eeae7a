/**
 * The rules of the Chinese pages, one function each, over the prose of a page (outside code fences,
 * front matter and inline code). Each returns problems that name the line and what to write instead.
 */
import type { Glossary } from './glossary-schema.ts';
import { proseLines, type ProseLine } from './prose-lines.ts';

export { proseLines };

const HAN = /\p{Script=Han}/u;
const INLINE_CODE = /(`+)(?:(?!\1).)+?\1/g;
const LINK = /\[((?:[^[\]]|\[[^\]]*\])*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g;

export interface ZhProblem {
  line: number;
  rule: string;
  message: string;
}

/** The words a reader sees: links become their text, inline code becomes `code` (or `replaceCode`). */
export function visibleText(source: string, replaceCode = ' '): string {
  return source
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(INLINE_CODE, replaceCode)
    .replace(LINK, (_, text: string) => text)
    .replace(/<\/?(?:kbd|sup|sub|br|summary|details)\s*\/?>/g, '')
    .replace(/\*\*|__/g, '');
}

function links(source: string): { text: string; target: string }[] {
  return [...source.matchAll(LINK)].map((m) => ({ text: m[1]!, target: m[2]! }));
}

/**
 * Whether prose holds a variant. A variant with … matches its parts within one phrase, other words
 * between them: 同步…chunk finds 同步和异步 chunk, which the adjacent form would miss.
 */
function holdsVariant(prose: string, variant: string): boolean {
  // A Latin word counts alone, not inside an identifier: "Hash" is not in output.filenameHash.
  if (/^[A-Za-z]+$/.test(variant)) return new RegExp(`(?<![\\w.])${variant}(?!\\w)`).test(prose);
  if (!variant.includes('…')) return prose.includes(variant);
  const parts = variant.split('…').map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(parts.join('[^。；，、：！？,;:!?()（）]{0,12}?')).test(prose);
}

/** Variants of a term in the glossary, outside code (page-name variants only as link text). */
export function checkGlossary(lines: ProseLine[], glossary: Glossary): ZhProblem[] {
  const out: ZhProblem[] = [];
  for (const { line, source } of lines) {
    const prose = visibleText(source);
    const linkTexts = links(source).map((l) => visibleText(l.text));
    for (const term of glossary.terms) {
      const text = (term.except ?? []).reduce((t, name) => t.split(name).join(' '), prose);
      // Longest first, one report per term and line: 模块热替换 is not reported again as 热替换.
      const variant = [...term.avoid]
        .sort((a, b) => b.length - a.length)
        .find((v) => (term.page ? linkTexts.includes(v) : holdsVariant(text, v)));
      if (variant)
        out.push({ line, rule: 'glossary', message: `"${variant}": write "${term.preferred}" (${term.note})` });
    }
  }
  return out;
}

/** Words that make a link text the name of a page: "TypeScript 指南", "插件文档", "版本发布公告". */
const PAGE_WORDS = /(?:指南|文档|章节|一节|一章|页面|公告|常见问题)$/;

/**
 * A link whose text names a page uses that page's title: a text that ends with a page word, or
 * that contains the title and more ("构建产物目录" for 构建产物), must be the title exactly.
 * `titleOf` maps a link target (`/guide/basic/cli`) to the zh title, or undefined when it is no page.
 */
export function checkPageNames(lines: ProseLine[], titleOf: (target: string) => string | undefined): ZhProblem[] {
  const out: ZhProblem[] = [];
  for (const { line, source } of lines) {
    for (const link of links(source)) {
      if (!link.target.startsWith('/') || link.target.includes('#') || link.text.includes('`')) continue;
      const title = titleOf(link.target);
      const text = link.text.replace(/\*\*/g, '').trim();
      if (!title || text === title) continue;
      if (PAGE_WORDS.test(text) || text.includes(title)) {
        out.push({
          line,
          rule: 'page-name',
          message: `link text "${text}" names the page ${link.target}: use its title "${title}" ([${title}](${link.target}), with words such as 指南 outside the link)`,
        });
      }
    }
  }
  return out;
}

/** Chinese text is quoted with “”: not with straight quotes, nor with 「」 or 『』. */
export function checkQuotes(lines: ProseLine[]): ZhProblem[] {
  const out: ZhProblem[] = [];
  for (const { line, source } of lines) {
    const prose = visibleText(source).replace(/<[^>]+>/g, '');
    for (const m of prose.matchAll(/"([^"\n]*)"/g)) {
      if (HAN.test(m[1]!))
        out.push({ line, rule: 'quotes', message: `straight quotes around Chinese: "${m[1]}" → “${m[1]}”` });
    }
    for (const m of prose.matchAll(/[「『]([^」』\n]*)[」』]?/g))
      out.push({ line, rule: 'quotes', message: `corner brackets: ${m[0]} → “${m[1]}”` });
  }
  return out;
}

/** A bold label keeps its full-width colon inside the bold: `**现象：**`. */
export function checkLabels(lines: ProseLine[]): ZhProblem[] {
  const out: ZhProblem[] = [];
  for (const { line, source } of lines) {
    // A `*` inside inline code is no emphasis marker.
    const prose = source.replace(INLINE_CODE, (c) => c.replace(/\*/g, '\u{E000}'));
    const shown = (s: string) => s.replace(/\u{E000}/gu, '*');
    // A label opens a line, a list item or a table cell; bold in mid-sentence may take a colon after it.
    for (const m of prose.matchAll(/(?:^|^\s*(?:[-*+]|\d+\.)\s+|\|\s*)\*\*([^*\n]+?)\*\*\s*[:：]/g)) {
      out.push({
        line,
        rule: 'label',
        message: `label colon outside the bold: ${shown(m[0].trim())} → **${shown(m[1]!)}：**`,
      });
    }
    // CommonMark closes `**现象：**` only before a space or punctuation: `**现象：**页面` stays literal.
    for (const m of prose.matchAll(/\*\*([^*\n]*?[：:])\*\*(?=[^\s\p{P}])/gu)) {
      out.push({
        line,
        rule: 'label',
        message: `no space after the label, so the bold does not render: ${shown(m[0])} → ${shown(m[0])} (followed by a space)`,
      });
    }
    for (const m of prose.matchAll(/\*\*([^*\n]*?)\s*:\*\*/g)) {
      if (HAN.test(m[1]!) || !/[A-Za-z]/.test(m[1]!))
        out.push({ line, rule: 'label', message: `half-width colon in a Chinese label: ${m[0]} → **${m[1]}：**` });
    }
  }
  return out;
}

/**
 * One spacing rule, links and inline code read as the words they show: a half-width space between
 * Chinese and Latin letters, digits or inline code; no space between Chinese and Chinese (so a link
 * whose text starts with Chinese sits right against the Chinese around it).
 */
export function checkSpacing(lines: ProseLine[]): ZhProblem[] {
  const out: ZhProblem[] = [];
  for (const { line, source } of lines) {
    // Table pipes and list markers are syntax, not text.
    const prose = visibleText(source, 'CODE')
      .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
      .replace(/<[^>]+>/g, '');
    for (const m of prose.matchAll(/\p{Script=Han}[A-Za-z0-9]|[A-Za-z0-9]\p{Script=Han}/gu)) {
      out.push({
        line,
        rule: 'spacing',
        message: `no space between Chinese and Latin or code: "${context(prose, m.index, 2)}"`,
      });
    }
    for (const m of prose.matchAll(/\p{Script=Han} +\p{Script=Han}/gu)) {
      out.push({
        line,
        rule: 'spacing',
        message: `space between two Chinese words (a link or bold text starting with Chinese takes no space): "${context(prose, m.index, m[0].length)}"`,
      });
    }
  }
  return out;
}

function context(text: string, at: number, length: number): string {
  return text.slice(Math.max(0, at - 8), at + length + 8).replace(/CODE/g, '`…`');
}

/** A count of 3 or more before a measure word is written in Arabic digits: "3 种", not "三种". */
const MEASURE = '个种条项次步类层处份组套段位款件';
export function checkNumbers(lines: ProseLine[]): ZhProblem[] {
  const out: ZhProblem[] = [];
  const re = new RegExp(`(?<![第几数十百千万])([三四五六七八九十])(?![几])([${MEASURE}])`, 'gu');
  const digit: Record<string, string> = { 三: '3', 四: '4', 五: '5', 六: '6', 七: '7', 八: '8', 九: '9', 十: '10' };
  for (const { line, source } of lines) {
    for (const m of visibleText(source).matchAll(re)) {
      out.push({
        line,
        rule: 'numbers',
        message: `"${m[0]}": write "${digit[m[1]!]} ${m[2]}" (Arabic digits for counts; 一, 两 and ordinals with 第 stay in Chinese)`,
      });
    }
  }
  return out;
}

/** Docs that have a Chinese edition are linked in Chinese: Rspack (`/zh/`) and MDN (`/zh-CN/`). */
export function checkExternalLinks(lines: ProseLine[]): ZhProblem[] {
  const out: ZhProblem[] = [];
  for (const { line, source } of lines) {
    for (const { target } of links(source)) {
      const rspack = /^https:\/\/(?:www\.)?rspack\.dev(\/(?!zh(?:\/|$))[^)]*)?$/.exec(target);
      if (rspack)
        out.push({
          line,
          rule: 'external-link',
          message: `${target}: link the Chinese edition https://rspack.dev/zh${rspack[1] ?? '/'}`,
        });
      const mdn = /^https:\/\/developer\.mozilla\.org\/(?!zh-CN\/)[\w-]+\/(.*)$/.exec(target);
      if (mdn)
        out.push({
          line,
          rule: 'external-link',
          message: `${target}: link the Chinese edition https://developer.mozilla.org/zh-CN/${mdn[1]}`,
        });
    }
  }
  return out;
}

/** Every rule over one page. */
export function checkZhPage(
  text: string,
  glossary: Glossary,
  titleOf: (target: string) => string | undefined,
): ZhProblem[] {
  const lines = proseLines(text);
  return [
    ...checkGlossary(lines, glossary),
    ...checkPageNames(lines, titleOf),
    ...checkQuotes(lines),
    ...checkLabels(lines),
    ...checkSpacing(lines),
    ...checkNumbers(lines),
    ...checkExternalLinks(lines),
  ].sort((a, b) => a.line - b.line);
}

/**
 * Sidebar entries with their own zh text name the page they open by its title; so does a group
 * named after its first page in English ("Releases" over the page "Releases" reads 发布公告 in Chinese).
 */
export function checkSidebarTexts(
  sidebars: unknown,
  titleOf: (target: string) => string | undefined,
  enTitleOf: (target: string) => string | undefined = () => undefined,
): string[] {
  const out: string[] = [];
  const textOf = (entry: { text?: unknown }, lang: string): unknown =>
    typeof entry.text === 'object' && entry.text ? (entry.text as Record<string, unknown>)[lang] : undefined;
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}.${i}`));
    if (!node || typeof node !== 'object') return;
    const entry = node as { link?: unknown; text?: unknown; items?: unknown };
    const zh = textOf(entry, 'zh');
    const firstItem = Array.isArray(entry.items) ? entry.items[0] : undefined;
    const first = typeof firstItem === 'string' ? firstItem : undefined;
    const target =
      typeof entry.link === 'string'
        ? entry.link
        : first && textOf(entry, 'en') === enTitleOf(first)
          ? first
          : undefined;
    if (target && !target.includes('#') && typeof zh === 'string') {
      const title = titleOf(target);
      if (title && zh !== title)
        out.push(`manifest/sidebars.json ${where}: zh text "${zh}" names ${target}: use its title "${title}"`);
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'text') walk(v, `${where}.${k}`);
  };
  walk(sidebars, 'sidebars');
  return out;
}

/** A Chinese feed is named after the page it follows ("Rsbuild 发布公告" for 发布公告). */
export function checkFeedTitles(
  feeds: { lang: string; title: string; source: string; id: string }[],
  titleOf: (target: string) => string | undefined,
): string[] {
  return feeds
    .filter((f) => f.lang === 'zh')
    .flatMap((f) => {
      const title = titleOf(f.source);
      return title && !f.title.endsWith(title)
        ? [
            `manifest/feeds.json ${f.id}: title "${f.title}" does not name ${f.source} by its title "${title}" (write "Rsbuild ${title}")`,
          ]
        : [];
    });
}

/** The callout labels of the Chinese UI. */
export const ZH_CALLOUTS = {
  calloutTip: '提示',
  calloutInfo: '信息',
  calloutWarning: '警告',
  calloutDanger: '危险',
  calloutDetails: '详细信息',
} as const;

export function checkCalloutStrings(strings: Record<string, string>): string[] {
  return Object.entries(ZH_CALLOUTS).flatMap(([key, want]) =>
    strings[key] === want ? [] : [`manifest/strings/zh.json ${key}: "${strings[key]}" → "${want}"`],
  );
}

/** Set phrases with 被 that Chinese writes this way anyway (端口被占用, "the port is taken"). */
const IDIOMATIC_PASSIVES = /被占用/g;

/**
 * How often a page writes the passive 被: per 1,000 characters of prose (code, link targets and
 * markup left out; set phrases not counted). English passives carried over word for word show up
 * as a high rate.
 */
export function passiveRate(lines: ProseLine[]): { count: number; chars: number; perThousand: number } {
  const prose = lines.map((l) => visibleText(l.source)).join('');
  const chars = prose.replace(/\s/g, '').length;
  const count = (prose.replace(IDIOMATIC_PASSIVES, '').match(/被/g) ?? []).length;
  return { count, chars, perThousand: chars === 0 ? 0 : (count * 1000) / chars };
}
