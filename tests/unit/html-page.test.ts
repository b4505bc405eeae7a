import { describe, expect, it } from 'vitest';
import { lowerScriptPriority, renderHtmlPage } from '../../builder/html-page.ts';

const template =
  '<!doctype html><html lang="" class="no-js"><head><!--head--></head><body><div id="docs-app" data-ssr="false"><!--app--></div></body></html>';
const head = { lang: 'zh', title: 'T & <b>', description: 'D', links: [] };

describe('HTML page', () => {
  it('writes the language, the head and the rendered app, and names the content file on the app root', () => {
    const html = renderHtmlPage({
      template,
      appHtml: '<main>x</main>',
      head,
      extraHead: ['<meta name="x" />'],
      contentUrl: '/static/pages/zh/a "b".json',
    });
    expect(html).toContain('<html lang="zh"');
    expect(html).toContain('<title>T &amp; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="x" />');
    expect(html).toContain(
      '<div id="docs-app" data-ssr="true" data-content="/static/pages/zh/a &quot;b&quot;.json"><main>x</main></div>',
    );
  });

  it('leaves the content attribute out without a content file, and the container empty without SSG', () => {
    const html = renderHtmlPage({ template, appHtml: null, head, extraHead: [], contentUrl: null });
    expect(html).toContain('<div id="docs-app" data-ssr="false"></div>');
  });

  it('refuses a template that lost its markers', () => {
    expect(() =>
      renderHtmlPage({ template: '<html></html>', appHtml: '', head, extraHead: [], contentUrl: null }),
    ).toThrow(/marker/);
  });
});

describe('script priority', () => {
  it('fetches module scripts at low priority, once', () => {
    const template = '<script type="module" crossorigin src="/assets/index.js"></script><script>inline()</script>';
    const lowered = lowerScriptPriority(template);
    expect(lowered).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script><script>inline()</script>',
    );
    expect(lowerScriptPriority(lowered)).toBe(lowered);
  });
});
