/** `:::tip Title` … `:::` (and info, warning, danger): a titled callout box. */
import type MarkdownIt from 'markdown-it';
import { containerTitle, useContainer } from './containers.ts';
import { CALLOUT_NAMES as C } from '../../../common/contract.ts';

export const CALLOUT_KINDS = ['tip', 'info', 'warning', 'danger'] as const;

export function calloutsPlugin(md: MarkdownIt): void {
  for (const kind of CALLOUT_KINDS) {
    const key = `callout${kind[0]!.toUpperCase()}${kind.slice(1)}` as `callout${Capitalize<typeof kind>}`;
    useContainer(md, kind, {
      open: (token, env) =>
        `<div class="${C.block} ${C.kindPrefix}${kind}"><p class="${C.title}">${containerTitle(md, token, env, env.strings[key])}</p>\n`,
      close: () => '</div>\n',
    });
  }
}
