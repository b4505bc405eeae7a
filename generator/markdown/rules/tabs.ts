/**
 * `::::tabs group=name` holding `:::tab Label` … `:::` blocks: an accessible tab list whose first
 * panel shows. `pm` fences (code.ts) write the same markup.
 */
import type MarkdownIt from 'markdown-it';
import type Token from 'markdown-it/lib/token.mjs';
import type { RenderEnv } from '../env.ts';
import { originOf } from '../env.ts';
import { useContainer } from './containers.ts';
import { tabPanelOpen, tabsHtmlOpen } from '../tabs-html.ts';

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

function renderTab(tokens: Token[], idx: number, env: RenderEnv): string {
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
}

export function tabsPlugin(md: MarkdownIt): void {
  useContainer(md, 'tabs', {
    open: (_token, env, tokens, idx) => renderTabs(tokens, idx, env),
    close: () => '</div>\n',
  });
  useContainer(md, 'tab', { open: (_token, env, tokens, idx) => renderTab(tokens, idx, env), close: () => '</div>\n' });
}
