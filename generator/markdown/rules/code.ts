/**
 * Code fences: Prism highlighting at build time (no highlighter ships to the browser), a title
 * from `title="…"`, highlighted lines from `{2,4-6}`, line numbers and wrapping from the site's
 * `markdown` options, overridden per block by `lineNumbers` / `lineNumbers=false` and `wrapCode` /
 * `wrapCode=false`, a copy button on every block, and `pm` fences expanded into synced
 * npm / yarn / pnpm / bun tabs.
 */
import type MarkdownIt from 'markdown-it';
import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import 'prismjs/plugins/custom-class/prism-custom-class.js';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';
import { escapeMarkup } from '../../../common/escape.ts';
import { tabPanelOpen, tabsHtmlOpen } from '../tabs-html.ts';
import { CODE_NAMES, CODE_TOKEN_PREFIX } from '../../../common/contract.ts';

/** The Prism grammars code fences can use (by these names or the aliases below). */
export const HIGHLIGHTED_LANGUAGES = [
  'typescript',
  'javascript',
  'jsx',
  'tsx',
  'bash',
  'json',
  'css',
  'scss',
  'less',
  'yaml',
  'toml',
  'diff',
  'markup',
  'markdown',
  'stylus',
  'pug',
  'ini',
];
loadLanguages(HIGHLIGHTED_LANGUAGES);

// Prism names its tokens after what they are (`tag`, `line`, `property`), names a theme also
// uses for its own parts; prefixed, a token can never take the look of a sidebar badge.
(Prism.plugins as { customClass: { prefix(prefix: string): void } }).customClass.prefix(CODE_TOKEN_PREFIX);

/** Names writers use that Prism knows under another name. */
const ALIASES: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  mts: 'typescript',
  sh: 'bash',
  shell: 'bash',
  html: 'markup',
  vue: 'markup',
  svelte: 'markup',
  xml: 'markup',
  svg: 'markup',
  yml: 'yaml',
  md: 'markdown',
  styl: 'stylus',
  env: 'ini',
  jsonc: 'json',
};

const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun'] as const;

export interface FenceInfo {
  lang: string;
  title: string;
  highlights: Set<number>;
  /** What the fence says about line numbers and wrapping; undefined leaves it to the site. */
  lineNumbers?: boolean;
  wrapCode?: boolean;
}

/** Reads a `name` / `name=true` / `name=false` flag of the fence meta; undefined when absent. */
function fenceFlag(meta: string, name: string): boolean | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:=(true|false))?(?=\\s|$)`).exec(meta);
  return match ? match[1] !== 'false' : undefined;
}

/** Parses ```` ```ts title="rsbuild.config.ts" {3,5-7} lineNumbers wrapCode=false ````. */
function parseFenceInfo(info: string): FenceInfo {
  const lang = /^\S*/.exec(info.trim())?.[0] ?? '';
  const title = /title="([^"]*)"/.exec(info)?.[1] ?? '';
  const meta = info
    .trim()
    .slice(lang.length)
    .replace(/title="[^"]*"/, '');
  const highlights = new Set<number>();
  const braces = /\{([\d,\s-]+)\}/.exec(meta);
  for (const part of braces?.[1]?.split(',') ?? []) {
    const [a, b] = part.trim().split('-').map(Number);
    if (a === undefined || Number.isNaN(a)) continue;
    for (let n = a; n <= (b === undefined || Number.isNaN(b) ? a : b); n++) highlights.add(n);
  }
  const lineNumbers = fenceFlag(meta, 'lineNumbers');
  const wrapCode = fenceFlag(meta, 'wrapCode');
  return {
    lang,
    title,
    highlights,
    ...(lineNumbers === undefined ? {} : { lineNumbers }),
    ...(wrapCode === undefined ? {} : { wrapCode }),
  };
}

/**
 * Splits highlighted HTML into lines, closing spans still open at a line end and reopening them on
 * the next line, so every line is a well-formed fragment (multi-line comments, template strings).
 */
function splitHighlightedLines(html: string): string[] {
  const lines: string[] = [];
  let open: string[] = [];
  for (const raw of html.split('\n')) {
    const prefix = open.join('');
    const tags = raw.match(/<span[^>]*>|<\/span>/g) ?? [];
    const stack = [...open];
    for (const tag of tags) {
      if (tag === '</span>') stack.pop();
      else stack.push(tag);
    }
    lines.push(prefix + raw + '</span>'.repeat(stack.length));
    open = stack;
  }
  return lines;
}

export function highlight(code: string, lang: string): string {
  const prismLang = ALIASES[lang] ?? lang;
  const grammar = Prism.languages[prismLang];
  return grammar ? Prism.highlight(code, grammar, prismLang) : escapeMarkup(code);
}

/** A block's highlighted lines, by its language and text. */
type HighlightedLines = (body: string, lang: string) => string[];

/** Above this many blocks the memo starts again, so a dev server that runs for days stays small. */
const MEMO_LIMIT = 4000;

/**
 * Highlighting remembered for one Markdown engine: the English and Chinese twins of a page share
 * most of their examples, and Prism was a third of compiling a page.
 */
export function highlightMemo(limit = MEMO_LIMIT): HighlightedLines {
  const memo = new Map<string, string[]>();
  return (body, lang) => {
    const key = `${lang}\0${body}`;
    let lines = memo.get(key);
    if (!lines) {
      if (memo.size >= limit) memo.clear();
      memo.set(key, (lines = splitHighlightedLines(highlight(body, lang))));
    }
    return lines;
  };
}

function renderCodeBlock(
  code: string,
  info: FenceInfo,
  env: Pick<RenderEnv, 'strings' | 'options' | 'later'>,
  highlightedLines: HighlightedLines,
): string {
  const { strings, options } = env;
  const body = code.replace(/\n$/, '');
  const codeLines = () =>
    highlightedLines(body, info.lang)
      .map((line, i) => `<span class="line${info.highlights.has(i + 1) ? ' highlighted' : ''}">${line}</span>`)
      .join('\n');
  const inner = env.later ? env.later.hold(codeLines) : codeLines();
  const langClass = `language-${escapeMarkup(info.lang || 'text')}`;
  const title = info.title ? `<div class="code-title">${escapeMarkup(info.title)}</div>` : '';
  const classes = [
    'code-block',
    ...(info.title ? ['has-title'] : []),
    ...((info.lineNumbers ?? options.showLineNumbers) ? ['line-numbers'] : []),
    ...((info.wrapCode ?? options.defaultWrapCode) ? ['wrap-code'] : []),
  ];
  return (
    `<div class="${classes.join(' ')}" data-lang="${escapeMarkup(info.lang || 'text')}">${title}` +
    `<div class="code-body"><button type="button" class="${CODE_NAMES.copyButton}" aria-label="${escapeMarkup(strings.copyCode)}" ${CODE_NAMES.copiedLabel}="${escapeMarkup(strings.copiedCode)}"></button>` +
    // tabindex: a block wider than the screen must scroll from the keyboard too.
    `<pre class="${langClass}" tabindex="0"><code class="${langClass}">${inner}</code></pre></div></div>\n`
  );
}

/** The four commands of a `pm` fence: `add x -D` → `npm add x -D`, `yarn add x -D`, … */
function packageManagerCommands(command: string): { manager: string; command: string }[] {
  const trimmed = command.trim();
  return PACKAGE_MANAGERS.map((manager) => ({ manager, command: `${manager} ${trimmed}` }));
}

export function codePlugin(md: MarkdownIt): void {
  const highlightedLines = highlightMemo();
  md.renderer.rules.fence = (tokens, idx, _options, env: RenderEnv) => {
    const token = tokens[idx]!;
    const info = parseFenceInfo(token.info);
    if (!info.lang) {
      env.errors.push({
        origin: originOf(env, token.map),
        message: 'a code fence needs a language (```ts, ```bash, ```text …)',
      });
    }
    if (info.lang !== 'pm') return renderCodeBlock(token.content, info, env, highlightedLines);
    const lines = token.content.split('\n').filter((l) => l.trim());
    if (lines.length !== 1) {
      env.errors.push({ origin: originOf(env, token.map), message: 'a ```pm fence holds exactly one command' });
    }
    const id = `tabs-${++env.tabCount}`;
    const commands = packageManagerCommands(lines[0] ?? '');
    return (
      tabsHtmlOpen(
        id,
        'pm',
        commands.map((c) => c.manager),
        'tabs-pm',
      ) +
      commands
        .map(
          (c, i) =>
            `${tabPanelOpen(id, i, c.manager)}${renderCodeBlock(c.command, { lang: 'bash', title: '', highlights: new Set() }, env, highlightedLines)}</div>\n`,
        )
        .join('') +
      '</div>\n'
    );
  };
  // Indented code blocks are not part of the dialect; render them like a text fence.
  md.renderer.rules.code_block = (tokens, idx, _o, env: RenderEnv) =>
    renderCodeBlock(tokens[idx]!.content, { lang: 'text', title: '', highlights: new Set() }, env, highlightedLines);
}
