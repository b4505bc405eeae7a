/**
 * The Markdown engine of docs/authoring.md: markdown-it plus one small rule per construct, registered in
 * this one ordered list. Includes are expanded before parsing (rules/include.ts).
 */
import MarkdownIt from 'markdown-it';
import anchor from 'markdown-it-anchor';
import { slugify } from './slug.ts';
import { headingIdsPlugin } from './rules/heading-ids.ts';
import { calloutsPlugin } from './rules/callouts.ts';
import { detailsPlugin } from './rules/details.ts';
import { tabsPlugin } from './rules/tabs.ts';
import { codePlugin } from './rules/code.ts';
import { pageDataPlugin } from './rules/page-data.ts';
import { linksPlugin } from './rules/links.ts';
import { htmlAllowlistPlugin } from './rules/html-allowlist.ts';
import { tablesPlugin } from './rules/tables.ts';
import { nameBreaksPlugin } from './rules/name-breaks.ts';
import { HEADER_ANCHOR_CLASS } from '../../common/contract.ts';

export function createMarkdown(): MarkdownIt {
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.use(calloutsPlugin); // :::tip, :::info, :::warning, :::danger
  md.use(detailsPlugin); // :::details, collapsed
  md.use(tabsPlugin); // ::::tabs holding :::tab blocks
  md.use(codePlugin); // fences, Prism, pm tabs, copy buttons
  md.use(headingIdsPlugin); // {#explicit-id}, before anchors are assigned
  md.use(anchor, {
    level: [2, 3, 4],
    slugify,
    permalink: anchor.permalink.linkInsideHeader({
      symbol: '#',
      placement: 'after',
      ariaHidden: true,
      class: HEADER_ANCHOR_CLASS,
    }),
  });
  md.use(pageDataPlugin); // title, description, toc, ids — after anchors
  md.use(linksPlugin); // record and rewrite site links
  md.use(htmlAllowlistPlugin); // raw HTML limits
  md.use(tablesPlugin); // scrollable tables
  md.use(nameBreaksPlugin); // API names in headings wrap at dots and camel humps
  return md;
}
