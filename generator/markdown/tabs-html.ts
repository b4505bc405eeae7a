/**
 * The HTML of a tabs block, with the class and attribute names the pre-paint script and the
 * renderer read (common/prepaint.ts). The first tab is selected; a remembered choice is applied
 * by the pre-paint CSS before first paint and by the renderer once the app is live.
 */
import { TAB_NAMES as T } from '../../common/contract.ts';
import { escapeMarkup } from '../../common/escape.ts';

export function tabsHtmlOpen(id: string, group: string, labels: string[], extraClass = ''): string {
  const buttons = labels
    .map(
      (label, i) =>
        `<button type="button" role="tab" class="${T.tab}" id="${id}-tab-${i}" aria-controls="${id}-panel-${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}" ${T.label}="${escapeMarkup(label)}">${escapeMarkup(label)}</button>`,
    )
    .join('');
  const groupAttr = group ? ` ${T.group}="${escapeMarkup(group)}"` : '';
  return `<div class="${T.block}${extraClass ? ` ${extraClass}` : ''}"${groupAttr}><div class="${T.list}" role="tablist">${buttons}</div>\n`;
}

export function tabPanelOpen(id: string, index: number, label: string): string {
  return `<div class="${T.panel}" role="tabpanel" id="${id}-panel-${index}" aria-labelledby="${id}-tab-${index}" ${T.label}="${escapeMarkup(label)}"${index === 0 ? '' : ' hidden'}>\n`;
}
