/** `:::details Title` … `:::`: a collapsed callout the reader opens. */
import type MarkdownIt from 'markdown-it';
import { containerTitle, useContainer } from './containers.ts';

export function detailsPlugin(md: MarkdownIt): void {
  useContainer(md, 'details', {
    open: (token, env) =>
      `<details class="callout callout-details"><summary>${containerTitle(md, token, env, env.strings.calloutDetails)}</summary>\n`,
    close: () => '</details>\n',
  });
}
