/** Assembles one static HTML file from the client template and a server-rendered page. Pure. */
import type { HeadData } from '../common/types.ts';
import { escapeMarkup } from '../common/escape.ts';
import {
  APP_ROOT_ID,
  PAGE_CONTENT_ATTRIBUTE,
  PAGE_LINK_ATTRIBUTE,
  SSR_ATTRIBUTE,
  TEMPLATE_MARKERS,
} from '../common/contract.ts';

export interface HtmlPageInput {
  template: string;
  /** The server-rendered app; null writes an empty container the browser renders into (site `ssg` off). */
  appHtml: string | null;
  head: HeadData;
  /** Extra tags for the head: favicon, security policy, SEO tags. */
  extraHead: string[];
  /** The URL of the page's content file, which the app fetches after the first paint; null on the 404 page. */
  contentUrl: string | null;
}

function headTags(head: HeadData): string[] {
  return [
    `<title>${escapeMarkup(head.title)}</title>`,
    `<meta name="description" content="${escapeMarkup(head.description)}" />`,
    ...head.links.map(
      (l) =>
        `<link ${PAGE_LINK_ATTRIBUTE} rel="${escapeMarkup(l.rel)}"${l.type ? ` type="${escapeMarkup(l.type)}"` : ''} href="${escapeMarkup(l.href)}"${l.title ? ` title="${escapeMarkup(l.title)}"` : ''}${l.hreflang ? ` hreflang="${escapeMarkup(l.hreflang)}"` : ''} />`,
    ),
  ];
}

/**
 * The page is readable before any script runs: scripts only hydrate it. Fetched at low priority,
 * they never compete with the stylesheet the first paint needs on a slow link (Chrome would rank
 * a module script High, as it does a render-blocking one).
 */
const LOW_PRIORITY = 'fetchpriority="low"';

export function lowerScriptPriority(template: string): string {
  return template.replace(/<script type="module" (?!fetchpriority)/g, `<script type="module" ${LOW_PRIORITY} `);
}

export function renderHtmlPage({ template, appHtml, head, extraHead, contentUrl }: HtmlPageInput): string {
  const { head: headMarker, app: appMarker } = TEMPLATE_MARKERS;
  const container = `<div id="${APP_ROOT_ID}" ${SSR_ATTRIBUTE}="false">${appMarker}</div>`;
  if (!template.includes(headMarker) || !template.includes(container)) {
    throw new Error(`the HTML template lost its ${headMarker} marker or its ${container}`);
  }
  const content = contentUrl === null ? '' : ` ${PAGE_CONTENT_ATTRIBUTE}="${escapeMarkup(contentUrl)}"`;
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeMarkup(head.lang)}"`)
    .replace(headMarker, [...headTags(head), ...extraHead].join('\n    '))
    .replace(container, () =>
      appHtml === null
        ? `<div id="${APP_ROOT_ID}" ${SSR_ATTRIBUTE}="false"${content}></div>`
        : `<div id="${APP_ROOT_ID}" ${SSR_ATTRIBUTE}="true"${content}>${appHtml}</div>`,
    );
}
