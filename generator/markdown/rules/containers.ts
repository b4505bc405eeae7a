/**
 * `:::tip Title` … `:::` and `::::tabs` … `::::`: fenced containers, matched by the number of
 * colons so that a tabs block can hold tab sections (and those callouts). One block rule parses
 * them all; the renderers for each kind live beside it.
 */
import type MarkdownIt from 'markdown-it';
import type StateBlock from 'markdown-it/lib/rules_block/state_block.mjs';
import type Token from 'markdown-it/lib/token.mjs';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';
import { escapeHtml } from './escape.ts';

export const CALLOUT_KINDS = ['tip', 'info', 'warning', 'danger', 'details'] as const;
const KINDS = new Set<string>([...CALLOUT_KINDS, 'tabs', 'tab']);

function containerRule(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.src.charCodeAt(start) !== 0x3a /* : */) return false;
  const line = state.src.slice(start, max);
  const open = /^(:{3,})\s*([a-z]+)(.*)$/.exec(line);
  if (!open || !KINDS.has(open[2]!)) return false;
  if (silent) return true;
  const marker = open[1]!;
  let next = startLine;
  let closed = false;
  while (++next < endLine) {
    const s = state.bMarks[next]! + state.tShift[next]!;
    const text = state.src.slice(s, state.eMarks[next]!).trim();
    if (state.sCount[next]! < state.blkIndent) break;
    if (text === marker) {
      closed = true;
      break;
    }
  }
  const oldParent = state.parentType;
  const oldLineMax = state.lineMax;
  state.parentType = 'container' as typeof state.parentType;
  state.lineMax = next;
  const openToken = state.push(`container_${open[2]}_open`, 'div', 1);
  openToken.markup = marker;
  openToken.block = true;
  openToken.info = open[3]!.trim();
  openToken.map = [startLine, next];
  if (!closed) openToken.meta = { unclosed: true };
  state.md.block.tokenize(state, startLine + 1, next);
  const closeToken = state.push(`container_${open[2]}_close`, 'div', -1);
  closeToken.markup = marker;
  closeToken.block = true;
  state.parentType = oldParent;
  state.lineMax = oldLineMax;
  state.line = next + (closed ? 1 : 0);
  return true;
}

/** `group=framework` → "framework"; anything else is the tab group's absence. */
export function parseTabsInfo(info: string): { group: string } {
  const m = /(?:^|\s)group=([\w-]+)/.exec(info);
  return { group: m?.[1] ?? '' };
}

function renderTabs(tokens: Token[], idx: number, env: RenderEnv): string {
  const open = tokens[idx]!;
  const { group } = parseTabsInfo(open.info);
  const labels: string[] = [];
  let depth = 0;
  for (let i = idx + 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'container_tabs_open') depth++;
    if (t.type === 'container_tabs_close') {
      if (depth === 0) break;
      depth--;
    }
    if (depth === 0 && t.type === 'container_tab_open') labels.push(t.info || `Tab ${labels.length + 1}`);
  }
  const id = `tabs-${++env.tabCount}`;
  open.meta = { ...(open.meta as object), id, labels, index: 0 };
  return tabsHtmlOpen(id, group, labels);
}

export function tabsHtmlOpen(id: string, group: string, labels: string[]): string {
  const buttons = labels
    .map(
      (label, i) =>
        `<button type="button" role="tab" class="tab" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" data-label="${escapeHtml(label)}">${escapeHtml(label)}</button>`,
    )
    .join('');
  const groupAttr = group ? ` data-group="${escapeHtml(group)}"` : '';
  return `<div class="tabs"${groupAttr}><div class="tab-list" role="tablist">${buttons}</div>\n`;
}

export function tabPanelOpen(id: string, index: number, label: string): string {
  return `<div class="tab-panel" role="tabpanel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}" data-label="${escapeHtml(label)}"${index === 0 ? '' : ' hidden'}>\n`;
}

export function containersPlugin(md: MarkdownIt): void {
  md.block.ruler.before('fence', 'container', containerRule, { alt: ['paragraph', 'reference', 'blockquote', 'list'] });

  for (const kind of CALLOUT_KINDS) {
    md.renderer.rules[`container_${kind}_open`] = (tokens, idx, _o, env: RenderEnv) => {
      const token = tokens[idx]!;
      if ((token.meta as { unclosed?: boolean } | null)?.unclosed) {
        env.errors.push({ origin: originOf(env, token.map), message: `":::${kind}" is never closed by ":::"` });
      }
      const key = `callout${kind[0]!.toUpperCase()}${kind.slice(1)}` as `callout${Capitalize<typeof kind>}`;
      const title = token.info ? md.renderInline(token.info, env) : escapeHtml(env.strings[key]);
      if (kind === 'details') return `<details class="callout callout-details"><summary>${title}</summary>\n`;
      return `<div class="callout callout-${kind}"><p class="callout-title">${title}</p>\n`;
    };
    md.renderer.rules[`container_${kind}_close`] = () => (kind === 'details' ? '</details>\n' : '</div>\n');
  }

  md.renderer.rules.container_tabs_open = (tokens, idx, _o, env: RenderEnv) => renderTabs(tokens, idx, env);
  md.renderer.rules.container_tabs_close = () => '</div>\n';
  md.renderer.rules.container_tab_open = (tokens, idx, _o, env: RenderEnv) => {
    // Find the enclosing tabs block to number the panel.
    let depth = 0;
    for (let i = idx - 1; i >= 0; i--) {
      const t = tokens[i]!;
      if (t.type === 'container_tabs_close') depth++;
      if (t.type === 'container_tabs_open') {
        if (depth === 0) {
          const meta = t.meta as { id: string; labels: string[]; index: number };
          const index = meta.index++;
          return tabPanelOpen(meta.id, index, meta.labels[index] ?? '');
        }
        depth--;
      }
    }
    env.errors.push({ origin: originOf(env, tokens[idx]!.map), message: '":::tab" must sit inside a "::::tabs" block' });
    return '<div>';
  };
  md.renderer.rules.container_tab_close = () => '</div>\n';
}
